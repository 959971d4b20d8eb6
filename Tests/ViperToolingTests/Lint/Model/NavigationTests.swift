import ProcessTestSupport
import Testing
import ViperTooling

/// The navigation model: routes from what the code causes to be shown, through a shared router
/// each module calls by its own protocol, destination values a central switch maps to screens,
/// module interfaces resolved through dependency injection across packages, and builders that
/// return one screen with others embedded. Each fixture is written for these tests.
@Suite("Lint model: navigation through indirection", .cpuBound)
struct NavigationTests {
  /// One `CoreRouter` implements every module's router protocol and shows what a shared
  /// `CoreBuilder` builds; presenters hold the router as their own protocol.
  static let sharedRouterApp: [(String, String)] = [
    (
      "Root/CoreRouter.swift",
      """
      import SwiftUI
      @MainActor struct CoreRouter {
        let builder: CoreBuilder
        func dismissScreen() {}
      }
      @MainActor struct CoreBuilder {
        let interactor: CoreInteractor
      }
      @MainActor struct CoreInteractor {}
      """
    ),
    (
      "Home/HomeView.swift",
      """
      import SwiftUI
      @MainActor protocol HomeRouter { func showSettingsView() }
      @MainActor protocol HomeInteractor {}
      extension CoreRouter: HomeRouter {}
      extension CoreInteractor: HomeInteractor {}
      @Observable @MainActor final class HomePresenter {
        private let router: any HomeRouter
        private let interactor: any HomeInteractor
        init(router: any HomeRouter, interactor: any HomeInteractor) {
          self.router = router
          self.interactor = interactor
        }
        func onSettingsPressed() { router.showSettingsView() }
      }
      struct HomeView: View {
        @State var presenter: HomePresenter
        var body: some View { Text("Home") }
      }
      extension CoreBuilder {
        func homeView(router: CoreRouter) -> some View {
          HomeView(presenter: HomePresenter(router: router, interactor: interactor))
        }
      }
      """
    ),
    (
      "Settings/SettingsView.swift",
      """
      import SwiftUI
      @MainActor protocol SettingsRouter { func dismissScreen() }
      @MainActor protocol SettingsInteractor {}
      extension CoreRouter: SettingsRouter {}
      extension CoreInteractor: SettingsInteractor {}
      @Observable @MainActor final class SettingsPresenter {
        private let router: any SettingsRouter
        private let interactor: any SettingsInteractor
        init(router: any SettingsRouter, interactor: any SettingsInteractor) {
          self.router = router
          self.interactor = interactor
        }
        func onClosePressed() { router.dismissScreen() }
      }
      struct SettingsView: View {
        @State var presenter: SettingsPresenter
        var body: some View { Text("Settings") }
      }
      extension CoreBuilder {
        func settingsView(router: CoreRouter) -> some View {
          SettingsView(presenter: SettingsPresenter(router: router, interactor: interactor))
        }
      }
      extension CoreRouter {
        func showSettingsView() {
          present { router in builder.settingsView(router: router) }
        }
        func present(_ make: (CoreRouter) -> some View) {}
      }
      """
    ),
  ]

