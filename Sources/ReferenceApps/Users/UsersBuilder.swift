import ViperKit

/// What the users list needs from the app.
@MainActor
public protocol UsersDependency: UserDetailDependency {
  /// Where users come from.
  var usersService: any UsersService { get }
  /// Makes the list's view: the front end's choice.
  func makeUsersView(presenter: any UsersViewOutput) -> any UsersViewInput
}

/// Creates and wires the users list module.
@MainActor
public struct UsersBuilder: ViperBuilder {
  public let dependency: any UsersDependency

  public init(dependency: any UsersDependency) {
    self.dependency = dependency
  }

  /// Builds the module with the view the dependency makes.
  public func build(
    navigator: any Navigator,
    output: (any UsersModuleOutput)? = nil
  ) -> Module<any UsersModuleInput> {
    build(navigator: navigator, output: output, makeView: dependency.makeUsersView)
  }

  /// Builds the module with a view of the caller's making (a test view, say).
  public func build(
    navigator: any Navigator,
    output: (any UsersModuleOutput)? = nil,
    makeView: (any UsersViewOutput) -> any UsersViewInput
  ) -> Module<any UsersModuleInput> {
    let interactor = UsersInteractor(service: dependency.usersService)
    let router = UsersRouter(
      navigator: navigator, detailBuilder: UserDetailBuilder(dependency: dependency))
    let presenter = UsersPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    presenter.output = output
    interactor.output = presenter
    router.view = view
    return Module(
      view: view,
      input: presenter,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
