import ViperKit

// Every protocol of the user picker, the small module the todos list opens to filter by
// user, named by direction.
//
// Where its files depart from what `viper new` writes (a test holds the folder to this list):
// - without User.swift, UserDTO.swift, UserPickerService.swift: the picker offers the users
//   list's `User`s, read through the users list's `UsersService` (Users/): one service per API
//   resource, injected wherever it is needed.
// - UserPickerOptionViewModel.swift for UserRowViewModel.swift: its rows are choices, with
//   "All users" first.

/// Presenter -> view.
@MainActor
public protocol UserPickerViewInput: ViperView {
  /// The users are loading.
  func showLoading()
  /// Show these choices.
  func showOptions(_ options: [UserPickerOptionViewModel])
  /// The users could not be loaded; show `message` (the person can still cancel).
  func showError(_ message: String)
}

/// View -> presenter.
@MainActor
public protocol UserPickerViewOutput: ViperPresenter {
  /// The person picked the user with `userID`, or every user for `nil`.
  func didPick(userID: Int?)
  /// The person closed the picker without picking.
  func didCancel()
}

/// Presenter -> interactor.
@MainActor
public protocol UserPickerInteractorInput: ViperInteractor {
  /// Fetches the users to choose from; the result goes to the output.
  func fetchUsers()
}

/// Interactor -> presenter.
@MainActor
public protocol UserPickerInteractorOutput: AnyObject {
  /// The users, or why they could not be fetched.
  func didFetchUsers(_ result: Result<[User], HTTP.Error>)
}

/// Presenter -> router. The picker opens nothing: its opener closes it.
@MainActor
public protocol UserPickerRouterInput: ViperRouter {}

/// The picker -> whoever opened it.
@MainActor
public protocol UserPickerModuleOutput: AnyObject {
  /// The person picked the user with `userID`, or every user for `nil`.
  func userPicker(didPick userID: Int?)
  /// The person closed the picker without picking.
  func userPickerDidCancel()
}
