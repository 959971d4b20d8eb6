import ViperKit

/// Fetches the users to choose from, through the users list's ``UsersService``.
@MainActor
public final class UserPickerInteractor: UserPickerInteractorInput {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any UserPickerInteractorOutput)?

  private let service: any UsersService
  private let tasks = TaskBag()

  /// Creates the interactor over `service`.
  public init(service: any UsersService) {
    self.service = service
  }

  public func fetchUsers() {
    tasks.perform { [service] () async throws(HTTP.Error) -> [UserDTO] in
      try await service.users()
    } then: { [weak self] result in
      self?.output?.didFetchUsers(result.map { $0.map(User.init) })
    }
  }
}
