import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct HoldBackReferencesWeaklyTests {
  @Test func reportsStrongBackReferencesOfPresenterInteractorAndRouter() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        ("Users/User.swift", userEntity),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput, UsersInteractorOutput {
            1️⃣var view: (any UsersViewInput)?
            let interactor: any UsersInteractorInput
            init(interactor: any UsersInteractorInput) { self.interactor = interactor }
            func viewDidLoad() {}
            func didFetchUsers(_ users: [User]) {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            2️⃣var output: (any UsersInteractorOutput)?
            func fetchUsers() {}
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter: UsersRouterInput {
            3️⃣var viewController: UsersView?
            func showDetail(userID: Int) {}
          }
          """
        ),
        (
          "Users/UsersView.swift",
          """
          final class UsersView: UsersViewInput {
            let presenter: any UsersViewOutput
            init(presenter: any UsersViewOutput) { self.presenter = presenter }
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned'"
        ),
        ExpectedFinding(
          "2️⃣",
          "make the back-reference 'output' of the interactor 'UsersInteractor' to its presenter 'weak' or 'unowned'"
        ),
        ExpectedFinding(
          "3️⃣",
          "make the back-reference 'viewController' of the router 'UsersRouter' to its view 'weak' or 'unowned'"
        ),
      ])
  }

  @Test func reportsARouterHoldingItsNavigationControllerStrongly() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          import UIKit
          final class UsersRouter: UsersRouterInput {
            1️⃣var navigationController: UINavigationController?
            weak var source: UIViewController?
            func showDetail(userID: Int) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'navigationController' of the router 'UsersRouter' to its view 'weak' or 'unowned'"
        )
      ])
  }

  /// Who keeps a flow coordinator of the Users module, in ``acceptsARouterModulesHoldOnlyWeakly(_:)``.
  enum CoordinatorKeeper: CaseIterable, Sendable {
    /// Its presenter, as a weak output; nothing else.
    case weakOutputOnly
    /// Its presenter, strongly.
    case presenterStrongly
    /// The screen of another module it was started from, strongly (and its presenter weakly).
    case parentScreen
  }

  @Test(
    "a flow coordinator that modules hold only as a weak output holds the parent's screens it was handed: no back-reference; held strongly by a module's type, it is one",
    arguments: CoordinatorKeeper.allCases)
  func acceptsARouterModulesHoldOnlyWeakly(_ keeper: CoordinatorKeeper) {
    let reported = keeper != .weakOutputOnly
    var files: [(String, String)] = [
      ("Users/UsersContract.swift", usersContract),
      (
        "Users/UsersPresenter.swift",
        """
        final class UsersPresenter: UsersViewOutput {
          weak var view: (any UsersViewInput)?
          \(keeper == .presenterStrongly ? "" : "weak ")var output: (any UsersRouterInput)?
          func viewDidLoad() { output?.showDetail(userID: 1) }
        }
        """
      ),
      (
        "Users/UsersFlowCoordinator.swift",
        """
        import UIKit
        final class UsersRouter: UsersRouterInput {
          \(reported ? "1️⃣" : "")private let parentNavigationController: UINavigationController
          init(parentNavigationController: UINavigationController) {
            self.parentNavigationController = parentNavigationController
          }
          func start() {
            let presenter = UsersPresenter()
            presenter.output = self
          }
          func showDetail(userID: Int) {}
        }
        """
      ),
    ]
    if keeper == .parentScreen {
      files.append(
        (
          "Home/HomeModule.swift",
          """
          import UIKit
          protocol HomeViewInput: AnyObject {}
          final class HomeViewController: UIViewController, HomeViewInput {
            var presenter: HomePresenter?
            var usersFlow: UsersRouter?
          }
          final class HomePresenter {
            weak var view: (any HomeViewInput)?
          }
          """
        ))
    }
    expectFindings(
      HoldBackReferencesWeakly.self, in: files,
      reported
        ? [
          ExpectedFinding(
            "1️⃣",
            "make the back-reference 'parentNavigationController' of the router 'UsersRouter' to its view 'weak' or 'unowned'"
          )
        ] : [])
  }

  @Test(
    "a system screen of another framework a router makes and presents (a photo picker, a Safari view) is no back-reference; its own screen is"
  )
  func acceptsSystemScreensARouterMakes() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          import UIKit
          import PhotosUI
          import SafariServices
          final class UsersRouter: UsersRouterInput {
            1️⃣var screen: UIViewController?
            private var picker: PHPickerViewController!
            private var browser: SFSafariViewController?
            func showDetail(userID: Int) {
              picker = PHPickerViewController(configuration: PHPickerConfiguration())
              screen?.present(picker, animated: true)
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'screen' of the router 'UsersRouter' to its view 'weak' or 'unowned'"
        )
      ])
  }

  @Test func reportsARouterHoldingItsTransitionHandlerStrongly() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersRouter.swift",
          """
          import ViperMcFlurry
          final class UsersRouter: UsersRouterInput {
            1️⃣var transitionHandler: RamblerViperModuleTransitionHandlerProtocol!
            func showDetail(userID: Int) {}
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'transitionHandler' of the router 'UsersRouter' to its view 'weak' or 'unowned'"
        )
      ])
  }

  @Test func reportsAStrongModuleOutputOfAPresenter() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      """
      protocol UsersModuleOutput: AnyObject {}
      protocol UsersViewOutput: AnyObject {}
      final class UsersPresenter: UsersViewOutput {
        1️⃣var output: (any UsersModuleOutput)?
      }
      """,
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'output' of the presenter 'UsersPresenter' to its owner 'weak' or 'unowned'"
        )
      ])
  }

  /// A presenter's `output` that only a struct adopts (the Combine subjects its view
  /// subscribes to) is a value the presenter owns, not a reference back to the view; with a
  /// class that adopts it too, it may be one.
  @Test(arguments: [false, true])
  func acceptsAnOutputThatOnlyValuesAdopt(aClassAdoptsItToo: Bool) {
    let source = """
      import Combine
      protocol UsersViewInput: AnyObject { func showTitle(_ title: String) }
      protocol UsersPresenterOutput {
        var titles: CurrentValueSubject<[String], Never> { get }
      }
      struct DefaultUsersPresenterOutput: UsersPresenterOutput {
        let titles = CurrentValueSubject<[String], Never>([])
      }
      final class UsersViewController: UsersViewInput\(aClassAdoptsItToo ? ", UsersPresenterOutput" : "") {
        let titles = CurrentValueSubject<[String], Never>([])
        var presenter: UsersPresenter?
        func showTitle(_ title: String) {}
      }
      final class UsersPresenter {
        weak var view: (any UsersViewInput)?
        1️⃣var output: any UsersPresenterOutput = DefaultUsersPresenterOutput()
      }
      """
    expectFindings(
      HoldBackReferencesWeakly.self, source,
      aClassAdoptsItToo
        ? [
          ExpectedFinding(
            "1️⃣",
            "make the back-reference 'output' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned'"
          )
        ] : [])
    if !aClassAdoptsItToo {
      // Nor is its protocol one to class-bind.
      expectFindings(
        ClassBindBackReferenceProtocols.self, source.replacingOccurrences(of: "1️⃣", with: ""),
        [])
    }
  }

  @Test func acceptsWeakAndUnownedBackReferencesAndStrongForwardOnes() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        ("Users/UsersContract.swift", usersContract),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UsersViewOutput {
            weak var view: (any UsersViewInput)?
            let interactor: any UsersInteractorInput
            let router: any UsersRouterInput
            init(interactor: any UsersInteractorInput, router: any UsersRouterInput) {
              self.interactor = interactor
              self.router = router
            }
            func viewDidLoad() {}
          }
          """
        ),
        (
          "Users/UsersInteractor.swift",
          """
          final class UsersInteractor: UsersInteractorInput {
            unowned var output: any UsersInteractorOutput
            init(output: any UsersInteractorOutput) { self.output = output }
            func fetchUsers() {}
          }
          """
        ),
        (
          "Users/UsersView.swift",
          """
          final class UsersView: UsersViewInput {
            let presenter: any UsersViewOutput
            var title = ""
            var rowCount: Int { 0 }
            init(presenter: any UsersViewOutput) { self.presenter = presenter }
            func showUsers(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
      ], [])
  }

  /// Clean Swift's VIP cycle in our own words: the view holds the interactor, the interactor
  /// its presenter, the presenter the view weakly. The interactor is the presenter's only
  /// owner, and the presenter does not hold the interactor: weakening it would free the
  /// presenter at once, so it is no back-reference (nor its protocol one to class-bind).
  static func vipModule(presenterHoldsInteractor: Bool) -> [(String, String)] {
    [
      (
        "Orders/OrdersContracts.swift",
        """
        protocol OrdersDisplayLogic: AnyObject { func display(_ titles: [String]) }
        protocol OrdersBusinessLogic { func loadOrders() }
        protocol OrdersPresentationLogic { func present(_ count: Int) }
        """
      ),
      (
        "Orders/OrdersViewController.swift",
        """
        final class OrdersViewController: UIViewController, OrdersDisplayLogic {
          var interactor: OrdersBusinessLogic?
          override func viewDidLoad() { interactor?.loadOrders() }
          func display(_ titles: [String]) {}
        }
        """
      ),
      (
        "Orders/OrdersInteractor.swift",
        """
        final class OrdersInteractor: OrdersBusinessLogic {
          1️⃣var presenter: OrdersPresentationLogic?
          func loadOrders() { presenter?.present(0) }
        }
        """
      ),
      (
        "Orders/OrdersPresenter.swift",
        """
        final class OrdersPresenter: OrdersPresentationLogic {
          weak var view: OrdersDisplayLogic?
          \(presenterHoldsInteractor ? "var interactor: OrdersBusinessLogic?" : "")
          func present(_ count: Int) { view?.display([]) }
        }
        """
      ),
    ]
  }

  @Test func acceptsTheInteractorOwningItsPresenterInAVIPCycle() {
    expectFindings(
      HoldBackReferencesWeakly.self, in: Self.vipModule(presenterHoldsInteractor: false), [])
    expectFindings(
      ClassBindBackReferenceProtocols.self, in: Self.vipModule(presenterHoldsInteractor: false),
      [])
  }

  @Test func reportsItWhenThePresenterHoldsTheInteractorToo() {
    expectFindings(
      HoldBackReferencesWeakly.self, in: Self.vipModule(presenterHoldsInteractor: true),
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'presenter' of the interactor 'OrdersInteractor' to its presenter 'weak' or 'unowned'"
        )
      ])
  }

  /// An assembly that keeps the module's roles in properties owns them, but nothing holds it
  /// back weakly: a presenter's strong `view` is still a back-reference (the view keeps the
  /// module alive through references the model cannot type, an `[Any]`).
  @Test func reportsItWhenAnAssemblyHoldsTheRolesWithoutAWeakStep() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        (
          "Clock/ClockContracts.swift",
          "protocol ClockView: AnyObject { func show(_ time: String) }\n"
        ),
        (
          "Clock/ClockViewController.swift",
          """
          final class ClockViewController: UIViewController, ClockView {
            var keptAlive: [Any] = []
            func show(_ time: String) {}
          }
          """
        ),
        (
          "Clock/ClockPresenter.swift",
          """
          final class ClockPresenter {
            1️⃣var view: ClockView!
            func start() { view.show("12:00") }
          }
          """
        ),
        (
          "Clock/ClockAssembly.swift",
          """
          final class ClockAssembly {
            private var presenter: ClockPresenter!
            private var view: ClockView!
            func build() -> UIViewController {
              let controller = ClockViewController()
              presenter = ClockPresenter()
              presenter.view = controller
              controller.keptAlive = [presenter as Any]
              view = controller
              return controller
            }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'view' of the presenter 'ClockPresenter' to its view 'weak' or 'unowned'"
        )
      ])
  }

  @Test(
    "a cell presenter holding its cell through the cell's protocol, the cell a view by how it is wired, holds a back-reference"
  )
  func reportsACellPresenterHoldingItsCellStrongly() {
    expectFindings(
      HoldBackReferencesWeakly.self,
      in: [
        (
          "Movie/MoviePresenter.swift",
          """
          protocol MoviePresenterProtocol: AnyObject { func load() }
          final class MoviePresenter {
            1️⃣let view: MovieCellProtocol?
            init(view: MovieCellProtocol?) { self.view = view }
          }
          extension MoviePresenter: MoviePresenterProtocol {
            func load() { view?.show(title: "") }
          }
          """
        ),
        (
          "Movie/MovieCell.swift",
          """
          import UIKit
          protocol MovieCellProtocol: AnyObject { func show(title: String) }
          final class MovieCell: UICollectionViewCell {
            var cellPresenter: MoviePresenter?
            func configure() {
              cellPresenter = MoviePresenter(view: self)
              cellPresenter?.load()
            }
          }
          extension MovieCell: MovieCellProtocol { func show(title: String) {} }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "make the back-reference 'view' of the presenter 'MoviePresenter' to its view 'weak' or 'unowned'"
        )
      ])
  }

  /// A class of no role that keeps the module's view and router for its caller is a presenter
  /// by what it holds, unless it makes the presenter too: then it is the module's builder
  /// (`LoginContainer.assemble()`), which owns what it made.
  @Test func aClassThatMakesThePresenterAndKeepsTheViewIsABuilder() {
    let files = [
      (
        "Login/LoginModule.swift",
        """
        import UIKit
        protocol LoginViewInput: AnyObject { func reload() }
        final class LoginViewController: UIViewController, LoginViewInput {
          var presenter: LoginPresenter?
          func reload() {}
        }
        final class LoginPresenter { weak var view: LoginViewInput?; var router: LoginRouter? }
        final class LoginRouter { weak var viewController: UIViewController? }
        """
      ),
      (
        "Login/LoginContainer.swift",
        """
        final class LoginContainer {
          let viewController: LoginViewController
          private weak var router: LoginRouter?
          private init(view: LoginViewController, router: LoginRouter) {
            viewController = view
            self.router = router
          }
          static func assemble() -> LoginContainer {
            let view = LoginViewController()
            let presenter = LoginPresenter()
            let router = LoginRouter()
            view.presenter = presenter
            presenter.view = view
            presenter.router = router
            router.viewController = view
            return LoginContainer(view: view, router: router)
          }
        }
        """
      ),
    ]
    expectFindings(HoldBackReferencesWeakly.self, in: files, [])
    let model = ModuleModel(files: files.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    #expect(model.types["LoginContainer"]?.role == .builder)
  }

  /// An app's root router of no module (the login and settings presenters both hold it, as
  /// their output) that swaps the window's root screen between the modules it builds.
  static func appRouterFiles(outputHeld ownership: String) -> [(String, String)] {
    func module(_ name: String, output: Bool) -> (String, String) {
      (
        "\(name)/\(name)Module.swift",
        """
        import UIKit
        protocol \(name)Output: AnyObject { func didFinish() }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        final class \(name)Presenter {
          weak var view: \(name)ViewController?
          \(output ? "\(ownership) var output: \(name)Output?" : "")
        }
        enum \(name)Builder {
          static func build(output: \(name)Output? = nil) -> UIViewController {
            let view = \(name)ViewController()
            let presenter = \(name)Presenter()
            view.presenter = presenter
            presenter.view = view
            \(output ? "presenter.output = output" : "")
            return view
          }
        }
        """
      )
    }
    return [
      (
        "App/AppRouter.swift",
        """
        import UIKit
        final class AppRouter {
          2️⃣private(set) var rootViewController: UIViewController?
          func showLogin() { rootViewController = LoginBuilder.build(output: self) }
          func showMain() { rootViewController = MainBuilder.build() }
        }
        extension AppRouter: LoginOutput, SettingsOutput {
          func didFinish() { showMain() }
        }
        """
      ),
      module("Login", output: true), module("Main", output: false),
      module("Settings", output: true),
    ]
  }

  @Test(
    "an app's root router of no module that builds the screens of two modules owns the root screen it keeps while no module holds it strongly; held strongly back, the root screen is a back-reference"
  )
  func anAppRootRouterOwnsItsRootScreenUnlessHeldBack() {
    expectFindings(HoldBackReferencesWeakly.self, in: Self.appRouterFiles(outputHeld: "weak"), [])
    let strong = Self.appRouterFiles(outputHeld: "")
    expectFindings(
      HoldBackReferencesWeakly.self, in: strong,
      [
        ExpectedFinding(
          "2️⃣",
          "make the back-reference 'rootViewController' of the router 'AppRouter' to its view 'weak' or 'unowned'"
        )
      ])
  }
}
