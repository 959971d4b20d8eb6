import ViperKit

// Every protocol of the user detail module, named by direction.
//
// Where its files depart from what `viper new` writes (a test holds the folder to this list):
// - without User.swift, UserDTO.swift, UserDetailService.swift: the detail shows the users
//   list's `User`, read through the users list's `UsersService` (Users/): one service per API
//   resource, injected wherever it is needed.
// - UserDetailViewModel.swift for UserRowViewModel.swift: the detail shows one user, not rows.

/// Presenter -> view.
@MainActor
public protocol UserDetailViewInput: ViperView {
  /// The user is being fetched.
  func showLoading()
  /// Show the user.
  func showUser(_ user: UserDetailViewModel)
  /// Fetching failed: show `message`, centred.
  func showError(_ message: String)
}

/// View -> presenter.
@MainActor
public protocol UserDetailViewOutput: ViperPresenter {
  /// The person asked for a reload.
  func didRequestReload()
}

/// Presenter -> interactor.
@MainActor
public protocol UserDetailInteractorInput: ViperInteractor {
  /// Fetches the user; the result goes to the output.
  func fetchUser()
}

/// Interactor -> presenter.
@MainActor
public protocol UserDetailInteractorOutput: AnyObject {
  /// The user, or why it could not be fetched.
  func didFetchUser(_ result: Result<User, HTTP.Error>)
}

/// Presenter -> router. The detail is a leaf: it opens nothing yet.
@MainActor
public protocol UserDetailRouterInput: ViperRouter {}
