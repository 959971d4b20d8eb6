/// What the todos list shows.
public enum TodosViewState: Sendable, Equatable {
  /// The list is loading.
  case loading
  /// The list; `notice` says why the last toggle failed, else where the list comes from when
  /// it is not the server's (``TodosListViewModel/notice``).
  case todos(TodosListViewModel, notice: String?)
  /// There are no todos.
  case empty(String)
  /// Loading failed.
  case error(String)
}

// The transitions that depend on what is on screen, in one place for every front end's view.
extension TodosViewState {
  /// The rows on screen, empty when there is no list.
  public var rows: [TodoRowViewModel] {
    if case .todos(let list, _) = self { return list.rows }
    return []
  }

  /// What ``TodosViewInput/showTodos(_:)`` makes of the screen: the list, with its own notice.
  public static func todos(_ list: TodosListViewModel) -> TodosViewState {
    .todos(list, notice: list.notice)
  }

  /// What ``TodosViewInput/showToggleError(_:)`` makes of the screen: a list stays, with
  /// `message` as its notice; without a list there is nothing to say it beside.
  public mutating func showToggleError(_ message: String) {
    guard case .todos(let list, _) = self else { return }
    self = .todos(list, notice: message)
  }
}
