import ViperKit

// Every protocol of the users list module, named by direction. The module has exactly the files
// `viper new` writes.

/// Presenter -> view.
@MainActor
public protocol UsersViewInput: ViperView {
  /// A request is under way. With no list yet, show a loading state; with a list, keep it
  /// and show that it is being reloaded.
  func showLoading()
  /// Show these rows, replacing any state.
  func showUsers(_ rows: [UserRowViewModel])
  /// The server has no users: show `message` instead of a list.
  func showEmpty(_ message: String)
  /// Loading failed with nothing to show: hide the list and show `message`, centred.
  func showError(_ message: String)
  /// Reloading failed: keep the list on screen and show `message` beside it.
  func showReloadError(_ message: String)
}

/// View -> presenter.
@MainActor
public protocol UsersViewOutput: ViperPresenter {
  /// The person picked the user with `id`.
  func didSelectUser(id: Int)
  /// The person asked for a reload.
  func didRequestReload()
}

/// Presenter -> interactor.
@MainActor
public protocol UsersInteractorInput: ViperInteractor {
  /// Fetches every user; the result goes to the output.
  func fetchUsers()
}

/// Interactor -> presenter.
@MainActor
public protocol UsersInteractorOutput: AnyObject {
  /// The users, or why they could not be fetched.
  func didFetchUsers(_ result: Result<[User], HTTP.Error>)
}

/// Presenter -> router.
@MainActor
public protocol UsersRouterInput: ViperRouter {
  /// Opens the detail of the user with `id`.
  func showDetail(userID: Int)
}

/// Other modules -> the users list.
@MainActor
public protocol UsersModuleInput: AnyObject {
  /// Loads the list again.
  func reload()
  /// Opens the detail of the user with `id` (deep links).
  func showUser(id: Int)
}

/// The users list -> whoever opened it.
@MainActor
public protocol UsersModuleOutput: AnyObject {
  /// The list now shows `count` users (a tab bar can show the count).
  func usersModule(didLoadUserCount count: Int)
}
