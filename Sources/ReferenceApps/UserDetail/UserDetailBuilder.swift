import ViperKit

/// What the user detail needs from the app.
@MainActor
public protocol UserDetailDependency {
  /// Where users come from.
  var usersService: any UsersService { get }
  /// Makes the detail's view: the front end's choice.
  func makeUserDetailView(presenter: any UserDetailViewOutput) -> any UserDetailViewInput
}

/// Creates and wires the user detail module.
@MainActor
public struct UserDetailBuilder: ViperBuilder {
  public let dependency: any UserDetailDependency

  public init(dependency: any UserDetailDependency) {
    self.dependency = dependency
  }

  /// Builds the detail of the user with `userID`, with the view the dependency makes.
  public func build(userID: Int, navigator: any Navigator) -> Module<Void> {
    build(userID: userID, navigator: navigator, makeView: dependency.makeUserDetailView)
  }

  /// Builds the detail with a view of the caller's making (a test view, say).
  public func build(
    userID: Int,
    navigator: any Navigator,
    makeView: (any UserDetailViewOutput) -> any UserDetailViewInput
  ) -> Module<Void> {
    let interactor = UserDetailInteractor(userID: userID, service: dependency.usersService)
    let router = UserDetailRouter()
    let presenter = UserDetailPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return Module(
      view: view,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
