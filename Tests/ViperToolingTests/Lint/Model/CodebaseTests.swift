import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// What a run reads of a tree, and how it splits it: third-party, test and template files left
/// out; several apps in one tree kept apart; and this repository's reference apps, modelled
/// exactly.
@Suite("Lint model: codebases, units and the reference apps", .cpuBound)
struct CodebaseTests {
  /// Two copies of one app in one repository, as contributors' solutions are kept.
  static let twoApps: [(String, String)] = ["alice", "bob"].flatMap { owner in
    [
      (
        "solutions/\(owner)/Finance/Home/HomeModule.swift",
        """
        protocol HomeViewInput: AnyObject { func show(balance: String) }
        final class HomeViewController: HomeViewInput {
          let presenter: HomePresenter
          init(presenter: HomePresenter) { self.presenter = presenter }
          func show(balance: String) {}
        }
        final class HomePresenter {
          \(owner == "alice" ? "weak var" : "var") view: HomeViewInput?
          let router: HomeRouter
          init(router: HomeRouter) { self.router = router }
        }
        final class HomeRouter {
          func openSettings() -> SettingsViewController { SettingsBuilder.build() }
        }
        """
      ),
      (
        "solutions/\(owner)/Finance/Settings/SettingsModule.swift",
        """
        final class SettingsViewController { let presenter = SettingsPresenter() }
        final class SettingsPresenter { weak var view: SettingsViewController? }
        enum SettingsBuilder {
          static func build() -> SettingsViewController {
            let view = SettingsViewController()
            view.presenter.view = view
            return view
          }
        }
        """
      ),
    ]
  }

