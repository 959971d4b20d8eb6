import ReferenceApps
import ViperKit
import ViperKitTesting

// Recording doubles for the users list contracts: one line per method.

final class UsersViewSpy: Spy<any UsersViewInput>, UsersViewInput {
  func viewDidLoad() {}
  func showLoading() { record() }
  func showUsers(_ rows: [UserRowViewModel]) { record(rows) }
  func showEmpty(_ message: String) { record(message) }
  func showError(_ message: String) { record(message) }
  func showReloadError(_ message: String) { record(message) }
}

final class UsersInteractorSpy: Spy<any UsersInteractorInput>, UsersInteractorInput {
  func fetchUsers() { record { $0.fetchUsers() } }
}

final class UsersInteractorOutputSpy: Spy<any UsersInteractorOutput>, UsersInteractorOutput {
  func didFetchUsers(_ result: Result<[User], HTTP.Error>) {
    record(result) { $0.didFetchUsers(result) }
  }
}

final class UsersRouterSpy: Spy<any UsersRouterInput>, UsersRouterInput {
  func showDetail(userID: Int) { record(userID) }
}

final class UsersModuleOutputSpy: Spy<any UsersModuleOutput>, UsersModuleOutput {
  func usersModule(didLoadUserCount count: Int) { record(count) }
}

final class UserDetailViewSpy: Spy<any UserDetailViewInput>, UserDetailViewInput {
  func viewDidLoad() {}
  func showLoading() { record() }
  func showUser(_ user: UserDetailViewModel) { record(user) }
  func showError(_ message: String) { record(message) }
}

final class UserDetailInteractorSpy: Spy<any UserDetailInteractorInput>, UserDetailInteractorInput {
  func fetchUser() { record { $0.fetchUser() } }
}

final class UserDetailInteractorOutputSpy: Spy<any UserDetailInteractorOutput>,
  UserDetailInteractorOutput
{
  func didFetchUser(_ result: Result<User, HTTP.Error>) {
    record(result) { $0.didFetchUser(result) }
  }
}

final class UserDetailRouterSpy: Spy<any UserDetailRouterInput>, UserDetailRouterInput {}

/// The users list presenter with spies at every boundary. With a service, the real
/// interactor runs behind a forwarding spy; without one, the interactor is a plain spy.
@MainActor
struct UsersHarnessSubject {
  let presenter: UsersPresenter
  let view: UsersViewSpy
  let interactor: UsersInteractorSpy
  let interactorOutput: UsersInteractorOutputSpy
  let router: UsersRouterSpy
  let output: UsersModuleOutputSpy

  static func wire(service: (any UsersService)?) -> (MessageLog) -> UsersHarnessSubject {
    { log in
      let real = service.map { UsersInteractor(service: $0) }
      let interactor = UsersInteractorSpy(.interactor, log: log, forwardingTo: real)
      let router = UsersRouterSpy(.router, log: log)
      let presenter = UsersPresenter(interactor: interactor, router: router)
      let interactorOutput = UsersInteractorOutputSpy(
        .interactorOutput, log: log, forwardingTo: presenter)
      real?.output = interactorOutput
      let view = UsersViewSpy(.view, log: log)
      let output = UsersModuleOutputSpy(.moduleOutput, log: log)
      presenter.view = view
      presenter.output = output
      return UsersHarnessSubject(
        presenter: presenter, view: view, interactor: interactor,
        interactorOutput: interactorOutput, router: router, output: output)
    }
  }
}

/// The user detail presenter with spies at every boundary, over a real interactor.
@MainActor
struct UserDetailHarnessSubject {
  let presenter: UserDetailPresenter
  let view: UserDetailViewSpy
  let interactor: UserDetailInteractorSpy
  let interactorOutput: UserDetailInteractorOutputSpy

  static func wire(userID: Int, service: any UsersService) -> (MessageLog) ->
    UserDetailHarnessSubject
  {
    { log in
      let real = UserDetailInteractor(userID: userID, service: service)
      let interactor = UserDetailInteractorSpy(.interactor, log: log, forwardingTo: real)
      let presenter = UserDetailPresenter(
        interactor: interactor, router: UserDetailRouterSpy(.router, log: log))
      let interactorOutput = UserDetailInteractorOutputSpy(
        .interactorOutput, log: log, forwardingTo: presenter)
      real.output = interactorOutput
      let view = UserDetailViewSpy(.view, log: log)
      presenter.view = view
      return UserDetailHarnessSubject(
        presenter: presenter, view: view, interactor: interactor, interactorOutput: interactorOutput
      )
    }
  }
}
