import ViperKit

/// The prices list's view for any front end: it keeps what the screen shows as a
/// ``CryptosViewState`` and calls ``onChange`` when that changes.
@MainActor
public final class CryptosView: CryptosViewInput {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any CryptosViewOutput
  /// What the screen shows.
  public private(set) var state: CryptosViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (CryptosViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any CryptosViewOutput) {
    self.presenter = presenter
  }

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person asked for fresh prices.
  public func reload() { presenter.didRequestReload() }

  public func showLoading() { state = .loading }
  public func showPrices(_ rows: [CryptoRowViewModel]) { state = .prices(rows) }
  public func showEmpty(_ message: String) { state = .empty(message) }
  public func showNetworkError(_ message: String) { state = .networkError(message) }
  public func showParsingError(_ message: String) { state = .parsingError(message) }
}
