import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct NeverForceCastToRolesTests {
  @Test func reportsForceCastsToConcreteRoles() {
    expectFindings(
      NeverForceCastToRoles.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {}
          final class UsersBuilder {
            func build(view: AnyObject, any: Any) {
              let presenter = view 1️⃣as! UsersPresenter
              let controller = any 2️⃣as! DetailViewController
              let generic = any as! UIViewController
            }
          }
          final class DetailViewController { let presenter: DetailPresenter }
          final class DetailPresenter { weak var view: DetailViewController? }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not force cast to the concrete presenter 'UsersPresenter'; use its protocol or a conditional cast"
        ),
        ExpectedFinding(
          "2️⃣",
          "do not force cast to the concrete view 'DetailViewController'; use its protocol or a conditional cast"
        ),
      ])
  }

  @Test func acceptsConditionalCastsAndForceCastsToOtherTypes() {
    expectFindings(
      NeverForceCastToRoles.self,
      """
      protocol UsersViewOutput: AnyObject {}
      final class UsersPresenter: UsersViewOutput {}
      final class UsersBuilder {
        func build(view: AnyObject, value: Any) {
          let presenter = view as? UsersPresenter
          let output = view as! any UsersViewOutput
          let number = value as! Int
          let plain = view as UsersPresenter
        }
      }
      """, [])
  }
}
