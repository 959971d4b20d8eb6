import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoRoleCallsInPropertyObserversTests {
  @Test func reportsInteractorAndRouterCallsInDidSetAndWillSet() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            let router: any UsersRouterInput
            var query = "" {
              didSet { 1️⃣interactor.fetchUsers() }
            }
            var selection: Int? {
              willSet { if let newValue { 2️⃣self.router.showDetail(userID: newValue) } }
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not call the interactor ('interactor.fetchUsers') from a property observer of 'UsersPresenter'; call it from an explicit method"
        ),
        ExpectedFinding(
          "2️⃣",
          "do not call the router ('router.showDetail') from a property observer of 'UsersPresenter'; call it from an explicit method"
        ),
      ])
  }

  @Test func acceptsObserversThatUpdateTheViewAndCallsInMethods() {
    expectFindings(
      NoRoleCallsInPropertyObservers.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            weak var view: (any UsersViewInput)?
            var rows: [UserRowViewModel] = [] {
              didSet { view?.showUsers(rows); print(rows.count) }
            }
            func didChangeQuery() { interactor.fetchUsers() }
          }
          """
        ),
      ], [])
  }
}
