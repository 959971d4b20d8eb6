import ViperKit

/// Fetches one user from the ``UsersService``.
@MainActor
public final class UserDetailInteractor: UserDetailInteractorInput {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any UserDetailInteractorOutput)?

  private let userID: Int
  private let service: any UsersService
  private let tasks = TaskBag()

  /// Creates the interactor for the user with `userID`.
  public init(userID: Int, service: any UsersService) {
    self.userID = userID
    self.service = service
  }

  public func fetchUser() {
    tasks.perform { [service, userID] () async throws(HTTP.Error) -> UserDTO in
      try await service.user(id: userID)
    } then: { [weak self] result in
      self?.output?.didFetchUser(result.map(User.init))
    }
  }
}
