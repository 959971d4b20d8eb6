import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct HoldRolesThroughProtocolsTests {
  @Test func reportsRolesHeldAsConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      final class UsersView { 1️⃣let presenter: UsersPresenter }
      final class UsersPresenter {
        2️⃣private let interactor: UsersInteractor
        3️⃣weak var view: UsersView?
      }
      final class UsersInteractor {}
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "'UsersView.presenter' holds the concrete presenter 'UsersPresenter'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'UsersPresenter.interactor' holds the concrete interactor 'UsersInteractor'; hold it through a protocol"
        ),
        ExpectedFinding(
          "3️⃣",
          "'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol"),
      ])
  }

  @Test func acceptsProtocolsAndBuildersHoldingConcreteClasses() {
    expectFindings(
      HoldRolesThroughProtocols.self,
      """
      protocol UsersViewOutput: AnyObject {}
      final class UsersView { let presenter: any UsersViewOutput }
      final class UsersPresenter: UsersViewOutput { let builder: DetailBuilder }
      struct DetailBuilder { let cached: UsersPresenter? }
      final class UsersInteractor { let service: UsersService }
      final class UsersService {}
      """, [])
  }
}
