import ReferenceApps
import ViperKit
import ViperTerminal

/// The crypto prices in the terminal: a list of tickers and prices. A download that failed
/// and prices that could not be read are two different screens: the first offers to retry,
/// the second says the data is at fault.
@MainActor
public final class CryptosTerminalView: CryptosViewInput, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any CryptosViewOutput
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the prices keeps. The list below only adds the selection and scrolling.
  public private(set) var state: CryptosViewState = .loading {
    didSet {
      list.replace(with: Rows(rows: state.rows))
      onChange?()
    }
  }
  private var list = ScreenList(Rows(rows: []))

  /// Creates the view.
  public init(presenter: any CryptosViewOutput) {
    self.presenter = presenter
  }

  /// The rows on screen.
  public var rowModels: [CryptoRowViewModel] { state.rows }

  // MARK: TerminalScreenView

  public var title: String { "Crypto prices" }

  public var keyHints: [(key: String, action: String)] {
    switch state {
    case .prices: [("↑↓", "move"), ("r", "reload")]
    case .loading: []
    case .empty, .networkError, .parsingError: [("r", "reload")]
    }
  }

  public var phase: ScreenPhase {
    switch state {
    case .loading: .loading
    case .prices, .empty: .ready
    case .networkError, .parsingError: .failed
    }
  }

  public var isBusy: Bool { state == .loading }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      ScreenStates.loading("Loading prices…", in: rect, into: &frame, tick: tick)
    case .empty(let message):
      ScreenStates.message(message, in: rect, into: &frame)
    case .networkError(let message):
      ScreenStates.message(
        message, title: "Network error", style: Style(foreground: .red),
        hint: "Press r to try again", in: rect, into: &frame)
    case .parsingError(let message):
      ScreenStates.message(
        message, title: "Unreadable data", style: Style(foreground: .magenta),
        in: rect, into: &frame)
    case .prices:
      let (header, body) = rect.splitTop(1)
      // Over a scrolling list the last column is the scroll bar: the prices end one earlier.
      let scrolls = list.source.count > body.height && header.width >= 4
      let inner = (scrolls ? header.splitRight(1).rest : header)
        .inset(horizontal: header.width >= 3 ? 1 : 0)
      Label("\(list.source.count) currencies", style: Style(bold: true)).render(
        in: inner, into: &frame)
      Label("price (USD)", style: Style(dim: true), alignment: .trailing)
        .render(in: inner.splitRight(min(inner.width, 12)).right, into: &frame)
      list.render(in: body, into: &frame)
    }
  }

  public func handle(_ key: Key) -> Bool {
    if key == .character("r") {
      presenter.didRequestReload()
      return true
    }
    guard case .prices = state else { return false }
    let used = list.handle(key)
    if used { onChange?() }
    return used
  }

  // MARK: ViperView and CryptosViewInput

  public func viewDidLoad() { presenter.viewDidLoad() }

  public func showLoading() { state = .loading }
  public func showPrices(_ rows: [CryptoRowViewModel]) { state = .prices(rows) }
  public func showEmpty(_ message: String) { state = .empty(message) }
  public func showNetworkError(_ message: String) { state = .networkError(message) }
  public func showParsingError(_ message: String) { state = .parsingError(message) }

  private struct Rows: ListDataSource {
    let rows: [CryptoRowViewModel]
    var count: Int { rows.count }
    func row(at index: Int) -> ListRow {
      let row = rows[index]
      // A price that is not a number is shown as the feed wrote it, dimmed and in italics.
      return ListRow(
        title: row.currency, detail: row.price,
        detailStyle: row.isPriceNumeric ? .plain : Style(dim: true, italic: true))
    }
  }
}
