import Testing

@testable import ViperTooling

/// Routes through code no module owns that a module's code still causes to run: a base class
/// every screen inherits, a selector a control fires, a closure an app delegate hands a
/// wireframe, a scene instantiated by a generic helper.
@Suite struct InheritedAndHandedNavigationTests {
  /// A UIKit module whose view controller inherits the app's base class, whose presenter
  /// inherits the base presenter, and whose wireframe makes it. `viewMembers` and
  /// `presenterMembers` are added to the view controller and the presenter.
  static func module(
    _ name: String, viewMembers: String = "", presenterMembers: String = "",
    wireframeMembers: String = ""
  ) -> (String, String) {
    (
      "\(name)/\(name)Module.swift",
      """
      import UIKit
      protocol \(name)ViewProtocol: BaseViewProtocol {}
      final class \(name)ViewController: BaseViewController, \(name)ViewProtocol {
        var presenter: \(name)Presenter?
      \(viewMembers)
      }
      final class \(name)Presenter: BasePresenter {
        weak var view: \(name)ViewProtocol?
        var wireframe: \(name)Wireframe?
      \(presenterMembers)
      }
      final class \(name)Wireframe {
      \(wireframeMembers)
        func make() -> UIViewController {
          let view = \(name)ViewController()
          let presenter = \(name)Presenter()
          presenter.view = view
          presenter.wireframe = self
          view.presenter = presenter
          return view
        }
      }
      """
    )
  }

  /// The base classes: a view controller whose error popup sends the user back to the start
  /// screen, and a presenter that hands errors to the view it is given.
  static let base = (
    "Base/Base.swift",
    """
    import UIKit
    protocol BaseViewProtocol: AnyObject {
      func showFailure(_ message: String)
    }
    class BaseViewController: UIViewController, BaseViewProtocol {
      func showFailure(_ message: String) {
        let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in self.restart() })
        present(alert, animated: true)
      }
      func restart() {
        UIApplication.shared.windows.first?.rootViewController = StartWireframe().make()
      }
      @objc func openSettings() {
        navigationController?.pushViewController(SettingsWireframe().make(), animated: true)
      }
    }
    class BasePresenter {
      func handle(_ message: String, view: BaseViewProtocol?) {
        if let view = view {
          view.showFailure(message)
        }
      }
    }
    """
  )

