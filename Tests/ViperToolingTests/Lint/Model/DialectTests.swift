import ProcessTestSupport
import Testing
import ViperTooling

/// VIPER dialects the model reads by what the code means, each written for these tests: routers
/// that ask an assembly factory for the next module, a helper `struct` that builds a module,
/// roles that inherit a framework's base classes, and modules that open themselves.
@Suite("Lint model: dialects", .cpuBound)
struct DialectTests {
  /// An app whose routers inherit a shared base router holding an assembly factory, and ask it
  /// for the next module's assembly (Marshroute style).
  static let assemblyFactoryApp: [(String, String)] = [
    (
      "Common/BaseRouter.swift",
      """
      import UIKit
      class BaseRouter {
        let factory: AssemblyFactory
        init(factory: AssemblyFactory) { self.factory = factory }
        func push(_ make: (RouteSeed) -> UIViewController) {}
      }
      class BaseAssembly {
        let factory: AssemblyFactory
        init(factory: AssemblyFactory) { self.factory = factory }
      }
      struct RouteSeed {}
      """
    ),
    (
      "Common/AssemblyFactory.swift",
      """
      protocol AssemblyFactory: AnyObject {
        func shelfAssembly() -> ShelfAssembly
        func lookupAssembly() -> LookupAssembly
      }
      final class AssemblyFactoryImpl: AssemblyFactory {
        func shelfAssembly() -> ShelfAssembly { ShelfAssemblyImpl(factory: self) }
        func lookupAssembly() -> LookupAssembly { LookupAssemblyImpl(factory: self) }
      }
      """
    ),
    (
      "Shelf/Shelf.swift",
      """
      import UIKit
      protocol ShelfAssembly: AnyObject { func module(shelf: Int, seed: RouteSeed) -> UIViewController }
      protocol ShelfRouter: AnyObject { func showSubshelf(_ id: Int); func showLookup() }
      protocol ShelfViewInput: AnyObject { func show(title: String) }
      final class ShelfAssemblyImpl: BaseAssembly, ShelfAssembly {
        func module(shelf: Int, seed: RouteSeed) -> UIViewController {
          let router = ShelfRouterImpl(factory: factory)
          let presenter = ShelfPresenter(router: router)
          let view = ShelfViewController(output: presenter)
          presenter.view = view
          return view
        }
      }
      final class ShelfRouterImpl: BaseRouter, ShelfRouter {
        func showSubshelf(_ id: Int) {
          push { seed in
            let assembly = factory.shelfAssembly()
            return assembly.module(shelf: id, seed: seed)
          }
        }
        func showLookup() { push { seed in factory.lookupAssembly().module(seed: seed) } }
      }
      final class ShelfPresenter {
        weak var view: (any ShelfViewInput)?
        let router: any ShelfRouter
        init(router: any ShelfRouter) { self.router = router }
      }
      final class ShelfViewController: UIViewController, ShelfViewInput {
        let output: ShelfPresenter
        init(output: ShelfPresenter) { self.output = output; super.init(nibName: nil, bundle: nil) }
        func show(title: String) {}
      }
      """
    ),
    (
      "Lookup/Lookup.swift",
      """
      import UIKit
      protocol LookupAssembly: AnyObject { func module(seed: RouteSeed) -> UIViewController }
      protocol LookupRouter: AnyObject { func close() }
      protocol LookupViewInput: AnyObject {}
      final class LookupAssemblyImpl: BaseAssembly, LookupAssembly {
        func module(seed: RouteSeed) -> UIViewController {
          let presenter = LookupPresenter(router: LookupRouterImpl(factory: factory))
          let view = LookupViewController()
          view.output = presenter
          presenter.view = view
          return view
        }
      }
      final class LookupRouterImpl: BaseRouter, LookupRouter { func close() {} }
      final class LookupPresenter {
        weak var view: (any LookupViewInput)?
        let router: any LookupRouter
        init(router: any LookupRouter) { self.router = router }
      }
      final class LookupViewController: UIViewController, LookupViewInput {
        var output: LookupPresenter?
      }
      """
    ),
  ]

