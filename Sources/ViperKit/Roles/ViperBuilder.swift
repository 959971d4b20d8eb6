/// The Builder role: the one place where a module is created and wired.
///
/// A builder receives its ``Dependency`` from the app's composition root. The dependency is a
/// protocol that declares exactly the services and child builders the module needs (as in
/// Uber's RIBs), so a module cannot reach a service it did not ask for.
///
/// Each builder adds its own `build(...)` method, with whatever arguments the module needs,
/// returning a ``Module``. Inside it the builder creates interactor, router, presenter and
/// view in that order, passing strong references to initializers, then sets the three
/// back-references (`presenter.view`, `interactor.output`, `router.view`):
///
/// ```swift
/// func build(navigator: any Navigator) -> Module<any UsersModuleInput> {
///   let interactor = UsersInteractor(service: dependency.usersService)
///   let router = UsersRouter(navigator: navigator)
///   let presenter = UsersPresenter(interactor: interactor, router: router)
///   let view = UsersView(presenter: presenter)
///   presenter.view = view
///   interactor.output = presenter
///   router.view = view
///   return Module(
///     view: view, input: presenter,
///     parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router))
/// }
/// ```
@MainActor
public protocol ViperBuilder {
  /// What the module needs from the outside world: services and the builders of the modules
  /// it opens. Usually an existential of a protocol, such as `any UsersDependency`.
  associatedtype Dependency

  /// The dependency the builder was created with.
  var dependency: Dependency { get }

  /// Creates a builder that builds modules with `dependency`.
  init(dependency: Dependency)
}
