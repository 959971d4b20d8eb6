import ReferenceApps
import ViperKit
import ViperTerminal

/// One user in the terminal: every field, labelled and aligned.
@MainActor
public final class UserDetailTerminalView: UserDetailViewInput, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UserDetailViewOutput
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the detail keeps.
  public private(set) var state: UserDetailViewState = .loading { didSet { onChange?() } }

  /// Creates the view.
  public init(presenter: any UserDetailViewOutput) {
    self.presenter = presenter
  }

  // MARK: TerminalScreenView

  public var title: String {
    if case .user(let user) = state { return user.title }
    return "User"
  }

  public var keyHints: [(key: String, action: String)] { [("r", "reload")] }

  public var phase: ScreenPhase {
    switch state {
    case .loading: .loading
    case .user: .ready
    case .error: .failed
    }
  }

  public var isBusy: Bool { state == .loading }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      Spinner(tick: tick, label: "Loading user…").render(
        in: rect.centered(width: 20, height: 1), into: &frame)
    case .error(let message):
      CenteredMessage(message, title: "Error", style: Style(foreground: .red))
        .render(in: rect, into: &frame)
    case .user(let user):
      let area = rect.inset(horizontal: 2, vertical: 1)
      guard !area.isEmpty else { return }
      Label(user.title, style: Style(bold: true)).render(
        in: Rect(x: area.x, y: area.y, width: area.width, height: 1), into: &frame)
      let labelWidth = (user.fields.map { DisplayWidth.of($0.label) }.max() ?? 0) + 2
      for (index, field) in user.fields.enumerated() {
        let y = area.y + 2 + index
        guard y < area.y + area.height else { break }
        frame.put(field.label, x: area.x, y: y, style: Style(dim: true), maxWidth: labelWidth)
        frame.put(
          field.value, x: area.x + labelWidth, y: y,
          maxWidth: max(0, area.width - labelWidth))
      }
    }
  }

  public func handle(_ key: Key) -> Bool {
    guard key == .character("r") else { return false }
    presenter.didRequestReload()
    return true
  }

  // MARK: ViperView and UserDetailViewInput

  public func viewDidLoad() { presenter.viewDidLoad() }
  public func showLoading() { state = .loading }
  public func showUser(_ user: UserDetailViewModel) { state = .user(user) }
  public func showError(_ message: String) { state = .error(message) }
}
