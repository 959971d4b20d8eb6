import ViperKit

/// The users list's view for any front end: it keeps what the screen shows as a
/// ``UsersViewState`` and calls ``onChange`` when that changes. A terminal or headless
/// front end draws ``state``; on Apple platforms a `UIViewController` would adopt
/// ``UsersViewInput`` itself.
@MainActor
public final class UsersView: UsersViewInput {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UsersViewOutput
  /// What the screen shows.
  public private(set) var state: UsersViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (UsersViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any UsersViewOutput) {
    self.presenter = presenter
  }

  /// The rows on screen, empty when there is no list.
  public var rows: [UserRowViewModel] { state.rows }

  // MARK: Events, forwarded to the presenter

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person picked `row`.
  public func select(_ row: UserRowViewModel) { presenter.didSelectUser(id: row.id) }
  /// The person asked for a reload.
  public func reload() { presenter.didRequestReload() }

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
}
