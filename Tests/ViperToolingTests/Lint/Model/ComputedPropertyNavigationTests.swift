import Testing

@testable import ViperTooling

/// Reading a computed property runs its getter: a route follows a read as it follows a call.
@Suite struct ComputedPropertyNavigationTests {
  /// A UIKit module: a view controller, a presenter, a router that keeps the screen, and an
  /// assembly; the router's extra members and its methods' bodies are given.
  static func module(_ name: String, routerMembers: String = "", presenterCalls: String = "")
    -> (String, String)
  {
    (
      "\(name)/\(name)Module.swift",
      """
      import UIKit
      final class \(name)ViewController: UIViewController {
        var presenter: \(name)Presenter?
      }
      final class \(name)Router {
        weak var screen: UIViewController?
      \(routerMembers)
      }
      final class \(name)Presenter {
        weak var view: \(name)ViewController?
        let router: \(name)Router
        init(router: \(name)Router) { self.router = router }
        func didTapNext() { \(presenterCalls) }
      }
      enum \(name)Assembly {
        static func make() -> \(name)ViewController {
          let view = \(name)ViewController()
          let router = \(name)Router()
          let presenter = \(name)Presenter(router: router)
          router.screen = view
          presenter.view = view
          view.presenter = presenter
          return view
        }
      }
      """
    )
  }

  /// Every screen made by one factory of no module, each a computed property; routers hold
  /// the factory by its protocol and read the property they need.
  static let screenFactoryApp: [(String, String)] = [
    (
      "Shared/ScreenFactory.swift",
      """
      import UIKit
      protocol ScreenFactory: AnyObject {
        var catalogScreen: UIViewController { get }
        var basketScreen: UIViewController { get }
        var appTitle: String { get }
      }
      final class AppScreenFactory: ScreenFactory {
        var catalogScreen: UIViewController { CatalogAssembly.make() }
        var basketScreen: UIViewController {
          let screen = BasketAssembly.make()
          screen.title = appTitle
          return screen
        }
        var appTitle: String { "Shop" }
      }
      """
    ),
    module(
      "Welcome",
      routerMembers: """
          var factory: ScreenFactory?
          func openCatalog() {
            if let next = factory?.catalogScreen {
              screen?.navigationController?.pushViewController(next, animated: true)
            }
          }
        """,
      presenterCalls: "router.openCatalog()"),
    module(
      "Catalog",
      routerMembers: """
          let factory: ScreenFactory = AppScreenFactory()
          func openBasket() {
            screen?.present(factory.basketScreen, animated: true)
          }
          func caption() -> String { factory.appTitle }
        """,
      presenterCalls: "router.openBasket()"),
    module("Basket"),
  ]

