import ViperKit

/// The listing page's view for any front end: it keeps what the screen shows as a
/// ``ListingViewState`` and calls ``onChange`` when that changes.
@MainActor
public final class ListingView: ListingPresenterToView {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any ListingViewToPresenter
  /// What the screen shows.
  public private(set) var state: ListingViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (ListingViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any ListingViewToPresenter) {
    self.presenter = presenter
  }

  /// The cells on screen, empty when there are none.
  public var cells: [ItemCellViewModel] { state.cells }

  public func viewDidLoad() { presenter.loadItems() }

  /// The person asked for the items again.
  public func reload() {
    state = .loading
    presenter.loadItems()
  }

  public func showItems(_ cells: [ItemCellViewModel]) { state = .items(cells) }
  public func showError(_ message: String) { state = .error(message) }
}
