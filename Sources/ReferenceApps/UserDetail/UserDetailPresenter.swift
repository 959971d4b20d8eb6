import ViperKit

/// Turns a user into the detail's view model.
@MainActor
public final class UserDetailPresenter: UserDetailViewOutput, UserDetailInteractorOutput {
  /// The view, held weakly: the view owns the presenter.
  public weak var view: (any UserDetailViewInput)?

  private let interactor: any UserDetailInteractorInput
  private let router: any UserDetailRouterInput
  private var isLoading = false

  /// Creates the presenter. It does nothing until ``viewDidLoad()``.
  public init(interactor: any UserDetailInteractorInput, router: any UserDetailRouterInput) {
    self.interactor = interactor
    self.router = router
  }

  public func viewDidLoad() {
    load()
  }

  public func didRequestReload() {
    load()
  }

  public func didFetchUser(_ result: Result<User, HTTP.Error>) {
    isLoading = false
    switch result {
    case .success(let user):
      view?.showUser(UserDetailViewModel(user))
    case .failure(.statusCode(404)):
      view?.showError("This user does not exist (the server answered 404).")
    case .failure(let error):
      view?.showError("Couldn't load this user. \(error.message)")
    }
  }

  private func load() {
    guard !isLoading else { return }
    isLoading = true
    view?.showLoading()
    interactor.fetchUser()
  }
}
