import ProcessTestSupport
import Testing
import ViperTooling

/// More ways apps name and build their modules, each written for these tests: Generamba's
/// generated modules, SwiftUI views over `ObservableObject` presenters, and apps that say
/// `VC`, `Screen` and `WireFrame` and build their modules in an enum of factories.
@Suite("Lint model: more naming styles", .cpuBound)
struct MoreNamingStylesTests {
  @Test("Generamba: ViewInput/ViewOutput/ModuleInput, a configurator, a module initializer")
  func generamba() {
    let model = ModelDescription([
      (
        "Modules/Profile/ProfileContract.swift",
        """
        import UIKit
        protocol ProfileViewInput: AnyObject { func setupInitialState(name: String) }
        protocol ProfileViewOutput { func viewIsReady() }
        protocol ProfileInteractorInput { func loadProfile() }
        protocol ProfileInteractorOutput: AnyObject { func didLoad(name: String) }
        protocol ProfileRouterInput { func openSettings() }
        protocol ProfileModuleInput: AnyObject { func configure(userID: Int) }
        """
      ),
      (
        "Modules/Profile/View/ProfileViewController.swift",
        """
        import UIKit
        final class ProfileViewController: UIViewController, ProfileViewInput {
          var output: ProfileViewOutput!
          override func viewDidLoad() { output.viewIsReady() }
          func setupInitialState(name: String) {}
        }
        """
      ),
      (
        "Modules/Profile/Presenter/ProfilePresenter.swift",
        """
        final class ProfilePresenter: ProfileModuleInput, ProfileViewOutput, ProfileInteractorOutput {
          weak var view: ProfileViewInput!
          var interactor: ProfileInteractorInput!
          var router: ProfileRouterInput!
          func configure(userID: Int) {}
          func viewIsReady() { interactor.loadProfile() }
          func didLoad(name: String) { view.setupInitialState(name: name) }
        }
        """
      ),
      (
        "Modules/Profile/Interactor/ProfileInteractor.swift",
        """
        final class ProfileInteractor: ProfileInteractorInput {
          weak var output: ProfileInteractorOutput!
          func loadProfile() { output.didLoad(name: "") }
        }
        """
      ),
      (
        "Modules/Profile/Router/ProfileRouter.swift",
        """
        import UIKit
        final class ProfileRouter: ProfileRouterInput {
          weak var transitionHandler: UIViewController?
          func openSettings() {
            let settings = SettingsModule.configureWith(title: "Settings")
            transitionHandler?.present(settings, animated: true)
          }
        }
        """
      ),
      (
        "Modules/Profile/Configurator/ProfileModuleConfigurator.swift",
        """
        import UIKit
        final class ProfileModuleConfigurator {
          func configureModuleForViewInput<View>(viewInput: View) {
            if let viewController = viewInput as? ProfileViewController { configure(viewController) }
          }
          private func configure(_ viewController: ProfileViewController) {
            let router = ProfileRouter()
            router.transitionHandler = viewController
            let presenter = ProfilePresenter()
            presenter.view = viewController
            presenter.router = router
            let interactor = ProfileInteractor()
            interactor.output = presenter
            presenter.interactor = interactor
            viewController.output = presenter
          }
        }
        final class ProfileModuleInitializer: NSObject {
          @IBOutlet weak var profileViewController: ProfileViewController!
          override func awakeFromNib() {
            ProfileModuleConfigurator().configureModuleForViewInput(viewInput: profileViewController)
          }
        }
        """
      ),
      (
        "Modules/Settings/SettingsModule.swift",
        """
        import UIKit
        protocol SettingsViewInput: AnyObject { func show(title: String) }
        final class SettingsViewController: UIViewController, SettingsViewInput {
          var presenter: SettingsPresenter?
          func show(title: String) {}
        }
        final class SettingsPresenter {
          weak var view: SettingsViewInput?
          let title: String
          init(title: String) { self.title = title }
        }
        enum SettingsModule {
          static func configureWith(title: String) -> UIViewController {
            let view = SettingsViewController()
            let presenter = SettingsPresenter(title: title)
            view.presenter = presenter
            presenter.view = view
            return view
          }
        }
        """
      ),
    ])
    #expect(
      model.modules == [
        "Profile: ProfileInteractor interactor, ProfileModuleConfigurator builder, ProfileModuleInitializer builder, ProfilePresenter presenter, ProfileRouter router, ProfileViewController view",
        "Settings: SettingsModule builder, SettingsPresenter presenter, SettingsViewController view",
      ])
    #expect(model.routes == ["Profile -> Settings"])
    #expect(model.module(of: "ProfileModuleInput") == "Profile")
    #expect(model.role(of: "ProfileModuleConfigurator") == "builder wired")
    // Implicitly unwrapped back-references are weak; the view's output is its owner's.
    #expect(model.findings.filter { $0.severity == .error }.isEmpty, "\(model.findings)")
  }

  @Test("SwiftUI: struct views hold ObservableObject presenters; a router builds the next view")
  func swiftUI() {
    let model = ModelDescription([
      (
        "Tasks/TaskList/TaskListView.swift",
        """
        import SwiftUI
        struct TaskListView: View {
          @ObservedObject var presenter: TaskListPresenter
          var body: some View {
            List(presenter.rows) { row in presenter.link(for: row) { Text(row.title) } }
          }
        }
        struct TaskRowView: View {
          let title: String
          var body: some View { Text(title) }
        }
        """
      ),
      (
        "Tasks/TaskList/TaskListPresenter.swift",
        """
        import SwiftUI
        final class TaskListPresenter: ObservableObject {
          @Published var rows: [TaskRow] = []
          private let interactor: TaskListInteractor
          private let router = TaskListRouter()
          init(interactor: TaskListInteractor) { self.interactor = interactor }
          func link<Label: View>(for row: TaskRow, @ViewBuilder label: () -> Label) -> some View {
            NavigationLink(destination: router.makeDetailView(id: row.id)) { label() }
          }
        }
        """
      ),
      (
        "Tasks/TaskList/TaskListInteractor.swift",
        "final class TaskListInteractor { func tasks() -> [TaskItem] { [] } }\n"
      ),
      (
        "Tasks/TaskList/TaskListRouter.swift",
        """
        import SwiftUI
        final class TaskListRouter {
          func makeDetailView(id: Int) -> some View {
            let presenter = TaskDetailPresenter(interactor: TaskDetailInteractor(id: id))
            return TaskDetailView(presenter: presenter)
          }
        }
        """
      ),
      (
        "Tasks/TaskDetail/TaskDetail.swift",
        """
        import SwiftUI
        struct TaskDetailView: View {
          @ObservedObject var presenter: TaskDetailPresenter
          var body: some View { Text(presenter.title) }
        }
        final class TaskDetailPresenter: ObservableObject {
          @Published var title = ""
          let interactor: TaskDetailInteractor
          init(interactor: TaskDetailInteractor) { self.interactor = interactor }
        }
        final class TaskDetailInteractor {
          let id: Int
          init(id: Int) { self.id = id }
        }
        """
      ),
      (
        "Tasks/Models/TaskItem.swift",
        "struct TaskItem: Identifiable { let id: Int; let title: String }\n"
      ),
      (
        "Tasks/TaskList/TaskRow.swift",
        "struct TaskRow: Identifiable { let id: Int; let title: String }\n"
      ),
    ])
    #expect(
      model.modules == [
        "TaskDetail: TaskDetailInteractor interactor, TaskDetailPresenter presenter, TaskDetailView view",
        "TaskList: TaskListInteractor interactor, TaskListPresenter presenter, TaskListRouter router, TaskListView view",
      ])
    #expect(model.routes == ["TaskList -> TaskDetail"])
    // A SwiftUI view must hold its ObservableObject presenter as it is; the presenters'
    // concrete interactors and router are reported.
    #expect(
      model.places(of: HoldRolesThroughProtocols.self) == [
        "Tasks/TaskDetail/TaskDetail.swift:8", "Tasks/TaskList/TaskListPresenter.swift:4",
        "Tasks/TaskList/TaskListPresenter.swift:5",
      ])
    // A row view nothing wires is a guess, and no module.
    #expect(model.role(of: "TaskRowView") == "view guessed")
    #expect(model.module(of: "TaskRowView") == "")
    // The presenter that builds navigation links uses SwiftUI types: the rule says so.
    #expect(
      model.messages(of: NoUIFrameworkTypesOutsideViews.self).contains(
        "the presenter 'TaskListPresenter' uses the SwiftUI type 'NavigationLink'; keep UI types in the view"
      ))
  }

  @Test("an app-wide builder used through a property or a local opens the module it builds")
  func appWideBuilder() {
    let model = ModelDescription([
      (
        "App/AppBuilder.swift",
        """
        import UIKit
        final class AppBuilder {
          func makeInbox() -> UIViewController {
            let presenter = InboxPresenter()
            let view = InboxViewController(presenter: presenter)
            presenter.view = view
            return view
          }
          func makeCompose() -> UIViewController {
            let presenter = ComposePresenter()
            let view = ComposeViewController(presenter: presenter)
            presenter.view = view
            return view
          }
        }
        """
      ),
      (
        "App/Modules.swift",
        """
        import UIKit
        final class InboxViewController: UIViewController {
          let presenter: InboxPresenter
          init(presenter: InboxPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        }
        final class InboxPresenter {
          weak var view: InboxViewController?
          let router = InboxRouter()
        }
        final class InboxRouter {
          weak var source: UIViewController?
          func openCompose() {
            let builder = AppBuilder()
            source?.present(builder.makeCompose(), animated: true)
          }
        }
        final class ComposeViewController: UIViewController {
          let presenter: ComposePresenter
          init(presenter: ComposePresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        }
        final class ComposePresenter {
          weak var view: ComposeViewController?
          let router = ComposeRouter()
        }
        final class ComposeRouter {
          private let builder = AppBuilder()
          weak var source: UIViewController?
          func openInbox() { source?.present(builder.makeInbox(), animated: true) }
        }
        """
      ),
    ])
    #expect(model.routes == ["Compose -> Inbox", "Inbox -> Compose"])
    #expect(model.module(of: "AppBuilder") == "")
  }

  @Test("VC, Screen and WireFrame; modules built by an enum of factories; a coordinator")
  func factoriesAndOtherSuffixes() {
    let model = ModelDescription([
      (
        "App/ModuleFactory.swift",
        """
        import UIKit
        enum ModuleFactory {
          static func makeLogin() -> UIViewController {
            let presenter = LoginPresenter(wireFrame: LoginWireFrame())
            let controller = LoginVC(presenter: presenter)
            presenter.view = controller
            return controller
          }
          static func makeHome() -> UIViewController {
            let presenter = HomePresenter()
            let screen = HomeScreen(presenter: presenter)
            presenter.view = screen
            return screen
          }
        }
        final class AppCoordinator {
          let window: UIWindow
          init(window: UIWindow) { self.window = window }
          func start() { window.rootViewController = ModuleFactory.makeLogin() }
        }
        """
      ),
      (
        "App/Login/Login.swift",
        """
        import UIKit
        protocol LoginViewProtocol: AnyObject { func showError(_ text: String) }
        final class LoginVC: UIViewController, LoginViewProtocol {
          let presenter: LoginPresenter
          init(presenter: LoginPresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
          func showError(_ text: String) {}
        }
        final class LoginPresenter {
          weak var view: LoginViewProtocol?
          let wireFrame: LoginWireFrame
          init(wireFrame: LoginWireFrame) { self.wireFrame = wireFrame }
        }
        final class LoginWireFrame {
          weak var controller: UIViewController?
          func openHome() { controller?.present(ModuleFactory.makeHome(), animated: true) }
        }
        """
      ),
      (
        "App/Home/Home.swift",
        """
        import UIKit
        final class HomeScreen: UIViewController {
          let presenter: HomePresenter
          init(presenter: HomePresenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }
        }
        final class HomePresenter { weak var view: HomeScreen? }
        """
      ),
      (
        "Templates/Module.xctemplate/___FILEBASENAME___Presenter.swift",
        "final class ___VARIABLE_moduleName___Presenter { weak var view: ___VARIABLE_moduleName___View? }\n"
      ),
      (
        "Templates/Module.xctemplate/___FILEBASENAME___View.swift",
        "final class ___VARIABLE_moduleName___View { let presenter: ___VARIABLE_moduleName___Presenter }\n"
      ),
    ])
    #expect(
      model.modules == [
        "Home: HomePresenter presenter, HomeScreen view",
        "Login: LoginPresenter presenter, LoginVC view, LoginWireFrame router",
      ])
    #expect(model.routes == ["Login -> Home"])
    // Placeholders of Xcode templates are never roles, so never modules.
    #expect(model.role(of: "___VARIABLE_moduleName___Presenter") == "none")
    #expect(model.role(of: "AppCoordinator") == "router guessed")
  }

  @Test(
    """
    a coordinator that has a DI container make its screen is its module's router; an app \
    coordinator that starts one per tab joins none of them to another
    """)
  func coordinatorsResolvingTheirScreens() {
    let files = [
      (
        "App/Container.swift",
        """
        import UIKit
        final class Resolver {
          static let shared = Resolver()
          func make<T>(_ type: T.Type, argument: Any) -> T { fatalError() }
        }
        final class TabsCoordinator {
          let tabs = UITabBarController()
          func start() {
            let feed = FeedCoordinator(navigation: UINavigationController())
            feed.start()
            let about = AboutCoordinator(navigation: UINavigationController())
            about.start()
            tabs.viewControllers = [feed.navigation, about.navigation]
          }
        }
        """
      ),
      (
        "App/Feed/FeedCoordinator.swift",
        """
        import UIKit
        final class FeedCoordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            let screen = Resolver.shared.make(FeedScreen.self, argument: self)
            navigation.pushViewController(UIHostingController(rootView: screen), animated: false)
          }
        }
        """
      ),
      (
        "App/Feed/FeedPresenter.swift",
        """
        import Combine
        final class FeedPresenter: ObservableObject {
          1️⃣private let coordinator: FeedCoordinator
          init(coordinator: FeedCoordinator) { self.coordinator = coordinator }
        }
        """
      ),
      (
        "App/Feed/FeedScreen.swift",
        """
        import SwiftUI
        struct FeedScreen: View {
          @ObservedObject var presenter: FeedPresenter
          var body: some View { Text("Feed") }
        }
        """
      ),
      (
        "App/About/AboutCoordinator.swift",
        """
        import UIKit
        final class AboutCoordinator {
          let navigation: UINavigationController
          init(navigation: UINavigationController) { self.navigation = navigation }
          func start() {
            navigation.pushViewController(UIHostingController(rootView: AboutScreen()), animated: false)
          }
        }
        struct AboutScreen: View { var body: some View { Text("About") } }
        """
      ),
    ]
    let model = ModelDescription(files.map { ($0.0, MarkedSource($0.1).text) })
    #expect(
      model.modules == ["Feed: FeedCoordinator router, FeedPresenter presenter, FeedScreen view"])
    // The screen with no presenter is no module; its router stays out of the feed's.
    #expect(model.role(of: "AboutCoordinator")?.hasPrefix("router") == true)
    expectFindings(
      HoldRolesThroughProtocols.self, in: files,
      [
        ExpectedFinding(
          "1️⃣",
          "'FeedPresenter.coordinator' holds the concrete router 'FeedCoordinator'; hold it through a protocol"
        )
      ])
  }

  @Test(
    """
    a wireframe that builds its module and stands in as the router of a page it embeds is its \
    module's: a route to it ends there, and the page is its module's route
    """)
  func aWireframeStandingInForAnEmbeddedPagesRouter() {
    let model = ModelDescription([
      (
        "Start/Start.swift",
        """
        import UIKit
        protocol StartViewInput: AnyObject { func show(progress: Int) }
        final class StartViewController: UIViewController, StartViewInput {
          var presenter: StartPresenter?
          func show(progress: Int) {}
        }
        final class StartPresenter {
          weak var view: (any StartViewInput)?
          let wireframe: StartWireframe
          init(wireframe: StartWireframe) { self.wireframe = wireframe }
          func loaded() { wireframe.openIntro() }
        }
        final class StartWireframe {
          weak var screen: UIViewController?
          func openIntro() {
            screen?.view.window?.rootViewController = IntroWireframe().screen
          }
        }
        """
      ),
      (
        "Intro/Intro.swift",
        """
        import UIKit
        protocol IntroWireframeInterface: AnyObject { func finish() }
        protocol IntroViewInput: AnyObject { func show(page: Int) }
        final class IntroViewController: UIViewController, IntroViewInput {
          var presenter: IntroPresenter?
          var welcomePresenter: WelcomePresenter?
          func show(page: Int) {}
        }
        final class IntroPresenter {
          weak var view: (any IntroViewInput)?
          let wireframe: any IntroWireframeInterface
          init(wireframe: any IntroWireframeInterface) { self.wireframe = wireframe }
        }
        final class IntroWireframe: IntroWireframeInterface, WelcomeWireframeInterface {
          let screen = IntroViewController()
          init() {
            screen.presenter = IntroPresenter(wireframe: self)
            screen.welcomePresenter = WelcomePresenter(wireframe: self)
          }
          func finish() {}
          func signIn() {}
        }
        """
      ),
      (
        "Welcome/Welcome.swift",
        """
        import UIKit
        protocol WelcomeWireframeInterface: AnyObject { func signIn() }
        protocol WelcomeViewInput: AnyObject { func show(greeting: String) }
        final class WelcomeViewController: UIViewController, WelcomeViewInput {
          var presenter: WelcomePresenter?
          func show(greeting: String) {}
        }
        final class WelcomePresenter {
          weak var view: (any WelcomeViewInput)?
          let wireframe: any WelcomeWireframeInterface
          init(wireframe: any WelcomeWireframeInterface) { self.wireframe = wireframe }
        }
        final class WelcomeWireframe: WelcomeWireframeInterface {
          let screen = WelcomeViewController()
          init() { screen.presenter = WelcomePresenter(wireframe: self) }
          func signIn() {}
        }
        """
      ),
    ])
    #expect(
      model.modules.contains { $0.hasPrefix("Intro:") && $0.contains("IntroWireframe router") })
    #expect(model.routes == ["Intro -> Welcome", "Start -> Intro"])
  }

  @Test(
    "types with lower-case names: a router calling a builder's static factory by its type opens its module"
  )
  func lowerCaseTypeNames() {
    let model = ModelDescription([
      (
        "Login/login.swift",
        """
        import UIKit
        protocol loginViewing: AnyObject { func show(error: String) }
        final class loginViewController: UIViewController, loginViewing {
          var presenter: loginPresenter?
          func show(error: String) {}
        }
        final class loginPresenter {
          weak var view: (any loginViewing)?
          let router: loginRouter
          init(router: loginRouter) { self.router = router }
          func signUpPressed() { router.openSignUp() }
        }
        final class loginRouter {
          weak var view: UIViewController?
          func openSignUp() {
            let next = signupBuilder.build()
            view?.navigationController?.pushViewController(next, animated: true)
          }
        }
        """
      ),
      (
        "Signup/signup.swift",
        """
        import UIKit
        protocol signupViewing: AnyObject { func show(error: String) }
        final class signupViewController: UIViewController, signupViewing {
          var presenter: signupPresenter?
          func show(error: String) {}
        }
        final class signupPresenter { weak var view: (any signupViewing)? }
        enum signupBuilder {
          static func build() -> UIViewController {
            let view = signupViewController()
            let presenter = signupPresenter()
            view.presenter = presenter
            presenter.view = view
            return view
          }
        }
        """
      ),
    ])
    #expect(model.routes == ["login -> signup"])
  }

  @Test(
    "a long role word misspelled by one letter is still the role; its plural, `Presented` and words two letters off are not"
  )
  func misspelledRoleWords() {
    let naming = RoleNaming.standard
    for (name, role) in [
      ("AuthorizationIteractor", Role.interactor), ("LoginInterector", .interactor),
      ("SignUpInteractore", .interactor), ("FeedPresentor", .presenter),
      ("IAuthorizationIteractor", .interactor), ("CartWirefrmae", .router),
      ("AppCoordinater", .router),
    ] {
      #expect(naming.roleSuffix(of: name)?.role == role, "\(name)")
    }
    #expect(naming.roleSuffix(of: "AuthorizationIteractor")?.suffix == "Iteractor")
    for name in [
      "CachedInteractors", "SheetPresented", "LoginInteraction", "MapCoordinates", "Iteractor",
      "ListIterator",
    ] {
      #expect(naming.roleSuffix(of: name) == nil, "\(name)")
    }
    // The misspelled interactor joins its module, as the presenter's own.
    let model = ModelDescription([
      (
        "Auth/Auth.swift",
        """
        import UIKit
        protocol AuthViewInput: AnyObject { func show(error: String) }
        final class AuthViewController: UIViewController, AuthViewInput {
          var presenter: AuthPresenter?
          func show(error: String) {}
        }
        protocol IAuthIteractor: AnyObject { func signIn() }
        final class AuthIteractor: IAuthIteractor { func signIn() {} }
        final class AuthPresenter {
          weak var view: (any AuthViewInput)?
          let iteractor: any IAuthIteractor
          init(iteractor: any IAuthIteractor) { self.iteractor = iteractor }
        }
        """
      )
    ])
    #expect(
      model.modules == [
        "Auth: AuthIteractor interactor, AuthPresenter presenter, AuthViewController view"
      ])
  }
}
