import ProcessTestSupport
import Testing
import ViperTooling

/// What app-level code holds: a router that keeps its screen as the app's base view controller,
/// a presenter that holds a flow coordinator of no module, a view that holds another module's
/// view, and the coordinator that owns the navigation controller it is started on.
@Suite(.cpuBound) struct FlowCoordinatorHoldingTests {
  static let sources: [(path: String, source: String)] = [
    (
      "App/Flow/AuthCoordinator.swift",
      """
      import UIKit

      protocol Coordinator: AnyObject {
        func start()
      }

      final class AuthCoordinator: Coordinator {
        var navigation: UINavigationController

        init(navigation: UINavigationController) { self.navigation = navigation }

        func start() {
          let login = LoginBuilder.build(coordinator: self)
          navigation.setViewControllers([login], animated: false)
        }

        func showOrders() {
          let orders = OrdersBuilder.build()
          navigation.pushViewController(orders, animated: true)
        }
      }
      """
    ),
    (
      "App/Base/BaseViewController.swift",
      """
      import UIKit

      class BaseViewController: UIViewController {
        func showLoading() {}
      }
      """
    ),
    (
      "App/Login/LoginModule.swift",
      """
      import UIKit

      protocol LoginViewInput: AnyObject { func show(error: String) }
      protocol LoginViewOutput: AnyObject { func didTapOrders() }
      protocol LoginRouterInput: AnyObject { func openOrders() }

      final class LoginViewController: BaseViewController, LoginViewInput {
        var output: LoginViewOutput?
        func show(error: String) {}
      }

      final class LoginPresenter: LoginViewOutput {
        weak var view: LoginViewInput?
        let router: LoginRouterInput
        1️⃣weak var coordinator: AuthCoordinator?
        init(router: LoginRouterInput) { self.router = router }
        func didTapOrders() { router.openOrders() }
      }

      final class LoginRouter: LoginRouterInput {
        weak var view: BaseViewController?
        weak var coordinator: AuthCoordinator?
        func openOrders() { coordinator?.showOrders() }
      }

      enum LoginBuilder {
        static func build(coordinator: AuthCoordinator) -> UIViewController {
          let view = LoginViewController()
          let router = LoginRouter()
          let presenter = LoginPresenter(router: router)
          view.output = presenter
          presenter.view = view
          presenter.coordinator = coordinator
          router.view = view
          router.coordinator = coordinator
          return view
        }
      }
      """
    ),
    (
      "App/Orders/OrdersModule.swift",
      """
      import UIKit

      protocol OrdersViewInput: AnyObject {}
      protocol OrdersViewOutput: AnyObject {}

      final class OrdersViewController: BaseViewController, OrdersViewInput {
        var output: OrdersViewOutput?
        2️⃣private let login = LoginViewController()
      }

      final class OrdersPresenter: OrdersViewOutput {
        weak var view: OrdersViewInput?
      }

      enum OrdersBuilder {
        static func build() -> UIViewController {
          let view = OrdersViewController()
          let presenter = OrdersPresenter()
          view.output = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test(
    "a router keeping its screen as the app's base view controller holds no module's role; a presenter holding the concrete coordinator and a view holding another module's view do"
  )
  func holdingThroughProtocols() {
    expectFindings(
      HoldRolesThroughProtocols.self, in: Self.sources,
      [
        ExpectedFinding(
          "1️⃣",
          "'LoginPresenter.coordinator' holds the concrete router 'AuthCoordinator'; hold it through a protocol"
        ),
        ExpectedFinding(
          "2️⃣",
          "'OrdersViewController.login' holds the concrete view 'LoginViewController'; hold it through a protocol"
        ),
      ])
  }

  @Test(
    "an app-level flow coordinator owns the navigation controller its initializer is handed: holding it strongly is no back-reference"
  )
  func coordinatorOwnsTheNavigationControllerItIsHanded() {
    #expect(Self.sources[0].source.contains("init(navigation: UINavigationController)"))
    expectFindings(HoldBackReferencesWeakly.self, in: Self.sources, [])
  }

  @Test(
    "an app-level coordinator that makes its own tab bar and that no module keeps strongly owns it; a module's presenter keeping it strongly makes the tab bar a back-reference"
  )
  func coordinatorOwnsTheTabBarItMakes() {
    let tabs = (
      path: "App/Flow/TabsCoordinator.swift",
      source: """
      import UIKit

      final class TabsCoordinator: Coordinator {
        var tabBar: UITabBarController
        var children: [Coordinator] = []

        init() { self.tabBar = .init() }

        func start() {
          tabBar.setViewControllers([OrdersBuilder.build()], animated: false)
        }
      }
      """
    )
    // A module keeping coordinators of every kind keeps none in particular.
    var children = Self.sources + [tabs]
    children[3].source = children[3].source.replacingOccurrences(
      of: "  weak var view: OrdersViewInput?\n",
      with: "  weak var view: OrdersViewInput?\n  var flows: [Coordinator] = []\n")
    #expect(children[3].source.contains("var flows: [Coordinator]"))
    expectFindings(HoldBackReferencesWeakly.self, in: children, [])

    var held = Self.sources + [tabs]
    held[3].source = held[3].source.replacingOccurrences(
      of: "  weak var view: OrdersViewInput?\n",
      with: "  weak var view: OrdersViewInput?\n  var tabs: TabsCoordinator?\n")
    held[4].source = held[4].source.replacingOccurrences(
      of: "  var tabBar: UITabBarController", with: "  3️⃣var tabBar: UITabBarController")
    #expect(held[3].source.contains("var tabs: TabsCoordinator?"))
    expectFindings(
      HoldBackReferencesWeakly.self, in: held,
      [
        ExpectedFinding(
          "3️⃣",
          "make the back-reference 'tabBar' of the router 'TabsCoordinator' to its view 'weak' or 'unowned'"
        )
      ])
  }
}
