import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct DoNotCallInteractorsFromRoutersTests {
  @Test func reportsARouterCallingAnInteractorOrAService() {
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter: UsersRouterInput {
            let interactor: any UsersInteractorInput
            let service: UsersService
            func showDetail(userID: Int) {
              1️⃣interactor.fetchUsers()
              2️⃣self.service.markSeen(userID)
              3️⃣UsersService.shared.reset()
            }
          }
          final class UsersService { static let shared = UsersService(); func markSeen(_ id: Int) {}; func reset() {} }
          final class UsersPresenter: UsersViewOutput { let router: any UsersRouterInput }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the router 'UsersRouter' calls the interactor 'interactor.fetchUsers'; routers only navigate"
        ),
        ExpectedFinding(
          "2️⃣",
          "the router 'UsersRouter' calls the service 'service.markSeen'; routers only navigate"
        ),
        ExpectedFinding(
          "3️⃣",
          "the router 'UsersRouter' calls the service 'UsersService.reset'; routers only navigate"
        ),
      ])
  }

  @Test func acceptsNavigationAndBuilderCalls() {
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter: UsersRouterInput {
            let navigator: any Navigator
            let detailBuilder: DetailBuilder
            weak var view: (any UsersViewInput)?
            func showDetail(userID: Int) {
              navigator.push(detailBuilder.build(userID: userID))
              view?.showUsers([])
            }
          }
          """
        ),
      ], [])
  }
}
