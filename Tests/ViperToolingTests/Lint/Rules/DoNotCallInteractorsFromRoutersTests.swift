import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct DoNotCallInteractorsFromRoutersTests {
  @Test(
    "a module's router the app's delegate keeps is the app's flow coordinator: it may call the session store it owns; one the app does not keep may not",
    arguments: [false, true])
  func acceptsTheRouterTheAppDelegateKeeps(appKeepsIt: Bool) {
    let marker = appKeepsIt ? "" : "1️⃣"
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter: UsersRouterInput {
            let session: SessionService
            init(session: SessionService) { self.session = session }
            func start() { \(marker)session.reset() }
            func showDetail(userID: Int) {}
          }
          final class UsersPresenter: UsersViewOutput { let router: any UsersRouterInput }
          """
        ),
        ("Services/SessionService.swift", "final class SessionService { func reset() {} }"),
        (
          "App/AppDelegate.swift",
          """
          import UIKit
          final class AppDelegate: UIResponder, UIApplicationDelegate {
            \(appKeepsIt ? "private lazy var flow = UsersRouter(session: SessionService())" : "")
          }
          """
        ),
      ],
      appKeepsIt
        ? []
        : [
          ExpectedFinding(
            "1️⃣", "the router 'UsersRouter' calls the service 'session.reset'; routers only navigate"
          )
        ])
  }

  @Test(
    "a router that makes its interactor through the interactor's static factory (returning it or its protocol) calls none of its work"
  )
  func acceptsAStaticFactoryOfTheInteractor() {
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter: UsersRouterInput {
            let presenter: UsersPresenter
            init() {
              let interactor = UsersInteractor.make(source: .remote)
              presenter = UsersPresenter(interactor: interactor)
            }
            func showDetail(userID: Int) { 1️⃣UsersInteractor.purge() }
          }
          enum UsersSource { case remote, local }
          final class UsersInteractor: UsersInteractorInput {
            static func make(source: UsersSource) -> any UsersInteractorInput { UsersInteractor() }
            static func purge() {}
            func fetchUsers() {}
          }
          final class UsersPresenter: UsersViewOutput {
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the router 'UsersRouter' calls the interactor 'UsersInteractor.purge'; routers only navigate"
        )
      ])
  }

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

  /// Order screens: a router that hands destination values to the objects that navigate, and
  /// one switch that builds the screen of each value.
  static let orderScreens: [(String, String)] = [
    (
      "Navigation/OrderDestination.swift",
      """
      import UIKit
      enum OrderDestination: Hashable {
        case edit(Int)
        case help
      }
      enum OrderScreens {
        @MainActor static func build(_ destination: OrderDestination) -> UIViewController {
          switch destination {
          case .edit(let id): return EditOrderBuilder.build(id: id)
          case .help: return HelpBuilder.build()
          }
        }
      }
      """
    ),
    (
      "EditOrder/EditOrder.swift",
      """
      import UIKit
      protocol EditOrderViewInput: AnyObject { func show(title: String) }
      final class EditOrderPresenter { weak var view: (any EditOrderViewInput)? }
      final class EditOrderViewController: UIViewController, EditOrderViewInput {
        let presenter: EditOrderPresenter
        init(presenter: EditOrderPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      enum EditOrderBuilder {
        static func build(id: Int) -> UIViewController {
          let presenter = EditOrderPresenter()
          let view = EditOrderViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Help/Help.swift",
      """
      import UIKit
      protocol HelpViewInput: AnyObject { func show(text: String) }
      final class HelpPresenter { weak var view: (any HelpViewInput)? }
      final class HelpViewController: UIViewController, HelpViewInput {
        let presenter: HelpPresenter
        init(presenter: HelpPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(text: String) {}
      }
      enum HelpBuilder {
        static func build() -> UIViewController {
          let presenter = HelpPresenter()
          let view = HelpViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Services/OrderStackService.swift",
      """
      import Combine
      /// The navigation path of the order screens, as values.
      final class OrderStackService: ObservableObject {
        @Published var path: [OrderDestination] = []
        func popToRoot() { path.removeAll() }
      }
      /// Pushes screens on the navigation controller it is given.
      final class FlowService {
        weak var navigationController: UINavigationController?
        func push(_ screen: UIViewController) { navigationController?.pushViewController(screen, animated: true) }
      }
      /// Tracks which screens are on screen, as the navigation controller reports them.
      protocol ScreenTrackingService: AnyObject { func isSignInOnScreen() -> Bool }
      final class ScreenRegistry: NSObject, ScreenTrackingService, UINavigationControllerDelegate {
        private var shown: [String] = []
        func isSignInOnScreen() -> Bool { shown.contains("SignIn") }
      }
      """
    ),
  ]

  @Test func acceptsARouterCallingItsNavigators() {
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: Self.orderScreens + [
        (
          "Orders/Orders.swift",
          """
          import UIKit
          protocol OrdersViewInput: AnyObject { func show(titles: [String]) }
          final class OrdersPresenter {
            weak var view: (any OrdersViewInput)?
            let router: OrdersRouter
            init(router: OrdersRouter) { self.router = router }
          }
          final class OrdersRouter {
            let stack: OrderStackService
            let flow: FlowService
            let tracking: any ScreenTrackingService
            let navigation: any AppNavigationService
            let links: any DeepLinkService
            init(stack: OrderStackService, flow: FlowService, tracking: any ScreenTrackingService, navigation: any AppNavigationService, links: any DeepLinkService) {
              self.stack = stack; self.flow = flow; self.tracking = tracking; self.navigation = navigation; self.links = links
            }
            func openEdit(_ id: Int) { stack.path.append(.edit(id)) }
            func back() { stack.path.removeLast() }
            func closeAll() { stack.popToRoot() }
            func openHelp() {
              guard !tracking.isSignInOnScreen() else { return }
              flow.push(HelpBuilder.build())
            }
            func openAccount() { navigation.present(.account) }
            func openHelpLink() { links.handle(OrderDestination.help) }
          }
          final class OrdersViewController: UIViewController, OrdersViewInput {
            let presenter: OrdersPresenter
            init(presenter: OrdersPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            func show(titles: [String]) {}
          }
          """
        )
      ], [])
  }

  @Test func reportsAServiceThatHoldsNavigationBesideItsWork() {
    expectFindings(
      DoNotCallInteractorsFromRouters.self,
      in: Self.orderScreens + [
        (
          "Services/SessionService.swift",
          """
          import UIKit
          final class SessionService {
            weak var navigationController: UINavigationController?
            let api: OrdersAPIService
            init(api: OrdersAPIService) { self.api = api }
            func signOut() {}
          }
          final class OrdersAPIService { func send() {} }
          """
        ),
        (
          "Orders/Orders.swift",
          """
          import UIKit
          protocol OrdersViewInput: AnyObject { func show(titles: [String]) }
          final class OrdersPresenter {
            weak var view: (any OrdersViewInput)?
            let router: OrdersRouter
            init(router: OrdersRouter) { self.router = router }
          }
          final class OrdersRouter {
            let session: SessionService
            let stack: OrderStackService
            init(session: SessionService, stack: OrderStackService) { self.session = session; self.stack = stack }
            func signOut() {
              1️⃣session.signOut()
              stack.popToRoot()
            }
          }
          final class OrdersViewController: UIViewController, OrdersViewInput {
            let presenter: OrdersPresenter
            init(presenter: OrdersPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            func show(titles: [String]) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the router 'OrdersRouter' calls the service 'session.signOut'; routers only navigate")
      ])
  }
}
