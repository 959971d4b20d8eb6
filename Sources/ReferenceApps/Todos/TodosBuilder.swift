import ViperKit

/// What the todos list needs from the app.
@MainActor
public protocol TodosDependency: UserPickerDependency {
  /// Where todos come from.
  var todosService: any TodosService { get }
  /// Where todos are kept on this device.
  var todosStore: any TodosStore { get }
  /// Makes the list's view: the front end's choice.
  func makeTodosView(presenter: any TodosViewOutput) -> any TodosViewInput
}

/// Creates and wires the todos module.
@MainActor
public struct TodosBuilder: ViperBuilder {
  public let dependency: any TodosDependency

  public init(dependency: any TodosDependency) {
    self.dependency = dependency
  }

  /// Builds the module, showing the todos of `userID` (every todo for `nil`), with the view
  /// the dependency makes.
  public func build(navigator: any Navigator, userID: Int? = nil) -> Module<any TodosModuleInput> {
    build(navigator: navigator, userID: userID, makeView: dependency.makeTodosView)
  }

  /// Builds the module with a view of the caller's making (a test view, say).
  public func build(
    navigator: any Navigator,
    userID: Int? = nil,
    makeView: (any TodosViewOutput) -> any TodosViewInput
  ) -> Module<any TodosModuleInput> {
    let interactor = TodosInteractor(
      service: dependency.todosService, store: dependency.todosStore)
    let router = TodosRouter(
      navigator: navigator, pickerBuilder: UserPickerBuilder(dependency: dependency))
    let presenter = TodosPresenter(interactor: interactor, router: router, userID: userID)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    router.view = view
    return Module(
      view: view,
      input: presenter,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
