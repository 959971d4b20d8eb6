import ReferenceApps
import ViperKit
import ViperTerminal

/// The user picker in the terminal: a short list over the todos, Enter picks, Esc closes.
@MainActor
public final class UserPickerTerminalView: UserPickerViewInput, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UserPickerViewOutput
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the picker keeps. The list below only adds the selection and scrolling.
  public private(set) var state: UserPickerViewState = .loading { didSet { onChange?() } }
  private var list = ScreenList([ListRow]())

  /// Creates the view.
  public init(presenter: any UserPickerViewOutput) {
    self.presenter = presenter
  }

  // MARK: TerminalScreenView

  public var title: String { "Pick a user" }

  public var keyHints: [(key: String, action: String)] {
    guard case .options = state else { return [] }
    return [("↑↓", "move"), ("⏎", "pick")]
  }

  public var phase: ScreenPhase {
    switch state {
    case .loading: .loading
    case .options: .ready
    case .error: .failed
    }
  }

  public var isBusy: Bool { state == .loading }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      ScreenStates.loading("Loading users…", in: rect, into: &frame, tick: tick)
    case .error(let message):
      ScreenStates.message(
        message, title: "Error", style: Style(foreground: .red), hint: "Press esc to go back",
        in: rect, into: &frame)
    case .options:
      let (header, body) = rect.splitTop(1)
      Label("Show the todos of:", style: Style(bold: true))
        .render(in: header.inset(horizontal: header.width >= 3 ? 1 : 0), into: &frame)
      list.render(in: body, into: &frame)
    }
  }

  public func handle(_ key: Key) -> Bool {
    guard case .options(let options) = state else { return false }
    if key == .enter, let selection = list.selection {
      presenter.didPick(userID: options[selection].userID)
      return true
    }
    let used = list.handle(key)
    if used { onChange?() }
    return used
  }

  // MARK: ViperView and UserPickerViewInput

  public func viewDidLoad() { presenter.viewDidLoad() }

  public func showLoading() { state = .loading }

  public func showOptions(_ options: [UserPickerOptionViewModel]) {
    list = ScreenList(
      options.map { ListRow(title: $0.title, detail: $0.isSelected ? "current" : "") })
    // Start on the filter in use.
    list.state.selection = options.firstIndex { $0.isSelected } ?? 0
    state = .options(options)
  }

  public func showError(_ message: String) { state = .error(message) }
}
