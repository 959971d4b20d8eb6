import ViperKit

/// The todos list's view for any front end: it keeps what the screen shows as a
/// ``TodosViewState`` and calls ``onChange`` when that changes.
@MainActor
public final class TodosView: TodosViewInput {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any TodosViewOutput
  /// What the screen shows.
  public private(set) var state: TodosViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (TodosViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any TodosViewOutput) {
    self.presenter = presenter
  }

  /// The rows on screen, empty when there is no list.
  public var rows: [TodoRowViewModel] { state.rows }

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person toggled `row`.
  public func toggle(_ row: TodoRowViewModel) { presenter.didToggleTodo(id: row.id) }
  /// The person asked for a reload.
  public func reload() { presenter.didRequestReload() }
  /// The person asked to filter by user.
  public func filterByUser() { presenter.didRequestUserFilter() }

  public func showLoading() { state = .loading }
  public func showTodos(_ list: TodosListViewModel) { state = .todos(list) }
  public func showEmpty(_ message: String) { state = .empty(message) }
  public func showError(_ message: String) { state = .error(message) }

  public func showToggleError(_ message: String) {
    state.showToggleError(message)
  }
}
