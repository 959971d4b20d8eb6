import ViperKit

/// What the users list needs from the app.
@MainActor
public protocol UsersDependency: UserDetailDependency {
  /// Where users come from.
  var usersService: any UsersService { get }
}

/// Creates and wires the users list module.
@MainActor
public struct UsersBuilder: ViperBuilder {
  public let dependency: any UsersDependency

  public init(dependency: any UsersDependency) {
    self.dependency = dependency
  }

  /// Builds the module with the platform-neutral ``UsersView``.
  public func build(
    navigator: any Navigator,
    output: (any UsersModuleOutput)? = nil
  ) -> Module<any UsersModuleInput> {
    build(navigator: navigator, output: output, makeView: UsersView.init)
  }

  /// Builds the module with a view of the caller's making (a terminal view, a test view).
  public func build<View: UsersViewInput>(
    navigator: any Navigator,
    output: (any UsersModuleOutput)? = nil,
    makeView: (any UsersViewOutput) -> View
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
