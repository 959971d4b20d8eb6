import Foundation
import ViperKit

// Every protocol of the todos module, named by direction.
//
// Where its files depart from what `viper new --store` writes (a test holds the folder to this
// list):
// - with SQLiteTodosStore.swift, SQLiteTodosStore+Schema.swift: the store's SQLite
//   implementation, in files of its own because it keeps pending changes as well as the list,
//   and migrates the first release's databases (the generated store keeps its SQLite
//   implementation in the store's file).

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
  /// The todos saved on this device, before the server answers (only when there are some),
  /// and when they were last saved from the server.
  func didLoadSavedTodos(_ todos: [Todo], savedAt: Date?)
  /// The saved todos could not be read: the todos cannot be shown (the server is not asked).
  func didFailToReadSavedTodos(_ error: TodosStoreError)
  /// The todos as the server has them (saved on this device, with the changes it has not had
  /// yet), or why the server could not be asked.
  func didFetchTodos(_ result: Result<[Todo], HTTP.Error>)
  /// The todo with `id` after a change: as the server now has it, or, when the server could
  /// not be reached, as saved on this device to be sent later (``Todo/isSynced`` is `false`);
  /// or why the change was refused and undone. A change saved on an earlier run and refused
  /// when sent again is reported here too.
  func didSetCompleted(todoID id: Int, result: Result<Todo, TodoChangeError>)
}

/// Why a change of a todo did not happen.
public enum TodoChangeError: Error, Sendable, Hashable {
  /// The server refused it (or answered something that is not an answer).
  case refused(HTTP.Error)
  /// It could not be saved on this device.
  case notSaved(TodosStoreError)

  /// A message for a person.
  public var message: String {
    switch self {
    case .refused(let error): error.message
    case .notSaved(let error): error.message
    }
  }
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
