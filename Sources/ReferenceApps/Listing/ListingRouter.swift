import ViperKit

/// Navigation away from the listing page: none yet (the original page has none), but the role
/// is there, as in every module, so that a feature that adds some (open an item) has its place.
@MainActor
public final class ListingRouter: ListingPresenterToRouter {
  /// The view navigation starts from, held weakly: the navigator owns it.
  public weak var view: (any ViperView)?

  /// Creates the router.
  public init() {}
}
