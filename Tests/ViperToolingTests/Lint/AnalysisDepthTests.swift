import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `Linter.analyze(files:)` reads a file whose declarations show no role for its declarations
/// only, and reads again, whole, the files that turn out to hold a role type. These tests pin
/// that this gives exactly the findings of reading every file whole.
@Suite("Lint: reading declarations first changes no finding", .cpuBound)
struct AnalysisDepthTests {
  let linter = Linter()

  /// The findings of reading every file whole, worked out on a thread of its own: analysis
  /// blocks for seconds under ThreadSanitizer, and the cooperative pool's threads (two on a
  /// two-core machine) must stay free for the tests running beside this one.
  func wholeFindings(_ paths: [String]) async throws -> [Finding] {
    let linter = linter
    return try await offThePool {
      linter.findings(in: paths.map { FileAnalyzer.analyze(path: $0) })
    }
  }

  /// `Linter.lint`, which blocks, on a thread of its own.
  func lint(_ paths: [String]) async throws -> [Finding] {
    let linter = linter
    return try await offThePool { linter.lint(files: paths) }
  }

  /// Writes files into a new temporary folder and returns their paths, in the given order.
  func write(_ files: [(String, String)]) throws -> (folder: URL, paths: [String]) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-lint-depth-\(UUID().uuidString)")
    var paths: [String] = []
    for (name, source) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(source.utf8).write(to: url)
      paths.append(url.path)
    }
    return (folder, paths)
  }

  @Test(
    "the cases a declarations walk cannot see are found: a role from another file's protocol, a type inside a function, a force cast, an extension of a folder role"
  )
  func hiddenCases() async throws {
    let (folder, paths) = try write([
      ("Contract.swift", "import ViperKit\n@MainActor protocol Showing: ViperPresenter {}\n"),
      (
        "Thing.swift",
        """
        import Foundation
        final class Thing: Showing {
          func load() { _ = try? Data(contentsOf: URL(fileURLWithPath: "/")) }
        }
        """
      ),
      (
        "Helpers.swift",
        """
        import Foundation
        func makeIt() {
          final class LocalPresenter {
            weak var view: LocalView?
            func load() { _ = try? String(contentsOf: URL(fileURLWithPath: "/"), encoding: .utf8) }
          }
          final class LocalView { let presenter: LocalPresenter }
        }
        """
      ),
      ("UsersPresenter.swift", "final class UsersPresenter: Showing {}\n"),
      ("Glue.swift", "struct Glue {\n  func glue(_ x: Any) { _ = x as! UsersPresenter }\n}\n"),
      (
        "Presenters/Other.swift",
        "final class Other { weak var view: OtherView? }\nfinal class OtherView { let presenter: Other }\n"
      ),
      (
        "Extensions/Other+IO.swift",
        """
        import Foundation
        extension Other {
          func read() { _ = try? Data(contentsOf: URL(fileURLWithPath: "/")) }
        }
        """
      ),
      (
        "Crlf.swift",
        "import Foundation\r\nfunc make() {\r\n  final class\r\n  CrlfPresenter: Showing {\r\n"
          + "    func load() { _ = try? Data(contentsOf: URL(fileURLWithPath: \"/\")) }\r\n  }\r\n}\r\n"
      ),
      ("Plain.swift", "struct Point {\n  var x: Int\n  func moved() -> Point { self }\n}\n"),
      ("UsersInteractorInput.swift", "protocol UsersInteractorInput: AnyObject { func load() }\n"),
      (
        "UsersService.swift",
        """
        final class UsersService {
          weak var interactor: UsersInteractorInput?
          var count = 0 { didSet { interactor?.load() } }
          func fetch() { print(count) }
        }
        """
      ),
      (
        "Sync/SyncService.swift",
        """
        import UIKit
        final class SyncService {
          func failed() { _ = UIAlertController(title: nil, message: nil, preferredStyle: .alert) }
        }
        """
      ),
      (
        "Sync/SyncState.swift",
        """
        import Combine
        final class SyncState: ObservableObject {
          @Published var done = false
          private var cancellables = Set<AnyCancellable>()
          init(progress: AnyPublisher<Bool, Never>) {
            progress.sink { value in self.done = value }.store(in: &cancellables)
          }
        }
        """
      ),
      (
        "Feed/FeedInteractor.swift",
        """
        protocol FeedInteractorInput: AnyObject { func latest() -> [Headline] }
        final class FeedInteractor: FeedInteractorInput {
          func latest() -> [Headline] { [] }
        }
        protocol FeedViewInput: AnyObject { func show(titles: [String]) }
        final class FeedPresenter {
          weak var view: (any FeedViewInput)?
          let interactor: any FeedInteractorInput
          init(interactor: any FeedInteractorInput) { self.interactor = interactor }
        }
        """
      ),
      (
        "Feed/Headline.swift",
        """
        import UIKit
        struct Headline {
          let title: String
          func thumbnail() -> UIImage? { nil }
        }
        """
      ),
      (
        "Feed/Bookmark.swift",
        """
        import UIKit
        struct Bookmark: Codable {
          let colorName: String
          func tint() -> UIColor? { UIColor(named: colorName) }
        }
        """
      ),
      (
        "Rows/PriceCell.swift",
        """
        import UIKit
        final class PriceCell: UITableViewCell {
          var presenter: (any PriceRowPresenting)? { didSet { presenter?.load() } }
          func openChart() { window?.rootViewController?.present(UIViewController(), animated: true) }
        }
        """
      ),
      (
        "Rows/PriceRowPresenter.swift",
        """
        protocol PriceRowPresenting: AnyObject { func load() }
        final class PriceRowPresenter: PriceRowPresenting {
          weak var cell: PriceCell?
          func load() {}
        }
        """
      ),
      (
        "Tally/TallyScreen.swift",
        """
        import SwiftUI
        struct TallyScreen: View {
          @ObservedObject var logic: TallyLogic
          var body: some View { Text(logic.total) }
        }
        """
      ),
      (
        "Tally/TallyLogic.swift",
        """
        import Foundation
        final class TallyLogic: ObservableObject {
          @Published var total = ""
          let interactor: TallyInteractor
          init(interactor: TallyInteractor) { self.interactor = interactor }
          func refresh() async { _ = try? await URLSession.shared.data(from: URL(fileURLWithPath: "/")) }
        }
        """
      ),
      (
        "Tally/TallyInteractor.swift",
        "final class TallyInteractor {\n  func count() -> Int { 0 }\n}\n"
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }

    let facts = await linter.analyze(files: paths)
    let findings = linter.findings(in: facts)
    #expect(try await findings == wholeFindings(paths))
    // `lint` builds the model once, reusing the classification of the declarations walk.
    #expect(try await lint(paths) == findings)
    let found = Set(
      findings.map { "\(($0.location.file as NSString).lastPathComponent) \($0.rule)" })
    #expect(found.contains("Thing.swift NoIOInPresenters"))
    #expect(found.contains("Helpers.swift NoIOInPresenters"))
    #expect(found.contains("Crlf.swift NoIOInPresenters"))
    #expect(found.contains("Glue.swift NeverForceCastToRoles"))
    #expect(found.contains("Other+IO.swift NoIOInPresenters"))
    #expect(found.contains("UsersService.swift NoRoleCallsInPropertyObservers"))
    // A cell is a component's view only once its presenter's file is known.
    #expect(found.contains("PriceCell.swift NoRoleCallsInPropertyObservers"))
    #expect(found.contains("PriceCell.swift DoNotNavigateFromViews"))
    // A service that imports UIKit, a view-state object that keeps its subscriptions.
    #expect(found.contains("SyncService.swift NoUIFrameworkTypesOutsideViews"))
    #expect(found.contains("SyncState.swift NoStrongReferenceCycles"))
    // An entity that imports UIKit, known because an interactor returns it.
    #expect(found.contains("Headline.swift NoUIFrameworkTypesOutsideViews"))
    // A presenter known by what its view holds and what it holds.
    #expect(found.contains("TallyLogic.swift NoIOInPresenters"))
    // The saving itself: a file with nothing VIPER in it is read for its declarations only.
    let complete = Dictionary(
      uniqueKeysWithValues: facts.map { (($0.path as NSString).lastPathComponent, $0.isComplete) })
    #expect(complete["Plain.swift"] == false)
    #expect(complete["UsersService.swift"] == false)
    #expect(complete["Thing.swift"] == true)
    #expect(complete["Other+IO.swift"] == true)
  }

  @Test(
    "the base class of a service a presenter calls is read whole with it: an inherited getter is no I/O and an inherited request is, as reading every file whole finds"
  )
  func baseClassesOfServicesReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Notes/NotesPresenter.swift",
        """
        import Foundation
        protocol NotesViewInput: AnyObject { func show(_ titles: [String]) }
        final class NotesPresenter {
          weak var view: (any NotesViewInput)?
          func viewDidLoad() {
            if AuthService.shared.apiKey().isEmpty { AuthService.shared.signIn() }
          }
        }
        """
      ),
      (
        "Notes/NotesViewController.swift",
        """
        import UIKit
        final class NotesViewController: UIViewController, NotesViewInput {
          var presenter: NotesPresenter?
          func show(_ titles: [String]) {}
        }
        """
      ),
      (
        "Services/AuthService.swift",
        """
        final class AuthService: NetworkService {
          static let shared = AuthService()
          func signIn() { send(path: "/login") }
        }
        """
      ),
      (
        "Services/Common/NetworkService.swift",
        """
        import Foundation
        class NetworkService {
          private var key: String?
          init() { key = Bundle.main.object(forInfoDictionaryKey: "APIKey") as? String }
          func apiKey() -> String { key ?? "" }
          func send(path: String) {
            URLSession.shared.dataTask(with: URL(fileURLWithPath: path)).resume()
          }
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = try await lint(paths)
    #expect(try await findings == wholeFindings(paths))
    #expect(
      findings.filter { $0.rule == NoIOInPresenters.key }.map(\.message) == [
        "the presenter 'NotesPresenter' does I/O through 'AuthService.shared.signIn()': 'AuthService' uses 'URLSession'; let the interactor call it"
      ])
  }

  @Test(
    "the services a presenter reaches through a shared facade, and those they hold, are read whole: the I/O found through them is the same"
  )
  func servicesReachedThroughSharedInstancesAreReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Notes/NotesPresenter.swift",
        """
        import Foundation
        protocol NotesViewInput: AnyObject { func show(_ titles: [String]) }
        final class NotesPresenter {
          weak var view: (any NotesViewInput)?
          func viewDidLoad() { view?.show(Storage.shared.notes.titles()) }
        }
        """
      ),
      (
        "Notes/NotesViewController.swift",
        """
        import UIKit
        final class NotesViewController: UIViewController, NotesViewInput {
          var presenter: NotesPresenter?
          func show(_ titles: [String]) {}
        }
        """
      ),
      (
        "Storage/Storage.swift",
        "final class Storage {\n  static let shared = Storage()\n  let notes = NoteWorker()\n}\n"
      ),
      (
        "Storage/NoteWorker.swift",
        """
        final class NoteWorker {
          private let base = LocalBase.shared
          func titles() -> [String] { base.read() }
        }
        """
      ),
      (
        "Storage/LocalBase.swift",
        """
        import Foundation
        final class LocalBase {
          static let shared = LocalBase()
          func read() -> [String] {
            [String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: "/tmp/n"))) ?? Data(), as: UTF8.self)]
          }
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let findings = try await lint(paths)
    #expect(try await findings == wholeFindings(paths))
    #expect(
      findings.filter { $0.rule == NoIOInPresenters.key }.map(\.message) == [
        "the presenter 'NotesPresenter' does I/O through 'Storage.shared.notes.titles()': 'NoteWorker' uses 'Data(contentsOf:)' through 'LocalBase'; let the interactor call it"
      ])
  }

  @Test(
    "a helper of no role that a router calls, in a file of its own, is read whole: the routes are the same"
  )
  func helpersCalledByRolesAreReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Catalog/CatalogRouter.swift",
        """
        import UIKit
        final class CatalogRouter {
          weak var screen: UIViewController?
          func showDetail(id: Int) { DetailOpening().push(id: id, from: screen) }
        }
        protocol CatalogViewInput: AnyObject {}
        final class CatalogPresenter {
          weak var view: (any CatalogViewInput)?
          let router = CatalogRouter()
        }
        final class CatalogViewController: UIViewController, CatalogViewInput {
          var presenter: CatalogPresenter?
        }
        """
      ),
      (
        "Detail/DetailOpening.swift",
        """
        import UIKit
        struct DetailOpening {
          func push(id: Int, from screen: UIViewController?) {
            let view = DetailViewController()
            let presenter = DetailPresenter()
            presenter.view = view
            view.presenter = presenter
            screen?.show(view, sender: nil)
          }
        }
        """
      ),
      (
        "Detail/DetailPresenter.swift",
        """
        import UIKit
        protocol DetailViewInput: AnyObject {}
        final class DetailPresenter { weak var view: (any DetailViewInput)? }
        final class DetailViewController: UIViewController, DetailViewInput {
          var presenter: DetailPresenter?
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(partial == ["Catalog -> Detail: DetailOpening().push()"])
    #expect(partial == whole)
  }

  /// The routes (`From -> To: call`) of files as the linter reads them (declarations first)
  /// and read whole.
  private func routesReadBothWays(_ paths: [String]) async throws -> (
    partial: [String], whole: [String]
  ) {
    let linter = linter
    let routes = { (codebase: Codebase) in
      codebase.units.flatMap(\.reportedRoutes).map { "\($0.from) -> \($0.to): \($0.call)" }
    }
    let partial = try await offThePool { linter.codebase(files: paths) }
    let whole = try await offThePool {
      linter.codebase(of: paths.map { FileAnalyzer.analyze(path: $0) })
    }
    return (routes(partial), routes(whole))
  }

  @Test(
    "a file whose types have no role and that names a router is read whole: the feature it makes and the route type its handler tests lead to the module"
  )
  func aFeatureFileThatNamesARouterIsReadWhole() async throws {
    let (folder, paths) = try write(NavigationTests.routeHandlersApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(partial == ["Cart -> Receipt: router.showReceipt()"])
    #expect(partial == whole)
  }

  @Test(
    "the app's delegate is read whole: the closure it hands a wireframe leads where the wireframe calls it"
  )
  func theAppDelegateIsReadWhole() async throws {
    let (folder, paths) = try write(InheritedAndHandedNavigationTests.appDelegateApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(partial.map { $0.prefix { $0 != ":" } } == ["Login -> Feed", "Login -> Inbox"])
    #expect(partial == whole)
  }

  /// A screen's pages: a page view controller (a lone view by its name) that the screen's view
  /// embeds makes two modules through helpers of no role named for them, one of them holding
  /// nothing but the view it assembles (no role of its own).
  static let pagedApp: [(String, String)] = {
    func module(_ name: String) -> (String, String) {
      (
        "\(name)/\(name)Module.swift",
        """
        import UIKit
        protocol \(name)ViewInput: AnyObject { func reload() }
        final class \(name)ViewController: UIViewController, \(name)ViewInput {
          var presenter: \(name)Presenter?
          func reload() {}
        }
        final class \(name)Presenter { weak var view: \(name)ViewInput? }
        final class \(name)Interactor {}
        """
      )
    }
    return [
      module("Wallet"), module("History"),
      (
        "Wallet/WalletPages.swift",
        """
        import UIKit
        final class WalletPagesViewController: UIPageViewController {
          lazy var pages: [UIViewController] = [WalletContainer.make().screen, HistoryContainer.make().screen]
          override func viewDidLoad() {
            super.viewDidLoad()
            setViewControllers([pages[0]], direction: .forward, animated: false)
          }
        }
        """
      ),
      (
        "Home/HomeModule.swift",
        """
        import UIKit
        final class HomeViewController: UIViewController {
          var presenter: HomePresenter?
          let pages = WalletPagesViewController()
          override func viewDidLoad() { super.viewDidLoad(); addChild(pages) }
        }
        final class HomePresenter { weak var view: HomeViewController? }
        final class HomeInteractor {}
        """
      ),
      (
        "Factories/WalletContainer.swift",
        """
        final class WalletContainer {
          let screen: WalletViewController
          private init(screen: WalletViewController) { self.screen = screen }
          static func make() -> WalletContainer {
            let view = WalletViewController()
            let presenter = WalletPresenter()
            view.presenter = presenter
            presenter.view = view
            return WalletContainer(screen: view)
          }
        }
        """
      ),
      (
        "Factories/HistoryContainer.swift",
        """
        final class HistoryContainer {
          let screen: HistoryViewController
          private init(screen: HistoryViewController) { self.screen = screen }
          static func make() -> HistoryContainer {
            let view = HistoryViewController()
            view.presenter = HistoryPresenter()
            return HistoryContainer(screen: view)
          }
        }
        """
      ),
    ]
  }()

  @Test(
    "a helper named for a module that a lone view calls is read whole: the page controller a screen embeds builds both pages"
  )
  func helpersOfALoneViewNamedForAModuleAreReadWhole() async throws {
    let (folder, paths) = try write(Self.pagedApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(Set(partial.map { $0.prefix { $0 != ":" } }) == ["Home -> History", "Home -> Wallet"])
    #expect(partial == whole)
  }

  /// Screens made in extensions of UIKit's classes, in files of no role: a tab bar an
  /// extension of `UITabBarController` builds for whoever makes one, and a login screen an
  /// extension of `UIViewController` shows for any screen that calls it.
  static let frameworkExtensionsApp: [(String, String)] = {
    let module = NavigationTests.screenModule
    return [
      module("Welcome", "present(UITabBarController().buildTabs(), animated: true)"),
      module("Feed", "showLogin()"), module("Inbox", ""), module("Login", ""),
      (
        "Helpers/UITabBarController+Tabs.swift",
        """
        import UIKit
        extension UITabBarController {
          func buildTabs() -> UITabBarController {
            let tabs = UITabBarController()
            tabs.viewControllers = [FeedBuilder.build(), InboxBuilder.build()]
            return tabs
          }
        }
        """
      ),
      (
        "Helpers/UIViewController+Session.swift",
        """
        import UIKit
        extension UIViewController {
          func showLogin() { present(LoginBuilder.build(), animated: true) }
        }
        """
      ),
    ]
  }()

  @Test(
    "code in extensions of UIKit's classes runs where it is called: on a tab bar the view makes, and for a screen that inherits it; their files are read whole"
  )
  func extensionsOfFrameworkClassesRunWhereCalled() async throws {
    let (folder, paths) = try write(Self.frameworkExtensionsApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(
      Set(partial.map { $0.prefix { $0 != ":" } }) == [
        "Feed -> Login", "Welcome -> Feed", "Welcome -> Inbox",
      ])
    #expect(partial == whole)
  }

  /// A table adapter of no role that a module's view makes and sets as its table's delegate:
  /// UIKit calls its `tableView(_:didSelectRowAt:)`, which presents another module. A method
  /// of it that no framework calls, and a view controller of no module the view makes, show
  /// nothing for the view.
  static let delegateAdapterApp: [(String, String)] = {
    let module = NavigationTests.screenModule(_:viewCode:)
    return [
      module(
        "Orders",
        "let table = UITableView(); let adapter = OrdersTableAdapter(); table.delegate = adapter"
      ),
      module("Catalog", "present(AboutScreen(), animated: true)"),
      module("Receipt", ""), module("Help", ""), module("Support", ""),
      (
        "Orders/OrdersTableAdapter.swift",
        """
        import UIKit
        final class OrdersTableAdapter: NSObject, UITableViewDelegate {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.window?.rootViewController?.present(ReceiptBuilder.build(), animated: true)
          }
          func openHelp(_ tableView: UITableView) {
            tableView.window?.rootViewController?.present(HelpBuilder.build(), animated: true)
          }
        }
        """
      ),
      (
        "Shared/AboutScreen.swift",
        """
        import UIKit
        final class AboutScreen: UIViewController, UITableViewDelegate {
          func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            present(SupportBuilder.build(), animated: true)
          }
        }
        """
      ),
    ]
  }()

  @Test(
    "a delegate a view makes runs its framework callbacks as the view's code: the adapter's row selection is the module's route; a method no framework calls, and a view controller of no module, are not; the adapter's file is read whole"
  )
  func delegateCallbacksOfAnObjectAViewMakesAreItsRoutes() async throws {
    let (folder, paths) = try write(Self.delegateAdapterApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(Set(partial.map { $0.prefix { $0 != ":" } }) == ["Orders -> Receipt"])
    #expect(partial == whole)
  }

  /// A view that shows another module's screen and names, as the `sender:`, a screen of a
  /// third module it makes for the purpose (or its own): the sender is who asked, not a screen
  /// shown.
  static let senderArgumentApp: [(String, String)] = {
    let module = NavigationTests.screenModule(_:viewCode:)
    return [
      module(
        "Orders",
        "navigationController?.show(ReceiptBuilder.build(), sender: HelpViewController())"
      ),
      module(
        "Receipt",
        "showDetailViewController(SupportBuilder.build(), sender: (OrdersViewController() as UIViewController))"
      ),
      module("Help", ""), module("Support", ""),
    ]
  }()

  @Test(
    "a screen made as a show call's sender: argument is who asked, not a screen shown: only the first argument's module is a route"
  )
  func aSenderArgumentIsNotAScreenShown() async throws {
    let (folder, paths) = try write(Self.senderArgumentApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(
      Set(partial.map { $0.prefix { $0 != ":" } }) == ["Orders -> Receipt", "Receipt -> Support"])
    #expect(partial == whole)
  }

  /// One `Router` class, named for its role alone, that every module's builder makes and
  /// every presenter holds as `Routing`, a protocol only it implements (and only a subclass of
  /// `BaseRouter` may), whose extension shows the screens: each module goes where its own
  /// presenter's call leads.
  static let sharedRoutingApp: [(String, String)] = {
    func module(_ name: String, action: String) -> (String, String) {
      (
        "Modules/\(name)/\(name)Module.swift",
        """
        import UIKit
        final class \(name)ViewController: UIViewController {
          var presenter: \(name)Presenter?
          override func viewDidLoad() { super.viewDidLoad(); presenter?.didTap() }
        }
        final class \(name)Presenter {
          weak var view: \(name)ViewController?
          private let router: Routing
          init(router: Routing) { self.router = router }
          func didTap() { \(action) }
        }
        enum \(name)Builder {
          static func build() -> UIViewController {
            let router = Router()
            let presenter = \(name)Presenter(router: router)
            let view = \(name)ViewController()
            view.presenter = presenter
            presenter.view = view
            router.viewController = view
            return view
          }
        }
        """
      )
    }
    return [
      (
        "Routing/Router.swift",
        """
        import UIKit
        class BaseRouter {
          weak var viewController: UIViewController?
        }
        protocol Routing: BaseRouter {
          func showSettings()
          func showProfile()
        }
        extension Routing {
          func showSettings() { viewController?.show(SettingsBuilder.build(), sender: nil) }
          func showProfile() { viewController?.show(ProfileBuilder.build(), sender: nil) }
        }
        final class Router: BaseRouter, Routing {}
        """
      ),
      module("Feed", action: "router.showProfile()"),
      module("Profile", action: "router.showSettings()"),
      module("Settings", action: ""),
    ]
  }()

  @Test(
    "a router named for its role alone that every module's presenter holds through a protocol only it implements belongs to no module: each module goes where its own call leads"
  )
  func aSharedRouterHeldThroughItsOnlyProtocolBelongsToNoModule() async throws {
    let (folder, paths) = try write(Self.sharedRoutingApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(
      Set(partial.map { $0.prefix { $0 != ":" } }) == ["Feed -> Profile", "Profile -> Settings"])
    #expect(partial == whole)
  }

  /// A SwiftUI app whose scene switches over its `@State` phase; the closures it hands the
  /// modules' builders set the phase, which the modules' routers call when they are done.
  static let appStateApp: [(String, String)] = {
    func module(_ name: String, done: Bool) -> (String, String) {
      (
        "Modules/\(name)/\(name)Module.swift",
        """
        import SwiftUI
        struct \(name)View: View {
          let presenter: \(name)Presenter
          var body: some View { Button("Go") { presenter.didTap() } }
        }
        final class \(name)Presenter {
          var router: \(name)Router?
          var banner = Banner()
          func didTap() {
            banner.section = .catalog
            router?.finish()
          }
        }
        final class \(name)Router {
          var onDone: (() -> Void)?
          func finish() { \(done ? "onDone?()" : "") }
        }
        enum \(name)Builder {
          static func build(onDone: @escaping () -> Void = {}) -> some View {
            let router = \(name)Router()
            router.onDone = onDone
            let presenter = \(name)Presenter()
            presenter.router = router
            return \(name)View(presenter: presenter)
          }
        }
        """
      )
    }
    return [
      (
        "App/RidesApp.swift",
        """
        import SwiftUI
        @main
        struct RidesApp: App {
          @State private var phase: Phase = .intro
          var body: some Scene {
            WindowGroup {
              switch phase {
              case .intro: IntroBuilder.build { phase = .signIn }
              case .signIn: SignInBuilder.build { self.phase = Phase.home }
              case .home: HomeBuilder.build()
              }
            }
          }
        }
        enum Phase { case intro, signIn, home }
        """
      ),
      (
        "Shared/Section.swift",
        """
        import SwiftUI
        struct Banner { var section: Section = .catalog }
        enum Section {
          case catalog
          var screen: some View {
            switch self {
            case .catalog: CatalogBuilder.build()
            }
          }
        }
        """
      ),
      module("Intro", done: true), module("SignIn", done: true), module("Home", done: false),
      module("Catalog", done: false),
    ]
  }()

  @Test(
    "a SwiftUI app's scene that switches over its @State shows the arm of the value a module's closure sets: each module goes where its router's call leads; the first state is launch; a case assigned to another object's property is no state of the app"
  )
  func anAppsStateSetByAModuleShowsItsArm() async throws {
    let (folder, paths) = try write(Self.appStateApp)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (partial, whole) = try await routesReadBothWays(paths)
    #expect(Set(partial.map { $0.prefix { $0 != ":" } }) == ["Intro -> SignIn", "SignIn -> Home"])
    #expect(partial == whole)
  }

  @Test(
    "a file of no role that imports UIKit and names a view or a builder is read whole: a delegate protocol only handed a cell needs no UIKit, a helper that calls a builder does"
  )
  func filesNamingAViewAreReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Steps/StepCell.swift",
        """
        import UIKit
        final class StepCell: UITableViewCell { weak var delegate: (any StepCellDelegate)? }
        """
      ),
      (
        "Steps/StepCellDelegate.swift",
        """
        import UIKit
        protocol StepCellDelegate: AnyObject { func stepCell(_ cell: StepCell, didChange value: Int) }
        """
      ),
      (
        "Steps/StepsScreenBuilder.swift",
        """
        import UIKit
        enum StepsScreenBuilder { static func make() -> UIViewController { UIViewController() } }
        """
      ),
      (
        "Steps/StepsLauncher.swift",
        """
        import UIKit
        enum StepsLauncher {
          static func start(count: Int) -> Int {
            _ = StepsScreenBuilder.make()
            return count
          }
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rule = NoUnusedUIFrameworkImports.key
    let linted = try await lint(paths).filter { $0.rule == rule }
    let whole = try await wholeFindings(paths).filter { $0.rule == rule }
    #expect(
      linted.map { URL(fileURLWithPath: $0.location.file).lastPathComponent } == [
        "StepCellDelegate.swift"
      ])
    #expect(linted == whole)
  }

  @Test(
    "a class a presenter holds, in a file of its own that imports UIKit, is read whole: a service by use when it has methods, else an entity unless it is a view model"
  )
  func servicesByUseAreReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Wallet/WalletPresenter.swift",
        """
        protocol WalletViewInput: AnyObject { func show(_ state: WalletViewState) }
        enum WalletViewState { case loaded(WalletDetailsViewModel) }
        final class WalletPresenter {
          weak var view: (any WalletViewInput)?
          let loader: any ReceiptLoading
          private var shown: WalletDetailsViewModel?
          private let balance = WalletBalanceModel()
          init(loader: any ReceiptLoading) { self.loader = loader }
        }
        """
      ),
      (
        "Wallet/Receipts/ReceiptLoader.swift",
        """
        import UIKit
        protocol ReceiptLoading { func load(id: String) async -> Data? }
        final class ReceiptLoader: ReceiptLoading {
          func load(id: String) async -> Data? { UIImage(named: id)?.pngData() }
        }
        """
      ),
      (
        "Wallet/Balance/WalletBalanceModel.swift",
        """
        import UIKit
        final class WalletBalanceModel {
          var amount = 0
          var badge: UIImage?
        }
        """
      ),
      (
        "Wallet/Details/WalletDetailsViewModel.swift",
        """
        import UIKit
        final class WalletDetailsViewModel {
          let title: String
          let icon: UIImage?
          init(title: String, icon: UIImage?) { self.title = title; self.icon = icon }
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rule = NoUIFrameworkTypesOutsideViews.key
    let linted = try await lint(paths).filter { $0.rule == rule }
    let whole = try await wholeFindings(paths).filter { $0.rule == rule }
    #expect(
      linted.map(\.message) == [
        "the entity 'WalletBalanceModel' uses the UIKit type 'UIImage'; keep UI types in the view",
        "the service 'ReceiptLoader' uses the UIKit type 'UIImage'; keep UI types in the view",
      ])
    #expect(linted == whole)
  }

  @Test(
    "a service a presenter holds, in a file of its own, is read whole: the I/O the presenter does through it is found"
  )
  func servicesPresentersHoldAreReadWhole() async throws {
    let (folder, paths) = try write([
      (
        "Feed/FeedPresenter.swift",
        """
        protocol FeedViewInput: AnyObject { func show(titles: [String]) }
        final class FeedPresenter {
          weak var view: (any FeedViewInput)?
          let client: any FeedLoading
          init(client: any FeedLoading) { self.client = client }
          func refresh() async { let titles = await client.titles(); view?.show(titles: titles) }
        }
        final class FeedViewController: FeedViewInput {
          let presenter: FeedPresenter
          init(presenter: FeedPresenter) { self.presenter = presenter }
          func show(titles: [String]) {}
        }
        """
      ),
      (
        "Networking/FeedClient.swift",
        """
        import Foundation
        protocol FeedLoading { func titles() async -> [String] }
        final class FeedClient {}
        extension FeedClient: FeedLoading {
          func titles() async -> [String] {
            let url = URL(fileURLWithPath: "/")
            return (try? await URLSession.shared.data(from: url)).map { _ in ["x"] } ?? []
          }
        }
        """
      ),
    ])
    defer { try? FileManager.default.removeItem(at: folder) }
    let rule = NoIOInPresenters.key
    let linted = try await lint(paths).filter { $0.rule == rule }
    let whole = try await wholeFindings(paths).filter { $0.rule == rule }
    #expect(linted.map(\.location.line) == [6])
    #expect(linted == whole)
  }

  @Test("over this repository's sources the findings are the same", .notUnderThreadSanitizer)
  func thisRepository() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = try linter.swiftFiles(in: [root.appendingPathComponent("Sources").path])
    #expect(files.count > 200)
    let whole = try await wholeFindings(files)
    #expect(try await lint(files) == whole)
  }

  /// What a declarations walk must record as a whole walk does: every type with its
  /// inheritance, stored properties, property observers' calls, force casts, and the methods of
  /// protocols and extensions.
  static func declarations(_ facts: FileFacts) -> [String] {
    var lines = facts.imports.map { "import \($0.module) \($0.location)" }
    for type in facts.types.sorted(by: { $0.location < $1.location }) {
      lines.append(
        "\(type.kind) \(type.name) \(type.location) \(type.inherited) \(type.hasClassConstraint)")
      for property in type.properties {
        lines.append(
          "  var \(property.name): \(property.typeName ?? "-") \(property.ownership) \(property.location)"
        )
      }
      for call in type.observerCalls { lines.append("  observer \(call.callee) \(call.location)") }
      for cast in type.forceCasts { lines.append("  as! \(cast.name) \(cast.location)") }
      if type.kind == .protocol || type.kind == .extension {
        for function in type.functions {
          let parameters = function.parameters.map {
            "\($0.typeText) \($0.typeNames) \($0.location)"
          }
          lines.append("  func \(function.name) \(parameters) \(function.location)")
        }
      }
    }
    return lines
  }

  /// Analyzes a source both ways, off the cooperative pool.
  func bothWays(_ source: String, path: String) async throws -> (
    declarations: FileFacts, whole: FileFacts
  ) {
    let naming = linter.configuration.naming
    return try await offThePool {
      let bytes = Array(source.utf8)
      return (
        FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming),
        FileAnalyzer.analyze(bytes: bytes, path: path)
      )
    }
  }

  @Test(
    "a declarations walk records the declarations, observers, force casts and protocol methods a whole walk records"
  )
  func declarationsMatchAWholeWalk() async throws {
    let source = """
      import Foundation
      #if canImport(UIKit)
      import UIKit
      #endif

      protocol Loading: AnyObject { func load(_ id: Int, into sink: [Row]) }
      protocol Bound where Self: AnyObject {}

      struct Row: Hashable {
        static var shared = Row()
        weak var owner: Owner?
        unowned let keeper: Keeper
        var label = Label(text: "a class in a string")  // the word class in a comment
        var computed: Int { 1 }
        var watched = 0 {
          didSet { loader.load(watched, into: []) }
          willSet(next) { print(next) }
        }
        let made = { () -> Int in
          struct Inside { var value = 1 }
          return Inside().value
        }()
        #if DEBUG
        var debugOnly: String?
        #else
        var releaseOnly: (any Loading)?
        #endif
        enum Kind: String { case a, b }
        func cast(_ any: Any) -> Owner {
          final class Local: Loading { var row: Row?; func load(_ id: Int, into sink: [Row]) {} }
          _ = any as! Local
          return any as! Owner  // as! Keeper in a comment
        }
      }

      extension Row: CustomStringConvertible {
        var description: String { "as! Row" }
        func described(by format: Format<Row>) -> String {
          func local(_ row: Row) -> String { "\\(row)" }  // a local function is no method
          return String(describing: self as! Format<Row>)
        }
        subscript(index: Int) -> Int { index }
      }

      final class Owner { init() { _ = 1 as! Int } deinit {} }
      let topLevel = 3 as! Double
      func free() { enum Hidden { case one } }
      """
    let (declarations, whole) = try await bothWays(source, path: "Shared/Row.swift")
    #expect(!declarations.isComplete)
    #expect(whole.isComplete)
    #expect(Self.declarations(declarations) == Self.declarations(whole))
    // The pins above compare two readings; these pin what both read.
    let casts = declarations.types.flatMap { type in
      type.forceCasts.map { "\(type.name) as! \($0.name)" }
    }
    #expect(
      Set(casts) == ["Row as! Local", "Row as! Owner", "Row as! Format", "Owner as! Int"])
    let types = Set(declarations.types.map(\.name))
    #expect(types.isSuperset(of: ["Row.Inside", "Row.Local", "Row.Kind", "Hidden", "Row"]))
    let row = declarations.types.first { $0.name == "Row" }
    #expect(
      row?.properties.map(\.name) == [
        "owner", "keeper", "label", "watched", "made", "debugOnly", "releaseOnly",
      ])
    #expect(row?.observerCalls.map(\.callee) == ["load", "print"])
    let methods = declarations.types.filter { $0.kind == .extension }.flatMap(\.functions)
    #expect(methods.map(\.name) == ["described"])
  }

  // The reference apps (VIPER modules as this project writes them) and the rule tests (VIPER
  // code of every other shape, in string literals the parser reads as such). The whole
  // repository took five minutes under ThreadSanitizer, which adds nothing to a
  // single-threaded comparison.
  @Test(
    "over the reference apps and the rule tests, the declarations are the same read either way",
    .notUnderThreadSanitizer)
  func thisRepositoryDeclarations() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = try linter.swiftFiles(in: [
      root.appendingPathComponent("Sources/ReferenceApps").path,
      root.appendingPathComponent("Tests/ViperToolingTests/Lint").path,
    ])
    #expect(files.count > 50)
    let naming = linter.configuration.naming
    let different = try await offThePool {
      files.filter { path in
        Self.declarations(FileAnalyzer.analyze(path: path, naming: naming))
          != Self.declarations(FileAnalyzer.analyze(path: path))
      }
    }
    #expect(different.isEmpty)
  }

  @Test(
    "a type declared in a body is found wherever its keyword falls: every keyword, every lane, after any separator",
    .notUnderThreadSanitizer
  )
  func typesInBodiesAtEveryOffset() async throws {
    let naming = linter.configuration.naming
    let missed = try await offThePool {
      var missed: [String] = []
      // The keyword lands on each of the 16 lanes of the vector scan, and past its last block.
      for keyword in ["class", "struct", "enum", "actor", "protocol", "extension"] {
        let name = keyword == "extension" ? "Int" : "Local"
        for padding in 0..<20 {
          for separator in ["\n", "{", " "] {
            for after in [" ", "\r\n", "\t"] {
              let body = String(repeating: "x", count: padding) + separator
              let source =
                "func f() {\(body)\(keyword)\(after)\(name) {}}"
              let facts = FileAnalyzer.analyze(
                bytes: Array(source.utf8), path: "Code.swift", naming: naming)
              if !facts.types.contains(where: { $0.name == name }) {
                missed.append("\(keyword) after \(padding) x and \(separator.debugDescription)")
              }
            }
          }
        }
      }
      // A keyword inside a word declares nothing, and none is read.
      for word in ["subclass", "instruct", "xenum", "reactor", "myprotocol", "_extension"] {
        let source = "func f() { let \(word) = 1 }"
        let facts = FileAnalyzer.analyze(
          bytes: Array(source.utf8), path: "Code.swift", naming: naming)
        if !facts.types.isEmpty { missed.append("a type found in '\(word)'") }
      }
      return missed
    }
    #expect(missed.isEmpty, "\(missed.count) missed, first: \(missed.prefix(3))")
  }
}
