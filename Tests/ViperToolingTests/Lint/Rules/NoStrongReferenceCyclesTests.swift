import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NoStrongReferenceCyclesTests {
  @Test func reportsACycleWithEveryEdgeAndItsPlace() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersInteractorOutput {
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func didFetchUsers(_ users: [User]) {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            1️⃣var output: (any UsersInteractorOutput)?
            func fetchUsers() {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'UsersInteractor.output' -> 'UsersPresenter' (Users/UsersInteractor.swift:2), 'UsersPresenter.interactor' -> 'UsersInteractor' (Users/UsersPresenter.swift:2); make one of these references 'weak'"
        )
      ])
  }

  @Test func reportsACycleAcrossModules() {
    expectFindings(
      NoStrongReferenceCycles.self,
      in: [
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            let detail: DetailPresenter
            init(detail: DetailPresenter) { self.detail = detail }
          }
          """
        ),
        (
          "Detail/DetailPresenter.swift",
          """
          final class DetailPresenter {
            1️⃣var back: Coordinator?
          }
          final class Coordinator {
            var usersRouter: UsersRouter?
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "strong reference cycle: 'DetailPresenter.back' -> 'Coordinator' (Detail/DetailPresenter.swift:2), 'Coordinator.usersRouter' -> 'UsersRouter' (Detail/DetailPresenter.swift:5), 'UsersRouter.detail' -> 'DetailPresenter' (Users/UsersRouter.swift:2); make one of these references 'weak'"
        )
      ])
  }

  @Test func acceptsAStrongEdgeOneWayAndAWeakOneBack() {
    expectFindings(
      NoStrongReferenceCycles.self,
      """
      final class UsersView { let presenter: UsersPresenter }
      final class UsersPresenter { weak var view: UsersView?; let interactor: UsersInteractor }
      final class UsersInteractor { unowned let output: UsersPresenter }
      final class Node { var next: Node? }
      """, [])
  }

  @Test func acceptsInvertedOwnershipWithNoCycle() {
    expectFindings(
      NoStrongReferenceCycles.self,
      """
      final class UsersInteractor { let presenter: UsersPresenter }
      final class UsersPresenter { let view: UsersView }
      final class UsersView { var title = "" }
      """, [])
  }
}
