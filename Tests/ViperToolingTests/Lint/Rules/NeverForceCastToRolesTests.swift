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

  /// A framework's repository with its example app: the framework's base classes, named for
  /// their roles, are declared in the same tree, and its module type wires a module's classes
  /// by their names at run time.
  static let frameworkInTheTree: [(String, String)] = [
    (
      "Scaffold/Sources/Roles.swift",
      """
      import UIKit
      open class Interactor {
        public weak var _presenter: Presenter!
        public required init() {}
      }
      open class Presenter {
        public weak var _view: ScreenView!
        public var _interactor: Interactor!
        public var _router: Router!
        public required init() {}
        open func screenDidLoad() {}
      }
      open class Router {
        public weak var _presenter: Presenter!
        public required init() {}
      }
      open class ScreenView: UIViewController {
        public var _presenter: Presenter!
      }
      """
    ),
    (
      "Scaffold/Sources/Module.swift",
      """
      import UIKit
      public protocol ScreenName { var name: String { get } }
      public struct Module {
        public let view: ScreenView
        public let presenter: Presenter
        public static func build(_ screen: any ScreenName) -> Module {
          let view = (NSClassFromString(screen.name + "View") as! ScreenView.Type).init()
          let presenter = (NSClassFromString(screen.name + "Presenter") as! Presenter.Type).init()
          let interactor = (NSClassFromString(screen.name + "Interactor") as! Interactor.Type).init()
          let router = (NSClassFromString(screen.name + "Router") as! Router.Type).init()
          view._presenter = presenter
          presenter._view = view
          presenter._interactor = interactor
          presenter._router = router
          interactor._presenter = presenter
          router._presenter = presenter
          return Module(view: view, presenter: presenter)
        }
        public func presenter<T: Presenter>(as type: T.Type) -> T { presenter as! T }
      }
      """
    ),
    (
      "Example/Screens.swift",
      """
      enum Screens: String, ScreenName {
        case home
        var name: String { rawValue.capitalized }
      }
      """
    ),
    (
      "Example/Home/Home.swift",
      """
      import UIKit
      final class HomePresenter: Presenter {
        override func screenDidLoad() { interactor.loadItems() }
        func didLoad(items: [String]) { view.show(items: items) }
        func itemTapped() { router.openDetail() }
      }
      final class HomeInteractor: Interactor {
        func loadItems() { presenter.didLoad(items: []) }
      }
      final class HomeRouter: Router {
        func openDetail() {}
      }
      final class HomeView: ScreenView {
        override func viewDidLoad() { super.viewDidLoad(); presenter.screenDidLoad() }
        func show(items: [String]) {}
      }
      private extension HomePresenter {
        var view: HomeView { _view 1️⃣as! HomeView }
        var interactor: HomeInteractor { _interactor 2️⃣as! HomeInteractor }
        var router: HomeRouter { _router 3️⃣as! HomeRouter }
      }
      private extension HomeInteractor {
        var presenter: HomePresenter { _presenter 4️⃣as! HomePresenter }
      }
      private extension HomeView {
        var presenter: HomePresenter { _presenter 5️⃣as! HomePresenter }
      }
      """
    ),
  ]

  @Test(
    "a framework declared in the same tree gives its example app's roles as one used as a dependency does; its own generic casts are to no role"
  )
  func reportsCastsToRolesOfAnExampleAppOfAFrameworkInTheTree() {
    func message(_ role: String, _ name: String) -> String {
      "do not force cast to the concrete \(role) '\(name)'; use its protocol or a conditional cast"
    }
    expectFindings(
      NeverForceCastToRoles.self, in: Self.frameworkInTheTree,
      [
        ExpectedFinding("1️⃣", message("view", "HomeView")),
        ExpectedFinding("2️⃣", message("interactor", "HomeInteractor")),
        ExpectedFinding("3️⃣", message("router", "HomeRouter")),
        ExpectedFinding("4️⃣", message("presenter", "HomePresenter")),
        ExpectedFinding("5️⃣", message("presenter", "HomePresenter")),
      ])
  }
}
