import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The promises that need a package of their own: the module `viper new` writes builds and its
/// tests pass with no edit, and the build-tool plugin lints a consuming package's target.
///
/// Slow (package builds of their own; the plugin's builds `viper` and swift-syntax), so
/// `swift test` skips them unless `VIPER_GENERATOR_INTEGRATION=1` is set;
/// `.ci/generator-integration` sets it.
@Suite(
  "Generated module in a real package",
  .enabled(
    if: ProcessInfo.processInfo.environment["VIPER_GENERATOR_INTEGRATION"] == "1",
    "set VIPER_GENERATOR_INTEGRATION=1 to build and test a generated module"),
  .timeLimit(.minutes(40))
)
struct GeneratorIntegrationTests {
  /// This repository, which the scratch package depends on by path.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  private static let profile = [
    "Profile: id Int, name String, email String?, age Int, score Double?, active Bool"
  ]

  @Test("a terminal module with optional fields builds without warnings and its tests pass")
  func terminalModuleBuildsAndPasses() async throws {
    try await generateBuildAndTest(
      "Profile", entities: Self.profile, store: false, expecting: "15 tests in 3 suites")
  }

  @Test(
    "a terminal module with --store (SQLite through GRDB) builds without warnings and its tests pass"
  )
  func terminalModuleWithStoreBuildsAndPasses() async throws {
    try await generateBuildAndTest(
      "Profile", entities: Self.profile, store: true, expecting: "20 tests in 4 suites")
  }

  @Test(
    "a module whose entities have every supported type and nest, with directional contracts, builds without warnings and its tests pass"
  )
  func realWorldEntitiesBuildAndPass() async throws {
    try await generateBuildAndTest(
      "Orders",
      entities: [
        "Order: id UUID, placed Date, link URL?, total Decimal, tags [String], scores [Int]?, "
          + "lines [OrderLine], customer Customer?, delivered Date?, count Int64, rate Float, "
          + "paid Bool?, note String?",
        "OrderLine: sku String, quantity Int, price Decimal",
        "Customer: name String, joined Date?",
      ],
      store: false, extra: ["--contracts", "directional"], expecting: "15 tests in 3 suites")
  }

  /// Generates `module` with `entities` into a scratch package, then builds it and runs its
  /// tests.
  private func generateBuildAndTest(
    _ module: String, entities: [String], store: Bool, extra: [String] = [],
    expecting tests: String
  ) async throws {
    let folder = try TemporaryFolder("viper-integration")
    defer { folder.remove() }
    let grdbPackage =
      store ? #".package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),"# : ""
    let grdbProduct = store ? #".product(name: "GRDB", package: "GRDB.swift"),"# : ""
    try folder.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "App",
        platforms: [.macOS(.v14)],
        dependencies: [
          .package(name: "ViperKit", path: "\(Self.repository.path)"),
          \(grdbPackage)
        ],
        targets: [
          .target(
            name: "App",
            dependencies: [
              .product(name: "ViperKit", package: "ViperKit"),
              .product(name: "ViperTerminal", package: "ViperKit"),
              \(grdbProduct)
            ],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
          .testTarget(
            name: "AppTests",
            dependencies: ["App", .product(name: "ViperKitTesting", package: "ViperKit")],
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]),
        ]
      )
      """, to: "Package.swift")
    let generated = try await ViperBinary.run(
      [
        "new", module,
      ] + entities.flatMap { ["--entity", $0] } + [
        "--output", folder.appending("Sources/App").path,
        "--tests", folder.appending("Tests/AppTests").path,
      ] + (store ? ["--store"] : []) + extra)
    #expect(generated.status == 0, "\(generated.stderr)")

    let build = try await swift(["build", "--build-tests", "--package-path", folder.path])
    #expect(build.status == 0, "\(build.text)")
    let warnings = build.text.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains(folder.path)
    }
    #expect(warnings == [])

    let test = try await swift(["test", "--skip-build", "--package-path", folder.path])
    #expect(test.status == 0, "\(test.text)")
    #expect(test.text.contains("Test run with \(tests) passed"), "\(test.text)")
  }

  @Test(
    "the build-tool plugin lints a target on every build: an error fails it, a warning does not; both plugins pass --reporter and --since on"
  )
  func buildToolPluginLintsOnBuild() async throws {
    let folder = try TemporaryFolder("viper-plugin")
    defer { folder.remove() }
    try folder.write(
      """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "Consumer",
        platforms: [.macOS(.v14)],
        dependencies: [.package(name: "ViperKit", path: "\(Self.repository.path)")],
        targets: [
          .target(
            name: "Feature",
            dependencies: [.product(name: "ViperKit", package: "ViperKit")],
            plugins: [.plugin(name: "ViperLintBuildToolPlugin", package: "ViperKit")])
        ]
      )
      """, to: "Package.swift")
    try folder.write("final class UsersView {}\n", to: "Sources/Feature/UsersView.swift")
    // A strong back-reference from the presenter to its view: an error.
    try folder.write(
      "final class UsersPresenter {\n  var view: UsersView?\n}\n",
      to: "Sources/Feature/UsersPresenter.swift")
    let failing = try await swift(["build", "--package-path", folder.path])
    #expect(failing.status != 0, "\(failing.text)")
    #expect(
      failing.text.contains(
        "UsersPresenter.swift:2:3: error: make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]"
      ), "\(failing.text)")

    // Fixed: weak, but still the concrete view, which is a warning; the plugin runs again
    // because the file changed, and the build passes.
    try folder.write(
      "final class UsersPresenter {\n  weak var view: UsersView?\n}\n",
      to: "Sources/Feature/UsersPresenter.swift")
    let passing = try await swift(["build", "--package-path", folder.path])
    #expect(passing.status == 0, "\(passing.text)")
    #expect(
      passing.text.contains(
        "UsersPresenter.swift:2:3: warning: 'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol [HoldRolesThroughProtocols]"
      ), "\(passing.text)")

    // Gating a pull request: committed, then a change adds an error. Both plugins pass the
    // reporter and --since on, and report only the new finding.
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "first"],
    ] {
      let git = try await offThePool {
        try ChildProcess.run("git", ["-C", folder.path] + arguments)
      }
      #expect(git.status == 0, "\(String(decoding: git.stderr, as: UTF8.self))")
    }
    try folder.write(
      "final class UsersRouter {\n  var view: UsersView?\n}\n",
      to: "Sources/Feature/UsersRouter.swift")
    let command = try await swift([
      "package", "--package-path", folder.path, "viper-lint", "--quiet", "--reporter", "checkstyle",
      "--since", "HEAD",
    ])
    #expect(command.text.contains(#"<checkstyle version="4.3">"#), "\(command.text)")
    #expect(command.text.contains("UsersRouter.swift"), "\(command.text)")
    #expect(!command.text.contains("UsersPresenter.swift"), "\(command.text)")
    let gated = try await swift(
      ["build", "--package-path", folder.path], environment: ["VIPER_LINT_SINCE": "HEAD"])
    #expect(gated.status != 0, "\(gated.text)")
    #expect(
      gated.text.contains(
        "UsersRouter.swift:2:3: error: make the back-reference 'view' of the router 'UsersRouter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]"
      ), "\(gated.text)")
    #expect(!gated.text.contains("UsersPresenter.swift:2:3: warning"), "\(gated.text)")
  }

  /// A module written the way many VIPER apps were (protocols not class-bound, every
  /// reference strong) leaks; one `viper lint --fix` makes the same leak test pass.
  @Test("a leaking legacy module is freed after one viper lint --fix, and still builds")
  func fixFreesALeakingLegacyModule() async throws {
    let folder = try TemporaryFolder("viper-fix")
    defer { folder.remove() }
    for (path, text) in LegacyModule.files { try folder.write(text, to: path) }

    let leaking = try await swift(["test", "--package-path", folder.path])
    #expect(leaking.status != 0, "\(leaking.text)")
    for role in ["NotesView", "NotesPresenter", "NotesInteractor", "NotesRouter"] {
      #expect(leaking.text.contains("leaked: \(role)"), "\(leaking.text)")
    }

    let fix = try await ViperBinary.run(["lint", "--fix", folder.appending("Sources").path])
    #expect(fix.status == 0, "\(fix.stderr)")
    #expect(
      fix.stderr.contains("viper lint --fix: fixed 8 findings in 4 files; 0 not fixed"),
      "\(fix.stderr)")

    let build = try await swift(["build", "--build-tests", "--package-path", folder.path])
    #expect(build.status == 0, "\(build.text)")
    let freed = try await swift(["test", "--skip-build", "--package-path", folder.path])
    #expect(freed.status == 0, "\(freed.text)")
    #expect(!freed.text.contains("leaked:"), "\(freed.text)")
    let again = try await ViperBinary.run(["lint", "--fix", folder.appending("Sources").path])
    #expect(
      again.stderr.contains("viper lint --fix: fixed 0 findings in 0 files"), "\(again.stderr)")
  }

  func swift(_ arguments: [String], environment: [String: String] = [:]) async throws -> (
    status: Int32, text: String
  ) {
    try await offThePool {
      let output = try ChildProcess.run(
        "swift", arguments,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
      return (
        output.status,
        String(decoding: output.stdout, as: UTF8.self)
          + String(decoding: output.stderr, as: UTF8.self)
      )
    }
  }
}

/// The legacy module of ``GeneratorIntegrationTests/fixFreesALeakingLegacyModule()``: its own
/// package, Swift 5 mode, no ViperKit, and a leak test of its own.
enum LegacyModule {
  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.1
    import PackageDescription

    let package = Package(
      name: "Legacy",
      targets: [
        .target(name: "Notes", swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
          name: "NotesTests", dependencies: ["Notes"], swiftSettings: [.swiftLanguageMode(.v5)]),
      ]
    )

    """,
    "Sources/Notes/NotesContract.swift": """
    // Written the way many VIPER apps were: protocols that are not class-bound, every
    // reference strong.

    protocol NotesViewProtocol {
        func show(titles: [String])
    }

    protocol NotesPresenterProtocol {
        func viewDidLoad()
        func didLoad(titles: [String])
    }

    protocol NotesInteractorProtocol {
        var presenter: NotesPresenterProtocol { get set }
        func load()
    }

    protocol NotesRouterProtocol {
        var view: NotesViewProtocol? { get set }
    }

    """,
    "Sources/Notes/NotesView.swift": """
    public final class NotesView: NotesViewProtocol {
        var presenter: NotesPresenterProtocol?
        public private(set) var titles: [String] = []

        public func viewDidLoad() {
            presenter?.viewDidLoad()
        }

        func show(titles: [String]) {
            self.titles = titles
        }
    }

    """,
    "Sources/Notes/NotesPresenter.swift": """
    final class NotesPresenter: NotesPresenterProtocol {
        var view: NotesViewProtocol?
        var interactor: NotesInteractorProtocol?
        var router: NotesRouterProtocol?

        func viewDidLoad() {
            interactor?.load()
        }

        func didLoad(titles: [String]) {
            view?.show(titles: titles)
        }
    }

    """,
    "Sources/Notes/NotesInteractor.swift": """
    final class NotesInteractor: NotesInteractorProtocol {
        var presenter: NotesPresenterProtocol

        init(presenter: NotesPresenterProtocol) {
            self.presenter = presenter
        }

        func load() {
            presenter.didLoad(titles: ["one", "two"])
        }
    }

    """,
    "Sources/Notes/NotesRouter.swift": """
    public final class NotesRouter: NotesRouterProtocol {
        var view: NotesViewProtocol?

        public static func createModule() -> NotesView {
            let view = NotesView()
            let presenter = NotesPresenter()
            let interactor = NotesInteractor(presenter: presenter)
            let router = NotesRouter()
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            router.view = view
            return view
        }
    }

    """,
    "Tests/NotesTests/NotesLeakTests.swift": """
    import Testing
    @testable import Notes

    @Test("the notes module works, and is freed with its view")
    func notesModuleIsFreedWithItsView() {
        weak var view: NotesView?
        weak var presenter: NotesPresenter?
        weak var interactor: NotesInteractor?
        weak var router: NotesRouter?
        do {
            let screen = NotesRouter.createModule()
            screen.viewDidLoad()
            #expect(screen.titles == ["one", "two"])
            view = screen
            presenter = screen.presenter as? NotesPresenter
            interactor = presenter?.interactor as? NotesInteractor
            router = presenter?.router as? NotesRouter
        }
        #expect(view == nil, "leaked: NotesView")
        #expect(presenter == nil, "leaked: NotesPresenter")
        #expect(interactor == nil, "leaked: NotesInteractor")
        #expect(router == nil, "leaked: NotesRouter")
    }

    """,
  ]
}
