/// What the user detail shows.
public enum UserDetailViewState: Sendable, Equatable {
  /// The user is being fetched.
  case loading
  /// The user.
  case user(UserDetailViewModel)
  /// Fetching failed.
  case error(String)
}
