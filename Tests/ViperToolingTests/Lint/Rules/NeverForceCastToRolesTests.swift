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

  @Test("roles that subclass a framework's base classes are sure, so casts to them are reported")
  func reportsCastsToRolesThatInheritAFrameworksBaseClasses() {
    // Viperit style: the framework's `Presenter`, `Interactor` and `Router` are not in the
    // tree, and it wires a module's roles by their names at run time.
    expectFindings(
      NeverForceCastToRoles.self,
      in: [
        (
          "Home/HomePresenter.swift",
          """
          final class HomePresenter: Presenter {
            func openSettings() { (_router 4️⃣as! HomeRouter).showSettings() }
          }
          """
        ),
        (
          "Home/HomeRouter.swift",
          """
          final class HomeRouter: Router {
            var presenter: HomePresenter { _presenter 1️⃣as! HomePresenter }
            func showSettings() {}
          }
          """
        ),
        (
          "Home/HomeInteractor.swift",
          """
          final class HomeInteractor: Interactor {
            var presenter: HomePresenter { _presenter 2️⃣as! HomePresenter }
          }
          """
        ),
        (
          "Home/HomeView.swift",
          """
          final class HomeView: UserInterface {
            var presenter: HomePresenter { _presenter 3️⃣as! HomePresenter }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "do not force cast to the concrete presenter 'HomePresenter'; use its protocol or a conditional cast"
        ),
        ExpectedFinding(
          "2️⃣",
          "do not force cast to the concrete presenter 'HomePresenter'; use its protocol or a conditional cast"
        ),
        ExpectedFinding(
          "3️⃣",
          "do not force cast to the concrete presenter 'HomePresenter'; use its protocol or a conditional cast"
        ),
        ExpectedFinding(
          "4️⃣",
          "do not force cast to the concrete router 'HomeRouter'; use its protocol or a conditional cast"
        ),
      ])
  }
}
