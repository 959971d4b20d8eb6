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

// The transitions that depend on what is on screen, in one place for every front end's view.
extension UsersViewState {
  /// The rows on screen, empty when there is no list.
  public var rows: [UserRowViewModel] {
    if case .users(let rows, _, _) = self { return rows }
    return []
  }

  /// What ``UsersViewInput/showLoading()`` makes of the screen: a list stays, marked as
  /// reloading; anything else gives way to the loading state.
  public mutating func showLoading() {
    if case .users(let rows, _, _) = self {
      self = .users(rows, isReloading: true, notice: nil)
    } else {
      self = .loading
    }
  }

  /// What ``UsersViewInput/showReloadError(_:)`` makes of the screen: the list stays, with
  /// `message` beside it.
  public mutating func showReloadError(_ message: String) {
    self = .users(rows, isReloading: false, notice: message)
  }
}