  @Test func anErrorABasePresenterHandsEveryModulesViewLeadsWhereTheBaseViewSends() {
    // Four modules' views adopt the base protocol: too many to follow one by one, but they
    // all inherit one implementation. The base presenter binds the view to its own name.
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      Self.module(
        "Feed", presenterMembers: "func failed() { handle(\"offline\", view: view) }"),
      Self.module("Inbox"),
    ]
    #expect(ModelDescription(files).routes == ["Feed -> Start"])
  }

  @Test func aSelectorAControlFiresRunsTheMethodItNames() {
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      Self.module(
        "Feed",
        viewMembers: """
            override func viewDidLoad() {
              super.viewDidLoad()
              navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Settings", style: .plain, target: self, action: #selector(openSettings))
            }
          """),
    ]
    #expect(ModelDescription(files).routes == ["Feed -> Settings"])
  }

  /// The app's delegate: `launching` is the body of its launch method before it returns, and
  /// `members` follow that method in the class.
  static func appDelegate(launching: String, members: String = "") -> (String, String) {
    (
      "App/AppDelegate.swift",
      """
      import UIKit
      final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(
          _ application: UIApplication,
          didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
      \(launching)
          return true
        }
      \(members)
      }
      """
    )
  }

  /// An app whose delegate hands the login wireframe a closure that makes a tab bar controller
  /// of no module; the wireframe keeps it and calls it when the presenter says the user is in.
  static let appDelegateApp: [(String, String)] = [
    Self.base,
    Self.module("Start"),
    Self.module("Settings"),
    Self.appDelegate(
      launching: """
          let login = LoginWireframe {
            DispatchQueue.main.async {
              UIView.animate(withDuration: 0.3) {
                self.window?.rootViewController = MainTabs()
              }
            }
          }
          window?.rootViewController = login.make()
        """),
    (
      "App/MainTabs.swift",
      """
      import UIKit
      final class MainTabs: UITabBarController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewControllers = [FeedWireframe().make(), InboxWireframe().make()]
        }
      }
      """
    ),
    Self.module(
      "Login", presenterMembers: "func signedIn() { wireframe?.finish() }",
      wireframeMembers: """
          private let onSuccess: () -> Void
          init(onSuccess: @escaping () -> Void) { self.onSuccess = onSuccess }
          func finish() { onSuccess() }
        """),
    Self.module("Feed"),
    Self.module("Inbox"),
  ]

  @Test func aClosureTheAppDelegateHandsAWireframesInitializerRunsWhereTheWireframeCallsIt() {
    // The closure is written in the app delegate, a file of no role (read whole for it), in
    // closures handed to the framework (`DispatchQueue.main.async`, `UIView.animate`).
    #expect(ModelDescription(Self.appDelegateApp).routes == ["Login -> Feed", "Login -> Inbox"])
  }

  @Test func aSceneAGenericHelperInstantiatesIsTheClassOfTheLocalItSets() {
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      (
        "Support/UIStoryboard+Scenes.swift",
        """
        import UIKit
        extension UIStoryboard {
          static var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
          func instantiateViewController<Scene: UIViewController>() -> Scene {
            guard let scene = instantiateViewController(
              withIdentifier: String(describing: Scene.self)) as? Scene
            else { fatalError("no scene named \\(Scene.self)") }
            return scene
          }
        }
        final class MainTabs: UITabBarController {
          override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [FeedWireframe().make(), InboxWireframe().make()]
          }
        }
        """
      ),
      Self.module(
        "Login",
        viewMembers: """
            func openHome() {
              let tabs: MainTabs = UIStoryboard.main.instantiateViewController()
              view.window?.rootViewController = tabs
            }
          """),
      Self.module("Feed"),
      Self.module("Inbox"),
    ]
    #expect(ModelDescription(files).routes == ["Login -> Feed", "Login -> Inbox"])
  }

  @Test func aLazyPropertysInitialValueRunsWhenItIsFirstRead() {
    // A tab bar controller of no module keeps each tab in a lazy property whose closure
    // resolves and builds it; its loading reads them.
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      (
        "App/MainTabs.swift",
        """
        import UIKit
        final class MainTabs: UITabBarController {
          private lazy var feed: UIViewController = {
            let screen = FeedWireframe().make()
            screen.tabBarItem.title = "Feed"
            return UINavigationController(rootViewController: screen)
          }()
          private lazy var inbox = InboxWireframe().make()
          override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = [feed, inbox]
          }
        }
        """
      ),
      Self.module(
        "Login", presenterMembers: "func signedIn() { wireframe?.openHome() }",
        wireframeMembers: """
            weak var screen: UIViewController?
            func openHome() { screen?.view.window?.rootViewController = MainTabs() }
          """),
      Self.module("Feed"),
      Self.module("Inbox"),
    ]
    #expect(ModelDescription(files).routes == ["Login -> Feed", "Login -> Inbox"])
  }

  @Test func aRouterAdoptsTheProtocolItsNestedAliasNamesAndRunsItsExtension() {
    // `FeedRouter.Routes` is an alias of the protocol whose extension navigates; the
    // presenter holds the router's class.
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      (
        "Base/BaseRouter.swift",
        """
        import UIKit
        class BaseRouter {
          weak var screen: UIViewController?
          func open(_ next: UIViewController) {
            screen?.navigationController?.pushViewController(next, animated: true)
          }
        }
        protocol FeedRoute { func toInbox() }
        extension FeedRoute where Self: BaseRouter {
          func toInbox() { open(InboxWireframe().make()) }
        }
        final class FeedRouter: BaseRouter, FeedRouter.Routes {
          typealias Routes = FeedRoute
        }
        """
      ),
      Self.module(
        "Feed",
        presenterMembers: """
            var router: FeedRouter?
            func didSelect() { router?.toInbox() }
          """),
      Self.module("Inbox"),
    ]
    #expect(ModelDescription(files).routes == ["Feed -> Inbox"])
  }

  @Test func aMethodNamedForPopulatingIsNotGoingBack() {
    // `populatePages` starts with `pop` but goes nowhere back: the pages it builds are shown.
    // The view makes the helper where it calls it (a helper it held would be a route itself).
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      (
        "Shared/PageHelper.swift",
        """
        import UIKit
        final class PageHelper: NSObject {
          private(set) var pages: [UIViewController] = []
          func populatePages(count: Int) {
            pages = (0..<count).map { _ in makePage() }
          }
          private func makePage() -> UIViewController { InboxWireframe().make() }
        }
        """
      ),
      Self.module(
        "Feed",
        viewMembers: """
            func showPages() { PageHelper().populatePages(count: 2) }
          """),
      Self.module("Inbox"),
    ]
    #expect(ModelDescription(files).routes == ["Feed -> Inbox"])
  }

  @Test func whatAScreenOpensOnATapIsNotWhatItIs() {
    // A page of no module registers a tap that pushes Detail; the factory that makes the page
    // also has a banner built. The page is no Detail screen holding the banner.
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      (
        "Home/Pages/PageViewController.swift",
        """
        import UIKit
        final class PageViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let tap = UITapGestureRecognizer(target: self, action: #selector(openDetail))
            view.addGestureRecognizer(tap)
          }
          @objc func openDetail() {
            navigationController?.pushViewController(DetailWireframe().make(), animated: true)
          }
          static func make() -> UIViewController {
            _ = BannerMaker.make()
            return PageViewController()
          }
        }
        enum BannerMaker {
          static func make() -> UIViewController { BannerWireframe().make() }
        }
        """
      ),
      Self.module(
        "Home", viewMembers: "func showPages() { _ = PageViewController.make() }"),
      Self.module("Detail"),
      Self.module("Banner"),
    ]
    #expect(ModelDescription(files).routes == ["Home -> Banner", "Home -> Detail"])
  }

  @Test func aPostRunsWhatObservesItsNotification() {
    // The app's delegate swaps the window's root when a session posts: by a selector for one
    // notification, by a closure for another. Feed's interactor logs out; Inbox's expires.
    let files = [
      Self.base,
      Self.module("Start"),
      Self.module("Settings"),
      Self.appDelegate(
        launching: """
            NotificationCenter.default.addObserver(
              self, selector: #selector(showLogin), name: .didLogOut, object: nil)
            NotificationCenter.default.addObserver(
              forName: .sessionExpired, object: nil, queue: .main
            ) { [weak self] _ in
              self?.window?.rootViewController = StartWireframe().make()
            }
          """,
        members: """
            @objc private func showLogin() { window?.rootViewController = LoginWireframe().make() }
          """),
      (
        "Services/Session.swift",
        """
        import Foundation
        extension Notification.Name {
          static let didLogOut = Notification.Name("didLogOut")
          static let sessionExpired = Notification.Name("sessionExpired")
        }
        final class Session {
          static let shared = Session()
          func logOut() { NotificationCenter.default.post(name: .didLogOut, object: nil) }
          func expire() { NotificationCenter.default.post(Notification(name: .sessionExpired)) }
          func refresh() { NotificationCenter.default.post(name: .didRefresh, object: nil) }
        }
        """
      ),
      Self.module("Login"),
      Self.module("Feed", presenterMembers: "func logOut() { Session.shared.logOut() }"),
      Self.module("Inbox", presenterMembers: "func failed() { Session.shared.expire() }"),
      Self.module("Profile", presenterMembers: "func pulled() { Session.shared.refresh() }"),
    ]
    #expect(ModelDescription(files).routes == ["Feed -> Login", "Inbox -> Start"])
  }

  @Test func aClosureAWireframeKeepsRunsWhereItIsCalledNotWhereItIsWritten() {
    // The app's flow (no module) signs out to a login wireframe, handing it what to show once
    // the user is in: the tabs are Login's routes, not those of Account, which signs out.
    let files =
      Self.appDelegateApp.filter { $0.0 != "App/AppDelegate.swift" } + [
        (
          "App/AppFlow.swift",
          """
          import UIKit
          enum AppFlow {
            static func signOut(from window: UIWindow?) {
              let login = LoginWireframe { window?.rootViewController = MainTabs() }
              window?.rootViewController = login.make()
            }
          }
          """
        ),
        Self.module(
          "Account",
          viewMembers: "func signOut() { AppFlow.signOut(from: view.window) }"),
      ]
    #expect(
      ModelDescription(files).routes == ["Account -> Login", "Login -> Feed", "Login -> Inbox"])
  }
}