  @Test func aSharedRouterRoutesOnlyWhereEachModuleCallsItAndBelongsToNoModule() throws {
    let description = ModelDescription(Self.sharedRouterApp)
    #expect(
      description.modules == [
        "Home: HomePresenter presenter, HomeView view",
        "Settings: SettingsPresenter presenter, SettingsView view",
      ])
    // Settings' router protocol has only `dismissScreen`: no route out of Settings.
    #expect(description.routes == ["Home -> Settings"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(
      route.chain == [
        "router.showSettingsView()", "CoreRouter.showSettingsView", "builder.settingsView()",
      ])
    #expect(route.location.file == "Home/HomeView.swift")
  }

  /// Presenters hand a destination value to a navigator; one central builder switches on it.
  static let destinationApp: [(String, String)] = [
    (
      "Navigation/Destination.swift",
      """
      enum Destination: Hashable {
        case orderDetail(Int)
        case settings
      }
      @MainActor final class Navigator {
        var path: [Destination] = []
        func push(_ destination: Destination) { path.append(destination) }
        func pop() { path.removeLast() }
      }
      @MainActor enum ScreenFactory {
        static func build(_ destination: Destination, navigator: Navigator) -> UIViewController {
          switch destination {
          case .orderDetail(let id):
            return OrderDetailBuilder.build(id: id, navigator: navigator)
          case .settings:
            return SettingsBuilder.build(navigator: navigator)
          }
        }
      }
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
        func didSelect(id: Int) { router.openOrder(id) }
      }
      final class OrdersRouter {
        let navigator: Navigator
        init(navigator: Navigator) { self.navigator = navigator }
        func openOrder(_ id: Int) { navigator.push(.orderDetail(id)) }
        func close() { navigator.pop() }
      }
      final class OrdersViewController: UIViewController, OrdersViewInput {
        let presenter: OrdersPresenter
        init(presenter: OrdersPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(titles: [String]) {}
      }
      """
    ),
    (
      "OrderDetail/OrderDetail.swift",
      """
      import UIKit
      protocol OrderDetailViewInput: AnyObject { func show(title: String) }
      final class OrderDetailPresenter {
        weak var view: (any OrderDetailViewInput)?
        let router: OrderDetailRouter
        init(router: OrderDetailRouter) { self.router = router }
        func settingsPressed() { router.navigator.push(Destination.settings) }
      }
      final class OrderDetailRouter {
        let navigator: Navigator
        init(navigator: Navigator) { self.navigator = navigator }
      }
      final class OrderDetailViewController: UIViewController, OrderDetailViewInput {
        let presenter: OrderDetailPresenter
        init(presenter: OrderDetailPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      enum OrderDetailBuilder {
        static func build(id: Int, navigator: Navigator) -> UIViewController {
          let presenter = OrderDetailPresenter(router: OrderDetailRouter(navigator: navigator))
          let view = OrderDetailViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Settings/Settings.swift",
      """
      import UIKit
      protocol SettingsViewInput: AnyObject { func show(title: String) }
      final class SettingsPresenter {
        weak var view: (any SettingsViewInput)?
      }
      final class SettingsViewController: UIViewController, SettingsViewInput {
        let presenter: SettingsPresenter
        init(presenter: SettingsPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      enum SettingsBuilder {
        static func build(navigator: Navigator) -> UIViewController {
          let presenter = SettingsPresenter()
          let view = SettingsViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test func aDestinationValueLeadsToTheModuleItsSwitchArmBuilds() throws {
    let description = ModelDescription(Self.destinationApp)
    #expect(description.routes == ["OrderDetail -> Settings", "Orders -> OrderDetail"])
    let routes = try #require(description.codebase.units.first?.reportedRoutes)
    let orders = try #require(routes.first { $0.from == "Orders" })
    #expect(
      orders.chain == [
        "router.openOrder()", "OrdersRouter.openOrder", "navigator.push()",
        ".orderDetail -> case .orderDetail", "OrderDetailBuilder.build()",
      ])
    let detail = try #require(routes.first { $0.from == "OrderDetail" })
    #expect(detail.chain.dropFirst().first == "Destination.settings -> case .settings")
  }

  /// The app's one navigator, a class named `Router` for its role alone (so no stem), wraps
  /// the navigation controller; every module's builder hands it to the module's router, which
  /// keeps it and builds the next module with it (one view keeps it too). It is no module's, and
  /// holding it is no route.
  static let namelessNavigatorApp: [(String, String)] =
    [
      (
        "Navigation/Router.swift",
        """
        import UIKit
        protocol RouterProtocol {
          func push(_ screen: UIViewController)
          func setRoot(_ screen: UIViewController)
        }
        final class Router: RouterProtocol {
          private weak var navigation: UINavigationController?
          init(navigation: UINavigationController) { self.navigation = navigation }
          func push(_ screen: UIViewController) { navigation?.pushViewController(screen, animated: true) }
          func setRoot(_ screen: UIViewController) { navigation?.viewControllers = [screen] }
        }
        final class LaunchViewController: UIViewController {
          var router: Router?
          override func viewDidLoad() {
            super.viewDidLoad()
            guard let router else { return }
            router.setRoot(InboxRouter.createModule(router: router))
          }
        }
        """
      )
    ]
    + ["Inbox": "Message", "Message": "Sender", "Sender": nil].sorted { $0.key < $1.key }.map {
      name, next in
      let open =
        next.map {
          "func openNext() { guard let router else { return }; router.push(\($0)Router.createModule(router: router)) }"
        } ?? "func openNext() {}"
      return (
        "\(name)/\(name).swift",
        """
        import UIKit
        protocol \(name)ViewInput: AnyObject { func show(title: String) }
        protocol \(name)RouterInput: AnyObject { func openNext() }
        final class \(name)Presenter {
          weak var view: (any \(name)ViewInput)?
          var router: (any \(name)RouterInput)?
          func didTap() { router?.openNext() }
        }
        final class \(name)ViewController: UIViewController, \(name)ViewInput {
          var presenter: \(name)Presenter?
          \(name == "Message" ? "var navigator: Router?" : "")
          func show(title: String) {}
        }
        final class \(name)Router: \(name)RouterInput {
          var router: Router?
          static func createModule(router: Router) -> UIViewController {
            let view = \(name)ViewController()
            let presenter = \(name)Presenter()
            let own = \(name)Router()
            own.router = router
            view.presenter = presenter
            presenter.view = view
            presenter.router = own
            return view
          }
          \(open)
        }
        """
      )
    }

  @Test func theAppsOneNavigatorNamedForItsRoleAloneIsNoModulesAndHoldingItIsNoRoute() {
    let model = ModelDescription(Self.namelessNavigatorApp)
    #expect(model.routes == ["Inbox -> Message", "Message -> Sender"])
    #expect(
      model.modules == [
        "Inbox: InboxPresenter presenter, InboxRouter router, InboxViewController view",
        "Message: MessagePresenter presenter, MessageRouter router, MessageViewController view",
        "Sender: SenderPresenter presenter, SenderRouter router, SenderViewController view",
      ])
  }

  /// A scene delegate holds the launch screen (a view controller of no presenter) and the
  /// app's router, which shows the first module: a class that holds a view and a router, but a
  /// UIKit delegate, not a presenter; the launch screen is no module.
  @Test func aSceneDelegateHoldingTheLaunchScreenAndTheAppsRouterIsNoPresenter() {
    let app =
      Self.namelessNavigatorApp.filter { $0.0 != "Navigation/Router.swift" } + [
        (
          "App/SceneDelegate.swift",
          """
          import UIKit
          final class AppRouter {
            private weak var window: UIWindow?
            init(window: UIWindow?) { self.window = window }
            func start() {
              let navigation = UINavigationController()
              let router = Router(navigation: navigation)
              navigation.viewControllers = [InboxRouter.createModule(router: router)]
              window?.rootViewController = navigation
            }
          }
          final class Router {
            private weak var navigation: UINavigationController?
            init(navigation: UINavigationController) { self.navigation = navigation }
            func push(_ screen: UIViewController) { navigation?.pushViewController(screen, animated: true) }
          }
          final class LaunchViewController: UIViewController {
            private weak var appRouter: AppRouter?
            init(appRouter: AppRouter?) { self.appRouter = appRouter; super.init(nibName: nil, bundle: nil) }
            override func viewDidAppear(_ animated: Bool) { appRouter?.start() }
          }
          final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            var appRouter: AppRouter?
            private weak var launch: LaunchViewController?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
              appRouter = AppRouter(window: window)
              let launch = LaunchViewController(appRouter: appRouter)
              self.launch = launch
              window?.rootViewController = launch
            }
          }
          """
        )
      ]
    let model = ModelDescription(app)
    #expect(model.role(of: "SceneDelegate") == "none")
    #expect(model.routes == ["Inbox -> Message", "Message -> Sender"])
    #expect(model.modules.map { $0.prefix { $0 != ":" } } == ["Inbox", "Message", "Sender"])
  }

  /// A shared router switches on the path of the route value it is handed; each coordinator
  /// makes the value of the screen it wants.
  static let routeValueApp: [(String, String)] = [
    (
      "Router/Router.swift",
      """
      import UIKit
      protocol Route { var path: String { get } }
      struct SearchRoute: Route {
        static var path: String { "/search" }
        var path: String { Self.path }
        let query: String
      }
      struct DetailRoute: Route {
        static var path: String { "/detail" }
        var path: String { Self.path }
      }
      protocol RouterProtocol { func view(for route: any Route) -> UIViewController? }
      final class AppRouter: RouterProtocol {
        func view(for route: any Route) -> UIViewController? {
          switch route.path {
          case SearchRoute.path: return SearchFactory().build()
          case DetailRoute.path: return DetailFactory().build()
          default: return nil
          }
        }
      }
      """
    ),
    (
      "Home/Home.swift",
      """
      import UIKit
      protocol HomeDisplaying: AnyObject { func show(title: String) }
      final class HomePresenter {
        weak var view: (any HomeDisplaying)?
        let coordinator: HomeCoordinator
        init(coordinator: HomeCoordinator) { self.coordinator = coordinator }
        func search(_ text: String) { coordinator.goToSearch(text) }
      }
      final class HomeCoordinator {
        let router: any RouterProtocol
        weak var view: HomeViewController?
        init(router: any RouterProtocol) { self.router = router }
        func goToSearch(_ text: String) {
          guard let next = router.view(for: SearchRoute(query: text)) else { return }
          view?.navigationController?.pushViewController(next, animated: true)
        }
      }
      final class HomeViewController: UIViewController, HomeDisplaying {
        let presenter: HomePresenter
        init(presenter: HomePresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      """
    ),
    (
      "Search/Search.swift",
      """
      import UIKit
      protocol SearchDisplaying: AnyObject { func show(results: [String]) }
      final class SearchPresenter { weak var view: (any SearchDisplaying)? }
      final class SearchViewController: UIViewController, SearchDisplaying {
        let presenter: SearchPresenter
        init(presenter: SearchPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(results: [String]) {}
      }
      struct SearchFactory {
        func build() -> UIViewController {
          let presenter = SearchPresenter()
          let view = SearchViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Detail/Detail.swift",
      """
      import UIKit
      protocol DetailDisplaying: AnyObject { func show(title: String) }
      final class DetailPresenter { weak var view: (any DetailDisplaying)? }
      final class DetailViewController: UIViewController, DetailDisplaying {
        let presenter: DetailPresenter
        init(presenter: DetailPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      struct DetailFactory {
        func build() -> UIViewController {
          let presenter = DetailPresenter()
          let view = DetailViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test func aRouteValueRunsOnlyTheArmForItsTypeOfTheSharedRoutersSwitch() {
    // Home makes a `SearchRoute`: the shared router's Search arm, not its Detail arm.
    #expect(ModelDescription(Self.routeValueApp).routes == ["Home -> Search"])
  }

  /// A feature per package: each declares its generated `L10n`; the app's package imports
  /// them and resolves the sign-in module through a container by its interface.
  static let packagesApp: [(String, String)] = [
    (
      "Packages/SignInInterface/Sources/SignInInterface/SignInModuleInterface.swift",
      """
      import UIKit
      public protocol SignInModuleInterface: AnyObject {
        func makeModule() -> UIViewController
      }
      """
    ),
    (
      "Packages/SignIn/Sources/SignIn/SignIn.swift",
      """
      import UIKit
      import SignInInterface
      enum L10n { static let title = "Sign in" }
      protocol SignInViewInput: AnyObject { func show(error: String) }
      final class SignInPresenter { weak var view: (any SignInViewInput)? }
      final class SignInViewController: UIViewController, SignInViewInput {
        let presenter: SignInPresenter
        init(presenter: SignInPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(error: String) {}
      }
      public final class SignInModule: SignInModuleInterface {
        public init() {}
        public func makeModule() -> UIViewController {
          let presenter = SignInPresenter()
          let view = SignInViewController(presenter: presenter)
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Packages/Profile/Sources/Profile/Profile.swift",
      """
      import UIKit
      import SignInInterface
      enum L10n { static let title = "Profile" }
      protocol ProfileViewInput: AnyObject { func show(name: String) }
      final class ProfilePresenter {
        weak var view: (any ProfileViewInput)?
        let router: ProfileRouter
        init(router: ProfileRouter) { self.router = router }
        func signOutPressed() { router.showSignIn() }
      }
      final class ProfileRouter {
        weak var view: UIViewController?
        let container: Container
        init(container: Container) { self.container = container }
        func showSignIn() {
          guard let signIn = container.resolve(SignInModuleInterface.self) else { return }
          view?.present(signIn.makeModule(), animated: true)
        }
      }
      final class ProfileViewController: UIViewController, ProfileViewInput {
        let presenter: ProfilePresenter
        init(presenter: ProfilePresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        func show(name: String) {}
      }
      """
    ),
  ]

  @Test func packagesThatImportEachOtherAreOneAppAndAnInterfaceLeadsToItsImplementer() throws {
    let description = ModelDescription(Self.packagesApp)
    // One unit though two packages declare `L10n`: no module is shown with a unit's name.
    #expect(description.codebase.units.count == 1)
    #expect(description.routes == ["Profile -> SignIn"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(
      route.chain == [
        "router.showSignIn()", "ProfileRouter.showSignIn", "container.resolve()",
        "SignInModuleInterface.self",
      ])
    // Injected as a property (`@Inject var signIn: SignInModuleInterface`): the call of the
    // interface's requirement runs its one implementer's method, which builds the module.
    var injected = Self.packagesApp
    injected[2].1 = injected[2].1.replacingOccurrences(
      of: "guard let signIn = container.resolve(SignInModuleInterface.self) else { return }",
      with: ""
    ).replacingOccurrences(
      of: "  let container: Container\n", with: "  @Inject var signIn: any SignInModuleInterface\n")
    let viaProperty = ModelDescription(injected)
    #expect(viaProperty.routes == ["Profile -> SignIn"])
    let chain = try #require(viaProperty.codebase.units.first?.reportedRoutes.first?.chain)
    #expect(chain == ["router.showSignIn()", "ProfileRouter.showSignIn", "signIn.makeModule()"])
  }

  /// A feature per framework, as Tuist makes them: the interface target is built from a folder
  /// no import names (`HomeModuleInterface` from `Home/InterfaceSources`), a copy of a value
  /// type sits in both of the feature's folders, and a router resolves the interface through a
  /// property wrapper in its method's body.
  static let interfaceTargetsApp: [(String, String)] = [
    (
      "Modules/Home/InterfaceSources/HomeModuleInterface.swift",
      """
      import UIKit
      public protocol HomeModuleInterface {
        func createModule(using navigation: UINavigationController?) -> UIViewController
      }
      public struct DishViewModel { public var title: String }
      """
    ),
    (
      "Modules/Home/Sources/HomeRouter.swift",
      """
      import UIKit
      import HomeModuleInterface
      struct DishViewModel { var title: String }
      protocol HomeViewInput: AnyObject { func show(dishes: [DishViewModel]) }
      final class HomePresenter {
        weak var view: (any HomeViewInput)?
        let router: HomeRouter
        init(router: HomeRouter) { self.router = router }
      }
      final class HomeViewController: UIViewController, HomeViewInput {
        var presenter: HomePresenter?
        func show(dishes: [DishViewModel]) {}
      }
      public final class HomeRouter: HomeModuleInterface {
        public init() {}
        public func createModule(using navigation: UINavigationController?) -> UIViewController {
          let view = HomeViewController()
          let presenter = HomePresenter(router: HomeRouter())
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Modules/Menu/Sources/MenuRouter.swift",
      """
      import UIKit
      import HomeModuleInterface
      import DependencyKit
      protocol MenuViewInput: AnyObject { func show(title: String) }
      protocol MenuRouterInput { func showHome() }
      final class MenuPresenter {
        weak var view: (any MenuViewInput)?
        let router: any MenuRouterInput
        init(router: any MenuRouterInput) { self.router = router }
        func didTapDishes() { router.showHome() }
      }
      final class MenuViewController: UIViewController, MenuViewInput {
        var presenter: MenuPresenter?
        func show(title: String) {}
      }
      final class MenuRouter: MenuRouterInput {
        weak var navigation: UINavigationController?
        func showHome() {
          @Dependency var home: HomeModuleInterface
          let screen = home.createModule(using: navigation)
          navigation?.pushViewController(screen, animated: true)
        }
      }
      """
    ),
  ]

  @Test func aTargetNoFolderIsNamedAfterIsTheUnitThatDeclaresWhatItsImporterUses() throws {
    let description = ModelDescription(Self.interfaceTargetsApp)
    // The interface folder and the feature both declare `DishViewModel`, a value type: no
    // twins, and the routers' `import HomeModuleInterface` names no folder, yet the interface
    // they use is declared there only.
    #expect(description.codebase.units.count == 1)
    #expect(description.routes == ["Menu -> Home"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(route.chain.contains("home.createModule()"))
  }

  /// Screens handed in as closures: the launch code gives the app's builder closures that make
  /// the signed-in and signed-out builders, and the builder gives its view closures that build
  /// them; four types adopt `Builder`, so `build()` through the protocol is a plug-in point.
  static let handedClosuresApp: [(String, String)] = [
    (
      "App/AppBuilder.swift",
      """
      import SwiftUI
      protocol Builder { func build() -> AnyView }
      @MainActor struct AppBuilder: Builder {
        let signedIn: () -> any Builder
        let signedOut: () -> any Builder
        func build() -> AnyView {
          AnyView(
            AppView(
              presenter: AppPresenter(),
              home: { signedIn().build() },
              welcome: { signedOut().build() }))
        }
      }
      @Observable @MainActor final class AppPresenter { var isSignedIn = false }
      struct AppView: View {
        @State var presenter: AppPresenter
        let home: () -> AnyView
        let welcome: () -> AnyView
        var body: some View {
          if presenter.isSignedIn { home() } else { welcome() }
        }
      }
      """
    ),
    (
      "Launch/LaunchApp.swift",
      """
      import SwiftUI
      @main struct LaunchApp: App {
        var body: some Scene {
          WindowGroup {
            AppBuilder(signedIn: { HomeBuilder() }, signedOut: { WelcomeBuilder() }).build()
          }
        }
      }
      struct AdminBuilder: Builder { func build() -> AnyView { AnyView(Text("admin")) } }
      """
    ),
    (
      "Home/Home.swift",
      """
      import SwiftUI
      struct HomeBuilder: Builder {
        func build() -> AnyView { AnyView(HomeView(presenter: HomePresenter())) }
      }
      @Observable @MainActor final class HomePresenter {}
      struct HomeView: View {
        @State var presenter: HomePresenter
        var body: some View { Text("home") }
      }
      """
    ),
    (
      "Welcome/Welcome.swift",
      """
      import SwiftUI
      struct WelcomeBuilder: Builder {
        func build() -> AnyView { AnyView(WelcomeView(presenter: WelcomePresenter())) }
      }
      @Observable @MainActor final class WelcomePresenter {}
      struct WelcomeView: View {
        @State var presenter: WelcomePresenter
        var body: some View { Text("welcome") }
      }
      """
    ),
  ]

  @Test func aClosureHandedToAnInitializerRunsWhereTheTypeCallsItsProperty() throws {
    let description = ModelDescription(Self.handedClosuresApp)
    #expect(description.routes == ["App -> Home", "App -> Welcome"])
    let routes = description.codebase.units.flatMap(\.reportedRoutes)
    let home = try #require(routes.first { $0.to == "Home" })
    // The closure the builder hands its view calls the one the launch code handed the
    // builder, whose value is the Home builder.
    #expect(home.chain == ["signedIn().build()"])
    // Launch code that hands the view its closures itself: the view runs them when it calls
    // `home()`, so the route goes through the view's call.
    var viewOnly = Self.handedClosuresApp
    viewOnly[1].1 = viewOnly[1].1.replacingOccurrences(
      of: "AppBuilder(signedIn: { HomeBuilder() }, signedOut: { WelcomeBuilder() }).build()",
      with: """
        AppView(
          presenter: AppPresenter(),
          home: { HomeBuilder().build() }, welcome: { WelcomeBuilder().build() })
        """)
    let throughView = ModelDescription(viewOnly)
    let route = try #require(
      throughView.codebase.units.flatMap(\.reportedRoutes).first { $0.to == "Home" })
    #expect(route.chain.prefix(3) == ["home()", "AppView.home", "HomeBuilder().build()"])
    // What a view was handed is not its own navigation.
    #expect(!throughView.findings.contains { $0.rule == "DoNotNavigateFromViews" })
  }

  /// An alert's action is a value made where the alert is asked for: a screen's generic
  /// `presentAlert(action:)` (an extension of `UIViewController`) calls the action it is given,
  /// not every closure any code ever put in an action (a session service's, which restarts the
  /// app at its home screen).
  @Test func aValuesClosureCalledByOtherCodeRunsNoneOfOtherCodes() {
    let files: [(String, String)] = [
      (
        "Helpers/Alerts.swift",
        """
        import UIKit
        struct AlertAction { let title: String; let handler: () -> Void }
        extension UIViewController {
          func presentAlert(_ message: String, action: AlertAction) {
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: action.title, style: .default) { _ in action.handler() })
            present(alert, animated: true)
          }
        }
        """
      ),
      (
        "Services/SessionService.swift",
        """
        import UIKit
        final class SessionService {
          weak var screen: UIViewController?
          func expired() {
            screen?.presentAlert("Signed out", action: AlertAction(title: "OK", handler: {
              UIApplication.shared.windows.first?.rootViewController = HomeBuilder.build()
            }))
          }
        }
        """
      ),
      Self.screenModule("Home"),
      Self.screenModule(
        "Feed",
        viewCode: "presentAlert(\"Failed\", action: AlertAction(title: \"OK\", handler: {}))"),
    ]
    #expect(!ModelDescription(files).routes.contains("Feed -> Home"))
  }

  /// A UIKit module whose view runs `viewCode` when it loads, built by `XBuilder.build()`.
  static func screenModule(_ name: String, viewCode: String = "") -> (String, String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import UIKit
      final class \(name)ViewController: UIViewController {
        var presenter: \(name)Presenter?
        override func viewDidLoad() { super.viewDidLoad(); \(viewCode) }
      }
      final class \(name)Presenter { weak var view: \(name)ViewController? }
      enum \(name)Builder {
        static func build() -> UIViewController {
          let view = \(name)ViewController()
          let presenter = \(name)Presenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    )
  }

  /// Module routers that wrap one app-wide navigator and append route values to its path; the
  /// app struct maps each value to a screen in `navigationDestination`. A preview builds a
  /// module's router around a navigator of its own.
  static let routeValuesApp: [(String, String)] = [
    (
      "App/ShopApp.swift",
      """
      import SwiftUI
      enum ShopRoute: Hashable { case basket, checkout }
      final class AppNavigator: ObservableObject {
        @Published var path = NavigationPath()
        func go(to route: any Hashable) { path.append(route) }
        func back() { path.removeLast() }
      }
      @main struct ShopApp: App {
        @StateObject private var navigator = AppNavigator()
        var body: some Scene {
          WindowGroup {
            NavigationStack(path: $navigator.path) {
              CatalogBuilder.build(navigator: navigator)
                .navigationDestination(for: ShopRoute.self) { route in
                  switch route {
                  case .basket: BasketBuilder.build(navigator: navigator)
                  case .checkout: CheckoutBuilder.build(navigator: navigator)
                  }
                }
            }
          }
        }
      }
      """
    ),
    (
      "Catalog/Catalog.swift",
      """
      import SwiftUI
      final class CatalogRouter {
        let navigator: AppNavigator
        init(navigator: AppNavigator) { self.navigator = navigator }
        func openBasket() { navigator.go(to: ShopRoute.basket) }
      }
      final class CatalogPresenter: ObservableObject {
        let router: CatalogRouter
        init(router: CatalogRouter) { self.router = router }
        func basketTapped() { router.openBasket() }
      }
      struct CatalogView: View {
        @StateObject var presenter: CatalogPresenter
        var body: some View { Button("Basket") { presenter.basketTapped() } }
      }
      enum CatalogBuilder {
        static func build(navigator: AppNavigator) -> some View {
          CatalogView(presenter: CatalogPresenter(router: CatalogRouter(navigator: navigator)))
        }
      }
      """
    ),
    (
      "Basket/Basket.swift",
      """
      import SwiftUI
      final class BasketRouter {
        let navigator: AppNavigator
        init(navigator: AppNavigator) { self.navigator = navigator }
        func checkout() { navigator.go(to: ShopRoute.checkout) }
      }
      final class BasketPresenter: ObservableObject {
        let router: BasketRouter
        init(router: BasketRouter) { self.router = router }
        func payTapped() { router.checkout() }
      }
      struct BasketView: View {
        @StateObject var presenter: BasketPresenter
        var body: some View { Button("Pay") { presenter.payTapped() } }
      }
      enum BasketBuilder {
        static func build(navigator: AppNavigator) -> some View {
          BasketView(presenter: BasketPresenter(router: BasketRouter(navigator: navigator)))
        }
      }
      struct BasketView_Previews: PreviewProvider {
        static var previews: some View { Sample() }
        struct Sample: View {
          let router = BasketRouter(navigator: AppNavigator())
          var body: some View { BasketView(presenter: BasketPresenter(router: router)) }
        }
      }
      """
    ),
    (
      "Checkout/Checkout.swift",
      """
      import SwiftUI
      final class CheckoutRouter {
        let navigator: AppNavigator
        init(navigator: AppNavigator) { self.navigator = navigator }
        func done() { navigator.back() }
      }
      final class CheckoutPresenter: ObservableObject {
        let router: CheckoutRouter
        init(router: CheckoutRouter) { self.router = router }
      }
      struct CheckoutView: View {
        @StateObject var presenter: CheckoutPresenter
        var body: some View { Text("Checkout") }
      }
      enum CheckoutBuilder {
        static func build(navigator: AppNavigator) -> some View {
          CheckoutView(presenter: CheckoutPresenter(router: CheckoutRouter(navigator: navigator)))
        }
      }
      """
    ),
  ]

  @Test func routeValuesAppendedThroughASharedNavigatorLeadToTheAppsDestinations() {
    let description = ModelDescription(Self.routeValuesApp)
    // The navigator every module's router holds belongs to none, even where a preview makes
    // one with a module's router.
    #expect(description.module(of: "AppNavigator") == "")
    #expect(
      description.modules.map { $0.components(separatedBy: ":")[0] } == [
        "Basket", "Catalog", "Checkout",
      ])
    #expect(description.routes == ["Basket -> Checkout", "Catalog -> Basket"])
  }

  /// A tab container whose stacks are bound to a navigation object's paths, each path starting
  /// with the tab's root screen; one factory maps every value to a module.
  static let stackPathsApp: [(String, String)] = [
    (
      "App/Navigation.swift",
      """
      import SwiftUI
      enum Screen: Hashable { case orders, settings, orderDetail, help }
      final class TabsNavigation: ObservableObject {
        @Published var ordersPath: [Screen] = [.orders]
        @Published var settingsPath: [Screen] = [Screen.settings]
        @Published var sparePath: [Screen] = []
        @Published var current: Screen = .help
      }
      @MainActor final class ScreenFactory {
        let navigation: TabsNavigation
        init(navigation: TabsNavigation) { self.navigation = navigation }
        @ViewBuilder func build(_ screen: Screen) -> some View {
          switch screen {
          case .orders: OrdersBuilder.build(navigation: navigation)
          case .settings: SettingsBuilder.build()
          case .orderDetail: OrderDetailBuilder.build()
          case .help: HelpBuilder.build()
          }
        }
      }
      """
    ),
    (
      "Root/Root.swift",
      """
      import SwiftUI
      final class RootPresenter: ObservableObject {}
      struct RootView: View {
        @ObservedObject var navigation: TabsNavigation
        let factory: ScreenFactory
        @StateObject var presenter: RootPresenter
        var body: some View {
          TabView(selection: $navigation.current) {
            NavigationStack(path: $navigation.ordersPath) {
              Color.clear.navigationDestination(for: Screen.self) { factory.build($0) }
            }
            NavigationStack(path: $navigation.settingsPath) {
              Color.clear.navigationDestination(for: Screen.self) { factory.build($0) }
            }
            NavigationStack(path: $navigation.sparePath) {
              Color.clear.navigationDestination(for: Screen.self) { factory.build($0) }
            }
          }
        }
      }
      enum RootBuilder {
        static func build(navigation: TabsNavigation) -> some View {
          RootView(
            navigation: navigation, factory: ScreenFactory(navigation: navigation),
            presenter: RootPresenter())
        }
      }
      """
    ),
    (
      "Orders/Orders.swift",
      """
      import SwiftUI
      final class OrdersRouter {
        let navigation: TabsNavigation
        init(navigation: TabsNavigation) { self.navigation = navigation }
        func openDetail() { navigation.ordersPath.append(.orderDetail) }
      }
      final class OrdersPresenter: ObservableObject {
        let router: OrdersRouter
        init(router: OrdersRouter) { self.router = router }
        func rowTapped() { router.openDetail() }
      }
      struct OrdersView: View {
        @StateObject var presenter: OrdersPresenter
        var body: some View { Button("Order") { presenter.rowTapped() } }
      }
      enum OrdersBuilder {
        static func build(navigation: TabsNavigation) -> some View {
          OrdersView(presenter: OrdersPresenter(router: OrdersRouter(navigation: navigation)))
        }
      }
      """
    ),
    (
      "Screens/Screens.swift",
      """
      import SwiftUI
      final class SettingsPresenter: ObservableObject {}
      struct SettingsView: View {
        @StateObject var presenter: SettingsPresenter
        var body: some View { Text("Settings") }
      }
      enum SettingsBuilder {
        static func build() -> some View { SettingsView(presenter: SettingsPresenter()) }
      }
      final class OrderDetailPresenter: ObservableObject {}
      struct OrderDetailView: View {
        @StateObject var presenter: OrderDetailPresenter
        var body: some View { Text("Order") }
      }
      enum OrderDetailBuilder {
        static func build() -> some View { OrderDetailView(presenter: OrderDetailPresenter()) }
      }
      final class HelpPresenter: ObservableObject {}
      struct HelpView: View {
        @StateObject var presenter: HelpPresenter
        var body: some View { Text("Help") }
      }
      enum HelpBuilder {
        static func build() -> some View { HelpView(presenter: HelpPresenter()) }
      }
      """
    ),
  ]

  @Test func aStackBoundToAPathShowsTheScreensThePathStartsWith() throws {
    let description = ModelDescription(Self.stackPathsApp)
    // Each tab's stack starts with its root screen: routes of the container. An empty path
    // shows nothing, and a selection bound to a value is no stack.
    #expect(
      description.routes == ["Orders -> OrderDetail", "Root -> Orders", "Root -> Settings"])
    let route = try #require(
      description.codebase.units.flatMap(\.reportedRoutes).first { $0.to == "Orders" })
    #expect(route.location.line == 9)
    #expect(route.chain.prefix(2) == ["NavigationStack()", ".orders -> case .orders"])
    // The navigation object chose where the stacks start: the view hosting them decides
    // nothing.
    #expect(!description.findings.contains { $0.rule == "DoNotNavigateFromViews" })

    // A stack the view starts from a path of its own is the view's choice.
    var ownPath = Self.stackPathsApp
    ownPath[1].1 = ownPath[1].1.replacingOccurrences(
      of: "  let factory: ScreenFactory\n",
      with: "  let factory: ScreenFactory\n  @State private var helpPath: [Screen] = [.help]\n"
    ).replacingOccurrences(of: "$navigation.sparePath", with: "$helpPath")
    #expect(ownPath[1].1.contains("$helpPath"))
    let own = ModelDescription(ownPath)
    #expect(own.routes.contains("Root -> Help"))
    #expect(
      own.findings.filter { $0.rule == "DoNotNavigateFromViews" }.map(\.message) == [
        "the view 'RootView' builds the screen of 'Help' ('HelpBuilder.build()', from 'NavigationStack()'); let the router build and show other modules"
      ])
  }

  /// Routers that call closures an app-level flow handed their builders, which hand them on to
  /// the routers' initializers: the flow builds the next module in each closure.
  static let flowClosuresApp: [(String, String)] = [
    (
      "App/AppFlow.swift",
      """
      import UIKit
      final class AppFlow {
        private let navigation = UINavigationController()
        func start() -> UIViewController {
          showLogin()
          return navigation
        }
        func showLogin() {
          let screen = LoginBuilder().make { [weak self] name in
            self?.showHome(name: name)
          }
          navigation.setViewControllers([screen], animated: false)
        }
        func showHome(name: String) {
          let screen = HomeBuilder.make(
            name: name, openSettings: { [weak self] in self?.showSettings() })
          navigation.pushViewController(screen, animated: true)
        }
        func showSettings() {
          navigation.pushViewController(SettingsBuilder().make(), animated: true)
        }
      }
      """
    ),
    (
      "Login/Login.swift",
      """
      import UIKit
      final class LoginRouter {
        private let onSignedIn: (String) -> Void
        init(onSignedIn: @escaping (String) -> Void) { self.onSignedIn = onSignedIn }
        func finish(name: String) { onSignedIn(name) }
      }
      final class LoginPresenter {
        let router: LoginRouter
        init(router: LoginRouter) { self.router = router }
        func signInTapped() { router.finish(name: "ada") }
      }
      final class LoginViewController: UIViewController {
        let presenter: LoginPresenter
        init(presenter: LoginPresenter) {
          self.presenter = presenter
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
      }
      final class LoginBuilder {
        func make(signedIn: @escaping (String) -> Void) -> UIViewController {
          let router = LoginRouter(onSignedIn: signedIn)
          return LoginViewController(presenter: LoginPresenter(router: router))
        }
      }
      """
    ),
    (
      "Home/Home.swift",
      """
      import UIKit
      final class HomeRouter {
        let openSettings: () -> Void
        init(openSettings: @escaping () -> Void) { self.openSettings = openSettings }
        func settings() { openSettings() }
      }
      final class HomePresenter {
        let router: HomeRouter
        init(router: HomeRouter) { self.router = router }
        func settingsTapped() { router.settings() }
      }
      final class HomeViewController: UIViewController {
        let presenter: HomePresenter
        init(presenter: HomePresenter) {
          self.presenter = presenter
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
      }
      enum HomeBuilder {
        static func make(name: String, openSettings: @escaping () -> Void) -> UIViewController {
          HomeViewController(presenter: HomePresenter(router: HomeRouter(openSettings: openSettings)))
        }
      }
      """
    ),
    (
      "Settings/Settings.swift",
      """
      import UIKit
      final class SettingsPresenter {}
      final class SettingsViewController: UIViewController {
        let presenter = SettingsPresenter()
      }
      final class SettingsBuilder {
        func make() -> UIViewController { SettingsViewController() }
      }
      """
    ),
  ]

  @Test func closuresHandedToBuildersAndOnToRoutersLeadWhereTheFlowBuilds() throws {
    let description = ModelDescription(Self.flowClosuresApp)
    #expect(description.module(of: "AppFlow") == "")
    #expect(description.routes == ["Home -> Settings", "Login -> Home"])
    let route = try #require(
      description.codebase.units.flatMap(\.reportedRoutes).first { $0.to == "Home" })
    #expect(route.location.file == "Login/Login.swift")
  }

  /// The shared router opens screens through a routing library kept in the app's tree: a
  /// protocol, a generic host view that adopts it and wraps each new screen in another host,
  /// and a mock of it for previews. The host and the mock are no module (a view and a router
  /// with no presenter or interactor), so what the host wraps is the screen shown.
  @Test func aRoutingHostInTheTreeIsNoModuleAndTheScreenItWrapsIsTheRoute() throws {
    var files = Self.sharedRouterApp
    files[0].1 = """
      import SwiftUI
      @MainActor struct CoreRouter {
        let navigator: any Navigator
        let builder: CoreBuilder
        func dismissScreen() {}
      }
      @MainActor struct CoreBuilder {
        let interactor: CoreInteractor
      }
      @MainActor struct CoreInteractor {}
      """
    files[2].1 = files[2].1.replacingOccurrences(
      of: "present { router in builder.settingsView(router: router) }",
      with:
        "navigator.open { next in builder.settingsView(router: CoreRouter(navigator: next, builder: builder)) }"
    )
    files.append(
      (
        "Routing/Navigator.swift",
        """
        import SwiftUI
        @MainActor protocol Navigator {
          func open<Screen: View>(@ViewBuilder _ make: @escaping (any Navigator) -> Screen)
        }
        struct PreviewRouter: Navigator {
          func open<Screen: View>(@ViewBuilder _ make: @escaping (any Navigator) -> Screen) {}
        }
        struct NavigatorView<Content: View>: View, Navigator {
          @State private var stack: [AnyView] = []
          let content: (any Navigator) -> Content
          var body: some View { NavigationStack { content(self) } }
          func open<Screen: View>(@ViewBuilder _ make: @escaping (any Navigator) -> Screen) {
            let host = NavigatorView<Screen> { next in make(next) }
            stack.append(AnyView(host))
          }
        }
        """
      ))
    let description = ModelDescription(files)
    #expect(
      description.modules == [
        "Home: HomePresenter presenter, HomeView view",
        "Settings: SettingsPresenter presenter, SettingsView view",
      ])
    #expect(description.routes == ["Home -> Settings"])
  }

  /// A tab bar made of views alone: no presenter, interactor or router of its own.
  @Test func viewsAloneAreAScreenOfNoModule() {
    var files = Self.tabsApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "TabBarView(presenter: TabBarPresenter(tabs: tabs))", with: "TabBarView(tabs: tabs)")
    files[1].1 = """
      import SwiftUI
      struct TabBarScreen { let title: String }
      struct TabBarView: View {
        let tabs: [Tab]
        var body: some View { Text("tabs") }
      }
      """
    let description = ModelDescription(files)
    #expect(description.modules.map { $0.components(separatedBy: ":")[0] } == ["Account", "Feed"])
    #expect(description.routes.isEmpty)
  }

  /// A builder of no module that returns the tab bar screen, with the tabs it built on the way.
  static let tabsApp: [(String, String)] = [
    (
      "App/AppBuilder.swift",
      """
      import SwiftUI
      @MainActor struct AppBuilder {
        func tabBar() -> some View {
          let tabs = [
            Tab(title: "Feed", content: { feed() }),
            Tab(title: "Account", content: { account() }),
          ]
          return TabBarView(presenter: TabBarPresenter(tabs: tabs))
        }
        func feed() -> some View { FeedView(presenter: FeedPresenter()) }
        func account() -> some View { AccountView(presenter: AccountPresenter()) }
      }
      struct Tab { let title: String; let content: () -> any View }
      """
    ),
    (
      "TabBar/TabBar.swift",
      """
      import SwiftUI
      @Observable @MainActor final class TabBarPresenter {
        let tabs: [Tab]
        init(tabs: [Tab]) { self.tabs = tabs }
      }
      struct TabBarView: View {
        @State var presenter: TabBarPresenter
        var body: some View { Text("tabs") }
      }
      """
    ),
    (
      "Feed/Feed.swift",
      """
      import SwiftUI
      @Observable @MainActor final class FeedPresenter {}
      struct FeedView: View {
        @State var presenter: FeedPresenter
        var body: some View { Text("feed") }
      }
      """
    ),
    (
      "Account/Account.swift",
      """
      import SwiftUI
      @Observable @MainActor final class AccountPresenter {}
      struct AccountView: View {
        @State var presenter: AccountPresenter
        var body: some View { Text("account") }
      }
      """
    ),
  ]

  @Test func aBuilderThatReturnsOneScreenEmbedsTheOthersItBuilds() throws {
    let description = ModelDescription(Self.tabsApp)
    #expect(description.routes == ["TabBar -> Account", "TabBar -> Feed"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(route.chain.first == "embeds")
  }

  /// An app coordinator builds the tab bar when the splash screen finishes, then starts a
  /// coordinator of no module that starts one per tab; each tab's coordinator builds its
  /// screen through the module's wireframe.
  static let tabsCoordinatorsApp: [(String, String)] = {
    var files: [(String, String)] = [
      (
        "Coordinators/AppCoordinator.swift",
        """
        import UIKit
        final class AppCoordinator: SplashDelegate {
          let window: UIWindow
          private var tabsCoordinator: TabsCoordinator?
          init(window: UIWindow) { self.window = window }
          func splashDidFinish() {
            let tabs = TabBarWireframe.createModule()
            tabsCoordinator = TabsCoordinator(tabBar: tabs)
            tabsCoordinator?.start()
            window.rootViewController = tabs
          }
        }
        final class TabsCoordinator {
          let tabBar: UITabBarController
          private var feed: FeedCoordinator?
          private var account: AccountCoordinator?
          init(tabBar: UITabBarController) { self.tabBar = tabBar }
          func start() {
            let stacks = [UINavigationController(), UINavigationController()]
            feed = FeedCoordinator(stack: stacks[0])
            feed?.start()
            account = AccountCoordinator(stack: stacks[1])
            account?.start()
            tabBar.setViewControllers(stacks, animated: false)
          }
        }
        final class FeedCoordinator {
          let stack: UINavigationController
          init(stack: UINavigationController) { self.stack = stack }
          func start() { stack.setViewControllers([FeedWireframe.createModule()], animated: false) }
        }
        final class AccountCoordinator {
          let stack: UINavigationController
          init(stack: UINavigationController) { self.stack = stack }
          func start() {
            stack.setViewControllers([AccountWireframe.createModule()], animated: false)
          }
        }
        """
      ),
      (
        "Modules/Splash/Splash.swift",
        """
        import UIKit
        protocol SplashDelegate: AnyObject { func splashDidFinish() }
        protocol SplashViewProtocol: AnyObject {}
        final class SplashPresenter {
          weak var view: SplashViewProtocol?
          weak var delegate: SplashDelegate?
          func viewDidAppear() { delegate?.splashDidFinish() }
        }
        final class SplashViewController: UIViewController, SplashViewProtocol {
          var presenter: SplashPresenter?
        }
        enum SplashWireframe {
          static func createModule(delegate: SplashDelegate) -> UIViewController {
            let view = SplashViewController()
            let presenter = SplashPresenter()
            presenter.view = view
            presenter.delegate = delegate
            view.presenter = presenter
            return view
          }
        }
        """
      ),
    ]
    for (name, base) in [
      ("TabBar", "UITabBarController"), ("Feed", "UIViewController"),
      ("Account", "UIViewController"),
    ] {
      files.append(
        (
          "Modules/\(name)/\(name).swift",
          """
          import UIKit
          protocol \(name)ViewProtocol: AnyObject {}
          final class \(name)Presenter {
            weak var view: \(name)ViewProtocol?
          }
          final class \(name)ViewController: \(base), \(name)ViewProtocol {
            var presenter: \(name)Presenter?
          }
          enum \(name)Wireframe {
            static func createModule() -> \(name)ViewController {
              let view = \(name)ViewController()
              let presenter = \(name)Presenter()
              presenter.view = view
              view.presenter = presenter
              return view
            }
          }
          """
        ))
    }
    return files
  }()

  @Test func aFunctionThatBuildsOneScreenAndStartsTheCodeThatFillsItEmbedsWhatThatCodeBuilds() {
    // The tabs are the tab bar's routes, not the splash screen's, though the splash screen's
    // delegate call is what leads to them.
    #expect(
      ModelDescription(Self.tabsCoordinatorsApp).routes == [
        "Splash -> TabBar", "TabBar -> Account", "TabBar -> Feed",
      ])
    // Without the tab bar built there, the function shows what the code it runs shows.
    var files = Self.tabsCoordinatorsApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "let tabs = TabBarWireframe.createModule()", with: "let tabs = UITabBarController()")
    #expect(files[0].1.contains("let tabs = UITabBarController()"))
    #expect(ModelDescription(files).routes == ["Splash -> Account", "Splash -> Feed"])
    // A coordinator the function did not create (made with the app coordinator) is not set
    // up with the screen: what it shows is the caller's.
    files = Self.tabsCoordinatorsApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "    tabsCoordinator = TabsCoordinator(tabBar: tabs)\n", with: ""
    ).replacingOccurrences(
      of: "init(window: UIWindow) { self.window = window }",
      with:
        "init(window: UIWindow) {\n    self.window = window\n    tabsCoordinator = TabsCoordinator(tabBar: UITabBarController())\n  }"
    )
    #expect(!files[0].1.contains("TabsCoordinator(tabBar: tabs)"))
    #expect(
      ModelDescription(files).routes == ["Splash -> Account", "Splash -> Feed", "Splash -> TabBar"])
  }

  /// A flow coordinator handed each module's router factory by its own factory
  /// (`makeDetailRouter: DetailAssembly.router`, a static method as a value): the list's
  /// router tells the coordinator, which makes the detail's router with the factory and opens
  /// it; the router builds its screen with the assembly's `create`, set as its property.
  static let handedFactoriesApp: [(String, String)] = {
    var files: [(String, String)] = [
      (
        "Flow/BooksFlow.swift",
        """
        import UIKit
        final class BooksFlowCoordinator: ListRouterOutput {
          typealias MakeListRouter = (UINavigationController) -> ListRouterInput
          typealias MakeDetailRouter = (UINavigationController) -> DetailRouterInput
          let stack = UINavigationController()
          private let makeListRouter: MakeListRouter
          private let makeDetailRouter: MakeDetailRouter
          private var list: ListRouterInput?
          private var detail: DetailRouterInput?
          init(makeListRouter: @escaping MakeListRouter, makeDetailRouter: @escaping MakeDetailRouter) {
            self.makeListRouter = makeListRouter
            self.makeDetailRouter = makeDetailRouter
          }
          func start() {
            list = makeListRouter(stack)
            list?.delegate = self
            list?.open()
          }
          func listDidSelectBook() {
            detail = makeDetailRouter(stack)
            detail?.open()
          }
        }
        enum BooksFlowFactory {
          static func make() -> BooksFlowCoordinator {
            BooksFlowCoordinator(
              makeListRouter: ListAssembly.router, makeDetailRouter: DetailAssembly.router)
          }
        }
        """
      )
    ]
    for (name, output) in [("List", "listDidSelectBook"), ("Detail", "")] {
      let delegate =
        output.isEmpty
        ? ""
        : """

        protocol \(name)RouterOutput: AnyObject { func \(output)() }
        """
      let delegateProperty = output.isEmpty ? "" : "\n  weak var delegate: \(name)RouterOutput?"
      let delegateRequirement =
        output.isEmpty ? "" : "\n  var delegate: \(name)RouterOutput? { get set }"
      let forward = output.isEmpty ? "" : "delegate?.\(output)()"
      files.append(
        (
          "Modules/\(name)/\(name).swift",
          """
          import UIKit\(delegate)
          protocol \(name)RouterInput: AnyObject {\(delegateRequirement)
            func open()
          }
          protocol \(name)PresenterOutput: AnyObject { func didSelect() }
          protocol \(name)ViewInput: AnyObject {}
          final class \(name)Router: \(name)RouterInput, \(name)PresenterOutput {
            typealias ModuleAssembly = (\(name)PresenterOutput) -> UIViewController
            var moduleAssembly: ModuleAssembly?\(delegateProperty)
            let stack: UINavigationController
            init(stack: UINavigationController) { self.stack = stack }
            func open() {
              guard let screen = moduleAssembly?(self) else { return }
              stack.pushViewController(screen, animated: true)
            }
            func didSelect() { \(forward) }
          }
          final class \(name)Presenter {
            weak var view: \(name)ViewInput?
            weak var output: \(name)PresenterOutput?
            func didTapRow() { output?.didSelect() }
          }
          final class \(name)ViewController: UIViewController, \(name)ViewInput {
            var presenter: \(name)Presenter?
          }
          enum \(name)Assembly {
            static func create(output: \(name)PresenterOutput) -> UIViewController {
              let view = \(name)ViewController()
              let presenter = \(name)Presenter()
              presenter.view = view
              presenter.output = output
              view.presenter = presenter
              return view
            }
            static func router(stack: UINavigationController) -> \(name)RouterInput {
              let router = \(name)Router(stack: stack)
              router.moduleAssembly = Self.create
              return router
            }
          }
          """
        ))
    }
    return files
  }()

  @Test func aBuildersStaticMethodHandedAsAFactoryLeadsToItsModuleWhereItIsCalled() {
    // The list's presenter tells its router, whose delegate is the coordinator; the
    // coordinator's call of the factory it was handed builds the detail.
    #expect(ModelDescription(Self.handedFactoriesApp).routes == ["List -> Detail"])
    // Kept in a property of another name than its initializer's label, the same.
    var files = Self.handedFactoriesApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "makeDetailRouter: @escaping MakeDetailRouter)",
      with: "detailRouters: @escaping MakeDetailRouter)"
    ).replacingOccurrences(
      of: "self.makeDetailRouter = makeDetailRouter",
      with: "self.makeDetailRouter = detailRouters"
    ).replacingOccurrences(
      of: "makeDetailRouter: DetailAssembly.router)", with: "detailRouters: DetailAssembly.router)")
    #expect(files[0].1.contains("self.makeDetailRouter = detailRouters"))
    #expect(files[0].1.contains("detailRouters: DetailAssembly.router)"))
    #expect(ModelDescription(files).routes == ["List -> Detail"])
    // Handed a function of no module that builds no screen, the call shows nothing.
    files = Self.handedFactoriesApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "makeDetailRouter: DetailAssembly.router)",
      with: "makeDetailRouter: BooksFlowFactory.noDetail)"
    ).replacingOccurrences(
      of: "enum BooksFlowFactory {",
      with:
        "enum BooksFlowFactory {\n  static func noDetail(stack: UINavigationController) -> DetailRouterInput { fatalError() }"
    )
    #expect(files[0].1.contains("static func noDetail(stack:"))
    #expect(ModelDescription(files).routes == [])
  }

  /// A tab bar view whose tabs come from an enum's switch over itself, listed with `allCases`.
  static let tabEnumApp: [(String, String)] = [
    (
      "Main/MainTabs.swift",
      """
      import UIKit
      protocol MainViewInput: AnyObject { func select(tab: Int) }
      final class MainPresenter { weak var view: (any MainViewInput)? }
      private enum MainTab: CaseIterable {
        case news, more
        var screen: UIViewController {
          switch self {
          case .news: return Resolver.make(NewsViewController.self)
          case .more: return Resolver.make(MoreViewController.self)
          }
        }
      }
      final class MainViewController: UITabBarController, MainViewInput {
        var presenter: MainPresenter?
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = MainTab.allCases.map(\\.screen)
        }
        func select(tab: Int) {}
      }
      """
    ),
    (
      "News/News.swift",
      """
      import UIKit
      protocol NewsViewInput: AnyObject { func show(items: [String]) }
      final class NewsPresenter { weak var view: (any NewsViewInput)? }
      final class NewsViewController: UIViewController, NewsViewInput {
        var presenter: NewsPresenter?
        func show(items: [String]) {}
      }
      """
    ),
    (
      "More/More.swift",
      """
      import UIKit
      protocol MoreViewInput: AnyObject { func show(items: [String]) }
      final class MorePresenter { weak var view: (any MoreViewInput)? }
      final class MoreViewController: UIViewController, MoreViewInput {
        var presenter: MorePresenter?
        func show(items: [String]) {}
      }
      """
    ),
  ]

  /// A router makes a tab bar controller of no module (no presenter) the window's root; the
  /// controller builds its tabs when it is about to appear, not when its view loads. The
  /// tabs are the router's module's routes all the same: UIKit runs the controller's
  /// appearance methods when it is shown.
  @Test func aContainerOfNoModuleThatBuildsItsTabsWhenItAppearsRoutesFromItsOpener() {
    let container = """
      import UIKit
      final class MainTabsController: UITabBarController {
        override func viewDidLoad() { super.viewDidLoad(); tabBar.isTranslucent = false }
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          viewControllers = [LedgerRouter.makeModule(), PaymentsRouter.makeModule()]
        }
      }
      """
    var files: [(String, String)] = [("Main/MainTabsController.swift", container)]
    for name in ["Welcome", "Ledger", "Payments"] {
      let next =
        name == "Welcome"
        ? "func finish() { view?.view.window?.rootViewController = MainTabsController() }"
        : "func finish() {}"
      files.append(
        (
          "\(name)/\(name)Module.swift",
          """
          import UIKit
          protocol \(name)ViewInput: AnyObject { func show(title: String) }
          final class \(name)ViewController: UIViewController, \(name)ViewInput {
            var presenter: \(name)Presenter?
            func show(title: String) {}
          }
          final class \(name)Presenter {
            weak var view: (any \(name)ViewInput)?
            var router: \(name)Router?
            func done() { router?.finish() }
          }
          final class \(name)Router {
            weak var view: \(name)ViewController?
            \(next)
            static func makeModule() -> UIViewController {
              let view = \(name)ViewController()
              let presenter = \(name)Presenter()
              let router = \(name)Router()
              presenter.view = view
              presenter.router = router
              router.view = view
              view.presenter = presenter
              return view
            }
          }
          """
        ))
    }
    #expect(ModelDescription(files).routes == ["Welcome -> Ledger", "Welcome -> Payments"])
    // Built once it has appeared, the same.
    files[0].1 = container.replacingOccurrences(of: "viewWillAppear", with: "viewDidAppear")
    #expect(ModelDescription(files).routes == ["Welcome -> Ledger", "Welcome -> Payments"])
  }

  /// Coordinators that tell each other through closures kept in properties: the flow
  /// coordinator of no module sets the sign-in coordinator's `finished` and starts it; the
  /// sign-in coordinator hands its screen a completion that calls `finished`. When the view
  /// completes, the main screen is shown: the closure assigned to another object's property
  /// runs where that object calls it.
  static let closureFlowApp: [(String, String)] = {
    var files: [(String, String)] = []
    for name in ["Welcome", "Ledger"] {
      files.append(
        (
          "\(name)/\(name)Module.swift",
          """
          import UIKit
          protocol \(name)ViewInput: AnyObject { func show(title: String) }
          final class \(name)ViewController: UIViewController, \(name)ViewInput {
            var presenter: \(name)Presenter?
            var onDone: ((Bool) -> Void)?
            func show(title: String) {}
            func confirmTapped() { onDone?(true) }
          }
          final class \(name)Presenter {
            weak var view: (any \(name)ViewInput)?
          }
          enum \(name)Assembly {
            static func make() -> \(name)ViewController {
              let view = \(name)ViewController()
              let presenter = \(name)Presenter()
              presenter.view = view
              view.presenter = presenter
              return view
            }
          }
          """
        ))
    }
    files.append(
      (
        "Flow/Coordinators.swift",
        """
        import UIKit
        final class WelcomeCoordinator {
          let stack: UINavigationController
          var finished: (() -> Void)?
          init(stack: UINavigationController) { self.stack = stack }
          func begin() {
            let screen = WelcomeAssembly.make()
            screen.onDone = { [weak self] accepted in
              if accepted { self?.finished?() }
            }
            stack.setViewControllers([screen], animated: false)
          }
        }
        final class FlowCoordinator {
          let stack = UINavigationController()
          var children: [AnyObject] = []
          func begin() {
            let welcome = WelcomeCoordinator(stack: stack)
            welcome.finished = { [weak self] in self?.openLedger() }
            children.append(welcome)
            welcome.begin()
          }
          func openLedger() {
            stack.setViewControllers([LedgerAssembly.make()], animated: true)
          }
        }
        """
      ))
    return files
  }()

  @Test func aClosureAssignedToAnotherObjectsPropertyRunsWhereThatObjectCallsIt() throws {
    let description = ModelDescription(Self.closureFlowApp)
    #expect(description.routes == ["Welcome -> Ledger"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(route.chain.contains("WelcomeCoordinator.finished"))
  }

  @Test func aClosureAssignedByAnotherModulesCodeIsNotTheCallersRoute() {
    // The same closure written by Ledger's own presenter: what it shows is Ledger's doing,
    // not the Welcome coordinator's, which only calls what it was given.
    var files = Self.closureFlowApp
    files[1].1 = files[1].1.replacingOccurrences(
      of: "  weak var view: (any LedgerViewInput)?\n}",
      with: """
          weak var view: (any LedgerViewInput)?
          func restart(on stack: UINavigationController) {
            let welcome = WelcomeCoordinator(stack: stack)
            welcome.finished = { stack.pushViewController(LedgerAssembly.make(), animated: true) }
            welcome.begin()
          }
        }
        """)
    files[2].1 = files[2].1.replacingOccurrences(
      of: "welcome.finished = { [weak self] in self?.openLedger() }", with: "")
    #expect(files[1].1.contains("func restart"))
    #expect(!files[2].1.contains("openLedger() }"))
    #expect(!ModelDescription(files).routes.contains("Welcome -> Ledger"))
  }

  /// The flow coordinator opens a tabs coordinator of no module whose pages are a list of an
  /// enum's cases, each mapped through a shared switch to a module's screen.
  @Test func aListOfCasesMappedThroughASwitchShowsEachArm() {
    var files = Self.closureFlowApp
    files.append(
      (
        "History/HistoryModule.swift",
        files[1].1.replacingOccurrences(of: "Ledger", with: "History")
      ))
    let tabs = """
      enum Page { case ledger, history }
      final class TabsCoordinator {
        func pages() -> [UIViewController] {
          let pages: [Page] = [.history, .ledger].sorted { "\\($0)" < "\\($1)" }
          return pages.map { screen(for: $0) }
        }
        private func screen(for page: Page) -> UIViewController {
          switch page {
          case .ledger: return LedgerAssembly.make()
          case .history: return HistoryAssembly.make()
          }
        }
      }
      """
    files[2].1 =
      files[2].1.replacingOccurrences(
        of: "stack.setViewControllers([LedgerAssembly.make()], animated: true)",
        with: "stack.setViewControllers(TabsCoordinator().pages(), animated: true)") + tabs
    #expect(!files[2].1.contains("[LedgerAssembly.make()]"))
    #expect(ModelDescription(files).routes == ["Welcome -> History", "Welcome -> Ledger"])
    // The list written where it is mapped, the parameter named.
    files[2].1 = files[2].1.replacingOccurrences(
      of: "return pages.map { screen(for: $0) }",
      with: "return [Page.ledger, .history].map { page in screen(for: page) }")
    #expect(files[2].1.contains("{ page in screen(for: page) }"))
    #expect(ModelDescription(files).routes == ["Welcome -> History", "Welcome -> Ledger"])
  }

  @Test func everyArmOfAnEnumListedWithAllCasesIsATab() {
    #expect(ModelDescription(Self.tabEnumApp).routes == ["Main -> More", "Main -> News"])
  }

  @Test func allCasesHandedToTheViewListEveryArmToo() {
    // The presenter hands the cases to its view, which reads each one's `screen`: the module
    // shows every arm, from the presenter's call.
    let files = Self.tabEnumApp.map { path, source in
      (
        path,
        source.replacingOccurrences(
          of: "final class MainPresenter { weak var view: (any MainViewInput)? }",
          with: """
            final class MainPresenter {
              weak var view: (any MainViewInput)?
              func viewDidLoad() { view?.show(tabs: MainTab.allCases) }
            }
            """
        ).replacingOccurrences(
          of: "viewControllers = MainTab.allCases.map(\\.screen)", with: "presenter?.viewDidLoad()"
        ).replacingOccurrences(
          of: "func select(tab: Int) {}",
          with:
            "func select(tab: Int) {}\n  func show(tabs: [MainTab]) { viewControllers = tabs.map { $0.screen } }"
        ).replacingOccurrences(of: "private enum MainTab", with: "enum MainTab")
          .replacingOccurrences(
            of: "protocol MainViewInput: AnyObject { func select(tab: Int) }",
            with:
              "protocol MainViewInput: AnyObject { func select(tab: Int); func show(tabs: [MainTab]) }"
          )
      )
    }
    #expect(files[0].1.contains("view?.show(tabs: MainTab.allCases)"))
    #expect(!files[0].1.contains("allCases.map") && !files[0].1.contains("private enum"))
    #expect(ModelDescription(files).routes == ["Main -> More", "Main -> News"])
  }

  @Test func answersHandledInASwitchAreNoDestinations() {
    // `.success` is the standard library's `Result`: no enum of the codebase declares it, so
    // the answer a presenter handles leads nowhere, though its arm shows a module.
    var files = Self.destinationApp
    files.append(
      (
        "Orders/OrdersLoader.swift",
        """
        extension OrdersPresenter {
          func reload(_ done: @escaping (Result<Int, Error>) -> Void) { done(.success(1)) }
          func handle(_ answer: Result<Int, Error>) {
            switch answer {
            case .success(let id): router.openOrder(id)
            case .failure: break
            }
          }
        }
        """
      ))
    #expect(ModelDescription(files).routes == ["OrderDetail -> Settings", "Orders -> OrderDetail"])
  }

  @Test func aKeyThatNamesStoredDataIsNoDestination() {
    // `.orderDetail` is also a case of the destinations, but here it names a saved field.
    var files = Self.destinationApp
    files.append(
      (
        "Settings/SettingsState.swift",
        """
        struct SettingsState: Decodable {
          enum CodingKeys: String, CodingKey { case orderDetail }
          let lastOrder: Int
          init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            lastOrder = try container.decode(Int.self, forKey: .orderDetail)
          }
        }
        extension SettingsPresenter {
          func restore(from decoder: any Decoder) -> SettingsState? {
            UserDefaults.standard.set(true, forKey: "orderDetail")
            return try? SettingsState(from: decoder)
          }
        }
        """
      ))
    #expect(ModelDescription(files).routes == ["OrderDetail -> Settings", "Orders -> OrderDetail"])
  }

  /// A navigation service that keeps route handlers by route type: each feature's handler
  /// tests the route's type and hands back the feature to make, whose `build` makes the
  /// module. The routers hand route values to the service and never name another module.
  static let routeHandlersApp: [(String, String)] = [
    (
      "Navigation/Navigator.swift",
      """
      import UIKit
      protocol Route {}
      protocol Feature {
        init()
        func build(from route: any Route) -> UIViewController
      }
      protocol RouteHandler {
        var routeTypes: [any Route.Type] { get }
        func feature(for route: any Route) -> any Feature.Type
      }
      final class Navigator {
        private var handlers: [String: any RouteHandler] = [:]
        func register(_ handler: any RouteHandler) {
          for type in handler.routeTypes { handlers[String(describing: type)] = handler }
        }
        func open(_ route: any Route, from screen: UIViewController) {
          guard let handler = handlers[String(describing: type(of: route))] else { return }
          let feature = handler.feature(for: route).init()
          screen.present(feature.build(from: route), animated: true)
        }
      }
      struct CartRoute: Route { let items: [Int] }
      struct ReceiptRoute: Route { let total: Int }
      struct HelpRoute: Route {}
      struct LegalRoute: Route {}
      """
    ),
    (
      "Cart/Cart.swift",
      """
      import UIKit
      protocol CartViewInput: AnyObject { func show(lines: [String]) }
      final class CartPresenter {
        weak var view: (any CartViewInput)?
        var router: CartRouter?
        func payTapped() { router?.showReceipt(total: 12) }
      }
      final class CartViewController: UIViewController, CartViewInput {
        var presenter: CartPresenter?
        func show(lines: [String]) {}
      }
      final class CartRouter {
        weak var view: UIViewController?
        var navigator: Navigator?
        static func makeModule(navigator: Navigator) -> UIViewController {
          let view = CartViewController()
          let presenter = CartPresenter()
          let router = CartRouter()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          router.view = view
          router.navigator = navigator
          return view
        }
        func showReceipt(total: Int) {
          guard let view else { return }
          navigator?.open(ReceiptRoute(total: total), from: view)
        }
      }
      struct CartFeature: Feature {
        func build(from route: any Route) -> UIViewController {
          CartRouter.makeModule(navigator: Navigator())
        }
      }
      final class CartRouteHandler: RouteHandler {
        var routeTypes: [any Route.Type] { [CartRoute.self] }
        func feature(for route: any Route) -> any Feature.Type {
          guard route is CartRoute else { preconditionFailure("not a cart route") }
          return CartFeature.self
        }
      }
      """
    ),
    (
      "Receipt/Receipt.swift",
      """
      import UIKit
      protocol ReceiptViewInput: AnyObject { func show(total: String) }
      final class ReceiptPresenter {
        weak var view: (any ReceiptViewInput)?
        var router: ReceiptRouter?
        func doneTapped() { router?.close() }
      }
      final class ReceiptViewController: UIViewController, ReceiptViewInput {
        var presenter: ReceiptPresenter?
        func show(total: String) {}
      }
      final class ReceiptRouter {
        weak var view: UIViewController?
        static func makeModule() -> UIViewController {
          let view = ReceiptViewController()
          let presenter = ReceiptPresenter()
          let router = ReceiptRouter()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          router.view = view
          return view
        }
        func close() { view?.dismiss(animated: true) }
      }
      """
    ),
    (
      "Receipt/ReceiptFeature.swift",
      """
      import UIKit
      struct ReceiptFeature: Feature {
        func build(from route: any Route) -> UIViewController { ReceiptRouter.makeModule() }
      }
      final class ReceiptRouteHandler: RouteHandler {
        var routeTypes: [any Route.Type] { [ReceiptRoute.self] }
        func feature(for route: any Route) -> any Feature.Type {
          if let receipt = route as? ReceiptRoute, receipt.total > 0 { return ReceiptFeature.self }
          preconditionFailure("not a receipt route")
        }
      }
      """
    ),
    (
      "Help/Help.swift",
      """
      import UIKit
      final class HelpPresenter { weak var view: HelpViewController? }
      final class HelpViewController: UIViewController { var presenter: HelpPresenter? }
      final class HelpRouter {
        static func makeModule() -> UIViewController {
          let view = HelpViewController()
          let presenter = HelpPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      struct HelpFeature: Feature {
        func build(from route: any Route) -> UIViewController { HelpRouter.makeModule() }
      }
      final class HelpRouteHandler: RouteHandler {
        var routeTypes: [any Route.Type] { [HelpRoute.self, LegalRoute.self] }
        func feature(for route: any Route) -> any Feature.Type { HelpFeature.self }
      }
      """
    ),
  ]

  @Test func aRouteValueLeadsToTheFeatureTheHandlerThatTestsItsTypeHandsBack() {
    // Cart hands a `ReceiptRoute` to the navigator: the receipt handler's type test matches
    // it and hands back `ReceiptFeature`, whose `build` makes Receipt. The navigator's own
    // `open` reaches every feature through the protocol: no route of Cart's to Cart or Help.
    #expect(ModelDescription(Self.routeHandlersApp).routes == ["Cart -> Receipt"])
  }

  /// A router that makes a tab bar controller of no module the window's root: the tabs are
  /// built when its view loads.
  static let presenterlessTabBarApp: [(path: String, source: String)] = [
    (
      "Launch/Launch.swift",
      """
      import UIKit
      final class LaunchPresenter { weak var view: LaunchViewController?; var router: LaunchRouter? }
      final class LaunchViewController: UIViewController { var presenter: LaunchPresenter? }
      final class LaunchRouter {
        weak var window: UIWindow?
        static func createModule() -> UIViewController {
          let view = LaunchViewController()
          let presenter = LaunchPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
        func openMain() { window?.rootViewController = TabsController() }
      }
      final class TabsController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          addTabs()
        }
        private func addTabs() {
          viewControllers = [FeedRouter.createModule(), ProfileRouter.createModule()]
        }
      }
      """
    ),
    (
      "Feed/Feed.swift",
      """
      import UIKit
      final class FeedPresenter { weak var view: FeedViewController? }
      final class FeedViewController: UIViewController { var presenter: FeedPresenter? }
      enum FeedRouter {
        static func createModule() -> UIViewController {
          let view = FeedViewController()
          let presenter = FeedPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Profile/Profile.swift",
      """
      import UIKit
      final class ProfilePresenter { weak var view: ProfileViewController? }
      final class ProfileViewController: UIViewController { var presenter: ProfilePresenter? }
      enum ProfileRouter {
        static func createModule() -> UIViewController {
          let view = ProfileViewController()
          let presenter = ProfilePresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test func aTabBarControllerOfNoModuleShowsTheTabsItsViewLoads() {
    // `TabsController()` runs its initializer and, once on screen, `viewDidLoad`, which builds
    // Feed and Profile: Launch's router, which makes it the window's root, shows both.
    #expect(
      ModelDescription(Self.presenterlessTabBarApp).routes == [
        "Launch -> Feed", "Launch -> Profile",
      ])
  }

  /// A flow coordinator whose chain of steps ends in a module's builder, asked first from a
  /// caller whose own chain is longer than the navigation model follows.
  static let longChainApp: [(path: String, source: String)] = [
    (
      "Alpha/Alpha.swift",
      """
      import UIKit
      final class AlphaPresenter { weak var view: AlphaViewController?; var router: AlphaRouter? }
      final class AlphaViewController: UIViewController { var presenter: AlphaPresenter? }
      final class AlphaRouter {
        static func createModule() -> UIViewController {
          let view = AlphaViewController()
          let presenter = AlphaPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
        func next() { Relay.shared.hop1() }
      }
      """
    ),
    (
      "Beta/Beta.swift",
      """
      import UIKit
      final class BetaPresenter { weak var view: BetaViewController?; var router: BetaRouter? }
      final class BetaViewController: UIViewController { var presenter: BetaPresenter? }
      final class BetaRouter {
        static func createModule() -> UIViewController {
          let view = BetaViewController()
          let presenter = BetaPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
        func next() { Flow.shared.step1() }
      }
      """
    ),
    (
      "Zeta/Zeta.swift",
      """
      import UIKit
      final class ZetaPresenter { weak var view: ZetaViewController?; var router: ZetaRouter? }
      final class ZetaViewController: UIViewController { var presenter: ZetaPresenter? }
      final class ZetaRouter {
        static func createModule() -> UIViewController {
          let view = ZetaViewController()
          let presenter = ZetaPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }

      }
      """
    ),
    (
      "App/Flow.swift",
      """
      import UIKit
      final class Relay {
        static let shared = Relay()
        func hop1() { hop2() }
        func hop2() { hop3() }
        func hop3() { Flow.shared.step1() }
      }
      final class Flow {
        static let shared = Flow()
        func step1() { step2() }
        func step2() { step3() }
        func step3() { step4() }
        func step4() { step5() }
        func step5() { step6() }
        func step6() { step7() }
        func step7() { _ = ZetaRouter.createModule() }
      }
      """
    ),
  ]

  @Test func whatAChainCutAtTheDepthLimitReachedIsNotKeptForOtherCallers() {
    // Alpha's chain, through a relay of three steps, is cut before the builder; Beta's reaches
    // it, though Alpha is asked first.
    #expect(ModelDescription(Self.longChainApp).routes == ["Beta -> Zeta"])
  }

  /// One generic list screen (presenter, view, interactor) that two assemblies each wire to a
  /// router of their own, and a destination switch that builds each.
  static let sharedListApp: [(path: String, source: String)] = [
    (
      "Shared/ItemList.swift",
      """
      import SwiftUI
      protocol ItemListRouting: AnyObject { func open(id: Int) }
      final class ItemListInteractor { func load() -> [Int] { [] } }
      final class ItemListPresenter: ObservableObject {
        let interactor: ItemListInteractor
        let router: ItemListRouting
        init(interactor: ItemListInteractor, router: ItemListRouting) {
          self.interactor = interactor
          self.router = router
        }
        func select(_ id: Int) { router.open(id: id) }
      }
      struct ItemListView: View {
        @ObservedObject var presenter: ItemListPresenter
        var body: some View { Text("items") }
      }
      """
    ),
    (
      "Books/BooksListAssembly.swift",
      """
      import SwiftUI
      final class BooksListRouter: ItemListRouting {
        let navigator: Navigator
        init(navigator: Navigator) { self.navigator = navigator }
        func open(id: Int) { navigator.show(.bookDetail) }
      }
      enum BooksListAssembly {
        static func build(navigator: Navigator) -> some View {
          ItemListView(
            presenter: ItemListPresenter(
              interactor: ItemListInteractor(), router: BooksListRouter(navigator: navigator)))
        }
      }
      """
    ),
    (
      "Films/FilmsListAssembly.swift",
      """
      import SwiftUI
      final class FilmsListRouter: ItemListRouting {
        let navigator: Navigator
        init(navigator: Navigator) { self.navigator = navigator }
        func open(id: Int) { navigator.show(.filmDetail) }
      }
      enum FilmsListAssembly {
        static func build(navigator: Navigator) -> some View {
          ItemListView(
            presenter: ItemListPresenter(
              interactor: ItemListInteractor(), router: FilmsListRouter(navigator: navigator)))
        }
      }
      """
    ),
    (
      "Detail/Detail.swift",
      """
      import SwiftUI
      final class BookDetailPresenter: ObservableObject {}
      struct BookDetailView: View {
        @ObservedObject var presenter: BookDetailPresenter
        var body: some View { Text("book") }
      }
      final class FilmDetailPresenter: ObservableObject {}
      struct FilmDetailView: View {
        @ObservedObject var presenter: FilmDetailPresenter
        var body: some View { Text("film") }
      }
      """
    ),
    (
      "App/Navigator.swift",
      """
      import SwiftUI
      enum Destination: Hashable { case books, films, bookDetail, filmDetail }
      final class Navigator: ObservableObject {
        @Published var path: [Destination] = []
        func show(_ destination: Destination) { path.append(destination) }
        @ViewBuilder func view(for destination: Destination) -> some View {
          switch destination {
          case .books: BooksListAssembly.build(navigator: self)
          case .films: FilmsListAssembly.build(navigator: self)
          case .bookDetail: BookDetailView(presenter: BookDetailPresenter())
          case .filmDetail: FilmDetailView(presenter: FilmDetailPresenter())
          }
        }
      }
      """
    ),
  ]

  @Test func aPresenterThatTwoAssembliesEachWireIsTwoScreens() {
    let description = ModelDescription(Self.sharedListApp)
    #expect(
      description.modules == [
        "BookDetail: BookDetailPresenter presenter, BookDetailView view",
        "BooksList: BooksListAssembly builder, BooksListRouter router",
        "FilmDetail: FilmDetailPresenter presenter, FilmDetailView view",
        "FilmsList: FilmsListAssembly builder, FilmsListRouter router",
      ])
    #expect(description.routes == ["BooksList -> BookDetail", "FilmsList -> FilmDetail"])
  }

  @Test func theSharedPresenterIsEachOfThoseScreensCode() {
    // What the shared presenter does is every assembled screen's presenter code: a UI type
    // there is reported as in any presenter.
    let files = Self.sharedListApp.map { path, source in
      (
        path,
        source.replacingOccurrences(
          of: "  func select(_ id: Int) { router.open(id: id) }",
          with: "  func select(_ id: Int) { router.open(id: id) }\n  var tint: 1️⃣Color { .blue }")
      )
    }
    expectFindings(
      NoUIFrameworkTypesOutsideViews.self, in: files,
      [
        ExpectedFinding(
          "1️⃣",
          "the presenter 'ItemListPresenter' uses the SwiftUI type 'Color'; keep UI types in the view"
        )
      ])
  }

  @Test func aCaseAssignedToTheNavigatorsStateLeadsWhereItsArmBuilds() {
    // `navigator.sheet = .bookDetail(id: id)` sets the navigator's state to a destination, as
    // `navigator.show(.bookDetail)` hands one on.
    let files = Self.sharedListApp.map { path, source in
      (
        path,
        source.replacingOccurrences(
          of: "func open(id: Int) { navigator.show(.bookDetail) }",
          with: "func open(id: Int) { navigator.sheet = .bookDetail(id: id) }"
        ).replacingOccurrences(
          of: "enum Destination: Hashable { case books, films, bookDetail, filmDetail }",
          with:
            "enum Destination: Hashable {\n  case books, films, filmDetail\n  case bookDetail(id: Int)\n}"
        ).replacingOccurrences(
          of: "  @Published var path: [Destination] = []",
          with: "  @Published var path: [Destination] = []\n  @Published var sheet: Destination?")
      )
    }
    #expect(files.contains { $0.1.contains("navigator.sheet = .bookDetail(id: id)") })
    #expect(files.contains { $0.1.contains("var sheet: Destination?") })
    #expect(
      ModelDescription(files).routes == ["BooksList -> BookDetail", "FilmsList -> FilmDetail"])
  }

  /// Two flow coordinators whose step enums share a case name (`.start`), each mapping it to
  /// its own next step in a `next(_:)` switch.
  static let twoStepEnumsApp: [(path: String, source: String)] = [
    (
      "SignIn/SignIn.swift",
      """
      import UIKit
      final class SignInPresenter { weak var view: SignInViewController? }
      final class SignInViewController: UIViewController { var presenter: SignInPresenter? }
      enum SignInBuilder {
        static func build() -> UIViewController {
          let view = SignInViewController()
          let presenter = SignInPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Feed/Feed.swift",
      """
      import UIKit
      final class FeedPresenter { weak var view: FeedViewController? }
      final class FeedViewController: UIViewController { var presenter: FeedPresenter? }
      enum FeedBuilder {
        static func build() -> UIViewController {
          let view = FeedViewController()
          let presenter = FeedPresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
    (
      "Tabs/Tabs.swift",
      """
      import UIKit
      final class TabsPresenter { weak var view: TabsViewController?; var router: TabsRouter? }
      final class TabsViewController: UIViewController { var presenter: TabsPresenter? }
      final class TabsRouter {
        weak var view: UIViewController?
        var feedFlow: FeedFlow?
        func openFeed(in navigation: UINavigationController) {
          feedFlow = FeedFlow(navigation: navigation, step: .start)
          feedFlow?.run()
        }
      }
      """
    ),
    (
      "Flows/AppFlow.swift",
      """
      import UIKit
      enum AppFlowStep { case start, showSignIn }
      final class AppFlow {
        let navigation: UINavigationController
        var step: AppFlowStep
        init(navigation: UINavigationController, step: AppFlowStep) {
          self.navigation = navigation
          self.step = step
        }
        func run() {
          step = next(step)
          switch self.step {
          case .showSignIn: navigation.setViewControllers([SignInBuilder.build()], animated: false)
          case .start: break
          }
        }
        private func next(_ step: AppFlowStep) -> AppFlowStep {
          switch step {
          case .start: return .showSignIn
          case .showSignIn: return step
          }
        }
      }
      """
    ),
    (
      "Flows/FeedFlow.swift",
      """
      import UIKit
      enum FeedFlowStep { case start, showFeed }
      final class FeedFlow {
        let navigation: UINavigationController
        var step: FeedFlowStep
        init(navigation: UINavigationController, step: FeedFlowStep) {
          self.navigation = navigation
          self.step = step
        }
        func run() {
          step = next(step)
          switch self.step {
          case .showFeed: navigation.pushViewController(FeedBuilder.build(), animated: true)
          case .start: break
          }
        }
        private func next(_ step: FeedFlowStep) -> FeedFlowStep {
          switch step {
          case .start: return .showFeed
          case .showFeed: return step
          }
        }
      }
      """
    ),
  ]

  @Test func aCaseHandedToAnInitializerIsOfItsParametersEnumNotALookalike() {
    // `FeedFlow(navigation:step: .start)` makes a `FeedFlowStep`: AppFlow's switch over its own
    // `.start`, which leads to SignIn, is not where it goes.
    #expect(ModelDescription(Self.twoStepEnumsApp).routes == ["Tabs -> Feed"])
  }

  /// A tab bar controller of no module given its screens in order, and a module's router that
  /// switches tabs by place.
  static let tabsByIndexApp: [(path: String, source: String)] = [
    (
      "Home/Home.swift",
      """
      import UIKit
      final class HomePresenter {
        weak var view: HomeViewController?
        var router: HomeRouter?
        var selectedIndex = 0
        func didTapSearch() { router?.openSearch() }
        func didPickFilter() { selectedIndex = 1 }
      }
      final class HomeViewController: UIViewController { var presenter: HomePresenter? }
      final class HomeRouter {
        weak var viewController: UIViewController?
        func openSearch() {
          if let tabBarController = viewController?.tabBarController {
            tabBarController.selectedIndex = 1
          }
        }
      }
      """
    ),
    (
      "Search/Search.swift",
      """
      import UIKit
      final class SearchPresenter { weak var view: SearchViewController? }
      final class SearchViewController: UIViewController { var presenter: SearchPresenter? }
      """
    ),
    (
      "Profile/Profile.swift",
      """
      import UIKit
      final class ProfilePresenter { weak var view: ProfileViewController? }
      final class ProfileViewController: UIViewController { var presenter: ProfilePresenter? }
      """
    ),
    (
      "App/Screens.swift",
      """
      import UIKit
      enum Screens {
        static func home() -> UIViewController {
          let view = HomeViewController()
          let presenter = HomePresenter()
          let router = HomeRouter()
          view.presenter = presenter
          presenter.view = view
          presenter.router = router
          router.viewController = view
          return UINavigationController(rootViewController: view)
        }
        static func search() -> UIViewController {
          let view = SearchViewController()
          let presenter = SearchPresenter()
          view.presenter = presenter
          presenter.view = view
          return UINavigationController(rootViewController: view)
        }
        static func profile() -> UIViewController {
          let view = ProfileViewController()
          let presenter = ProfilePresenter()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let home = Screens.home()
          let search = Screens.search()
          viewControllers = [home, search, Screens.profile()]
        }
      }
      """
    ),
  ]

  @Test func aTabSelectedByItsPlaceIsTheScreenAtThatPlaceOfTheTabList() {
    // Home's router selects the second tab of the tab bar that holds Home: Search. The
    // presenter's own `selectedIndex` is no tab bar's.
    #expect(ModelDescription(Self.tabsByIndexApp).routes == ["Home -> Search"])
  }

  @Test func aTabListGivenBySetViewControllersNamesTheScreensItsLocalsWrap() {
    // The tabs handed to `setViewControllers(_:animated:)`, each wrapped in a navigation
    // controller made in a local: the list is what `viewControllers = [...]` sets.
    var files = Self.tabsByIndexApp
    files[3].source = files[3].source.replacingOccurrences(
      of: """
            let home = Screens.home()
            let search = Screens.search()
            viewControllers = [home, search, Screens.profile()]
        """,
      with: """
            let home = UINavigationController(rootViewController: Screens.home())
            let search = UINavigationController(rootViewController: Screens.search())
            setViewControllers([home, search, Screens.profile()], animated: false)
        """)
    #expect(files[3].source.contains("setViewControllers"))
    #expect(ModelDescription(files).routes == ["Home -> Search"])
    // The screen a builder's result holds (`search.screen`, the local set to the container
    // `Screens.searchModule()` makes the module in): that module's.
    files[3].source = files[3].source.replacingOccurrences(
      of: "let search = UINavigationController(rootViewController: Screens.search())",
      with: """
        let search = Screens.searchModule()
            let wrapped = UINavigationController(rootViewController: search.screen)
        """
    )
    .replacingOccurrences(of: "[home, search,", with: "[home, wrapped,")
    .replacingOccurrences(
      of: "  static func profile() -> UIViewController {",
      with: """
          struct Made { let screen: UIViewController }
          static func searchModule() -> Made {
            let view = SearchViewController()
            let presenter = SearchPresenter()
            view.presenter = presenter
            presenter.view = view
            return Made(screen: view)
          }
          static func profile() -> UIViewController {
        """)
    #expect(files[3].source.contains("search.screen"))
    #expect(ModelDescription(files).routes == ["Home -> Search"])
  }

  /// A tab bar controller that keeps its tabs' views in stored properties, wraps each in a
  /// navigation controller (`[feed, saved].map { ... }`), and hands itself to each tab's
  /// presenter; Saved's view selects the first tab through the controller its presenter holds.
  /// Feed's presenter keeps a `selectedIndex` of a class that is no tab bar controller.
  static let heldTabBarApp: [(path: String, source: String)] = {
    func tab(_ name: String, viewCode: String = "") -> (path: String, source: String) {
      (
        "\(name)/\(name).swift",
        """
        import UIKit
        final class \(name)Presenter {
          weak var view: \(name)ViewController?
          var tabs: AppTabsViewController?
          var pager: Pager?
        }
        final class \(name)ViewController: UIViewController {
          var presenter: \(name)Presenter?
          func didTapEmpty() { \(viewCode) }
        }
        enum \(name)Builder {
          static func build(tabs: AppTabsViewController) -> UIViewController {
            let view = \(name)ViewController()
            let presenter = \(name)Presenter()
            view.presenter = presenter
            presenter.view = view
            presenter.tabs = tabs
            return view
          }
        }
        """
      )
    }
    return [
      tab("Feed", viewCode: "presenter?.pager?.selectedIndex = 1"),
      tab("Saved", viewCode: "presenter?.tabs?.selectedIndex = 0"),
      tab("Inbox"),
      (
        "App/AppTabsViewController.swift",
        """
        import UIKit
        final class Pager { var selectedIndex = 0 }
        final class AppTabsViewController: UITabBarController {
          var feed: FeedViewController!
          var saved: SavedViewController!
          var inbox: InboxViewController!
          override func viewDidLoad() {
            super.viewDidLoad()
            feed = FeedBuilder.build(tabs: self) as? FeedViewController
            saved = SavedBuilder.build(tabs: self) as? SavedViewController
            inbox = InboxBuilder.build(tabs: self) as? InboxViewController
            viewControllers = [feed, saved, inbox].map { UINavigationController(rootViewController: $0) }
          }
        }
        """
      ),
    ]
  }()

  @Test(
    "a tab selected by place through a tab bar controller a presenter holds is the screen at that place of the controller's list, a list mapped into navigation controllers of the views it keeps; a selectedIndex of another class selects no tab"
  )
  func aTabSelectedThroughAHeldTabBarControllerIsARoute() {
    #expect(ModelDescription(Self.heldTabBarApp).routes == ["Saved -> Feed"])
  }

  /// One router class whose protocol extension builds every screen, each with a new router of
  /// its own (`let router = AppRouter()`), and presenters that hold it through an alias they
  /// nest (`typealias Routes = ShopRoute`).
  static let selfBuildingRouterApp: [(String, String)] = [
    (
      "Routing/Routes.swift",
      """
      import UIKit
      public protocol Navigating: AnyObject { func go(to screen: UIViewController) }
      public protocol ShopRoute {
        func makeShopTab() -> UIViewController
        func toItem(id: Int)
      }
      public final class AppRouter: Navigating {
        public weak var root: UIViewController?
        public func go(to screen: UIViewController) {
          root?.navigationController?.pushViewController(screen, animated: true)
        }
      }
      extension ShopRoute where Self: Navigating {
        public func makeShopTab() -> UIViewController {
          let router = AppRouter()
          let screen = ShopViewController()
          let presenter = ShopPresenter(router: router)
          screen.presenter = presenter
          presenter.view = screen
          router.root = screen
          return screen
        }
        func toItem(with id: Int) {
          let router = AppRouter()
          let screen = ItemViewController()
          let presenter = ItemPresenter(router: router, id: id)
          screen.presenter = presenter
          presenter.view = screen
          router.root = screen
          go(to: screen)
        }
      }
      extension AppRouter: ShopRoute {
        public func toItem(id: Int) { toItem(with: id) }
      }
      """
    ),
    (
      "Shop/Shop.swift",
      """
      import UIKit
      protocol ShopView: AnyObject {}
      final class ShopViewController: UIViewController, ShopView {
        var presenter: ShopPresenter?
      }
      final class ShopPresenter {
        typealias Routes = ShopRoute
        weak var view: (any ShopView)?
        private let router: Routes
        init(router: Routes) { self.router = router }
        func select(id: Int) { router.toItem(id: id) }
      }
      """
    ),
    (
      "Item/Item.swift",
      """
      import UIKit
      protocol ItemView: AnyObject {}
      final class ItemViewController: UIViewController, ItemView {
        var presenter: ItemPresenter?
      }
      final class ItemPresenter {
        typealias Routes = ShopRoute
        weak var view: (any ItemView)?
        private let router: Routes
        init(router: Routes, id: Int) { self.router = router }
      }
      """
    ),
  ]

  @Test func aRouterThatBuildsEachScreenWithANewOneOfItselfIsNoModulesAndRoutesWhereItIsCalled()
    throws
  {
    let description = ModelDescription(Self.selfBuildingRouterApp)
    // The router is made with every screen: a member of none (it was Shop's, and every screen
    // its extension builds was a route of Shop's).
    #expect(
      description.modules == [
        "Item: ItemPresenter presenter, ItemViewController view",
        "Shop: ShopPresenter presenter, ShopViewController view",
      ])
    #expect(description.routes == ["Shop -> Item"])
    // The presenter's `router: Routes` is its own alias's protocol, whose implementer runs
    // the extension's builder.
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(route.chain.contains("ShopRoute.toItem"))
  }

  /// Every wireframe wraps its SwiftUI screen in the app's one generic hosting controller.
  static let hostedScreensApp: [(String, String)] = [
    (
      "Common/HostingViewController.swift",
      """
      import SwiftUI
      import UIKit
      class HostingViewController<Content: View>: UIViewController {
        var content: Content!
      }
      class BaseWireframe<Screen: UIViewController> {
        let screen: Screen
        init(screen: Screen) { self.screen = screen }
      }
      """
    ),
    (
      "Books/Books.swift",
      """
      import SwiftUI
      import UIKit
      protocol BooksWireframeInterface: AnyObject { func openAuthor() }
      final class BooksPresenter: ObservableObject {
        private let wireframe: any BooksWireframeInterface
        init(wireframe: any BooksWireframeInterface) { self.wireframe = wireframe }
        func open() { wireframe.openAuthor() }
      }
      struct BooksView: View {
        @ObservedObject var presenter: BooksPresenter
        var body: some View { Text("books") }
      }
      final class BooksWireframe: BaseWireframe<HostingViewController<BooksView>>, BooksWireframeInterface {
        init() {
          let screen = HostingViewController<BooksView>()
          super.init(screen: screen)
          let presenter = BooksPresenter(wireframe: self)
          screen.content = BooksView(presenter: presenter)
        }
        func openAuthor() {
          screen.navigationController?.pushViewController(AuthorWireframe().screen, animated: true)
        }
      }
      """
    ),
    (
      "Author/Author.swift",
      """
      import SwiftUI
      import UIKit
      protocol AuthorWireframeInterface: AnyObject {}
      final class AuthorPresenter: ObservableObject {
        private let wireframe: any AuthorWireframeInterface
        init(wireframe: any AuthorWireframeInterface) { self.wireframe = wireframe }
      }
      struct AuthorPage: View {
        @ObservedObject var presenter: AuthorPresenter
        var body: some View { Text("author") }
      }
      final class AuthorWireframe: BaseWireframe<HostingViewController<AuthorPage>>, AuthorWireframeInterface {
        init() {
          let screen = HostingViewController<AuthorPage>()
          super.init(screen: screen)
          let presenter = AuthorPresenter(wireframe: self)
          screen.content = AuthorPage(presenter: presenter)
        }
      }
      """
    ),
  ]

  @Test func aContainerEveryWireframeWrapsItsScreenInIsNoModulesView() {
    let description = ModelDescription(Self.hostedScreensApp)
    // The container was the author module's view, and each wireframe bound to it held that
    // module's concrete view.
    #expect(
      description.modules == [
        "Author: AuthorPresenter presenter, AuthorWireframe router",
        "Books: BooksPresenter presenter, BooksView view, BooksWireframe router",
      ])
    // Only the push: no module leads to the container's.
    #expect(description.routes == ["Books -> Author"])
    // The wireframe binding its base to the container holds no module's concrete view.
    expectFindings(HoldRolesThroughProtocols.self, in: Self.hostedScreensApp, [])
  }

  /// A flow coordinator builds two modules and hands its own methods to their builders, which
  /// keep them in the presenters' closure properties; no presenter holds the coordinator.
  static let handedMethodsApp: [(String, String)] = [
    (
      "Flows/AppFlowCoordinator.swift",
      """
      import UIKit
      final class AppFlowCoordinator {
        let stack = UINavigationController()
        var onLogOut: (() -> Void)?
        func start() {
          let screen = SettingsModule().build(onTheme: showThemes(animated:), onLogOut: onLogOut)
          stack.setViewControllers([screen], animated: false)
        }
        func showThemes(animated: Bool) {
          stack.present(ThemesModule().build(), animated: animated)
        }
      }
      """
    ),
    (
      "Settings/SettingsModule.swift",
      """
      import UIKit
      final class SettingsModule {
        func build(onTheme: ((Bool) -> Void)?, onLogOut: (() -> Void)?) -> UIViewController {
          let view = SettingsViewController()
          let presenter = SettingsPresenter(view: view)
          presenter.onTheme = onTheme
          presenter.onLogOut = onLogOut
          view.presenter = presenter
          return view
        }
      }
      final class SettingsPresenter {
        weak var view: SettingsViewController?
        var onTheme: ((Bool) -> Void)?
        var onLogOut: (() -> Void)?
        init(view: SettingsViewController) { self.view = view }
        func didTapTheme() { onTheme?(true) }
      }
      final class SettingsViewController: UIViewController {
        var presenter: SettingsPresenter?
      }
      """
    ),
    (
      "Themes/ThemesModule.swift",
      """
      import UIKit
      final class ThemesModule {
        func build() -> UIViewController {
          let view = ThemesViewController()
          view.presenter = ThemesPresenter(view: view)
          return view
        }
      }
      final class ThemesPresenter {
        weak var view: ThemesViewController?
        init(view: ThemesViewController) { self.view = view }
      }
      final class ThemesViewController: UIViewController {
        var presenter: ThemesPresenter?
      }
      """
    ),
  ]

  @Test func aMethodHandedAsAClosureRunsWhereTheModuleCallsWhatItKept() throws {
    let description = ModelDescription(Self.handedMethodsApp)
    // The method reference, handed to the builder and assigned on to the presenter's property.
    #expect(description.routes == ["Settings -> Themes"])
    let route = try #require(description.codebase.units.first?.reportedRoutes.first)
    #expect(route.chain.contains("SettingsPresenter.onTheme"))
    #expect(route.chain.contains("AppFlowCoordinator.showThemes"))
  }

  @Test func aCoordinatorThatBuildsTwoModulesNoneItsOwnAndNoRoleHoldsIsNoModules() {
    // The flow's coordinator, named for no screen, is no member of either module.
    #expect(
      ModelDescription(Self.handedMethodsApp).modules == [
        "Settings: SettingsModule builder, SettingsPresenter presenter, SettingsViewController view",
        "Themes: ThemesModule builder, ThemesPresenter presenter, ThemesViewController view",
      ])
    // Named for Settings, it builds its own stem's screen: it is that module's router.
    var files = Self.handedMethodsApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "AppFlowCoordinator", with: "SettingsCoordinator")
    #expect(files[0].1.contains("final class SettingsCoordinator"))
    #expect(
      ModelDescription(files).modules == [
        "Settings: SettingsCoordinator router, SettingsModule builder, SettingsPresenter presenter, SettingsViewController view",
        "Themes: ThemesModule builder, ThemesPresenter presenter, ThemesViewController view",
      ])
  }

  @Test func aMethodHandedButNeverCalledIsNoRoute() {
    // The presenter keeps the method and never calls it: nothing is shown.
    var files = Self.handedMethodsApp
    files[1].1 = files[1].1.replacingOccurrences(
      of: "func didTapTheme() { onTheme?(true) }", with: "func didTapTheme() {}")
    #expect(!files[1].1.contains("onTheme?(true)"))
    #expect(ModelDescription(files).routes.isEmpty)
  }

  /// Routers made of mixins: each way to another screen is a protocol whose extension
  /// implements its one requirement by building and pushing that screen. A module's router
  /// protocol refines the mixins it needs and its class implements nothing itself; another
  /// module's router class adopts a mixin directly.
  static let mixinRoutersApp: [(String, String)] = {
    var files: [(String, String)] = [
      (
        "Shared/OpensAuthorPage.swift",
        """
        import UIKit
        protocol OpensAuthorPage: AnyObject {
          var screen: UIViewController? { get }
          func openAuthorPage(name: String)
        }
        extension OpensAuthorPage {
          func openAuthorPage(name: String) {
            let page = AuthorAssembly.make()
            screen?.navigationController?.pushViewController(page, animated: true)
          }
        }
        """
      )
    ]
    // Each module: its router's declarations, the property its presenter holds the router
    // by, and what the presenter calls on it.
    let modules = [
      (
        "Shelf",
        "protocol ShelfRouting: OpensAuthorPage {}\nfinal class ShelfRouter: ShelfRouting {",
        "router: any ShelfRouting", "router.openAuthorPage(name: title)"
      ),
      (
        "Review",
        "protocol ReviewRouting: AnyObject {}\nfinal class ReviewRouter: ReviewRouting, OpensAuthorPage {",
        "opener: any OpensAuthorPage", "opener.openAuthorPage(name: title)"
      ),
      (
        "Author", "protocol AuthorRouting: AnyObject {}\nfinal class AuthorRouter: AuthorRouting {",
        "opener: any AuthorRouting", ""
      ),
    ]
    for (name, router, held, call) in modules {
      let property = held.prefix { $0 != ":" }
      files.append(
        (
          "\(name)/\(name)Module.swift",
          """
          import UIKit
          protocol \(name)ViewInput: AnyObject { func show(title: String) }
          final class \(name)ViewController: UIViewController, \(name)ViewInput {
            var presenter: \(name)Presenter?
            func show(title: String) {}
          }
          \(router)
            weak var screen: UIViewController?
          }
          final class \(name)Presenter {
            weak var view: (any \(name)ViewInput)?
            let \(held)
            init(\(held)) { self.\(property) = \(property) }
            func didPick(title: String) { \(call) }
          }
          enum \(name)Assembly {
            static func make() -> \(name)ViewController {
              let view = \(name)ViewController()
              let router = \(name)Router()
              let presenter = \(name)Presenter(\(property): router)
              router.screen = view
              presenter.view = view
              view.presenter = presenter
              return view
            }
          }
          """
        ))
    }
    return files
  }()

  @Test func aCallRunsTheDefaultImplementationOfAProtocolTheRouterAdopts() {
    // Through the module's own protocol, which refines the mixin, and through the mixin
    // itself, held by a class that adopts it: both run the extension's method.
    #expect(
      ModelDescription(Self.mixinRoutersApp).routes == ["Review -> Author", "Shelf -> Author"])
    // A router that implements the requirement itself runs its own method, not the default.
    var files = Self.mixinRoutersApp
    files[1].1 = files[1].1.replacingOccurrences(
      of: "  weak var screen: UIViewController?\n}",
      with: "  weak var screen: UIViewController?\n  func openAuthorPage(name: String) {}\n}")
    #expect(files[1].1.contains("func openAuthorPage(name: String) {}"))
    #expect(ModelDescription(files).routes == ["Review -> Author"])
  }
}
