import ViperKit

/// Navigation away from the user detail: none yet, but the role is there so that a feature
/// that adds some (open the user's posts) has its place.
@MainActor
public final class UserDetailRouter: UserDetailRouterInput {
  /// The view navigation starts from, held weakly.
  public weak var view: (any ViperView)?

  /// Creates the router.
  public init() {}
}
