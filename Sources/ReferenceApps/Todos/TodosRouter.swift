import ViperKit

/// Navigation away from the todos list: the user picker, presented over it.
@MainActor
public final class TodosRouter: TodosRouterInput {
  /// The view navigation starts from, held weakly: the navigator owns it.
  public weak var view: (any ViperView)?

  private weak let navigator: (any Navigator)?
  private let pickerBuilder: UserPickerBuilder
  private weak var picker: (any ViperView)?

  /// Creates the router.
  public init(navigator: any Navigator, pickerBuilder: UserPickerBuilder) {
    self.navigator = navigator
    self.pickerBuilder = pickerBuilder
  }

  public func showUserPicker(selectedUserID: Int?, output: any UserPickerModuleOutput) {
    // A dismissed module navigates nowhere, and one picker is enough.
    guard view != nil, picker == nil, let navigator else { return }
    let module = pickerBuilder.build(selectedUserID: selectedUserID, output: output)
    picker = module.view
    navigator.present(module)
  }

  public func closeUserPicker() {
    guard picker != nil, let navigator else { return }
    picker = nil
    navigator.dismiss()
  }
}
