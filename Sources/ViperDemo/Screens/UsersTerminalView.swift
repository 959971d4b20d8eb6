import ReferenceApps
import ViperKit
import ViperTerminal

/// The users list in the terminal: a virtualised list of names, with loading, empty and error
/// states.
@MainActor
public final class UsersTerminalView: UsersViewInput, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UsersViewOutput
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the users list keeps. The list below only adds the selection and scrolling.
  public private(set) var state: UsersViewState = .loading {
    didSet {
      list.replace(with: Rows(rows: state.rows))
      onChange?()
    }
  }
  private var list = ScreenList(Rows(rows: []))

  /// Creates the view.
  public init(presenter: any UsersViewOutput) {
    self.presenter = presenter
  }

  /// The rows on screen.
  public var rowModels: [UserRowViewModel] { state.rows }

  // MARK: TerminalScreenView

  public var title: String { "Users" }

  public var keyHints: [(key: String, action: String)] {
    switch state {
    case .users: [("↑↓", "move"), ("⏎", "open"), ("r", "reload")]
    case .loading: []
    case .empty, .error: [("r", "reload")]
    }
  }

  public var phase: ScreenPhase {
    switch state {
    case .loading: .loading
    case .users, .empty: .ready
    case .error: .failed
    }
  }

  public var isBusy: Bool {
    switch state {
    case .loading, .users(_, isReloading: true, _): true
    default: false
    }
  }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      Spinner(tick: tick, label: "Loading users…").render(
        in: rect.centered(width: 20, height: 1), into: &frame)
    case .empty(let message):
      CenteredMessage(message).render(in: rect, into: &frame)
    case .error(let message):
      CenteredMessage(message, title: "Error", style: Style(foreground: .red))
        .render(in: rect, into: &frame)
      let hint = rect.splitBottom(1).bottom
      Label("Press r to try again", style: Style(dim: true), alignment: .center)
        .render(in: hint, into: &frame)
    case .users(_, let isReloading, let notice):
      var listRect = rect
      if isReloading || notice != nil {
        let (rest, bottom) = rect.splitBottom(1)
        listRect = rest
        if isReloading {
          Spinner(tick: tick, label: "Reloading…").render(in: bottom, into: &frame)
        } else if let notice {
          Label("⚠ " + notice, style: Style(foreground: .yellow)).render(in: bottom, into: &frame)
        }
      }
      list.render(in: listRect, into: &frame)
    }
  }

  public func handle(_ key: Key) -> Bool {
    switch key {
    case .character("r"):
      presenter.didRequestReload()
      return true
    case .enter:
      guard case .users = state, let selection = list.selection else { return false }
      presenter.didSelectUser(id: list.source.rows[selection].id)
      return true
    default:
      guard case .users = state else { return false }
      let used = list.handle(key)
      if used { onChange?() }
      return used
    }
  }

  // MARK: ViperView

  public func viewDidLoad() {
    presenter.viewDidLoad()
  }

  // MARK: UsersViewInput

  public func showLoading() {
    state.showLoading()
  }

  public func showUsers(_ rows: [UserRowViewModel]) {
    state = .users(rows, isReloading: false, notice: nil)
  }

  public func showEmpty(_ message: String) {
    state = .empty(message)
  }

  public func showError(_ message: String) {
    state = .error(message)
  }

  public func showReloadError(_ message: String) {
    state.showReloadError(message)
  }

  /// The rows as a list data source: the list asks only for the rows it draws.
  private struct Rows: ListDataSource {
    let rows: [UserRowViewModel]
    var count: Int { rows.count }
    func row(at index: Int) -> ListRow {
      ListRow(title: rows[index].title, detail: rows[index].subtitle)
    }
  }
}
