import ViperKit

// Every protocol of the todos module (S3), named by direction.

/// Presenter -> view.
@MainActor
public protocol TodosViewInput: ViperView {
  /// A request for the list is under way.
  func showLoading()
  /// Show this list, replacing any state. Sent again whenever a row changes.
  func showTodos(_ list: TodosListViewModel)
  /// There are no todos to show: show `message` instead of a list.
  func showEmpty(_ message: String)
  /// The list could not be loaded: hide it and show `message`.
  func showError(_ message: String)
  /// A toggle failed and its row is back as it was: tell the person why, beside the list.
  func showToggleError(_ message: String)
}

/// View -> presenter.
@MainActor
public protocol TodosViewOutput: ViperPresenter {
  /// The person toggled the todo with `id` (Space).
  func didToggleTodo(id: Int)
  /// The person asked for a reload.
  func didRequestReload()
  /// The person asked to filter the list by user (`u`).
  func didRequestUserFilter()
}

/// Presenter -> interactor.
@MainActor
public protocol TodosInteractorInput: ViperInteractor {
  /// Fetches the todos of the user with `userID` (every todo for `nil`); the result goes to
  /// the output. A fetch still running is cancelled: only the latest filter's answer arrives.
  func fetchTodos(userID: Int?)
  /// Marks the todo with `id` done or not done; the result goes to the output.
  func setCompleted(_ completed: Bool, todoID id: Int)
}

/// Interactor -> presenter.
@MainActor
public protocol TodosInteractorOutput: AnyObject {
  /// The todos, or why they could not be fetched.
  func didFetchTodos(_ result: Result<[Todo], HTTP.Error>)
  /// The todo with `id` as the server now has it, or why it could not be changed.
  func didSetCompleted(todoID id: Int, result: Result<Todo, HTTP.Error>)
}

/// Presenter -> router.
@MainActor
public protocol TodosRouterInput: ViperRouter {
  /// Opens the user picker over the list, with `selectedUserID` marked; the picker reports
  /// to `output`.
  func showUserPicker(selectedUserID: Int?, output: any UserPickerModuleOutput)
  /// Closes the user picker.
  func closeUserPicker()
}

/// Other modules -> the todos list.
@MainActor
public protocol TodosModuleInput: AnyObject {
  /// Shows the todos of the user with `userID` (every todo for `nil`).
  func filter(userID: Int?)
  /// Loads the list again.
  func reload()
}
