import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct DoNotNavigateFromViewsTests {
  @Test(
    "a view that sets the SwiftUI app's state (through the binding the app hands it) shows the screen the app's scene switches to: reported at the view's line, not in the app's scene"
  )
  func reportsAViewThatSetsTheAppsState() {
    func module(_ name: String, body: String) -> (String, String) {
      (
        "\(name)/\(name)Module.swift",
        """
        import SwiftUI
        struct \(name)View: View {
          @ObservedObject var presenter: \(name)Presenter
          @Binding var phase: Phase
          var body: some View { \(body) }
        }
        final class \(name)Presenter: ObservableObject {
          @Published var title = ""
        }
        enum \(name)Builder {
          static func build(phase: Binding<Phase>) -> some View {
            \(name)View(presenter: \(name)Presenter(), phase: phase)
          }
        }
        """
      )
    }
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "App/ShopApp.swift",
          """
          import SwiftUI
          @main
          struct ShopApp: App {
            @State private var phase: Phase = .intro
            var body: some Scene {
              WindowGroup {
                switch phase {
                case .intro: IntroBuilder.build(phase: $phase)
                case .home: HomeBuilder.build(phase: $phase)
                }
              }
            }
          }
          enum Phase { case intro, home }
          """
        ),
        module("Intro", body: #"Text("Welcome")"#),
        module("Home", body: #"Button("Log out") { phase = 1️⃣.intro }"#),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'HomeView' builds the screen of 'Intro' ('IntroBuilder.build()', from '.intro'); let the router build and show other modules"
        )
      ])
  }

  @Test func reportsPresentingPushingAndBuildingInAView() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Detail/DetailBuilder.swift",
          "struct DetailBuilder { func build(id: Int) -> DetailViewController { DetailViewController() } }\n"
        ),
        (
          "Detail/DetailViewController.swift",
          """
          final class DetailViewController { let presenter: DetailPresenter; static var recent: [Int] = [] }
          final class DetailPresenter { weak var view: DetailViewController? }
          enum DetailRouter { static func createModule() -> DetailViewController { DetailViewController(presenter: DetailPresenter()) } }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput {\n  weak var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          final class UsersViewController: UIViewController, UsersViewInput {
            func didTap(id: Int) {
              let detail = 1️⃣DetailBuilder().build(id: id)
              2️⃣navigationController?.pushViewController(detail, animated: true)
              3️⃣present(detail, animated: true)
              4️⃣show(detail, sender: self)
              let other = 5️⃣DetailViewController()
              6️⃣performSegue(withIdentifier: "detail", sender: nil)
              let module = 7️⃣DetailRouter.createModule()
              // A static member of another screen's class, written: nothing is created.
              DetailViewController.recent.append(id)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'UsersViewController' creates the builder 'DetailBuilder'; let the router build and show other modules"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view 'UsersViewController' navigates with 'pushViewController'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view 'UsersViewController' navigates with 'present'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "4️⃣",
          "the view 'UsersViewController' navigates with 'show'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "5️⃣",
          "the view 'UsersViewController' creates the view 'DetailViewController'; let the router build and show other modules"
        ),
        ExpectedFinding(
          "6️⃣",
          "the view 'UsersViewController' navigates with 'performSegue'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "7️⃣",
          "the view 'UsersViewController' creates the router 'DetailRouter'; let the router build and show other modules"
        ),
      ])
  }

  @Test(
    "wiring a cell module (its presenter's view a table cell named for no role) from a view is embedding, not navigating; opening a screen module still is"
  )
  func acceptsWiringACellModule() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Cells/ItemCell.swift",
          """
          import UIKit
          protocol ItemCellDisplaying: AnyObject {}
          final class ItemCell: UITableViewCell, ItemCellDisplaying { var presenter: ItemCellPresenter? }
          final class ItemCellPresenter { weak var view: (any ItemCellDisplaying)? }
          enum ItemCellRouter {
            static func configure(_ cell: ItemCell, title: String) {
              let presenter = ItemCellPresenter()
              cell.presenter = presenter
              presenter.view = cell
            }
          }
          """
        ),
        (
          "Cart/Cart.swift",
          """
          import UIKit
          protocol CartViewInput: AnyObject {}
          final class CartPresenter { weak var view: (any CartViewInput)? }
          final class CartViewController: UIViewController, CartViewInput { var presenter: CartPresenter? }
          enum CartRouter {
            static func createModule() -> UIViewController {
              let view = CartViewController()
              let presenter = CartPresenter()
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { weak var view: (any UsersViewInput)? }\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            var presenter: UsersPresenter?
            func cell(_ cell: ItemCell) { ItemCellRouter.configure(cell, title: "a") }
            func openCart() { _ = 1️⃣CartRouter.createModule() }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'UsersViewController' creates the router 'CartRouter'; let the router build and show other modules"
        )
      ])
  }

  @Test(
    "a base class and an extension of a protocol only views adopt navigate for the module views that inherit them; a mixin routers adopt too, and a base no module view inherits, do not count"
  )
  func reportsNavigationInCodeModuleViewsInherit() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Common/BaseScreenController.swift",
          """
          import UIKit
          class BaseScreenController: UIViewController {
            func showMessage(_ text: String) {
              let alert = UIAlertController(title: text, message: nil, preferredStyle: .alert)
              1️⃣present(alert, animated: true)
            }
          }
          """
        ),
        (
          "Common/Confirming.swift",
          """
          import UIKit
          protocol Confirming: AnyObject {}
          extension Confirming where Self: UIViewController {
            func confirm(_ text: String) {
              let alert = UIAlertController(title: text, message: nil, preferredStyle: .alert)
              2️⃣present(alert, animated: true)
            }
          }
          """
        ),
        (
          "Common/AlertShowing.swift",
          """
          import UIKit
          protocol AlertShowing: AnyObject {}
          extension AlertShowing {
            func showAlert(_ text: String, from screen: UIViewController?) {
              screen?.present(UIAlertController(title: text, message: nil, preferredStyle: .alert), animated: true)
            }
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          "import UIKit\nfinal class UsersRouter: AlertShowing { weak var view: UIViewController? }\n"
        ),
        (
          "Common/PlainScreenController.swift",
          """
          import UIKit
          class PlainScreenController: UIViewController {
            func showHelp() { present(UIViewController(), animated: true) }
          }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput {\n  weak var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          final class UsersViewController: BaseScreenController, UsersViewInput, Confirming, AlertShowing {
            var presenter: (any UsersViewOutput)?
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'BaseScreenController', which views of modules such as 'UsersViewController' inherit, navigates with 'present'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "2️⃣",
          "'Confirming', which views of modules such as 'UsersViewController' adopt, navigates with 'present'; tell the presenter and let the router navigate"
        ),
      ])
  }

  @Test(
    "a view that presents through a helper (a manager of no role, a framework type's extension, an extension every view controller has) is reported at its call; a helper that presents nothing, or a router using one, is not"
  )
  func reportsAViewPresentingThroughAHelper() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Login/LoginViewController.swift",
          """
          import UIKit
          protocol LoginViewProtocol: AnyObject { func show(error: String) }
          final class LoginViewController: UIViewController, LoginViewProtocol {
            var presenter: LoginPresenterProtocol?
            func show(error: String) {
              1️⃣showAlert(title: "Error", message: error)
              let alert = UIAlertController()
              2️⃣alert.showAlert(title: "Error", message: error, from: self)
              3️⃣AlertManager.confirmDeletion(on: self) { _ in self.presenter?.didConfirm() }
              AlertManager.haptic()
              configure(title: error)
            }
            private func configure(title: String) { self.title = title }
          }
          """
        ),
        (
          "Login/LoginPresenter.swift",
          """
          protocol LoginPresenterProtocol: AnyObject { func didConfirm() }
          final class LoginPresenter: LoginPresenterProtocol {
            weak var view: LoginViewProtocol?
            let router: LoginRouter
            init(router: LoginRouter) { self.router = router }
            func didConfirm() { router.showError() }
          }
          """
        ),
        (
          "Login/LoginRouter.swift",
          """
          import UIKit
          final class LoginRouter {
            weak var viewController: UIViewController?
            func showError() { viewController?.showAlert(title: "Error", message: nil) }
          }
          """
        ),
        (
          "Helpers/UIViewController+Alert.swift",
          """
          import UIKit
          extension UIViewController {
            func showAlert(title: String?, message: String?) {
              let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
              present(alert, animated: true)
            }
          }
          """
        ),
        (
          "Helpers/UIAlertController+Show.swift",
          """
          import UIKit
          extension UIAlertController {
            func showAlert(title: String, message: String, from controller: UIViewController) {
              let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
              controller.present(alert, animated: true, completion: nil)
            }
          }
          """
        ),
        (
          "Helpers/AlertManager.swift",
          """
          import UIKit
          final class AlertManager {
            static func confirmDeletion(
              on controller: UIViewController, completion: @escaping (UIAlertAction) -> Void
            ) {
              show(on: controller, title: "Delete?")
            }
            static func haptic() {}
            private static func show(on controller: UIViewController, title: String) {
              controller.present(UIAlertController(), animated: true)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'LoginViewController' navigates through 'UIViewController.showAlert', which calls 'present'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view 'LoginViewController' navigates through 'UIAlertController.showAlert', which calls 'present'; tell the presenter and let the router navigate"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view 'LoginViewController' navigates through 'AlertManager.confirmDeletion', which calls 'present'; tell the presenter and let the router navigate"
        ),
      ])
  }

  @Test(
    "a table adapter a view makes navigates for the view when UIKit calls it back: reported where its row selection builds another module, declared in its class or in an extension in the view's file"
  )
  func reportsNavigationInDelegateCallbacksOfAnAdapterTheViewMakes() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Detail/DetailRouter.swift",
          """
          import UIKit
          final class DetailViewController: UIViewController { var presenter: DetailPresenter? }
          final class DetailPresenter { weak var view: DetailViewController? }
          enum DetailRouter {
            static func createModule() -> UIViewController {
              let view = DetailViewController()
              view.presenter = DetailPresenter()
              return view
            }
          }
          """
        ),
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput {\n  weak var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n"
        ),
        (
          "Users/UsersViewController.swift",
          """
          import UIKit
          final class UsersViewController: UIViewController, UsersViewInput {
            let table = UITableView()
            var adapter: UsersTableAdapter?
            var searchAdapter: UsersSearchAdapter?
            func showUsers(_ rows: [UserRowViewModel]) {
              adapter = UsersTableAdapter()
              searchAdapter = UsersSearchAdapter()
              table.delegate = adapter
            }
          }
          extension UsersSearchAdapter {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              tableView.window?.rootViewController?.present(1️⃣DetailRouter.createModule(), animated: true)
            }
          }
          """
        ),
        (
          "Users/UsersTableAdapter.swift",
          """
          import UIKit
          final class UsersTableAdapter: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
              let detail = 2️⃣DetailRouter.createModule()
              tableView.window?.rootViewController?.present(detail, animated: true)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
          }
          final class UsersSearchAdapter: NSObject, UITableViewDelegate {}
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'UsersViewController' builds the screen of 'Detail' ('DetailRouter.createModule()', from 'UsersSearchAdapter()'); let the router build and show other modules"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view 'UsersViewController' builds the screen of 'Detail' ('DetailRouter.createModule()', from 'UsersTableAdapter()'); let the router build and show other modules"
        ),
      ])
  }

  @Test(
    "a view calling a helper that only registers an action (a selector) navigates through nothing: the action's method runs on the tap, not in the call"
  )
  func acceptsAHelperThatOnlyRegistersAnAction() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Login/LoginViewController.swift",
          """
          import UIKit
          protocol LoginViewProtocol: AnyObject { func showHelpButton() }
          final class LoginViewController: UIViewController, LoginViewProtocol {
            var presenter: LoginPresenterProtocol?
            let decorator = HelpButtonDecorator()
            let button = UIButton()
            func showHelpButton() { decorator.decorate(button, host: self) }
          }
          """
        ),
        (
          "Login/LoginPresenter.swift",
          """
          protocol LoginPresenterProtocol: AnyObject { func viewDidLoad() }
          final class LoginPresenter: LoginPresenterProtocol {
            weak var view: LoginViewProtocol?
            func viewDidLoad() { view?.showHelpButton() }
          }
          """
        ),
        (
          "Helpers/HelpButtonDecorator.swift",
          """
          import UIKit
          final class HelpButtonDecorator: NSObject {
            weak var host: UIViewController?
            func decorate(_ button: UIButton, host: UIViewController) {
              self.host = host
              button.addTarget(self, action: #selector(openHelp), for: .touchUpInside)
            }
            @objc func openHelp() { host?.present(UIAlertController(), animated: true) }
          }
          """
        ),
      ], [])
  }

  @Test(
    "a view registering an action its base class implements is reported nowhere for it: the base class's navigation is reported once, where it is written"
  )
  func reportsTheActionABaseClassImplementsWhereItIsWritten() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Base/BaseViewController.swift",
          """
          import UIKit
          class BaseViewController: UIViewController {
            @objc func openSettings() {
              1️⃣navigationController?.pushViewController(SettingsBuilder.build(), animated: true)
            }
          }
          """
        ),
        (
          "Feed/FeedViewController.swift",
          """
          import UIKit
          protocol FeedViewProtocol: AnyObject { func showTitle() }
          final class FeedViewController: BaseViewController, FeedViewProtocol {
            var presenter: FeedPresenterProtocol?
            func showTitle() {
              navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Settings", style: .plain, target: self, action: #selector(openSettings))
            }
          }
          """
        ),
        (
          "Feed/FeedPresenter.swift",
          """
          protocol FeedPresenterProtocol: AnyObject { func viewDidLoad() }
          final class FeedPresenter: FeedPresenterProtocol {
            weak var view: FeedViewProtocol?
            func viewDidLoad() { view?.showTitle() }
          }
          """
        ),
        (
          "Settings/SettingsModule.swift",
          """
          import UIKit
          protocol SettingsViewProtocol: AnyObject {}
          final class SettingsViewController: UIViewController, SettingsViewProtocol {
            var presenter: SettingsPresenter?
          }
          final class SettingsPresenter { weak var view: SettingsViewProtocol? }
          enum SettingsBuilder {
            static func build() -> UIViewController {
              let view = SettingsViewController()
              let presenter = SettingsPresenter()
              presenter.view = view
              view.presenter = presenter
              return view
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "'BaseViewController', which views of modules such as 'FeedViewController' inherit, navigates with 'pushViewController'; tell the presenter and let the router navigate"
        )
      ])
  }

  @Test func acceptsSubviewsOfItsOwnModuleAndNavigationInTheRouter() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          "final class UsersPresenter: UsersViewOutput { weak var view: (any UsersViewInput)? }\n"
        ),
        (
          "Users/UsersView.swift",
          """
          struct UsersRowView { let title: String }
          final class UsersHeaderView {}
          final class UsersView: UsersViewInput {
            let output: any UsersViewOutput
            func render() {
              let row = UsersRowView(title: "a")
              let header = UsersHeaderView()
              output.didSelect(id: 1)
              show("text")
              label.present("words")
            }
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            func showDetail() { navigator.push(DetailBuilder().build()) }
          }
          struct DetailBuilder { func build() -> Int { 1 } }
          """
        ),
      ], [])
  }

  /// A view that reaches past its presenter to the router (`presenter?.router?.open...`)
  /// navigates, though the push is in the router's code; asking the presenter, which asks the
  /// router, does not, nor does handing UIKit's `prepare(for:sender:)` on to the router, nor
  /// taking a screen the presenter's router returns to place it (a SwiftUI `NavigationLink`'s
  /// destination); a router the view makes itself is the view building screens.
  @Test func reportsAViewCallingItsRouterThroughThePresenter() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Notes/NotesPresenter.swift",
          """
          import UIKit
          protocol NotesRouterProtocol: AnyObject {
            func openEditor(from view: UIViewController)
            func editorScreen() -> UIViewController
            func close(_ view: UIViewController)
          }
          protocol NotesPresenterProtocol: AnyObject {
            var router: NotesRouterProtocol? { get set }
            func didTapAdd(from view: UIViewController)
          }
          final class NotesPresenter: NotesPresenterProtocol {
            weak var view: NotesViewController?
            var router: NotesRouterProtocol?
            func didTapAdd(from view: UIViewController) { router?.openEditor(from: view) }
          }
          final class NotesRouter: NotesRouterProtocol {
            func openEditor(from view: UIViewController) {
              view.navigationController?.pushViewController(EditorRouter.makeModule(), animated: true)
            }
            func close(_ view: UIViewController) { view.dismiss(animated: true) }
            func editorScreen() -> UIViewController { EditorRouter.makeModule() }
            func tabScreens() -> [UIViewController] { [EditorRouter.makeModule()] }
            func prepare(for segue: UIStoryboardSegue) {
              EditorRouter.configure(segue.destination)
            }
          }
          """
        ),
        (
          "Notes/NotesViewController.swift",
          """
          import UIKit
          final class NotesViewController: UIViewController {
            var presenter: NotesPresenterProtocol?
            func addTapped() { 1️⃣presenter?.router?.openEditor(from: self) }
            func addTappedAgain() { presenter?.didTapAdd(from: self) }
            func closeTapped() { presenter?.router?.close(self) }
            func linkShown() { embed(presenter?.router?.editorScreen()) }
            func loadTabs() { tabs = 2️⃣NotesRouter().tabScreens() }
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
              presenter?.router?.prepare(for: segue)
            }
          }
          """
        ),
        (
          "Editor/Editor.swift",
          """
          import UIKit
          final class EditorViewController: UIViewController { var presenter: EditorPresenter? }
          final class EditorPresenter { weak var view: EditorViewController? }
          enum EditorRouter {
            static func configure(_ screen: UIViewController) {}
            static func makeModule() -> UIViewController {
              let view = EditorViewController()
              let presenter = EditorPresenter()
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'NotesViewController' calls its router ('presenter.router.openEditor()'), which shows 'Editor'; tell the presenter and let the router navigate"
        ),
        // A router the view makes itself builds the screens for it, returned or not.
        ExpectedFinding(
          "2️⃣",
          "the view 'NotesViewController' calls its router ('NotesRouter().tabScreens()'), which shows 'Editor'; tell the presenter and let the router navigate"
        ),
      ])
  }

  /// A tab bar view that makes its tabs through one shared builder of every module is
  /// reported once per tab, at its own call: the builder's body, which makes the tab's view,
  /// presenter and router, is the same screen, and the builder is no view.
  @Test func reportsATabBuiltThroughASharedBuilderOnceAtTheViewsCall() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Builder/ScreenFactory.swift",
          """
          import UIKit
          enum ScreenFactory {
            static func makeFeed() -> UIViewController {
              let view = FeedViewController()
              let presenter = FeedPresenter()
              let router = FeedRouter()
              view.presenter = presenter
              presenter.view = view
              presenter.router = router
              return view
            }
          }
          """
        ),
        (
          "Feed/Feed.swift",
          """
          import UIKit
          protocol FeedViewInput: AnyObject {}
          final class FeedViewController: UIViewController, FeedViewInput { var presenter: FeedPresenter? }
          final class FeedPresenter { weak var view: (any FeedViewInput)?; var router: FeedRouter? }
          final class FeedRouter {}
          """
        ),
        (
          "Tabs/Tabs.swift",
          """
          import UIKit
          protocol TabsViewInput: AnyObject {}
          final class TabsPresenter { weak var view: (any TabsViewInput)? }
          final class TabsViewController: UITabBarController, TabsViewInput {
            var presenter: TabsPresenter?
            override func viewDidLoad() {
              super.viewDidLoad()
              let feed = 1️⃣ScreenFactory.makeFeed()
              viewControllers = [feed]
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'TabsViewController' builds the screen of 'Feed' ('ScreenFactory.makeFeed()', from 'ScreenFactory.makeFeed()'); let the router build and show other modules"
        )
      ])
  }

  /// A view that asks a helper of no module for a search controller, which the helper makes
  /// around another module's screen from the shared builder, builds that screen: reported once,
  /// where the helper asks the builder, not again at each role the builder makes.
  @Test func reportsAScreenAHelperBuildsForAViewOnceWhereItIsMadeFirst() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Builder/Screens.swift",
          """
          import UIKit
          enum Screens {
            static func makeResults() -> UIViewController {
              let view = ResultsViewController()
              let presenter = ResultsPresenter()
              view.presenter = presenter
              presenter.view = view
              return view
            }
          }
          """
        ),
        (
          "Helpers/SearchStyling.swift",
          """
          import UIKit
          enum SearchStyling {
            static func makeController() -> UISearchController {
              let results = 1️⃣Screens.makeResults()
              return UISearchController(searchResultsController: results)
            }
          }
          """
        ),
        (
          "Results/Results.swift",
          """
          import UIKit
          protocol ResultsViewInput: AnyObject {}
          final class ResultsPresenter { weak var view: (any ResultsViewInput)? }
          final class ResultsViewController: UIViewController, ResultsViewInput { var presenter: ResultsPresenter? }
          """
        ),
        (
          "Search/Search.swift",
          """
          import UIKit
          protocol SearchViewInput: AnyObject {}
          final class SearchPresenter { weak var view: (any SearchViewInput)? }
          final class SearchViewController: UIViewController, SearchViewInput {
            var presenter: SearchPresenter?
            override func viewDidLoad() {
              super.viewDidLoad()
              navigationItem.searchController = SearchStyling.makeController()
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'SearchViewController' builds the screen of 'Results' ('Screens.makeResults()', from 'SearchStyling.makeController()'); let the router build and show other modules"
        )
      ])
  }

  @Test func acceptsATabBarShowingTheChildrenItsRouterBuilt() {
    expectFindings(
      DoNotNavigateFromViews.self,
      in: [
        (
          "Main/MainTabBar.swift",
          """
          import UIKit
          protocol MainTabBarViewInput: AnyObject { func show(tabs: [UIViewController]) }
          final class MainTabBarViewController: UITabBarController, MainTabBarViewInput {
            let presenter: MainTabBarPresenter
            init(presenter: MainTabBarPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
            func show(tabs: [UIViewController]) { setViewControllers(tabs, animated: false) }
          }
          final class MainTabBarPresenter { weak var view: MainTabBarViewInput? }
          """
        )
      ], [])
  }

  /// A tab bar view whose tabs come from an enum's switch over itself, each tab's screen
  /// resolved through a DI container; and a settings screen the view resolves by its
  /// interface, from a function the view calls (reported once, where the screen is made).
  /// Asking whether a tab shows the inbox and taking tips from a factory of display data build
  /// no screen. Another screen tells its presenter a destination value, which its router's
  /// switch builds: that is no navigation by the view.
  static let tabsByDI: [(String, String)] = [
    (
      "Home/HomeTabs.swift",
      """
      import UIKit
      protocol HomeViewInput: AnyObject { func select(tab: Int) }
      final class HomePresenter { weak var view: (any HomeViewInput)? }
      private enum HomeTab: CaseIterable {
        case feed, inbox
        var screen: UIViewController {
          switch self {
          case .feed: return 1️⃣Container.shared.make(FeedViewController.self)
          case .inbox: return 2️⃣Container.shared.make(InboxViewController.self)
          }
        }
      }
      final class HomeViewController: UITabBarController, HomeViewInput {
        var presenter: HomePresenter?
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = HomeTab.allCases.map(\\.screen)
          openSettings()
        }
        func select(tab: Int) {}
        func inboxIsShown() -> Bool {
          selectedViewController?.isKind(of: InboxViewController.self) == true
        }
        func tips() -> [String] { SettingsFactory().makeTips() }
        func openSettings() {
          let screen = 3️⃣Container.shared.resolve(SettingsModuleInterface.self).makeScreen()
          navigationController?.viewControllers.append(screen)
        }
      }
      """
    ),
    (
      "Feed/Feed.swift",
      """
      import UIKit
      enum FeedDestination { case inbox }
      protocol FeedViewInput: AnyObject { func show(items: [String]) }
      protocol FeedViewOutput: AnyObject { func didSelect(_ destination: FeedDestination) }
      final class FeedPresenter: FeedViewOutput {
        weak var view: (any FeedViewInput)?
        let router: FeedRouter
        init(router: FeedRouter) { self.router = router }
        func didSelect(_ destination: FeedDestination) { router.open(destination) }
      }
      final class FeedRouter {
        weak var screen: UIViewController?
        func open(_ destination: FeedDestination) {
          switch destination {
          case .inbox: screen?.show(Container.shared.make(InboxViewController.self), sender: nil)
          }
        }
      }
      final class FeedViewController: UIViewController, FeedViewInput {
        var output: (any FeedViewOutput)?
        func show(items: [String]) {}
        func inboxTapped() { output?.didSelect(.inbox) }
      }
      """
    ),
    (
      "Inbox/Inbox.swift",
      """
      import UIKit
      protocol InboxViewInput: AnyObject { func show(count: Int) }
      final class InboxPresenter { weak var view: (any InboxViewInput)? }
      final class InboxViewController: UIViewController, InboxViewInput {
        var presenter: InboxPresenter?
        func show(count: Int) {}
      }
      """
    ),
    (
      "Settings/Settings.swift",
      """
      import UIKit
      protocol SettingsModuleInterface { func makeScreen() -> UIViewController }
      protocol SettingsViewInput: AnyObject { func show(title: String) }
      final class SettingsPresenter { weak var view: (any SettingsViewInput)? }
      final class SettingsViewController: UIViewController, SettingsViewInput {
        var presenter: SettingsPresenter?
        func show(title: String) {}
      }
      final class SettingsFactory { func makeTips() -> [String] { ["Dark mode"] } }
      struct SettingsModule: SettingsModuleInterface {
        func makeScreen() -> UIViewController {
          let presenter = SettingsPresenter()
          let view = SettingsViewController()
          view.presenter = presenter
          presenter.view = view
          return view
        }
      }
      """
    ),
  ]

  @Test(
    "a view whose own code builds other modules' screens through code of no module (a tab enum, a DI container) navigates; asking a screen's type, display data from a factory and a destination value told to its presenter do not"
  )
  func reportsScreensAViewBuildsThroughCodeOfNoModule() {
    expectFindings(
      DoNotNavigateFromViews.self, in: Self.tabsByDI,
      [
        ExpectedFinding(
          "1️⃣",
          "the view 'HomeViewController' builds the screen of 'Feed' ('FeedViewController.self', from 'HomeTab.allCases.map()'); let the router build and show other modules"
        ),
        ExpectedFinding(
          "2️⃣",
          "the view 'HomeViewController' builds the screen of 'Inbox' ('InboxViewController.self', from 'HomeTab.allCases.map()'); let the router build and show other modules"
        ),
        ExpectedFinding(
          "3️⃣",
          "the view 'HomeViewController' builds the screen of 'Settings' ('SettingsModuleInterface.self', from 'Container.shared.resolve()'); let the router build and show other modules"
        ),
      ])
  }
}
