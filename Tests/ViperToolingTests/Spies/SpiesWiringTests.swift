import Foundation
import Testing
import ViperTooling

/// The harness subject wires the real presenter the way the module's own code does, whatever
/// the naming style and the injection.
@Suite("viper spies: wiring", .cpuBound)
struct SpiesWiringTests {
  @Test(
    "directional protocols wired by properties in createModule(): the subject sets the same properties"
  )
  func directionalPropertyInjection() throws {
    let run = try SpiesRun(SpiesFixtures.directional, module: "Pantry")
    #expect(run.refusals == [])
    #expect(
      run.body("PantryHarnessSubject.swift") == """
        import ViperKitTesting

        @testable import App

        /// The real `PantryPresenter`, made and wired as PantryRouter.createModule() in
        /// PantryRouter.swift:4 does it, with a spy at every boundary it talks through. Hand `wire` to a
        /// `ModuleHarness`:
        ///
        /// ```swift
        /// let harness = ModuleHarness(wire: PantryHarnessSubject.wire)
        /// ```
        @MainActor
        struct PantryHarnessSubject {
          let presenter: PantryPresenter
          let view: PresenterToViewPantryProtocolSpy
          let interactor: PresenterToInteractorPantryProtocolSpy
          let router: PresenterToRouterPantryProtocolSpy

          static func wire(_ log: ViperKitTesting.MessageLog) -> Self {
            let view = PresenterToViewPantryProtocolSpy(.view, log: log)
            let interactor = PresenterToInteractorPantryProtocolSpy(.interactor, log: log)
            let router = PresenterToRouterPantryProtocolSpy(.router, log: log)
            let presenter = PantryPresenter()
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            return Self(presenter: presenter, view: view, interactor: interactor, router: router)
          }
        }

        """)
  }

  @Test(
    "initializer injection: spies for the protocols, the builder's constants copied, what it is given taken by wire"
  )
  func initializerInjection() throws {
    let run = try SpiesRun(SpiesFixtures.initializerInjection, module: "Inbox")
    #expect(run.refusals == [])
    #expect(
      run.body("InboxHarnessSubject.swift") == """
        import ViperKitTesting

        @testable import App

        /// The real `InboxPresenter`, made and wired as InboxBuilder.build(account:output:) in
        /// InboxBuilder.swift:5 does it, with a spy at every boundary it talks through. What that code gets
        /// from its caller, `wire` takes from the test:
        ///
        /// ```swift
        /// let harness = ModuleHarness { InboxHarnessSubject.wire($0, account: ...) }
        /// ```
        @MainActor
        struct InboxHarnessSubject {
          let presenter: InboxPresenter
          let view: InboxViewInputSpy
          let interactor: InboxInteractorInputSpy
          let router: InboxRouterInputSpy
          let output: InboxModuleOutputSpy

          static func wire(_ log: ViperKitTesting.MessageLog, account: Account) -> Self {
            let view = InboxViewInputSpy(.view, log: log)
            let interactor = InboxInteractorInputSpy(.interactor, log: log)
            let router = InboxRouterInputSpy(.router, log: log)
            let output = InboxModuleOutputSpy(.moduleOutput, log: log)
            let presenter = InboxPresenter(
              view: view,
              interactor: interactor,
              router: router,
              title: "Inbox",
              account: account,
              formatter: InboxFormatter())
            presenter.output = output
            return Self(
              presenter: presenter,
              view: view,
              interactor: interactor,
              router: router,
              output: output)
          }
        }

        """)
  }

  @Test("Generamba's configurator: implicitly unwrapped properties set as it sets them")
  func generamba() throws {
    let run = try SpiesRun(SpiesFixtures.generamba, module: "Feed")
    #expect(run.refusals == [])
    #expect(
      run.body("FeedHarnessSubject.swift") == """
        import ViperKitTesting

        @testable import App

        /// The real `FeedPresenter`, made and wired as FeedModuleConfigurator.configure(viewController:) in
        /// FeedConfigurator.swift:10 does it, with a spy at every boundary it talks through. Hand `wire` to
        /// a `ModuleHarness`:
        ///
        /// ```swift
        /// let harness = ModuleHarness(wire: FeedHarnessSubject.wire)
        /// ```
        @MainActor
        struct FeedHarnessSubject {
          let presenter: FeedPresenter
          let view: FeedViewInputSpy
          let interactor: FeedInteractorInputSpy
          let router: FeedRouterInputSpy

          static func wire(_ log: ViperKitTesting.MessageLog) -> Self {
            let view = FeedViewInputSpy(.view, log: log)
            let interactor = FeedInteractorInputSpy(.interactor, log: log)
            let router = FeedRouterInputSpy(.router, log: log)
            let presenter = FeedPresenter()
            presenter.view = view
            presenter.router = router
            presenter.interactor = interactor
            return Self(presenter: presenter, view: view, interactor: interactor, router: router)
          }
        }

        """)
  }

  @Test(
    "AnyView-style names shared by every module: spies named after the protocols, fields after the roles"
  )
  func anyViewNames() throws {
    let run = try SpiesRun(SpiesFixtures.anyView, module: "Movies")
    #expect(run.refusals == [])
    #expect(
      run.body("MoviesHarnessSubject.swift") == """
        import ViperKitTesting

        @testable import App

        /// The real `MoviesPresenter`, made and wired as MoviesRouter.start() in MoviesRouter.swift:3 does
        /// it, with a spy at every boundary it talks through. Hand `wire` to a `ModuleHarness`:
        ///
        /// ```swift
        /// let harness = ModuleHarness(wire: MoviesHarnessSubject.wire)
        /// ```
        @MainActor
        struct MoviesHarnessSubject {
          let presenter: MoviesPresenter
          let view: AnyViewSpy
          let interactor: AnyInteractorSpy
          let router: AnyRouterSpy

          static func wire(_ log: ViperKitTesting.MessageLog) -> Self {
            let view = AnyViewSpy(.view, log: log)
            let interactor = AnyInteractorSpy(.interactor, log: log)
            let router = AnyRouterSpy(.router, log: log)
            let presenter = MoviesPresenter()
            presenter.view = view
            presenter.interactor = interactor
            presenter.router = router
            return Self(presenter: presenter, view: view, interactor: interactor, router: router)
          }
        }

        """)
  }

  @Test("the subject's header names the presenter's file and the file that makes it")
  func subjectHeader() throws {
    let run = try SpiesRun(SpiesFixtures.directional, module: "Pantry")
    let lines = run.files["PantryHarnessSubject.swift"]?.split(separator: "\n").prefix(4)
    #expect(
      lines.map(Array.init) == [
        "// Generated by `viper spies Pantry`; run it again rather than edit this file.",
        "// From:",
        "//   Pantry/PantryPresenter.swift",
        "//   Pantry/PantryRouter.swift",
      ])
    #expect(run.report.modules.first?.notes == [])
  }

  @Test("every module at once: one spy per shared protocol, one subject per module")
  func allModules() throws {
    var sources = SpiesFixtures.anyView
    for (path, text) in SpiesFixtures.anyView where path.hasPrefix("Movies/") {
      sources[path.replacingOccurrences(of: "Movies", with: "Actors")] =
        text.replacingOccurrences(of: "Movies", with: "Actors")
    }
    let run = try SpiesRun(sources, module: nil)
    #expect(
      run.files.keys.sorted() == [
        "ActorsHarnessSubject.swift", "AnyInteractorSpy.swift", "AnyRouterSpy.swift",
        "AnyViewSpy.swift", "MoviesHarnessSubject.swift",
      ])
    #expect(run.report.modules.map(\.name) == ["Actors", "Movies"])
    #expect(
      run.report.modules.map(\.spies) == [
        ["AnyViewSpy", "AnyInteractorSpy", "AnyRouterSpy"],
        ["AnyViewSpy", "AnyInteractorSpy", "AnyRouterSpy"],
      ])
  }

  @Test("a view that hands itself to the presenter: the subject holds its spy and says how")
  func viewHandedIn() throws {
    var sources = SpiesFixtures.directional
    sources["Pantry/PantryPresenter.swift"] = """
      final class PantryPresenter {
          private weak var view: PresenterToViewPantryProtocol?
          var interactor: PresenterToInteractorPantryProtocol?
          var router: PresenterToRouterPantryProtocol?

          func didLoad(view: PresenterToViewPantryProtocol) {
              self.view = view
          }
      }

      """
    let run = try SpiesRun(sources, module: "Pantry")
    #expect(run.refusals == [])
    #expect(
      run.report.modules.first?.notes == [
        "'PantryPresenter.view' is private: hand the presenter `view` through `didLoad(view:)`, as the module's code does"
      ])
    #expect(
      run.files["PantryHarnessSubject.swift"]?.contains(
        "  let view: PresenterToViewPantryProtocolSpy\n") == true)
  }

  @Test("a builder's static let is copied; its static var, shared mutable state, is wire's to take")
  func staticPropertiesOfTheBuilder() throws {
    var sources = SpiesFixtures.initializerInjection
    sources["Inbox/InboxContract.swift", default: ""] += """
      extension InboxFormatter {
          static let standard = InboxFormatter()
          static var shared = InboxFormatter()
      }

      """
    let builder = "Inbox/InboxBuilder.swift"
    let constant = try SpiesRun(
      sources.merging([
        builder: sources[builder]?.replacingOccurrences(
          of: "formatter: formatter)", with: "formatter: InboxFormatter.standard)") ?? ""
      ]) { $1 },
      module: "Inbox")
    #expect(
      constant.files["InboxHarnessSubject.swift"]?.contains("formatter: InboxFormatter.standard)")
        == true)
    let shared = try SpiesRun(
      sources.merging([
        builder: sources[builder]?.replacingOccurrences(
          of: "formatter: formatter)", with: "formatter: InboxFormatter.shared)") ?? ""
      ]) { $1 },
      module: "Inbox")
    let subject = try #require(shared.files["InboxHarnessSubject.swift"])
    #expect(subject.contains("    account: Account,\n    formatter: InboxFormatter\n  ) -> Self {"))
    #expect(subject.contains("      formatter: formatter)"))
  }

  @Test("the import is the folder after Sources/, else the first folder below the path read")
  func guessedImport() throws {
    let plain = try SpiesRun(SpiesFixtures.directional, module: "Pantry", testImport: nil)
    #expect(plain.report.testImport == "Pantry")
    var package: [String: String] = [:]
    for (path, text) in SpiesFixtures.directional { package["Sources/Legacy-Kit/" + path] = text }
    let swiftPackage = try SpiesRun(package, module: "Pantry", testImport: nil)
    #expect(swiftPackage.report.testImport == "Legacy_Kit")
    #expect(
      swiftPackage.files["PantryHarnessSubject.swift"]?.contains("@testable import Legacy_Kit\n")
        == true)
  }
}
