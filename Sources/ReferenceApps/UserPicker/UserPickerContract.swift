import ViperKit

// Every protocol of the user picker, the small module the todos list opens to filter by
// user. It has no router: whoever opened it closes it when it reports. Its interactor is the
// users list's (`UsersInteractor` behind `UsersInteractorInput`/`UsersInteractorOutput`): the
// use case, fetching the users, is the same, so the picker reuses it instead of copying it.

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
