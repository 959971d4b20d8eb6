import ViperKit

/// Navigation away from the crypto prices: none yet (the module is a tab of its own), but the
/// role is there, as in every module, so that a feature that adds some (open a currency's
/// history) has its place.
@MainActor
public final class CryptosRouter: CryptosRouterInput {
  /// The view navigation starts from, held weakly: the navigator owns it.
  public weak var view: (any ViperView)?

  /// Creates the router.
  public init() {}
}
