import Foundation
import ViperKit

/// Runs the todos list: shows the todos saved on this device at once, then the server's;
/// says when the list is the saved one because the server could not be reached; toggles todos
/// optimistically (the row changes at once, is marked not synced when the server cannot be
/// reached, and goes back if the server refuses); and opens the user picker.
@MainActor
public final class TodosPresenter: TodosViewOutput, TodosInteractorOutput, TodosModuleInput,
  UserPickerModuleOutput
{
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any TodosViewInput)?

  private let interactor: any TodosInteractorInput
  private let router: any TodosRouterInput
  private var userID: Int?
  private var todos: [Todo] = []
  /// Todos whose change is on its way, with the state to go back to if it fails.
  private var pending: [Int: Todo] = [:]
  private var isLoading = false
  private var isViewLoaded = false
  /// Whether the list shown is the one saved on this device, and when it was saved.
  private var saved: (shown: Bool, at: Date?) = (false, nil)
  /// Why the list shown is not the server's, if it is not.
  private var notice: String?
  private let timeZone: TimeZone

  /// Creates the presenter for the todos of `userID` (every todo for `nil`); times are shown
  /// in `timeZone`. It does nothing until ``viewDidLoad()``.
  public init(
    interactor: any TodosInteractorInput, router: any TodosRouterInput, userID: Int? = nil,
    timeZone: TimeZone = .current
  ) {
    self.interactor = interactor
    self.router = router
    self.userID = userID
    self.timeZone = timeZone
  }

  // MARK: TodosViewOutput

  public func viewDidLoad() {
    isViewLoaded = true
    load()
  }

  public func didToggleTodo(id: Int) {
    // One change per todo at a time: a second toggle would race the first on the server.
    guard pending[id] == nil, let index = todos.firstIndex(where: { $0.id == id }) else { return }
    pending[id] = todos[index]
    todos[index].isCompleted.toggle()
    showList()
    interactor.setCompleted(todos[index].isCompleted, todoID: id)
  }

  public func didRequestReload() {
    load()
  }

  public func didRequestUserFilter() {
    router.showUserPicker(selectedUserID: userID, output: self)
  }

  // MARK: TodosInteractorOutput

  public func didLoadSavedTodos(_ todos: [Todo], savedAt: Date?) {
    saved = (true, savedAt)
    notice = nil
    self.todos = withChangesOnTheirWay(todos)
    showList()
  }

  public func didFailToReadSavedTodos(_ error: TodosStoreError) {
    isLoading = false
    todos = []
    view?.showError(error.message)
  }

  public func didFetchTodos(_ result: Result<[Todo], HTTP.Error>) {
    isLoading = false
    switch result {
    case .success(let todos):
      saved = (false, nil)
      notice = nil
      self.todos = withChangesOnTheirWay(todos)
      if todos.isEmpty {
        view?.showEmpty(userID.map { "User \($0) has no todos." } ?? "There are no todos yet.")
      } else {
        showList()
      }
    case .failure(let error) where saved.shown && !todos.isEmpty:
      // The saved list stays, saying what it is.
      let when =
        saved.at.map { "saved at \(Self.clockTime($0, in: timeZone))" } ?? "saved on this device"
      notice =
        error.isConnectivityFailure
        ? "Offline: showing todos \(when)."
        : "Couldn't refresh: \(error.message) Showing todos \(when)."
      showList()
    case .failure(let error):
      todos = []
      view?.showError("Couldn't load the todos. \(error.message)")
    }
  }

  public func didSetCompleted(todoID id: Int, result: Result<Todo, TodoChangeError>) {
    guard let original = pending.removeValue(forKey: id) else {
      // A change saved on an earlier run, refused when sent again: the server's list, which
      // follows, shows the todo as the server has it.
      if case .failure(let error) = result,
        let todo = todos.first(where: { $0.id == id })
      {
        view?.showToggleError("Couldn't save your change to \"\(todo.title)\": \(error.message)")
      }
      return
    }
    let index = todos.firstIndex { $0.id == id }
    switch result {
    case .success(let todo):
      if let index { todos[index] = todo }
      showList()
    case .failure(let error):
      if let index { todos[index] = original }
      showList()
      let action = original.isCompleted ? "mark it as not done" : "mark it as done"
      view?.showToggleError("Couldn't \(action): \(error.message)")
    }
  }

  /// `todos` with the changes still on their way showing their new state.
  private func withChangesOnTheirWay(_ todos: [Todo]) -> [Todo] {
    var todos = todos
    for (id, original) in pending {
      if let index = todos.firstIndex(where: { $0.id == id }) {
        todos[index].isCompleted = !original.isCompleted
      }
    }
    return todos
  }

  // MARK: TodosModuleInput

  public func filter(userID: Int?) {
    guard userID != self.userID || todos.isEmpty else { return }
    self.userID = userID
    // Before the view has loaded this only picks the filter: work starts at viewDidLoad.
    guard isViewLoaded else { return }
    // A fetch for the previous filter may be running; the interactor cancels it.
    isLoading = false
    load()
  }

  public func reload() {
    load()
  }

  // MARK: UserPickerModuleOutput

  public func userPicker(didPick userID: Int?) {
    router.closeUserPicker()
    filter(userID: userID)
  }

  public func userPickerDidCancel() {
    router.closeUserPicker()
  }

  // MARK: Presentation

  private func load() {
    guard !isLoading else { return }
    isLoading = true
    view?.showLoading()
    interactor.fetchTodos(userID: userID)
  }

  private func showList() {
    // While loading, the list shown is the saved one: the server has not answered yet.
    view?.showTodos(
      Self.list(
        todos, userID: userID, pending: Set(pending.keys), notice: notice,
        isRefreshing: isLoading))
  }

  /// The list view model for `todos` of `userID`, with the `pending` ones marked as saving,
  /// those the server has not had marked as not synced, `notice` saying where the list comes
  /// from, and whether it is the saved list shown while the server `isRefreshing` it.
  nonisolated public static func list(
    _ todos: [Todo], userID: Int?, pending: Set<Int> = [], notice: String? = nil,
    isRefreshing: Bool = false
  ) -> TodosListViewModel {
    let done = todos.count { $0.isCompleted }
    return TodosListViewModel(
      heading: userID.map { "User \($0)" } ?? "All users",
      summary: "\(done) of \(todos.count) done",
      rows: todos.map { todo in
        TodoRowViewModel(
          id: todo.id, title: todo.title, isCompleted: todo.isCompleted,
          isPending: pending.contains(todo.id), isSynced: todo.isSynced)
      },
      notice: notice, isRefreshing: isRefreshing)
  }

  /// A time of day as the list shows it: `14:02`.
  nonisolated static func clockTime(_ date: Date, in timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
