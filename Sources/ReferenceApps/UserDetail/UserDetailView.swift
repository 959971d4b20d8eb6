import ViperKit

/// The user detail's view for any front end (see ``UsersView``).
@MainActor
public final class UserDetailView: UserDetailViewInput {
  /// The presenter, held strongly: the view owns it.
  public let presenter: any UserDetailViewOutput
  /// What the screen shows.
  public private(set) var state: UserDetailViewState = .loading {
    didSet { onChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onChange: (@MainActor (UserDetailViewState) -> Void)?

  /// Creates the view.
  public init(presenter: any UserDetailViewOutput) {
    self.presenter = presenter
  }

  public func viewDidLoad() { presenter.viewDidLoad() }
  /// The person asked for a reload.
  public func reload() { presenter.didRequestReload() }

  public func showLoading() { state = .loading }
  public func showUser(_ user: UserDetailViewModel) { state = .user(user) }
  public func showError(_ message: String) { state = .error(message) }
}