  @Test func aScreenReadFromAFactorysComputedPropertyIsARoute() {
    // Through the protocol to its implementer's getter, which builds the screen: read as a
    // local's value, and as an argument; the title's getter builds nothing.
    #expect(
      ModelDescription(Self.screenFactoryApp).routes == [
        "Catalog -> Basket", "Welcome -> Catalog",
      ])
  }

  @Test func aSharedRoutersArmThatReadsAScreenRunsForTheValueThatMatchesIt() {
    // One navigator of no module maps each route to the factory's property that builds it;
    // each module hands it the route it wants.
    var files = Self.screenFactoryApp
    files.append(
      (
        "Shared/Navigator.swift",
        """
        import UIKit
        enum Route { case catalog, basket }
        final class Navigator {
          let factory: ScreenFactory = AppScreenFactory()
          weak var stack: UINavigationController?
          func open(_ route: Route) {
            stack?.pushViewController(screen(for: route), animated: true)
          }
          private func screen(for route: Route) -> UIViewController {
            switch route {
            case .catalog: return factory.catalogScreen
            case .basket: return factory.basketScreen
            }
          }
        }
        """
      ))
    files[1] = Self.module(
      "Welcome",
      routerMembers: """
          let navigator = Navigator()
          func openCatalog() { navigator.open(.catalog) }
        """,
      presenterCalls: "router.openCatalog()")
    files[2] = Self.module(
      "Catalog",
      routerMembers: """
          let navigator = Navigator()
          func openBasket() { navigator.open(.basket) }
        """,
      presenterCalls: "router.openBasket()")
    #expect(
      ModelDescription(files).routes == ["Catalog -> Basket", "Welcome -> Catalog"])
  }

  @Test func aStoredPropertyOfTheSameNameRunsNothing() {
    // The factory keeps the screens it was handed: reading one shows nothing by itself.
    var files = Self.screenFactoryApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "var catalogScreen: UIViewController { CatalogAssembly.make() }",
      with: "var catalogScreen: UIViewController = UIViewController()")
    #expect(files[0].1.contains("= UIViewController()"))
    #expect(ModelDescription(files).routes == ["Catalog -> Basket"])
  }

  /// A tab container of no module whose `didSet` builds the selected tab; the sign-in router
  /// makes it. `selection` is set where `setting` is written; read only, it builds nothing.
  static func observedTabsApp(setting: String) -> [(String, String)] {
    [
      (
        "Shared/TabsViewController.swift",
        """
        import UIKit
        enum Tab { case catalog, basket }
        final class TabsViewController: UIViewController {
          var selection: Tab = .catalog {
            didSet { showSelection() }
          }
          override func viewDidLoad() {
            super.viewDidLoad()
            \(setting)
          }
          private func showSelection() {
            switch selection {
            case .catalog: addChild(CatalogAssembly.make())
            case .basket: addChild(BasketAssembly.make())
            }
          }
        }
        """
      ),
      module(
        "Welcome",
        routerMembers: """
            func openTabs() { screen?.view.window?.rootViewController = TabsViewController() }
          """,
        presenterCalls: "router.openTabs()"),
      module("Catalog"), module("Basket"),
    ]
  }

  @Test func assigningAPropertyRunsItsObserver() {
    #expect(
      ModelDescription(Self.observedTabsApp(setting: "selection = .catalog")).routes == [
        "Welcome -> Basket", "Welcome -> Catalog",
      ])
    // Reading it runs nothing: no code assigns it, so no tab is built.
    #expect(
      ModelDescription(Self.observedTabsApp(setting: "print(selection)")).routes.isEmpty)
  }

  /// Screens made by a static factory on their own class, in a helper of no module the
  /// router calls: one a protocol extension of the codebase declares (`-> Self`), and one no
  /// code of the codebase declares (a library's, such as Reusable's `instantiate()`).
  @Test func aStaticFactoryOnAScreensClassMakesIt() {
    let files = [
      (
        "Shared/Screens.swift",
        """
        import UIKit
        protocol Storyboarded {}
        extension Storyboarded where Self: UIViewController {
          static func fromStoryboard() -> Self { fatalError() }
        }
        extension CatalogViewController: Storyboarded {}
        enum Screens {
          static func catalog() -> UIViewController { CatalogViewController.fromStoryboard() }
          static func basket() -> UIViewController {
            let next = BasketViewController.instantiate()
            return next
          }
        }
        """
      ),
      Self.module(
        "Welcome",
        routerMembers: """
            func openCatalog() {
              screen?.navigationController?.pushViewController(Screens.catalog(), animated: true)
            }
            func openBasket() { screen?.present(Screens.basket(), animated: true) }
          """,
        presenterCalls: "router.openCatalog(); router.openBasket()"),
      Self.module("Catalog"), Self.module("Basket"),
    ]
    #expect(ModelDescription(files).routes == ["Welcome -> Basket", "Welcome -> Catalog"])
  }

  @Test func aContainerReadThroughAGetterShowsOnlyWhatIsResolvedFromIt() {
    // The getter builds the container, registering a factory of every screen: the container
    // keeps those closures and runs one when its type is resolved.
    let files: [(String, String)] = [
      (
        "Shared/Dependencies.swift",
        """
        import Swinject
        final class Dependencies {
          static let shared = Dependencies()
          var container: Container { makeContainer() }
          private func makeContainer() -> Container {
            let container = Container()
            container.register(CatalogViewController.self) { _ in CatalogAssembly.make() }
            container.register(BasketViewController.self) { _ in BasketAssembly.make() }
            return container
          }
        }
        """
      ),
      Self.module(
        "Welcome",
        routerMembers: """
            func openCatalog() {
              if let next = Dependencies.shared.container.resolve(CatalogViewController.self) {
                screen?.navigationController?.pushViewController(next, animated: true)
              }
            }
          """,
        presenterCalls: "router.openCatalog()"),
      Self.module("Catalog"),
      Self.module("Basket"),
    ]
    #expect(ModelDescription(files).routes == ["Welcome -> Catalog"])
  }

  @Test func aTabBarResolvedFromAContainerShowsTheTabsItsFactoryGives() {
    // The factory resolves a tab bar controller of no module by its metatype; the tab bar
    // reads each tab's screen from the factory it was given when it appears.
    var files = Self.screenFactoryApp
    files[0].1 = """
      import UIKit
      import Swinject
      protocol ScreenFactory: AnyObject {
        var tabsScreen: MainTabs { get }
        var catalogScreen: UIViewController { get }
        var basketScreen: UIViewController { get }
      }
      final class AppScreenFactory: ScreenFactory {
        let resolver: Resolver
        init(resolver: Resolver) { self.resolver = resolver }
        var tabsScreen: MainTabs { resolver.resolve(MainTabs.self)! }
        var catalogScreen: UIViewController { CatalogAssembly.make() }
        var basketScreen: UIViewController { BasketAssembly.make() }
      }
      final class MainTabs: UITabBarController {
        var factory: ScreenFactory?
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          guard let factory else { return }
          setViewControllers([factory.catalogScreen, factory.basketScreen], animated: false)
        }
      }
      """
    files[1].1 = files[1].1.replacingOccurrences(
      of: "if let next = factory?.catalogScreen {", with: "if let next = factory?.tabsScreen {")
    #expect(files[1].1.contains("factory?.tabsScreen"))
    #expect(
      ModelDescription(files).routes == [
        "Catalog -> Basket", "Welcome -> Basket", "Welcome -> Catalog",
      ])
  }

  @Test func aModuleInterfaceARouterHoldsAndNeverUsesIsNoRoute() {
    // Each router is given the interfaces of the modules it may open; Basket's router keeps
    // Catalog's and never asks it for a screen.
    var files: [(String, String)] = [
      (
        "Shared/Interfaces.swift",
        """
        import UIKit
        protocol CatalogModuleInterface { func makeCatalog() -> UIViewController }
        protocol BasketModuleInterface { func makeBasket() -> UIViewController }
        final class CatalogModule: CatalogModuleInterface {
          func makeCatalog() -> UIViewController { CatalogAssembly.make() }
        }
        final class BasketModule: BasketModuleInterface {
          func makeBasket() -> UIViewController { BasketAssembly.make() }
        }
        """
      ),
      Self.module(
        "Catalog",
        routerMembers: """
            var basketModule: BasketModuleInterface?
            func openBasket() {
              if let next = basketModule?.makeBasket() {
                screen?.navigationController?.pushViewController(next, animated: true)
              }
            }
          """,
        presenterCalls: "router.openBasket()"),
      Self.module("Basket", routerMembers: "    var catalogModule: CatalogModuleInterface?"),
    ]
    #expect(ModelDescription(files).routes == ["Catalog -> Basket"])
    // Used, it opens Catalog.
    files[2] = Self.module(
      "Basket",
      routerMembers: """
          var catalogModule: CatalogModuleInterface?
          func back() { _ = catalogModule?.makeCatalog() }
        """,
      presenterCalls: "router.back()")
    #expect(ModelDescription(files).routes == ["Basket -> Catalog", "Catalog -> Basket"])
  }

  @Test func aCompletionHandedToAnAppsRegisterMethodStillRuns() {
    // `registerUser` signs a user up and calls its completion: no container keeps it.
    var files = Self.screenFactoryApp
    files[1] = Self.module(
      "Welcome",
      routerMembers: """
          var factory: ScreenFactory?
          let accounts = Accounts()
          func signUp() {
            accounts.registerUser(name: "ada") { [weak self] in
              if let next = self?.factory?.catalogScreen {
                self?.screen?.navigationController?.pushViewController(next, animated: true)
              }
            }
          }
        """,
      presenterCalls: "router.signUp()")
    files.append(
      (
        "Shared/Accounts.swift",
        """
        final class Accounts {
          func registerUser(name: String, completion: @escaping () -> Void) { completion() }
        }
        """
      ))
    #expect(ModelDescription(files).routes == ["Catalog -> Basket", "Welcome -> Catalog"])
  }

  /// A tab bar controller of no module whose tabs are a computed property of its own, read by
  /// a bare name when its view loads; the property maps a tab enum's cases through the enum's
  /// own computed property, whose `switch self` builds each tab's module.
  static let tabEnumApp: [(String, String)] = [
    (
      "Shared/MainTabs.swift",
      """
      import UIKit
      enum MainTab: CaseIterable {
        case feed, profile
        var screen: UIViewController {
          switch self {
          case .feed: return FeedAssembly.make()
          case .profile: return ProfileAssembly.make()
          }
        }
      }
      final class MainTabBarController: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = tabScreens
        }
      }
      extension MainTabBarController {
        private var tabScreens: [UIViewController] {
          MainTab.allCases.map { tab in tab.screen }
        }
      }
      """
    ),
    module(
      "Welcome",
      routerMembers: """
          func openTabs() {
            screen?.view.window?.rootViewController = MainTabBarController()
          }
        """,
      presenterCalls: "router.openTabs()"),
    module("Feed"),
    module("Profile"),
  ]

  @Test func theTabsAComputedPropertyOfATabBarBuildsAreRoutesOfWhoShowsIt() {
    // The bare name is read in another declaration of the class (an extension below it).
    #expect(
      ModelDescription(Self.tabEnumApp).routes == ["Welcome -> Feed", "Welcome -> Profile"])
    // A local of the same name is no read of the property.
    var files = Self.tabEnumApp
    files[0].1 = files[0].1.replacingOccurrences(
      of: "viewControllers = tabScreens",
      with: "let tabScreens: [UIViewController] = []\n    viewControllers = tabScreens")
    #expect(files[0].1.contains("let tabScreens"))
    #expect(ModelDescription(files).routes.isEmpty)
  }

  @Test func aTabEnumNestedInTheTabBarAndListedByForEachBuildsItsTabs() {
    // The enum is declared in an extension of the tab bar controller and named from inside it;
    // the list is built in a closure handed to `forEach` over its cases, each case read by the
    // closure's parameter and wrapped before it is kept.
    var files = Self.tabEnumApp
    files[0].1 = """
      import UIKit
      extension MainTabBarController {
        enum Tab: Int, CaseIterable {
          case feed = 0, profile
          var screen: UIViewController {
            switch self {
            case .feed: return FeedAssembly.make()
            case .profile: return ProfileAssembly.make()
            }
          }
        }
      }
      final class MainTabBarController: UITabBarController {
        private var tabScreens: [UIViewController] {
          var screens: [UIViewController] = []
          Tab.allCases.forEach { tab in
            screens.append(UINavigationController(rootViewController: tab.screen))
          }
          return screens
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = tabScreens
        }
      }
      """
    #expect(
      ModelDescription(files).routes == ["Welcome -> Feed", "Welcome -> Profile"])
  }

  /// A tab bar module whose view lists the tab enum's cases in a local (the enum, with the
  /// getter that switches over `self`, in the module's entity file), then reads each case's
  /// screen.
  static func listedTabsApp(listing: String, reading: String) -> [(String, String)] {
    [
      (
        "Tabs/TabsEntity.swift",
        """
        import UIKit
        enum TabMenu {
          case feed, profile
          var screen: UIViewController {
            switch self {
            case .feed: return FeedAssembly.make()
            case .profile: return ProfileAssembly.make()
            }
          }
        }
        """
      ),
      (
        "Tabs/TabsModule.swift",
        """
        import UIKit
        final class TabsViewController: UITabBarController {
          var presenter: TabsPresenter?
          override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = makeTabs()
          }
          private func makeTabs() -> [UIViewController] {
            var screens: [UIViewController] = []
            \(listing)
            \(reading)
            return screens
          }
        }
        final class TabsPresenter {
          weak var view: TabsViewController?
        }
        enum TabsAssembly {
          static func make() -> TabsViewController {
            let view = TabsViewController()
            let presenter = TabsPresenter()
            presenter.view = view
            view.presenter = presenter
            return view
          }
        }
        """
      ),
      module("Feed"),
      module("Profile"),
    ]
  }

  @Test func theCasesAViewListsInALocalAreTheTabsItsGetterBuilds() {
    let forEach = "tabs.forEach { (tab: TabMenu) in screens.append(tab.screen) }"
    #expect(
      ModelDescription(
        Self.listedTabsApp(listing: "let tabs: [TabMenu] = [.feed, .profile]", reading: forEach)
      ).routes == ["Tabs -> Feed", "Tabs -> Profile"])
    // Only the cases listed: a list of one is one tab.
    #expect(
      ModelDescription(
        Self.listedTabsApp(listing: "let tabs: [TabMenu] = [.profile]", reading: forEach)
      ).routes == ["Tabs -> Profile"])
    // Listed as a loop's sequence, written with the enum's name.
    #expect(
      ModelDescription(
        Self.listedTabsApp(
          listing: "for tab in [TabMenu.feed, TabMenu.profile] { screens.append(tab.screen) }",
          reading: "")
      ).routes == ["Tabs -> Feed", "Tabs -> Profile"])
    // A list the function does not make (a parameter, here an empty local) lists no case.
    #expect(
      ModelDescription(
        Self.listedTabsApp(listing: "let tabs: [TabMenu] = []", reading: forEach)
      ).routes.isEmpty)
  }

  @Test func aSwiftUIViewsComputedPartsAreWhatItsBodyShows() {
    // A container of no module whose body reads the tab views it declares as properties.
    let files: [(String, String)] = [
      (
        "App/RootTabs.swift",
        """
        import SwiftUI
        struct RootTabsView: View {
          var body: some View {
            TabView {
              notesTab
              settingsTab.tabItem { Text("Settings") }
            }
          }
          private var notesTab: some View { NotesBuilder.build() }
          private var settingsTab: some View { SettingsBuilder.build() }
        }
        """
      ),
      Self.swiftUIModule(
        "Start", presenterCalls: "router.showTabs()",
        routerMembers: """
            func showTabs() -> some View { RootTabsView() }
          """),
      Self.swiftUIModule("Notes"),
      Self.swiftUIModule("Settings"),
    ]
    #expect(ModelDescription(files).routes == ["Start -> Notes", "Start -> Settings"])
  }

  @Test func theReadsRecordedAreThoseThatMayRunAGetter() {
    let source = """
      import UIKit
      final class HomeRouter {
        var factory: ScreenFactory?
        weak var screen: UIViewController?
        var tabs: [UIViewController] { [] }
        func open(items: [Item]) {
          let next = factory?.catalogScreen
          screen?.title = factory?.appTitle
          factory?.basketScreen.title = "Basket"
          screen?.present(next!, animated: true)
          for item in items { show(item) }
          let count = tabs.count
          screen?.tabBarController?.viewControllers = tabs
          items.forEach { tab in print(tab, count) }
        }
        func caption() -> String? {
          return factory?.appTitle
        }
      }
      """
    let facts = FileAnalyzer.analyze(source: source, path: "Home/HomeRouter.swift")
    let router = facts.types.first { $0.name == "HomeRouter" }
    // Reads that end a chain, with their receivers; no call's callee or receiver
    // (`screen?.present`: the call's path holds them), no assignment's target
    // (`screen?.title`, `factory?.basketScreen.title`), no local, parameter or closure
    // parameter (`next`, `items`, `item`, `tab`, `count`), and of the bare names only the
    // file's computed property.
    // A read that is its function's value is marked so.
    let reads = router?.reads.map {
      ($0.path.dropLast() + [$0.callee]).joined(separator: ".") + ($0.isResult ? " (result)" : "")
    }
    #expect(
      reads?.sorted() == [
        "factory.appTitle", "factory.appTitle (result)", "factory.catalogScreen", "tabs",
        "tabs.count",
      ])
  }

  /// A SwiftUI module: a view, a presenter, a router and a builder.
  static func swiftUIModule(
    _ name: String, presenterCalls: String = "", routerMembers: String = ""
  ) -> (String, String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import SwiftUI
      struct \(name)View: View {
        @ObservedObject var presenter: \(name)Presenter
        var body: some View { Text("\(name)") }
      }
      final class \(name)Router {
      \(routerMembers)
      }
      final class \(name)Presenter: ObservableObject {
        let router: \(name)Router
        init(router: \(name)Router) { self.router = router }
        func didTapNext() { _ = \(presenterCalls.isEmpty ? "0" : presenterCalls) }
      }
      enum \(name)Builder {
        static func build() -> some View {
          \(name)View(presenter: \(name)Presenter(router: \(name)Router()))
        }
      }
      """
    )
  }
}
