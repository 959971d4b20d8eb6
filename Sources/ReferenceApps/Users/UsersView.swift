import ViperKit

/// What the users list shows.
public enum UsersViewState: Sendable, Equatable {
  /// The first load is under way.
  case loading
  /// The rows; `isReloading` while a reload runs, `notice` when the last reload failed.
  case users([UserRowViewModel], isReloading: Bool, notice: String?)
  /// The server has no users.
  case empty(String)
  /// Loading failed with nothing to show.
  case error(String)
}

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
  public var rows: [UserRowViewModel] {
    if case .users(let rows, _, _) = state { return rows }
    return []
  }

  // MARK: Events, forwarded to the presenter

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person picked `row`.
  public func select(_ row: UserRowViewModel) { presenter.didSelectUser(id: row.id) }
  /// The person asked for a reload.
  public func reload() { presenter.didRequestReload() }

  // MARK: UsersViewInput

  public func showLoading() {
    if case .users(let rows, _, _) = state {
      state = .users(rows, isReloading: true, notice: nil)
    } else {
      state = .loading
    }
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
    state = .users(rows, isReloading: false, notice: message)
  }
}
