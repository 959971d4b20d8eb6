import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct DeclareSharedTypesInContractsTests {
  @Test func reportsTypesAnotherRoleUsesThatLiveInARoleFile() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersView.swift",
          """
          protocol UsersViewInput: AnyObject { func show(_ rows: [UserRowViewModel]) }
          protocol 1️⃣UsersInteractorInput: AnyObject { func fetchUsers() }
          struct 2️⃣UserRowViewModel { let title: String }
          final class UsersView: UsersViewInput { func show(_ rows: [UserRowViewModel]) {} }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          protocol UsersPresenterOutput: AnyObject { func didSelect() }
          final class UsersPresenter {
            weak var view: (any UsersViewInput)?
            let interactor: any UsersInteractorInput
            weak var output: (any UsersPresenterOutput)?
            func rows() -> [UserRowViewModel] { [] }
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          "final class UsersRouter: UsersPresenterOutput {\n  weak var view: UsersView?\n  func didSelect() {}\n}\n"
        ),
      ],
      [
        // `UsersViewInput` beside the view that implements it, and `UsersPresenterOutput`
        // beside the presenter that calls through it, are contracts in their place.
        ExpectedFinding(
          "1️⃣",
          "move 'UsersInteractorInput' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
        ),
        ExpectedFinding(
          "2️⃣",
          "move 'UserRowViewModel' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
        ),
      ])
  }

  @Test(
    "a cell or widget of no role is view code where it uses a type, as where it declares one: a row model in the presenter's file that only a cell takes crosses roles"
  )
  func countsCellsAsViewCodeThatUsesTypes() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Passes/PassesContract.swift",
          """
          protocol PassesViewInput: AnyObject { func reload() }
          protocol PassesViewOutput: AnyObject { func pass(at index: Int) -> PassRow }
          """
        ),
        (
          "Passes/PassesPresenter.swift",
          """
          struct 1️⃣PassRow { var title: String }
          private struct PassFormat { var pattern: String }
          final class PassesPresenter: PassesViewOutput {
            weak var view: (any PassesViewInput)?
            func pass(at index: Int) -> PassRow { PassRow(title: "Day \\(index)") }
          }
          """
        ),
        (
          "Passes/PassesViewController.swift",
          """
          import UIKit
          final class PassesViewController: UIViewController, PassesViewInput {
            var presenter: (any PassesViewOutput)?
            func reload() {}
          }
          """
        ),
        (
          "Passes/Views/PassCell.swift",
          """
          import UIKit
          final class PassCell: UITableViewCell {
            func setup(pass: PassRow) { textLabel?.text = pass.title }
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "move 'PassRow' to the contract or an entity file; the view uses it but it is declared in the presenter's file"
        )
      ])
  }

  @Test func acceptsContractAndEntityFilesAndPrivateHelpersOfARole() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersContract.swift",
          """
          protocol UsersViewInput: AnyObject { func show(_ rows: [UserRowViewModel]) }
          final class UsersContractHelper {}
          """
        ),
        ("Users/UserRowViewModel.swift", "struct UserRowViewModel { let title: String }\n"),
        (
          "Users/UsersView.swift",
          """
          struct RowLayout { let height: Int }
          final class UsersView: UsersViewInput {
            let layout = RowLayout(height: 1)
            func show(_ rows: [UserRowViewModel]) {}
          }
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter {
            weak var view: (any UsersViewInput)?
            func rows() -> [UserRowViewModel] { [] }
          }
          """
        ),
      ], [])
  }

  @Test(
    "a cell's file is view code: a row model declared there that the presenter builds crosses roles; the cell's delegate protocol beside it does not, nor does a screen a router opens"
  )
  func reportsTypesDeclaredInACellsFile() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Kit/ConfigurableCell.swift",
          """
          import UIKit
          open class ConfigurableCell<Model>: UICollectionViewCell {
            open func configure(with model: Model) {}
          }
          """
        ),
        (
          "Users/UserCell.swift",
          """
          import UIKit
          protocol UserCellDelegate: AnyObject { func didTapFollow() }
          final class UserCell: ConfigurableCell<UserCellModel> {
            weak var delegate: UserCellDelegate?
          }
          struct 1️⃣UserCellModel { let name: String }
          """
        ),
        (
          "Users/AboutScreenController.swift",
          """
          import UIKit
          final class AboutScreenController: UIViewController {}
          """
        ),
        (
          "Users/UsersPresenter.swift",
          """
          final class UsersPresenter: UserCellDelegate {
            weak var view: (any UsersViewInput)?
            var router: UsersRouter?
            func rows() -> [UserCellModel] { [UserCellModel(name: "Leanne Graham")] }
            func didTapFollow() {}
          }
          """
        ),
        (
          "Users/UsersRouter.swift",
          """
          final class UsersRouter {
            func showAbout() -> AboutScreenController { AboutScreenController() }
          }
          """
        ),
        (
          "Users/UsersContract.swift",
          "protocol UsersViewInput: AnyObject { func show(_ rows: [UserCellModel]) }\n"
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "move 'UserCellModel' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
        )
      ])
  }

  @Test(
    "a view's protocol beside the presenter that holds the view controller implementing it is in its place; beside a presenter that holds neither, it is not"
  )
  func acceptsAViewProtocolBesideThePresenterThatHoldsItsImplementer() {
    let presenter = """
      import Foundation
      protocol 1️⃣UsersViewInterface: AnyObject { func reload() }
      final class UsersPresenter {
        weak var view: HOLDS?
        func refresh() { view?.reload() }
      }
      """
    let view = (
      "Users/UsersViewController.swift",
      """
      import UIKit
      final class UsersViewController: UIViewController, UsersViewInterface {
        var presenter: UsersPresenter?
        func reload() {}
      }
      """
    )
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersPresenter.swift",
          presenter.replacingOccurrences(of: "HOLDS", with: "UsersViewController")
        ),
        view,
      ], [])
    // The presenter holds some other view: the protocol only the view uses is out of place.
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Users/UsersPresenter.swift",
          presenter.replacingOccurrences(of: "HOLDS", with: "UIViewController")
        ),
        view,
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "move 'UsersViewInterface' to the contract or an entity file; the view uses it but it is declared in the presenter's file"
        )
      ])
  }

  @Test(
    "a type in one module's role file that the same role of another module uses crosses modules; one the same role of its own module uses does not"
  )
  func reportsATypeTheSameRoleOfAnotherModuleUses() {
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Modules/SignIn/SignInInteractor.swift",
          """
          protocol SignInInteractorInput: AnyObject { func signIn(email: String) }
          final class SignInInteractor: SignInInteractorInput {
            weak var presenter: SignInPresenter?
            func signIn(email: String) { presenter?.failed(.unknownEmail) }
          }
          enum 1️⃣AuthFailure: Error { case unknownEmail, weakPassword }
          struct SignInAttempt { let email: String }
          """
        ),
        (
          "Modules/SignIn/SignInPresenter.swift",
          """
          final class SignInPresenter {
            var interactor: SignInInteractorInput?
            func failed(_ reason: SignInFailureReason) {}
          }
          typealias SignInFailureReason = AuthFailure
          """
        ),
        (
          "Modules/SignIn/SignInRetryInteractor.swift",
          """
          final class SignInRetryInteractor {
            var last: SignInAttempt?
          }
          """
        ),
        (
          "Modules/SignUp/SignUpInteractor.swift",
          """
          final class SignUpInteractor {
            weak var presenter: SignUpPresenter?
            func register(password: String) -> AuthFailure? {
              password.count < 8 ? .weakPassword : nil
            }
          }
          """
        ),
        (
          "Modules/SignUp/SignUpPresenter.swift",
          """
          final class SignUpPresenter {
            var interactor: SignUpInteractor?
          }
          """
        ),
      ],
      [
        ExpectedFinding(
          "1️⃣",
          "move 'AuthFailure' to the contract or an entity file; the 'SignUp' interactor uses it but it is declared in the 'SignIn' interactor's file"
        )
      ])
  }

  @Test(
    "a protocol beside the view that casts to it and reads through it is in its place, though other modules' views adopt it; beside a view that never names it, it is not"
  )
  func acceptsAProtocolBesideTheViewThatCallsThroughIt() {
    let tabs = """
      import UIKit
      protocol 1️⃣TabProviding { var tabItem: UITabBarItem? { get } }
      final class TabsViewController: UITabBarController {
        var presenter: TabsPresenter?
        func show(_ screens: [UIViewController]) {
          viewControllers = screens
          for screen in screens { READ }
        }
      }
      """
    let others: [(String, String)] = [
      (
        "Modules/Tabs/TabsPresenter.swift",
        "final class TabsPresenter { weak var view: TabsViewController? }\n"
      ),
      (
        "Modules/Feed/FeedViewController.swift",
        """
        import UIKit
        final class FeedViewController: UIViewController, TabProviding {
          var presenter: FeedPresenter?
          var tabItem: UITabBarItem? { nil }
        }
        """
      ),
      (
        "Modules/Feed/FeedPresenter.swift",
        "final class FeedPresenter { weak var view: FeedViewController? }\n"
      ),
    ]
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Modules/Tabs/TabsViewController.swift",
          tabs.replacingOccurrences(
            of: "READ", with: "screen.tabBarItem = (screen as? TabProviding)?.tabItem")
        )
      ] + others, [])
    expectFindings(
      DeclareSharedTypesInContracts.self,
      in: [
        (
          "Modules/Tabs/TabsViewController.swift",
          tabs.replacingOccurrences(of: "READ", with: "screen.loadViewIfNeeded()")
        )
      ] + others,
      [
        ExpectedFinding(
          "1️⃣",
          "move 'TabProviding' to the contract or an entity file; the 'Feed' view uses it but it is declared in the 'Tabs' view's file"
        )
      ])
  }

  @Test(
    "A route enum in the router's file that the presenter hands as an implicit member (`router.navigate(.feed)`) is used by the presenter, which never writes its name"
  )
  func reportsATypeAnotherRoleHandsAsAnImplicitMember() {
    let router = """
      import UIKit
      enum 1️⃣WelcomeRoute { case feed, signIn }
      protocol WelcomeRouting: AnyObject { func navigate(to route: WelcomeRoute) }
      final class WelcomeRouter: WelcomeRouting {
        weak var screen: UIViewController?
        func navigate(to route: WelcomeRoute) {}
      }
      """
    let presenter = """
      final class WelcomePresenter {
        weak var view: (any WelcomeViewInput)?
        let router: any WelcomeRouting
        init(router: any WelcomeRouting) { self.router = router }
        func didTapStart() { CHOICE }
      }
      """
    let contract = "protocol WelcomeViewInput: AnyObject { func show(title: String) }\n"
    // Another module's router has a `navigate(to:)` of its own route type, declared in its
    // contract: the call is the one its receiver's type declares.
    let settings = """
      enum SettingsRoute { case about }
      protocol SettingsRouting: AnyObject { func navigate(to route: SettingsRoute) }
      """
    func sources(_ choice: String) -> [(String, String)] {
      [
        ("Welcome/WelcomeRouter.swift", router),
        (
          "Welcome/WelcomePresenter.swift",
          presenter.replacingOccurrences(of: "CHOICE", with: choice)
        ),
        ("Welcome/WelcomeContract.swift", contract),
        ("Settings/SettingsContract.swift", settings),
      ]
    }
    expectFindings(
      DeclareSharedTypesInContracts.self, in: sources("router.navigate(to: .feed)"),
      [
        ExpectedFinding(
          "1️⃣",
          "move 'WelcomeRoute' to the contract or an entity file; the presenter uses it but it is declared in the router's file"
        )
      ])
    // Without the call, only the router's own code uses the enum.
    expectFindings(DeclareSharedTypesInContracts.self, in: sources("_ = router"), [])
  }

  /// The files of an example: each starts at a `// Name.swift` line.
  private static func files(_ example: String) -> [(path: String, source: String)] {
    var files: [(path: String, source: String)] = []
    for line in example.split(separator: "\n") {
      if line.hasPrefix("// "), line.hasSuffix(".swift") {
        files.append(("Users/" + line.dropFirst(3), ""))
      } else if !files.isEmpty {
        files[files.count - 1].source += line + "\n"
      }
    }
    return files
  }

  @Test func reportsItsFindingExampleAndNotItsFix() {
    let key = DeclareSharedTypesInContracts.key
    let example = Self.files(DeclareSharedTypesInContracts.findingExample)
    #expect(example.map(\.path) == ["Users/UsersView.swift", "Users/UsersPresenter.swift"])
    let found = Linter().findings(inSources: example).filter { $0.rule == key }
    #expect(
      found.map(\.message) == [
        "move 'UserRowViewModel' to the contract or an entity file; the presenter uses it but it is declared in the view's file"
      ])
    #expect(found.map(\.location.file) == ["Users/UsersView.swift"])
    // The fix: the view model in a file of its own, the view's file without it.
    let fixed =
      Self.files(DeclareSharedTypesInContracts.fixExample)
      + example.map { file in
        (
          file.path,
          file.source.split(separator: "\n").filter { !$0.hasPrefix("struct ") }
            .joined(separator: "\n")
        )
      }
    #expect(Linter().findings(inSources: fixed).filter { $0.rule == key }.isEmpty)
  }
}