  @Test("routes from what an assembly factory's methods return; a shared base router is no module")
  func assemblyFactoryRoutes() {
    let model = ModelDescription(Self.assemblyFactoryApp)
    #expect(
      model.modules == [
        "Lookup: LookupAssemblyImpl builder, LookupPresenter presenter, LookupRouterImpl router, LookupViewController view",
        "Shelf: ShelfAssemblyImpl builder, ShelfPresenter presenter, ShelfRouterImpl router, ShelfViewController view",
      ])
    #expect(model.routes == ["Shelf -> Lookup", "Shelf -> Shelf"])
    #expect(model.module(of: "BaseRouter") == "")
    #expect(model.role(of: "ShelfRouterImpl") == "router wired")
  }

  @Test("each route says which call made it")
  func routesSayWhichCallMadeThem() {
    let model = ModelDescription(Self.assemblyFactoryApp)
    let calls = model.codebase.units.flatMap(\.reportedRoutes).map {
      "\($0.from) -> \($0.to): \($0.call) (\($0.location.file):\($0.location.line))"
    }
    #expect(
      calls.sorted() == [
        "Shelf -> Lookup: factory.lookupAssembly().module() (Shelf/Shelf.swift:21)",
        "Shelf -> Shelf: factory.shelfAssembly() (Shelf/Shelf.swift:17)",
      ])
  }

  @Test(
    "a helper struct whose method builds a module routes to it; a module's own factory is no self-route"
  )
  func helperStructsAndStaticFactories() {
    let model = ModelDescription([
      (
        "Catalog/Catalog.swift",
        """
        import UIKit
        protocol CatalogViewInput: AnyObject {}
        final class CatalogRouter {
          weak var screen: UIViewController?
          static func createModule() -> UIViewController {
            let view = CatalogViewController()
            let presenter = CatalogPresenter(router: CatalogRouter())
            presenter.view = view
            view.presenter = presenter
            return view
          }
          func showRelated() { screen?.show(CatalogRouter.createModule(), sender: nil) }
          func showDetail(id: Int) { DetailRouterInput().push(id: id, from: screen) }
        }
        final class CatalogPresenter {
          weak var view: (any CatalogViewInput)?
          let router: CatalogRouter
          init(router: CatalogRouter) { self.router = router }
        }
        final class CatalogViewController: UIViewController, CatalogViewInput {
          var presenter: CatalogPresenter?
        }
        """
      ),
      (
        "Detail/Detail.swift",
        """
        import UIKit
        protocol DetailViewInput: AnyObject {}
        struct DetailRouterInput {
          func push(id: Int, from screen: UIViewController?) {
            let view = DetailViewController()
            let presenter = DetailPresenter(interactor: DetailInteractor(id: id))
            presenter.view = view
            view.presenter = presenter
            screen?.show(view, sender: nil)
          }
        }
        final class DetailPresenter {
          weak var view: (any DetailViewInput)?
          let interactor: DetailInteractor
          init(interactor: DetailInteractor) { self.interactor = interactor }
        }
        final class DetailInteractor { init(id: Int) {} }
        final class DetailViewController: UIViewController, DetailViewInput {
          var presenter: DetailPresenter?
        }
        """
      ),
    ])
    #expect(model.routes == ["Catalog -> Catalog", "Catalog -> Detail"])
    let calls = model.codebase.units.flatMap(\.reportedRoutes).map { "\($0.to): \($0.call)" }
    #expect(
      calls.sorted() == [
        "Catalog: CatalogRouter.createModule()", "Detail: DetailRouterInput().push()",
      ])
  }

  @Test(
    "roles that subclass a framework's Presenter, Interactor and Router are sure, and so is their module's view"
  )
  func frameworkBaseClassesGiveSureRoles() {
    let model = ModelDescription([
      ("Home/HomePresenter.swift", "final class HomePresenter: Presenter {}\n"),
      ("Home/HomeInteractor.swift", "final class HomeInteractor: Interactor {}\n"),
      ("Home/HomeRouter.swift", "final class HomeRouter: Router {}\n"),
      ("Home/HomeView.swift", "final class HomeView: UserInterface {}\n"),
      ("Widgets/BadgeView.swift", "final class BadgeView: UIView {}\n"),
    ])
    #expect(
      model.modules == [
        "Home: HomeInteractor interactor, HomePresenter presenter, HomeRouter router, HomeView view"
      ])
    #expect(model.role(of: "HomePresenter") == "presenter wired")
    #expect(model.role(of: "HomeInteractor") == "interactor wired")
    #expect(model.role(of: "HomeView") == "view wired")
    #expect(model.role(of: "BadgeView") == "none")
  }

  @Test(
    "a class inheriting the codebase's own role base class gets its role; the base joins no module")
  func codebaseBaseClassesGiveRoles() {
    let model = ModelDescription([
      (
        "Core/BasePresenter.swift",
        """
        class BasePresenter<View: AnyObject> { weak var view: View? }
        """
      ),
      (
        "Orders/Orders.swift",
        """
        protocol OrdersViewInput: AnyObject {}
        final class OrdersScreenLogic: BasePresenter<OrdersViewController> {}
        final class OrdersViewController: OrdersViewInput { var logic: OrdersScreenLogic? }
        """
      ),
      (
        "Cart/Cart.swift",
        """
        protocol CartViewInput: AnyObject {}
        final class CartPresenter: BasePresenter<CartViewController> {}
        final class CartViewController: CartViewInput { var presenter: CartPresenter? }
        """
      ),
    ])
    #expect(model.role(of: "OrdersScreenLogic") == "presenter wired")
    #expect(model.module(of: "BasePresenter") == "")
    #expect(model.modules.count == 2)
  }

  @Test(
    "a framework's base classes declared in the same tree give the example app's roles, and join no module"
  )
  func frameworkInTheTreeGivesRoles() {
    let model = ModelDescription(
      NeverForceCastToRolesTests.frameworkInTheTree.map { ($0.0, MarkedSource($0.1).text) })
    #expect(
      model.modules == [
        "Home: HomeInteractor interactor, HomePresenter presenter, HomeRouter router, HomeView view"
      ])
    #expect(model.role(of: "HomePresenter") == "presenter wired")
    #expect(model.role(of: "HomeInteractor") == "interactor wired")
    #expect(model.role(of: "HomeRouter") == "router wired")
    #expect(model.role(of: "HomeView") == "view wired")
    #expect(model.module(of: "Presenter") == "")
    #expect(model.module(of: "ScreenView") == "")
  }

  @Test(
    "a cell that holds a presenter of its own is its component module's view; one that holds its screen's presenter is none"
  )
  func cellsWithTheirOwnPresenterAreComponentViews() {
    let model = ModelDescription([
      (
        "Feed/Feed.swift",
        """
        import UIKit
        protocol FeedViewInput: AnyObject { func reload() }
        final class FeedPresenter { weak var view: (any FeedViewInput)? }
        final class FeedViewController: UIViewController, FeedViewInput {
          var presenter: FeedPresenter?
          func reload() {}
        }
        final class FeedHeaderCell: UITableViewCell { var presenter: FeedPresenter? }
        """
      ),
      (
        "Feed/PostRow.swift",
        """
        import UIKit
        protocol PostRowPresenting: AnyObject { func load() }
        final class PostCell: UITableViewCell { var presenter: (any PostRowPresenting)? }
        final class PostRowPresenter: PostRowPresenting {
          weak var cell: PostCell?
          func load() {}
        }
        """
      ),
    ])
    #expect(model.role(of: "PostCell") == "view wired")
    #expect(model.module(of: "PostCell") == "PostRow")
    #expect(model.role(of: "FeedHeaderCell") == "none")
  }

  @Test(
    "an enum whose cases name modules is a registry: picking a case and building it opens that module"
  )
  func moduleRegistries() {
    let model = ModelDescription([
      (
        "App/Screens.swift",
        """
        enum Screens: String, ModuleCatalog { case home, settings, about, scratch }
        """
      ),
      ("Home/HomePresenter.swift", "final class HomePresenter: Presenter {}\n"),
      (
        "Home/HomeRouter.swift",
        """
        final class HomeRouter: Router {
          func showSettings() { Screens.settings.build().router.show(from: _view) }
          func showAbout() { let module = Screens.about.build(); module.router.present() }
        }
        """
      ),
      ("Settings/SettingsPresenter.swift", "final class SettingsPresenter: Presenter {}\n"),
      ("Settings/SettingsRouter.swift", "final class SettingsRouter: Router {}\n"),
      ("About/AboutPresenter.swift", "final class AboutPresenter: Presenter {}\n"),
      ("About/AboutRouter.swift", "final class AboutRouter: Router {}\n"),
    ])
    #expect(model.routes == ["Home -> About", "Home -> Settings"])
  }

  @Test(
    "no self-route from a module's own entry, and no route through references back to other modules"
  )
  func entriesAndBackReferencesAreNoRoutes() {
    let model = ModelDescription([
      (
        "Wallet/Wallet.swift",
        """
        import UIKit
        protocol WalletViewInput: AnyObject {}
        protocol WalletModuleInput: AnyObject { func select(id: Int) }
        enum WalletAssembly {
          static func make() -> UIViewController {
            let view = WalletViewController()
            let presenter = WalletPresenter()
            presenter.view = view
            view.presenter = presenter
            return view
          }
        }
        final class WalletCoordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() { navigation.pushViewController(WalletAssembly.make(), animated: true) }
        }
        final class WalletRouter {
          func entry() -> UIViewController { WalletAssembly.make() }
        }
        final class WalletPresenter: WalletModuleInput {
          weak var view: (any WalletViewInput)?
          let router = WalletRouter()
          func select(id: Int) {}
        }
        final class WalletViewController: UIViewController, WalletViewInput {
          var presenter: WalletPresenter?
          override func awakeFromNib() { _ = WalletAssembly.make() }
        }
        """
      ),
      (
        "Send/Send.swift",
        """
        import UIKit
        protocol SendViewInput: AnyObject {}
        final class SendPresenter {
          weak var view: (any SendViewInput)?
          weak var opener: (any WalletModuleInput)?
          weak var parent: (any WalletViewInput)?
          let router: SendRouter
          init(router: SendRouter) { self.router = router }
          func done() {
            opener?.select(id: 1)
            parent.map { _ in }
          }
        }
        final class SendRouter {}
        final class SendViewController: UIViewController, SendViewInput {
          var presenter: SendPresenter?
        }
        """
      ),
    ])
    #expect(model.routes == [])
  }

  @Test(
    "a type named for the role it serves ('…ForView', '…ForRouter') has no role and joins no module"
  )
  func typesNamedForWhomTheyServeHaveNoRole() {
    let model = ModelDescription([
      (
        "Shop/Shop.swift",
        """
        import UIKit
        struct ShopPresenterStreamsForView { let titles: [String] }
        struct ShopSubjectsForRouter { let cartTaps: [Int] }
        protocol ShopViewInput: AnyObject { func show(_ streams: ShopPresenterStreamsForView) }
        final class ShopPresenter {
          weak var view: (any ShopViewInput)?
          let router: any ShopRouterInput
          let subjects = ShopSubjectsForRouter(cartTaps: [])
          init(router: any ShopRouterInput) { self.router = router }
          func streamsForView() -> ShopPresenterStreamsForView { ShopPresenterStreamsForView(titles: []) }
        }
        protocol ShopRouterInput: AnyObject {}
        final class ShopRouter: ShopRouterInput {
          static func make() -> UIViewController {
            let presenter = ShopPresenter(router: ShopRouter())
            let view = ShopViewController()
            view.presenter = presenter
            presenter.view = view
            return view
          }
        }
        final class ShopViewController: UIViewController, ShopViewInput {
          var presenter: ShopPresenter?
          func show(_ streams: ShopPresenterStreamsForView) {}
        }
        """
      )
    ])
    #expect(
      model.modules == ["Shop: ShopPresenter presenter, ShopRouter router, ShopViewController view"]
    )
    #expect(model.routes == [])
    #expect(model.role(of: "ShopPresenterStreamsForView") == "none")
    #expect(model.role(of: "ShopSubjectsForRouter") == "none")
  }

  @Test(
    "an enum with cases named like a role ('enum DataView { case log }') is a value, not a view")
  func enumsWithCasesHaveNoRole() {
    let model = ModelDescription([
      (
        "Visit/Visit.swift",
        """
        import UIKit
        enum DataView: Int { case log, map }
        enum VisitBuilder { static func make() -> UIViewController { VisitViewController() } }
        protocol VisitViewInput: AnyObject {}
        final class VisitPresenter {
          weak var view: (any VisitViewInput)?
          var dataView: DataView = .log
        }
        final class VisitViewController: UIViewController, VisitViewInput {
          var presenter: VisitPresenter?
        }
        """
      )
    ])
    #expect(model.role(of: "DataView") == "none")
    #expect(model.role(of: "VisitBuilder")?.hasPrefix("builder") == true)
    #expect(
      model.modules == [
        "Visit: VisitBuilder builder, VisitPresenter presenter, VisitViewController view"
      ])
  }

  @Test(
    "a view controller a builder takes from a storyboard where it creates the other roles is wired to them; one cast elsewhere is not"
  )
  func storyboardViewsCastWhereTheModuleIsBuiltAreWired() {
    let model = ModelDescription([
      (
        "Harbor/Harbor.swift",
        """
        import UIKit
        final class HarborAssembly {
          func build() -> UIViewController {
            let presenter = HarborPresenter()
            let controller = UIStoryboard(name: "Harbor", bundle: nil)
              .instantiateInitialViewController() as! HarborViewController
            controller.presenter = presenter
            return controller
          }
        }
        final class HarborPresenter {}
        final class HarborViewController: UIViewController { var presenter: AnyObject? }
        """
      ),
      (
        "Dock/Dock.swift",
        """
        import UIKit
        final class DockAssembly {
          func build() -> UIViewController { _ = DockPresenter(); return UIViewController() }
          func shown(in navigation: UINavigationController) -> DockViewController {
            navigation.topViewController as! DockViewController
          }
        }
        final class DockPresenter {}
        final class DockViewController: UIViewController {}
        """
      ),
    ])
    #expect(model.role(of: "HarborViewController") == "view wired")
    #expect(model.role(of: "HarborPresenter") == "presenter wired")
    #expect(model.role(of: "DockViewController") == "view guessed")
  }

  @Test(
    "a router that makes another module's view controller from a storyboard routes there; one handed the screen (a parameter, the one on top) or looking for it with `is` does not"
  )
  func storyboardCastsRouteAndScreensHandedInDoNot() {
    func module(_ name: String, router body: String) -> (String, String) {
      (
        "\(name)/\(name).swift",
        """
        import UIKit
        protocol \(name)ViewInput: AnyObject {}
        final class \(name)Presenter {
          weak var view: (any \(name)ViewInput)?
          let router: \(name)Router
          init(router: \(name)Router) { self.router = router }
        }
        final class \(name)ViewController: UIViewController, \(name)ViewInput {
          var presenter: \(name)Presenter?
        }
        final class \(name)Router {
          weak var controller: UIViewController?
        \(body)
        }
        """
      )
    }
    let model = ModelDescription([
      module("Harbor", router: ""),
      module(
        "Quay",
        router: """
            func openHarbor() {
              let next = UIStoryboard(name: "Harbor", bundle: nil)
                .instantiateViewController(withIdentifier: "Harbor") as! HarborViewController
              controller?.show(next, sender: nil)
            }
          """),
      module(
        "Pier",
        router: """
            func back(to harbor: HarborViewController?) {
              controller?.navigationController?.popViewController(animated: true)
            }
            func backToTop() {
              let top = controller?.navigationController?.topViewController as? HarborViewController
              _ = top
            }
          """),
      module(
        "Jetty",
        router: """
            func backToHarbor() {
              let stack = controller?.navigationController?.viewControllers ?? []
              guard let harbor = stack.last(where: { $0 is HarborViewController }) else { return }
              controller?.navigationController?.popToViewController(harbor, animated: true)
            }
            func isOnHarbor() -> Bool {
              switch controller?.navigationController?.topViewController {
              case is HarborViewController: return true
              default: return false
              }
            }
          """),
    ])
    #expect(model.routes == ["Quay -> Harbor"])
  }

  @Test(
    "a class named for no role that a view holds and that holds an interactor is the view's presenter; one a presenter holds that holds it back is its interactor; a view model, a UI adapter or a second one is neither"
  )
  func rolesFromWhatHoldsAClass() {
    let model = ModelDescription([
      (
        "Orders/OrdersScreen.swift",
        """
        import SwiftUI
        struct OrdersScreen: View {
          @ObservedObject var logic: OrdersLogic
          var body: some View { List(logic.rows, id: \\.self) { Text($0) } }
        }
        final class OrdersLogic: ObservableObject {
          @Published var rows: [String] = []
          let interactor: OrdersInteractor
          init(interactor: OrdersInteractor) { self.interactor = interactor }
          func load() { interactor.fetch() }
        }
        final class OrdersInteractor {
          weak var logic: OrdersLogic?
          func fetch() {}
        }
        enum OrdersBuilder {
          static func build() -> OrdersScreen {
            let interactor = OrdersInteractor()
            let logic = OrdersLogic(interactor: interactor)
            interactor.logic = logic
            return OrdersScreen(logic: logic)
          }
        }
        """
      ),
      (
        "Invoices/Invoices.swift",
        """
        import UIKit
        protocol InvoicesViewInput: AnyObject { func show(_ titles: [String]) }
        protocol InvoicesLoadable { func load() }
        protocol InvoicesPresentable: AnyObject { func loaded(_ titles: [String]) }
        final class InvoicesPresenter: InvoicesPresentable {
          weak var view: InvoicesViewInput?
          var loader: InvoicesLoadable?
          var table: InvoicesTableAdapter?
          func loaded(_ titles: [String]) { view?.show(titles) }
        }
        final class InvoicesLoader: InvoicesLoadable {
          weak var presenter: InvoicesPresentable?
          func load() { presenter?.loaded(["March"]) }
        }
        final class InvoicesTableAdapter: NSObject, UITableViewDataSource {
          weak var presenter: InvoicesPresenter?
        }
        final class InvoicesViewController: UIViewController, InvoicesViewInput {
          var presenter: InvoicesPresenter?
          func show(_ titles: [String]) {}
        }
        """
      ),
      (
        "Receipts/Receipts.swift",
        """
        import SwiftUI
        struct ReceiptsScreen: View {
          @ObservedObject var model: ReceiptsViewModel
          var body: some View { Text(model.title) }
        }
        final class ReceiptsViewModel: ObservableObject {
          @Published var title = ""
          let interactor: ReceiptsInteractor
          init(interactor: ReceiptsInteractor) { self.interactor = interactor }
        }
        final class ReceiptsInteractor {}
        final class ReceiptsPresenter {
          var interactor: ReceiptsInteractor?
          var printer: ReceiptsPrinter?
        }
        final class ReceiptsPrinter {
          weak var presenter: ReceiptsPresenter?
        }
        """
      ),
    ])
    #expect(model.role(of: "OrdersLogic") == "presenter wired")
    #expect(model.role(of: "InvoicesLoader") == "interactor wired")
    #expect(model.role(of: "InvoicesTableAdapter") == "none")
    #expect(model.role(of: "ReceiptsViewModel") == "none")
    #expect(model.role(of: "ReceiptsPrinter") == "none")
    #expect(
      model.modules.contains(
        "Orders: OrdersBuilder builder, OrdersInteractor interactor, OrdersLogic presenter, OrdersScreen view"
      ))
  }
}
