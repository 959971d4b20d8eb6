import ViperKit

/// What the user picker needs from the app.
@MainActor
public protocol UserPickerDependency {
  /// Where users come from.
  var usersService: any UsersService { get }
  /// Makes the picker's view: the front end's choice.
  func makeUserPickerView(presenter: any UserPickerViewOutput) -> any UserPickerViewInput
}

/// Creates and wires the user picker.
@MainActor
public struct UserPickerBuilder: ViperBuilder {
  public let dependency: any UserPickerDependency

  public init(dependency: any UserPickerDependency) {
    self.dependency = dependency
  }

  /// Builds the picker with `selectedUserID` marked, reporting to `output`.
  public func build(selectedUserID: Int?, output: any UserPickerModuleOutput) -> Module<Void> {
    build(selectedUserID: selectedUserID, output: output, makeView: dependency.makeUserPickerView)
  }

  /// Builds the picker with a view of the caller's making (a test view, say).
  public func build(
    selectedUserID: Int?,
    output: any UserPickerModuleOutput,
    makeView: (any UserPickerViewOutput) -> any UserPickerViewInput
  ) -> Module<Void> {
    let interactor = UserPickerInteractor(service: dependency.usersService)
    let router = UserPickerRouter()
    let presenter = UserPickerPresenter(
      interactor: interactor, router: router, selectedUserID: selectedUserID)
    let view = makeView(presenter)
    presenter.view = view
    presenter.output = output
    interactor.output = presenter
    router.view = view
    return Module(
      view: view,
      parts: ModuleParts(view: view, presenter: presenter, interactor: interactor, router: router)
    )
  }
}
