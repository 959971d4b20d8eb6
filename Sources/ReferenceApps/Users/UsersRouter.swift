import ViperKit

/// Navigation away from the users list: to a user's detail.
@MainActor
public final class UsersRouter: UsersRouterInput {
  /// The view navigation starts from, held weakly: the navigator owns it.
  public weak var view: (any ViperView)?

  private weak let navigator: (any Navigator)?
  private let detailBuilder: UserDetailBuilder

  /// Creates the router.
  public init(navigator: any Navigator, detailBuilder: UserDetailBuilder) {
    self.navigator = navigator
    self.detailBuilder = detailBuilder
  }

  public func showDetail(userID: Int) {
    // A dismissed module navigates nowhere.
    guard view != nil, let navigator else { return }
    navigator.push(detailBuilder.build(userID: userID, navigator: navigator))
  }
}
