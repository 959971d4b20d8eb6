import ViperKit

/// Runs the todos list: loads it for the chosen user, toggles todos optimistically (the row
/// changes at once, and goes back if the server refuses), and opens the user picker.
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

  /// Creates the presenter for the todos of `userID` (every todo for `nil`). It does nothing
  /// until ``viewDidLoad()``.
  public init(
    interactor: any TodosInteractorInput, router: any TodosRouterInput, userID: Int? = nil
  ) {
    self.interactor = interactor
    self.router = router
    self.userID = userID
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

  public func didFetchTodos(_ result: Result<[Todo], HTTP.Error>) {
    isLoading = false
    switch result {
    case .success(let todos):
      self.todos = todos
      // Changes still on their way keep showing their new state.
      for (id, original) in pending {
        if let index = self.todos.firstIndex(where: { $0.id == id }) {
          self.todos[index].isCompleted = !original.isCompleted
        }
      }
      if todos.isEmpty {
        view?.showEmpty(userID.map { "User \($0) has no todos." } ?? "There are no todos yet.")
      } else {
        showList()
      }
    case .failure(let error):
      todos = []
      view?.showError("Couldn't load the todos. \(error.message)")
    }
  }

  public func didSetCompleted(todoID id: Int, result: Result<Todo, HTTP.Error>) {
    guard let original = pending.removeValue(forKey: id) else { return }
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
    view?.showTodos(Self.list(todos, userID: userID, pending: Set(pending.keys)))
  }

  /// The list view model for `todos` of `userID`, with the `pending` ones marked as saving.
  nonisolated public static func list(_ todos: [Todo], userID: Int?, pending: Set<Int> = [])
    -> TodosListViewModel
  {
    let done = todos.count { $0.isCompleted }
    return TodosListViewModel(
      heading: userID.map { "User \($0)" } ?? "All users",
      summary: "\(done) of \(todos.count) done",
      rows: todos.map { todo in
        TodoRowViewModel(
          id: todo.id, title: todo.title, isCompleted: todo.isCompleted,
          isPending: pending.contains(todo.id))
      })
  }
}
