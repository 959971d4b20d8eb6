import ViperKit

/// Turns users into choices, and the person's choice into the module's output.
@MainActor
public final class UserPickerPresenter: UserPickerViewOutput, UserPickerInteractorOutput {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any UserPickerViewInput)?
  /// Whoever opened the picker, held weakly.
  public weak var output: (any UserPickerModuleOutput)?

  private let interactor: any UserPickerInteractorInput
  private let router: any UserPickerRouterInput
  private let selectedUserID: Int?

  /// Creates the presenter with `selectedUserID` marked as the filter in use.
  public init(
    interactor: any UserPickerInteractorInput, router: any UserPickerRouterInput,
    selectedUserID: Int?
  ) {
    self.interactor = interactor
    self.router = router
    self.selectedUserID = selectedUserID
  }

  public func viewDidLoad() {
    view?.showLoading()
    interactor.fetchUsers()
  }

  public func didPick(userID: Int?) {
    output?.userPicker(didPick: userID)
  }

  public func didCancel() {
    output?.userPickerDidCancel()
  }

  public func didFetchUsers(_ result: Result<[User], HTTP.Error>) {
    switch result {
    case .success(let users):
      view?.showOptions(Self.options(users, selectedUserID: selectedUserID))
    case .failure(let error):
      view?.showError("Couldn't load the users. \(error.message)")
    }
  }

  /// `All users` first, then every user by name, with `selectedUserID` marked.
  nonisolated public static func options(_ users: [User], selectedUserID: Int?)
    -> [UserPickerOptionViewModel]
  {
    [UserPickerOptionViewModel(userID: nil, title: "All users", isSelected: selectedUserID == nil)]
      + users.map { user in
        UserPickerOptionViewModel(
          userID: user.id, title: user.name, isSelected: user.id == selectedUserID)
      }
  }
}
