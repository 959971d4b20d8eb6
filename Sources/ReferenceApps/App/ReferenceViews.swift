import ViperKit

/// Which views the reference modules are built with: the front end's choice, made once in the
/// composition root.
///
/// The default, ``neutral``, builds the platform-neutral views that keep their state as
/// plain values (``UsersView``, ``UserDetailView``); the terminal demo passes its own.
@MainActor
public struct ReferenceViews {
  /// Makes the users list's view for its presenter.
  public var users: @MainActor (any UsersViewOutput) -> any UsersViewInput
  /// Makes the user detail's view for its presenter.
  public var userDetail: @MainActor (any UserDetailViewOutput) -> any UserDetailViewInput

  /// Views from the given factories.
  public init(
    users: @escaping @MainActor (any UsersViewOutput) -> any UsersViewInput,
    userDetail: @escaping @MainActor (any UserDetailViewOutput) -> any UserDetailViewInput
  ) {
    self.users = users
    self.userDetail = userDetail
  }

  /// The platform-neutral views.
  public static var neutral: ReferenceViews {
    ReferenceViews(
      users: { UsersView(presenter: $0) }, userDetail: { UserDetailView(presenter: $0) })
  }
}
