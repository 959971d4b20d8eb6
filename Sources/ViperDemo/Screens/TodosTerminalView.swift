import ReferenceApps
import ViperKit
import ViperTerminal

/// The todos in the terminal: each todo with its completion box; Space toggles one, `u`
/// opens the user picker, `r` reloads. A toggle that the server refused shows why at the
/// bottom, with the row back as it was; one saved on this device only is marked "not synced";
/// a list saved on this device, shown because the server could not be reached, says so there.
@MainActor
public final class TodosTerminalView: TodosViewInput, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any TodosViewOutput
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the todos keeps. The list below only adds the selection and scrolling.
  public private(set) var state: TodosViewState = .loading {
    didSet {
      list.replace(with: Rows(rows: state.rows))
      onChange?()
    }
  }
  private var list = ScreenList(Rows(rows: []))

  /// Creates the view.
  public init(presenter: any TodosViewOutput) {
    self.presenter = presenter
  }

  /// The rows on screen.
  public var rowModels: [TodoRowViewModel] { state.rows }

  // MARK: TerminalScreenView

  public var title: String { "Todos" }

  public var keyHints: [(key: String, action: String)] {
    switch state {
    case .todos: [("↑↓", "move"), ("space", "toggle"), ("u", "user"), ("r", "reload")]
    case .loading: []
    case .empty, .error: [("u", "user"), ("r", "reload")]
    }
  }

  public var phase: ScreenPhase {
    switch state {
    // The saved list, shown while the server is asked, is not the answer yet.
    case .loading: .loading
    case .todos(let list, _): list.isRefreshing ? .loading : .ready
    case .empty: .ready
    case .error: .failed
    }
  }

  public var isBusy: Bool { state == .loading }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      ScreenStates.loading("Loading todos…", in: rect, into: &frame, tick: tick)
    case .empty(let message):
      ScreenStates.message(message, hint: "Press u to pick another user", in: rect, into: &frame)
    case .error(let message):
      ScreenStates.message(
        message, title: "Error", style: Style(foreground: .red), hint: "Press r to try again",
        in: rect, into: &frame)
    case .todos(let todos, let notice):
      let heading = todos.heading
      let summary = todos.summary
      let (header, rest) = rect.splitTop(1)
      let inner = header.inset(horizontal: header.width >= 3 ? 1 : 0)
      Label(heading, style: Style(bold: true)).render(in: inner, into: &frame)
      Label(summary, style: Style(dim: true), alignment: .trailing).render(in: inner, into: &frame)
      let body = ScreenStates.notice(notice, in: rest, into: &frame)
      list.render(in: body, into: &frame)
    }
  }

  public func handle(_ key: Key) -> Bool {
    switch key {
    case .character("r"):
      presenter.didRequestReload()
      return true
    case .character("u"):
      presenter.didRequestUserFilter()
      return true
    case .character(" "):
      guard case .todos = state, let selection = list.selection else { return false }
      presenter.didToggleTodo(id: state.rows[selection].id)
      return true
    default:
      guard case .todos = state else { return false }
      let used = list.handle(key)
      if used { onChange?() }
      return used
    }
  }

  // MARK: ViperView and TodosViewInput

  public func viewDidLoad() { presenter.viewDidLoad() }

  public func showLoading() {
    // A new list starts at its top.
    list = ScreenList(Rows(rows: []))
    state = .loading
  }

  public func showTodos(_ todos: TodosListViewModel) { state = .todos(todos) }
  public func showEmpty(_ message: String) { state = .empty(message) }
  public func showError(_ message: String) { state = .error(message) }
  public func showToggleError(_ message: String) { state.showToggleError(message) }

  private struct Rows: ListDataSource {
    let rows: [TodoRowViewModel]
    var count: Int { rows.count }
    func row(at index: Int) -> ListRow {
      let row = rows[index]
      let box = row.isCompleted ? "[x] " : "[ ] "
      let detail = row.isPending ? "saving…" : row.isSynced ? "" : "not synced"
      return ListRow(title: box + row.title, detail: detail)
    }
  }
}
