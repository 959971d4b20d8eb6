import ReferenceApps
import ViperKit
import ViperTerminal

/// The listing page in the terminal: one cell per item, its title and its id. A deep link
/// to an item selects its cell.
@MainActor
public final class ListingTerminalView: ListingPresenterToView, TerminalScreenView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any ListingViewToPresenter
  public var onChange: (@MainActor () -> Void)?

  /// What the screen shows: the module's own view state, the value every front end's view of
  /// the page keeps. The list below only adds the selection and scrolling.
  public private(set) var state: ListingViewState = .loading {
    didSet {
      list.replace(with: Cells(cells: state.cells))
      onChange?()
    }
  }
  private var list = ScreenList(Cells(cells: []))
  /// Set when a deep link selected a cell: the next draw, which knows the list's height,
  /// scrolls it to the middle of the screen.
  private var centersSelection = false

  /// Creates the view.
  public init(presenter: any ListingViewToPresenter) {
    self.presenter = presenter
  }

  /// The cells on screen.
  public var cellModels: [ItemCellViewModel] { state.cells }
  /// The index of the selected cell.
  public var selectedIndex: Int { list.state.selection }

  // MARK: TerminalScreenView

  public var title: String { "Listing" }

  public var keyHints: [(key: String, action: String)] {
    switch state {
    case .items: [("↑↓", "move"), ("r", "reload")]
    case .loading: []
    case .error: [("r", "reload")]
    }
  }

  public var phase: ScreenPhase {
    switch state {
    case .loading: .loading
    case .items: .ready
    case .error: .failed
    }
  }

  public var isBusy: Bool { state == .loading }

  public func render(in rect: Rect, into frame: inout Frame, tick: Int) {
    switch state {
    case .loading:
      ScreenStates.loading("Loading items…", in: rect, into: &frame, tick: tick)
    case .error(let message):
      ScreenStates.message(
        message, title: "Error", style: Style(foreground: .red), hint: "Press r to try again",
        in: rect, into: &frame)
    case .items(let cells) where cells.isEmpty:
      ScreenStates.message("There are no items.", in: rect, into: &frame)
    case .items:
      if centersSelection {
        list.state.offset = max(0, list.state.selection - rect.height / 2)
        centersSelection = false
      }
      list.render(in: rect, into: &frame)
    }
  }

  public func handle(_ key: Key) -> Bool {
    if key == .character("r") {
      state = .loading
      presenter.loadItems()
      return true
    }
    guard case .items = state else { return false }
    let used = list.handle(key)
    if used { onChange?() }
    return used
  }

  // MARK: ViperView and ListingPresenterToView

  public func viewDidLoad() { presenter.loadItems() }

  public func showItems(_ cells: [ItemCellViewModel]) {
    if let highlighted = cells.firstIndex(where: \.isHighlighted) {
      list.state.selection = highlighted
      centersSelection = true
    }
    state = .items(cells)
  }

  public func showError(_ message: String) { state = .error(message) }

  private struct Cells: ListDataSource {
    let cells: [ItemCellViewModel]
    var count: Int { cells.count }
    func row(at index: Int) -> ListRow {
      // The cell a link asked for is marked, so it shows even without the selection's colours.
      let cell = cells[index]
      return ListRow(title: (cell.isHighlighted ? "▸ " : "") + cell.title, detail: cell.idText)
    }
  }
}