  @Test("two apps in one tree are two units: same-named modules stay apart")
  func twoAppsAreTwoUnits() {
    let model = ModelDescription(Self.twoApps)
    #expect(model.codebase.units.map(\.name) == ["alice", "bob"])
    #expect(
      model.modules == [
        "alice/Home: HomePresenter presenter, HomeRouter router, HomeViewController view",
        "alice/Settings: SettingsBuilder builder, SettingsPresenter presenter, SettingsViewController view",
        "bob/Home: HomePresenter presenter, HomeRouter router, HomeViewController view",
        "bob/Settings: SettingsBuilder builder, SettingsPresenter presenter, SettingsViewController view",
      ])
    #expect(model.routes == ["alice/Home -> alice/Settings", "bob/Home -> bob/Settings"])
    // Only Bob's presenter holds its view strongly.
    #expect(
      model.places(of: HoldBackReferencesWeakly.self) == [
        "solutions/bob/Finance/Home/HomeModule.swift:8"
      ])
  }

  /// Two feature packages that each nest a `Collection` screen's roles in a namespace, and an
  /// app target that imports both and a package no folder is named after.
  static let namespacedPackages: [(String, String)] =
    ["Game", "User"].map { package in
      (
        "\(package)/Sources/\(package)/Collection.swift",
        """
        import UIKit
        import Swinject
        public enum Collection {}
        extension Collection {
          final class Presenter {
            weak var view: View?
            let router: Router
            init(router: Router) { self.router = router }
          }
          final class Router {}
          final class View: UIViewController { var presenter: Presenter? }
        }
        public enum \(package)Module {
          public static func make() -> UIViewController { Collection.View() }
        }
        """
      )
    } + [
      (
        "App/Modules.swift",
        """
        import UIKit
        import Swinject
        import Game
        import User
        let screens: [UIViewController] = [GameModule.make(), UserModule.make()]
        """
      )
    ]

  @Test("packages that each declare a namespaced screen's classes are twins, never one unit")
  func namespacedTwinsStayApart() {
    let model = ModelDescription(Self.namespacedPackages)
    // One package joins the app that imports both; the other is a unit of its own.
    #expect(model.codebase.units.count == 2)
    #expect(model.codebase.units.map(\.name).contains { $0 == "Game" || $0 == "User" })
  }

  @Test("an app and a package it imports that both declare a module's contract are twins")
  func contractsDeclaredTwiceMakeTwins() {
    let contract = """
      protocol ProfileViewInput: AnyObject { func show(name: String) }
      protocol ProfileRouterInput { func close() }
      """
    let model = ModelDescription([
      (
        "App/Profile/ProfileScreen.swift",
        "import User\n" + contract + """

          final class ProfileScreenPresenter {
            weak var view: (any ProfileViewInput)?
            let router: any ProfileRouterInput
            init(router: any ProfileRouterInput) { self.router = router }
          }
          """
      ),
      (
        "User/Sources/User/Profile/Profile.swift",
        contract + """

          enum Profile {}
          extension Profile {
            final class Router: ProfileRouterInput { func close() {} }
          }
          """
      ),
    ])
    #expect(model.codebase.units.map(\.name).sorted() == ["App", "User"])
  }

  @Test(
    "a screen whose roles are nested in a namespace is named after it; a view with only its builder is no module"
  )
  func namespacedScreenIsNamedAfterItsNamespace() {
    let model = ModelDescription([
      (
        "Places/MapViewController.swift",
        """
        import UIKit
        final class MapViewController: UIViewController {}
        struct MapAssembly { func make() -> UIViewController { MapViewController() } }
        """
      ),
      (
        "Map/Map.swift",
        """
        import UIKit
        protocol MapViewInput: AnyObject { func show(pins: [String]) }
        protocol MapViewOutput: AnyObject { func viewDidLoad() }
        protocol MapInteractorInput: AnyObject { func start() }
        protocol MapInteractorOutput: AnyObject { func found(pins: [String]) }
        enum Map {}
        extension Map {
          final class Presenter: MapViewOutput, MapInteractorOutput {
            weak var view: (any MapViewInput)?
            let interactor: any MapInteractorInput
            init(interactor: any MapInteractorInput) { self.interactor = interactor }
            func viewDidLoad() { interactor.start() }
            func found(pins: [String]) { view?.show(pins: pins) }
          }
          final class Interactor: MapInteractorInput {
            weak var output: (any MapInteractorOutput)?
            func start() {}
          }
          final class View: UIViewController, MapViewInput {
            var presenter: (any MapViewOutput)?
            func show(pins: [String]) {}
          }
          enum Assembly {
            static func make() -> UIViewController {
              let interactor = Interactor()
              let presenter = Presenter(interactor: interactor)
              let view = View()
              presenter.view = view
              view.presenter = presenter
              interactor.output = presenter
              return view
            }
          }
        }
        """
      ),
    ])
    #expect(
      model.modules == [
        "Map: Map.Assembly builder, Map.Interactor interactor, Map.Presenter presenter, Map.View view"
      ])
  }

  @Test("private types of the same name, and the types nested in them, do not split a unit")
  func privateTypesShareAUnit() {
    let model = ModelDescription([
      ("App/A/First.swift", "private enum Layout { static let margin = 8 }\nstruct First {}\n"),
      ("App/B/Second.swift", "private enum Layout { static let margin = 4 }\nstruct Second {}\n"),
      (
        "App/C/Third.swift",
        "private enum Constant { enum Title { static let size = 17 } }\nstruct Third {}\n"
      ),
      (
        "App/D/Fourth.swift",
        "private enum Constant { enum Title { static let size = 15 } }\nstruct Fourth {}\n"
      ),
    ])
    #expect(model.codebase.units.map(\.name) == [""])
  }

  @Test("third-party, test and template files are left out, and the summary says so")
  func leftOutByDefault() async throws {
    let folder = try TemporaryFolder("viper-selection")
    defer { folder.remove() }
    try folder.write(usersContract, to: "App/Users/UsersContract.swift")
    try folder.write(
      "final class UsersPresenter: UsersViewOutput {\n  var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n",
      to: "App/Users/UsersPresenter.swift")
    try folder.write(
      "protocol AFViewInput: AnyObject {}\nfinal class AFView: AFViewInput { let presenter: AFPresenter }\nfinal class AFPresenter { var view: AFViewInput? }\n",
      to: "Pods/AF/AF.swift")
    try folder.write("class Pinned {}\n", to: "Carthage/Checkouts/Pin/Pin.swift")
    try folder.write(
      "import XCTest\nfinal class UsersPresenterTests: XCTestCase {}\n",
      to: "AppTests/UsersPresenterTests.swift")
    try folder.write(
      "import Cuckoo\nclass MockUsersPresenter {}\n", to: "App/Generated/Mocks.swift")
    try folder.write(
      "import Quick\nfinal class UsersBehaviour {}\n", to: "App/Checks/UsersBehaviour.swift")
    try folder.write("final class UsersSpy {}\n", to: "App/Support/UsersSpy.swift")
    try folder.write(
      "class ___VARIABLE_name___Presenter {}\n", to: "Templates/M.xctemplate/P.swift")

    let linter = Linter()
    let selection = try linter.select(paths: [folder.path])
    // The path says it for most; a file that imports a test framework is found once read.
    #expect(
      selection.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
        "App/Checks/UsersBehaviour.swift", "App/Users/UsersContract.swift",
        "App/Users/UsersPresenter.swift",
      ])
    #expect(selection.skippedSummary == "2 third-party, 3 tests and mocks, 1 templates")

    let output = try await ViperBinary.run(["lint", folder.path])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "viper lint: 2 files (7 skipped: 2 third-party, 4 tests and mocks, 1 templates), 1 errors, 0 warnings, 0 notes\n"
    )
    // `--include` and `lint.include` bring them back.
    let included = try await ViperBinary.run([
      "lint", "--include", "third-party", "--include", "tests", "--quiet", folder.path,
    ])
    #expect(included.stdout.contains("Pods/AF/AF.swift:3:"))
    var configuration = LintConfiguration()
    configuration.included = [.thirdParty, .tests, .templates]
    #expect(try Linter(configuration: configuration).select(paths: [folder.path]).files.count == 9)
    let parsed = try LintConfiguration.parse(yaml: "lint:\n  include: [third-party, tests]\n")
    #expect(parsed.included == [.thirdParty, .tests])
    #expect(throws: ConfigurationError.self) {
      try LintConfiguration.parse(yaml: "lint:\n  include: [pods]\n")
    }
  }

  @Test("a folder named like a test target is test code, but an app's A/B tests are its own code")
  func abTestsFoldersAreTheAppsCode() throws {
    let folder = try TemporaryFolder("viper-selection-ab")
    defer { folder.remove() }
    let paths = [
      "AppTests/UsersPresenterTests.swift", "Feature/UnitTests/Helpers.swift",
      "App/Managers/ABTests/ABTestManager.swift", "App/Managers/ABTests/Models/ActiveABTests.swift",
      "App/Managers/ABTests/ABTestsMock.swift", "App/Experiments/ABTest/Variant.swift",
    ]
    for path in paths { try folder.write("struct Placeholder {}\n", to: path) }
    let selection = try Linter().select(paths: [folder.path])
    #expect(
      selection.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
        "App/Experiments/ABTest/Variant.swift", "App/Managers/ABTests/ABTestManager.swift",
        "App/Managers/ABTests/Models/ActiveABTests.swift",
      ])
    #expect(selection.skippedSummary == "3 tests and mocks")
  }

  @Test(
    "below a model folder, a Tests folder and a file named Test are a quiz app's models, not test code; mocks there, and a Tests folder elsewhere, still are test code"
  )
  func aQuizAppsModelsOfTestsAreItsCode() throws {
    let folder = try TemporaryFolder("viper-selection-quiz")
    defer { folder.remove() }
    let paths = [
      "Quiz/Modules/TestList/Model/Tests/Test.swift",
      "Quiz/Modules/TestList/Model/Tests/Question.swift",
      "Quiz/Entities/ResultTest.swift", "Quiz/Models/Mocks/TestListMock.swift",
      "Quiz/Modules/TestList/Tests/TestListPresenterTests.swift",
    ]
    for path in paths { try folder.write("struct Placeholder {}\n", to: path) }
    let selection = try Linter().select(paths: [folder.path])
    #expect(
      selection.files.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
        "Quiz/Entities/ResultTest.swift", "Quiz/Modules/TestList/Model/Tests/Question.swift",
        "Quiz/Modules/TestList/Model/Tests/Test.swift",
      ])
    #expect(selection.skippedSummary == "2 tests and mocks")
  }

  /// `Sources/ReferenceApps` of this repository.
  static var referenceApps: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ReferenceApps").path
  }

  @Test(
    "the reference apps: every module, every role, every route, exactly", .notUnderThreadSanitizer)
  func referenceApps() async throws {
    let linter = Linter()
    let files = try linter.swiftFiles(in: [Self.referenceApps])
    let codebase = try await offThePool { linter.codebase(files: files) }
    #expect(codebase.units.count == 1)
    let model = try #require(codebase.units.first?.model)
    let modules = model.modules.map { module in
      "\(module.name): "
        + module.members.map { "\($0) \(model.types[$0]?.role?.rawValue ?? "?")" }
        .joined(separator: ", ")
    }
    #expect(
      modules == [
        "Cryptos: CryptosBuilder builder, CryptosInteractor interactor, CryptosPresenter presenter, CryptosRouter router, CryptosView view",
        "Listing: ListingBuilder builder, ListingInteractor interactor, ListingPresenter presenter, ListingRouter router, ListingView view",
        "Todos: TodosBuilder builder, TodosInteractor interactor, TodosPresenter presenter, TodosRouter router, TodosView view",
        "UserDetail: UserDetailBuilder builder, UserDetailInteractor interactor, UserDetailPresenter presenter, UserDetailRouter router, UserDetailView view",
        "UserPicker: UserPickerBuilder builder, UserPickerInteractor interactor, UserPickerPresenter presenter, UserPickerRouter router, UserPickerView view",
        "Users: UsersBuilder builder, UsersInteractor interactor, UsersPresenter presenter, UsersRouter router, UsersView view",
      ])
    #expect(
      model.routes.map { "\($0.from) -> \($0.to)" } == [
        "Todos -> UserPicker", "Users -> UserDetail",
      ])
    // Every module has every role of its own: the picker uses no other module's role.
    #expect(model.module(named: "UserPicker")?.used == [])
    #expect(model.types["UsersInteractor"]?.module == "Users")
    // Listing's directional contracts belong to Listing; none makes a module of its own.
    #expect(
      model.module(named: "Listing")?.contracts == [
        "ListingInteractorToPresenter", "ListingModuleInput",
        "ListingPresenterToInteractor", "ListingPresenterToRouter", "ListingPresenterToView",
        "ListingViewToPresenter",
      ])
    #expect(model.roleTypes.allSatisfy { $0.role?.isModuleRole != true || $0.hasSureRole })

    // In the picker's own graph: its members and the todos presenter its module output points
    // at.
    let graph = try #require(ModuleGraph.module("UserPicker", of: codebase))
    #expect(
      graph.nodes.map(\.label) == [
        "TodosPresenter\\n(used: presenter of Todos)", "UserPickerBuilder\\n(builder)",
        "UserPickerInteractor\\n(interactor)", "UserPickerPresenter\\n(presenter)",
        "UserPickerRouter\\n(router)", "UserPickerView\\n(view)",
      ])
  }
}
