import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper lint --fix` on real files: each fixable rule's fixture before and after (golden), the
/// repairs it refuses and why, idempotence, and what it never touches.
@Suite("viper lint --fix: the repairs, golden", .cpuBound)
struct FixTests {
  /// Files after one `--fix`, what it did, and what a second lint still finds.
  struct Result: Sendable {
    var files: [String: String]
    var outcome: FixApplier.Outcome
    var remaining: [Finding]
    var secondOutcome: FixApplier.Outcome
  }

  /// Writes `files` to a fresh folder, lints with fixes, applies them, lints and fixes again
  /// (which must change nothing), and reads the files back; on a thread of its own, so that
  /// the cooperative pool stays free for the tests beside this one.
  static func fix(_ files: [String: String], dryRun: Bool = false) async throws -> Result {
    try await offThePool { try fixBlocking(files, dryRun: dryRun) }
  }

  private static func fixBlocking(_ files: [String: String], dryRun: Bool) throws -> Result {
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let linter = Linter()
    let paths = try linter.swiftFiles(in: [folder.path()])
    let first = linter.run(files: paths, fixes: true)
    let outcome = FixApplier().apply(first.findings, dryRun: dryRun)
    let second = linter.run(files: paths, fixes: true)
    let secondOutcome = FixApplier().apply(second.findings, dryRun: dryRun)
    var after: [String: String] = [:]
    for name in files.keys {
      after[name] = try String(contentsOfFile: folder.path(name), encoding: .utf8)
    }
    func relative(_ finding: Finding) -> Finding {
      var finding = finding
      finding.location.file = String(finding.location.file.dropFirst(folder.path().count + 1))
      return finding
    }
    return Result(
      files: after, outcome: outcome, remaining: second.findings.map(relative),
      secondOutcome: secondOutcome)
  }

  /// The refusals of a run, as `rule: reason` (off the cooperative pool, as ``fix(_:dryRun:)``).
  static func refusals(_ files: [String: String]) async throws -> [String] {
    try await offThePool { try refusalsBlocking(files) }
  }

  private static func refusalsBlocking(_ files: [String: String]) throws -> [String] {
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let linter = Linter()
    let run = linter.run(files: try linter.swiftFiles(in: [folder.path()]), fixes: true)
    return run.findings.compactMap { finding in
      finding.notFixable.map { "\(finding.rule): \($0)" }
    }
  }

  // MARK: Tutorial style: AnyPresenter, everything strong

  static let tutorialContract = """
    protocol AnyView {
        var presenter: AnyPresenter? { get set }
        func update(with rows: [String])
    }

    protocol AnyPresenter: class {
        var view: AnyView? { get set }
        func interactorDidLoad(_ rows: [String])
    }

    protocol AnyInteractor {
        var presenter: AnyPresenter { get set }
        func load()
    }

    """

  static let tutorialFiles: [String: String] = [
    "Contract.swift": tutorialContract,
    "NotesView.swift": """
    final class NotesView: AnyView {
        var presenter: AnyPresenter?
        var interactor: AnyInteractor?

        func update(with rows: [String]) {}
    }

    """,
    "NotesPresenter.swift": """
    final class NotesPresenter: AnyPresenter {
        var view: AnyView?   // the screen
        var interactor: AnyInteractor?

        func interactorDidLoad(_ rows: [String]) {
            view?.update(with: rows)
        }
    }

    """,
    "NotesInteractor.swift": """
    import UIKit

    final class NotesInteractor: AnyInteractor {
        var presenter: AnyPresenter

        init(presenter: AnyPresenter) {
            self.presenter = presenter
        }

        func load() {
            presenter.interactorDidLoad(["a", "b"])
        }
    }

    extension NotesInteractor {
        func reload() {
            self.presenter.interactorDidLoad([])
        }
    }

    """,
    "NotesBuilder.swift": """
    enum NotesBuilder {
        static func build() -> AnyView {
            let view = NotesView()
            let presenter = NotesPresenter()
            let interactor = NotesInteractor(presenter: presenter)
            view.presenter = presenter
            presenter.view = view
            presenter.interactor = interactor
            return view
        }
    }

    """,
  ]

  /// `class` in `AnyPresenter`'s inheritance clause is deprecated but class-bound: weak
  /// references to it compile, and it is left as written.
  @Test(
    "tutorial style: weak back-references, a non-optional presenter made optional with its uses and requirement, protocols class-bound, the unused import replaced"
  )
  func tutorialStyle() async throws {
    let result = try await Self.fix(Self.tutorialFiles)
    #expect(
      result.files["Contract.swift"] == """
        protocol AnyView: AnyObject {
            var presenter: AnyPresenter? { get set }
            func update(with rows: [String])
        }

        protocol AnyPresenter: class {
            var view: AnyView? { get set }
            func interactorDidLoad(_ rows: [String])
        }

        protocol AnyInteractor {
            var presenter: AnyPresenter? { get set }
            func load()
        }

        """)
    #expect(
      result.files["NotesPresenter.swift"] == """
        final class NotesPresenter: AnyPresenter {
            weak var view: AnyView?   // the screen
            var interactor: AnyInteractor?

            func interactorDidLoad(_ rows: [String]) {
                view?.update(with: rows)
            }
        }

        """)
    #expect(
      result.files["NotesInteractor.swift"] == """
        import Foundation

        final class NotesInteractor: AnyInteractor {
            weak var presenter: (any AnyPresenter)?

            init(presenter: AnyPresenter) {
                self.presenter = presenter
            }

            func load() {
                presenter?.interactorDidLoad(["a", "b"])
            }
        }

        extension NotesInteractor {
            func reload() {
                self.presenter?.interactorDidLoad([])
            }
        }

        """)
    // The view owns; the builder only assigns: both untouched.
    #expect(result.files["NotesView.swift"] == Self.tutorialFiles["NotesView.swift"])
    #expect(result.files["NotesBuilder.swift"] == Self.tutorialFiles["NotesBuilder.swift"])
    let ownership = result.remaining.filter {
      ["HoldBackReferencesWeakly", "ClassBindBackReferenceProtocols", "NoStrongReferenceCycles"]
        .contains($0.rule)
    }
    #expect(ownership.isEmpty)
    #expect(result.secondOutcome.fixed.isEmpty && result.secondOutcome.changes.isEmpty)
  }

  // MARK: Seed style: directional protocols, a wireframe holding its screen

  @Test(
    "directional protocols: 'var view: PresenterToViewProtocol?' gets 'weak'; a wireframe's view controller too; 'let' becomes 'weak var'"
  )
  func directionalStyle() async throws {
    let files = [
      "Orders/OrdersProtocols.swift": """
      protocol PresenterToViewProtocol: AnyObject {
          func showOrders(_ titles: [String])
      }

      protocol InteractorToPresenterProtocol: AnyObject {
          func ordersFetched(_ titles: [String])
      }

      """,
      "Orders/OrdersPresenter.swift": """
      final class OrdersPresenter: InteractorToPresenterProtocol {
          var view: PresenterToViewProtocol?
          var interactor: OrdersInteractor?
          var router: OrdersRouter?

          func ordersFetched(_ titles: [String]) { view?.showOrders(titles) }
      }

      """,
      "Orders/OrdersInteractor.swift": """
      final class OrdersInteractor {
          let presenter: InteractorToPresenterProtocol?

          init(presenter: InteractorToPresenterProtocol?) { self.presenter = presenter }
      }

      """,
      "Orders/OrdersRouter.swift": """
      final class OrdersRouter {
          var viewController: UIViewController?
      }

      """,
      "Orders/OrdersViewController.swift": """
      final class OrdersViewController: UIViewController, PresenterToViewProtocol {
          var presenter: OrdersPresenter?
          func showOrders(_ titles: [String]) {}
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(
      result.files["Orders/OrdersPresenter.swift"]?.contains(
        "    weak var view: PresenterToViewProtocol?\n") == true)
    #expect(
      result.files["Orders/OrdersInteractor.swift"]?.contains(
        "    weak var presenter: InteractorToPresenterProtocol?\n") == true)
    #expect(
      result.files["Orders/OrdersRouter.swift"] == """
        final class OrdersRouter {
            weak var viewController: UIViewController?
        }

        """)
    #expect(result.remaining.filter { $0.rule == "HoldBackReferencesWeakly" }.isEmpty)
  }

  // MARK: Inverted ownership

  @Test(
    "inverted ownership (the interactor owns its presenter, held back weakly): --fix changes nothing"
  )
  func invertedOwnershipIsLeftAlone() async throws {
    let files = [
      "Feed/FeedContract.swift": """
      protocol FeedPresenting: AnyObject { func show() }
      protocol FeedInteracting: AnyObject { func load() }

      """,
      "Feed/FeedInteractor.swift": """
      final class FeedInteractor: FeedInteracting {
          var presenter: FeedPresenter?
          func load() { presenter?.show() }
      }

      """,
      "Feed/FeedPresenter.swift": """
      final class FeedPresenter: FeedPresenting {
          weak var interactor: FeedInteractor?
          func show() {}
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(result.files == files)
    #expect(result.outcome.changes.isEmpty)
  }

  @Test(
    "a back-reference that is the only strong reference to its target is not weakened, and says why"
  )
  func soleOwnerIsNotWeakened() async throws {
    let files = [
      "Cart/CartContract.swift": """
      protocol CartViewInput: AnyObject { func show() }
      protocol CartInteractorOutput: AnyObject { func loaded() }

      """,
      "Cart/CartInteractor.swift": """
      final class CartInteractor {
          var output: CartInteractorOutput?
      }

      """,
      "Cart/CartPresenter.swift": """
      final class CartPresenter: CartInteractorOutput {
          var interactor: CartInteractor?
          func loaded() {}
      }

      """,
    ]
    let refusals = try await Self.refusals(files)
    #expect(
      refusals.contains(
        "HoldBackReferencesWeakly: nothing else holds 'CartPresenter' strongly, so a weak 'CartInteractor.output' could free it at once"
      ))
  }

  // MARK: Inherited back-references

  /// A module's router holding its view through a base class's property of no module.
  static func inheritedBackReference(_ declaration: String, use: String) -> [String: String] {
    [
      "Shared/RouterBase.swift": """
      import UIKit

      protocol Screen {
          var controller: UIViewController { get }
      }

      extension UIViewController: Screen {}

      class RouterBase {
          \(declaration)
      }

      """,
      "Orders/OrdersModule.swift": """
      import UIKit

      protocol OrdersViewOutput: AnyObject { func viewDidLoad() }

      final class OrdersViewController: UIViewController {
          var presenter: OrdersViewOutput?
      }

      final class OrdersPresenter: OrdersViewOutput {
          var router: OrdersRouter?
          func viewDidLoad() {}
      }

      final class OrdersRouter: RouterBase {
          func close() { \(use) }
      }

      enum OrdersBuilder {
          static func build() -> UIViewController {
              let view = OrdersViewController()
              let presenter = OrdersPresenter()
              let router = OrdersRouter(screen: view)
              view.presenter = presenter
              presenter.router = router
              return view
          }
      }

      """,
    ]
  }

  @Test("a back-reference a module's router inherits is made weak where its base class declares it")
  func inheritedBackReferenceIsWeakenedInTheBaseClass() async throws {
    let files = Self.inheritedBackReference(
      "var screen: Screen?\n    init(screen: Screen?) { self.screen = screen }",
      use: "screen?.controller.dismiss(animated: true)")
    let result = try await Self.fix(files)
    let base = try #require(result.files["Shared/RouterBase.swift"])
    #expect(base.contains("protocol Screen: AnyObject {"))
    #expect(base.contains("    weak var screen: Screen?\n"))
    #expect(result.files["Orders/OrdersModule.swift"] == files["Orders/OrdersModule.swift"])
    #expect(result.remaining.filter { $0.rule == "NoStrongReferenceCycles" }.isEmpty)
  }

  @Test(
    "an inherited back-reference that would become optional is left alone: the subclasses use it")
  func inheritedNonOptionalBackReferenceIsRefused() async throws {
    let files = Self.inheritedBackReference(
      "let screen: Screen\n    init(screen: Screen) { self.screen = screen }",
      use: "screen.controller.dismiss(animated: true)")
    let refusals = try await Self.refusals(files)
    #expect(
      refusals.contains(
        "HoldBackReferencesWeakly: 'screen' would become optional, and the subclasses of 'RouterBase' may use it"
      ))
  }

  // MARK: Refusals: uses that need a value

  @Test(
    "a non-optional back-reference used as a value is not touched, and the reason names the place")
  func valueUseIsRefused() async throws {
    let files = [
      "Contract.swift": Self.tutorialContract,
      "NotesView.swift": Self.tutorialFiles["NotesView.swift"] ?? "",
      "NotesPresenter.swift": Self.tutorialFiles["NotesPresenter.swift"] ?? "",
      "NotesInteractor.swift": """
      final class NotesInteractor: AnyInteractor {
          var presenter: AnyPresenter
          init(presenter: AnyPresenter) { self.presenter = presenter }
          func load() {}
          func current() -> AnyPresenter { return presenter }
      }

      """,
      "NotesBuilder.swift": Self.tutorialFiles["NotesBuilder.swift"] ?? "",
    ]
    let result = try await Self.fix(files)
    #expect(result.files["NotesInteractor.swift"] == files["NotesInteractor.swift"])
    let skipped = try await Self.refusals(files)
    #expect(
      skipped.contains {
        $0.hasPrefix("HoldBackReferencesWeakly: 'presenter' is used as a value at ")
          && $0.hasSuffix("NotesInteractor.swift:5, which an optional would not compile")
      })
  }

  // MARK: Imports

  @Test(
    "unused UI imports: replaced by Foundation when the file has none, removed when it has, the line and one blank line with it"
  )
  func imports() async throws {
    let contract = """
      protocol TodosInteractorOutput: AnyObject { func loaded() }

      """
    let files = [
      "Todos/TodosContract.swift": contract,
      "Todos/TodosInteractor.swift": """
      // Todos: loads the list.

      import UIKit
      import SwiftUI

      final class TodosInteractor {
          weak var output: TodosInteractorOutput?
          func load() { output?.loaded() }
      }

      """,
      "Todos/TodosPresenter.swift": """
      import Foundation

      import UIKit

      final class TodosPresenter: TodosInteractorOutput {
          var interactor: TodosInteractor?
          func loaded() {}
      }

      """,
      "Todos/TodosView.swift": """
      final class TodosView {
          var presenter: TodosPresenter?
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(
      result.files["Todos/TodosInteractor.swift"] == """
        // Todos: loads the list.

        import Foundation

        final class TodosInteractor {
            weak var output: TodosInteractorOutput?
            func load() { output?.loaded() }
        }

        """)
    #expect(
      result.files["Todos/TodosPresenter.swift"] == """
        import Foundation

        final class TodosPresenter: TodosInteractorOutput {
            var interactor: TodosInteractor?
            func loaded() {}
        }

        """)
  }

  @Test(
    "an import used only for what it re-exports: replaced by Foundation and the modules that declare the names, indented as it was; one that brings a used UI name is kept"
  )
  func importsReplacedByWhatTheyBrought() async throws {
    let files = [
      "Todos/TodosStore.swift": """
      #if canImport(SwiftUI)
        @preconcurrency import SwiftUI
      #endif

      final class TodosStore: ObservableObject {
          @Published var titles: [String] = []
          var subscriptions = Set<AnyCancellable>()
      }

      """,
      "Todos/TodosInteractor.swift": """
      import SwiftUI

      final class TodosInteractor {
          var badge: UIImage?
          let store = TodosStore()
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(
      result.files["Todos/TodosStore.swift"] == """
        #if canImport(SwiftUI)
          @preconcurrency import Foundation
          import Combine
        #endif

        final class TodosStore: ObservableObject {
            @Published var titles: [String] = []
            var subscriptions = Set<AnyCancellable>()
        }

        """)
    #expect(result.files["Todos/TodosInteractor.swift"] == files["Todos/TodosInteractor.swift"])
    #expect(
      result.outcome.fixed.compactMap { $0.fix?.description } == [
        "replace 'import SwiftUI' with 'import Foundation' and 'import Combine'"
      ])
  }

  @Test(
    "fixes that read part of a file (an import through its line, a property's declarations with other bodies blanked) edit as a whole read would: an attribute on the line before, an import in '#if', a class whose methods hold types and casts"
  )
  func partialReads() async throws {
    let files = [
      "Todos/TodosContract.swift": """
      protocol TodosInteractorOutput: AnyObject { func loaded() }

      """,
      "Todos/TodosInteractor.swift": """
      import Foundation
      @preconcurrency
      import UIKit

      final class TodosInteractor {
          weak var output: TodosInteractorOutput?
          func load() { output?.loaded() }
      }

      """,
      "Todos/TodosPresenter.swift": """
      import Foundation
      #if canImport(UIKit)
      import UIKit
      #endif

      final class TodosPresenter: TodosInteractorOutput {
          var interactor: TodosInteractor?
          func loaded() {
              struct Row { var title: String }
              let rows = [1, 2].map { Row(title: "\\($0)") }
              print(rows.count, interactor as Any as! TodosInteractor)
          }
          var view: TodosView?
      }

      """,
      "Todos/TodosView.swift": """
      final class TodosView {
          var presenter: TodosPresenter?
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(
      result.files["Todos/TodosInteractor.swift"] == """
        import Foundation

        final class TodosInteractor {
            weak var output: TodosInteractorOutput?
            func load() { output?.loaded() }
        }

        """)
    #expect(
      result.files["Todos/TodosPresenter.swift"] == """
        import Foundation
        #if canImport(UIKit)
        #endif

        final class TodosPresenter: TodosInteractorOutput {
            var interactor: TodosInteractor?
            func loaded() {
                struct Row { var title: String }
                let rows = [1, 2].map { Row(title: "\\($0)") }
                print(rows.count, interactor as Any as! TodosInteractor)
            }
            weak var view: TodosView?
        }

        """)
  }

  // MARK: Closures

  static let closureContract = """
    protocol SyncInteractorOutput: AnyObject { func synced(_ count: Int) }
    protocol SyncService { func fetch(_ done: @escaping (Int) -> Void) }

    final class SyncPresenter: SyncInteractorOutput {
        var interactor: SyncInteractor?
        func synced(_ count: Int) {}
    }

    final class SyncView {
        var presenter: SyncPresenter?
    }

    """

  @Test(
    "interactor closures: '[weak self]' and 'guard let self' added in a Task, a completion handler, a closure with a capture list"
  )
  func closures() async throws {
    let files = [
      "Sync/SyncContract.swift": Self.closureContract,
      "Sync/SyncInteractor.swift": """
      final class SyncInteractor {
          weak var output: SyncInteractorOutput?
          let service: SyncService
          var count = 0

          init(service: SyncService) { self.service = service }

          func start() {
              Task {
                  count += 1
                  output?.synced(count)
              }
              service.fetch { value in
                  self.count = value
                  self.output?.synced(value)
              }
              service.fetch { [service] value in self.count = value; _ = service }
          }
      }

      """,
    ]
    let result = try await Self.fix(files)
    #expect(
      result.files["Sync/SyncInteractor.swift"] == """
        final class SyncInteractor {
            weak var output: SyncInteractorOutput?
            let service: SyncService
            var count = 0

            init(service: SyncService) { self.service = service }

            func start() {
                Task { [weak self] in
                    guard let self else { return }
                    count += 1
                    output?.synced(count)
                }
                service.fetch { [weak self] value in
                    guard let self else { return }
                    self.count = value
                    self.output?.synced(value)
                }
                service.fetch { [weak self, service] value in guard let self else { return }; self.count = value; _ = service }
            }
        }

        """)
    #expect(result.remaining.filter { $0.rule == "CaptureSelfWeaklyInInteractorClosures" }.isEmpty)
  }

  @Test("interactor closures that return a value or use '$0' are not touched, and say why")
  func closureRefusals() async throws {
    let files = [
      "Sync/SyncContract.swift": Self.closureContract,
      "Sync/SyncInteractor.swift": """
      final class SyncInteractor {
          weak var output: SyncInteractorOutput?
          let service: SyncService
          var count = 0

          init(service: SyncService) { self.service = service }

          func start() {
              service.fetch { self.count = $0 }
              let task = Task { () -> Int in
                  return self.count
              }
              _ = task
          }
      }

      """,
    ]
    let refusals = try await Self.refusals(files)
    #expect(refusals.contains { $0.contains("the closure uses '$0'") })
    #expect(
      refusals.contains {
        $0.contains("the closure returns 'Int'") || $0.contains("returns a value")
      })
    let result = try await Self.fix(files)
    #expect(result.files == files)
  }

  // MARK: Dry run, diff, safety

  @Test("--dry-run writes nothing and gives a unified diff of exactly the edits")
  func dryRunWritesNothing() async throws {
    let result = try await Self.fix(Self.tutorialFiles, dryRun: true)
    #expect(result.files == Self.tutorialFiles)
    let presenter = result.outcome.changes.first { $0.path.hasSuffix("NotesPresenter.swift") }
    let diff = try #require(presenter?.unifiedDiff)
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
    #expect(
      Array(lines) == [
        "@@ -1,5 +1,5 @@",
        " final class NotesPresenter: AnyPresenter {",
        "-    var view: AnyView?   // the screen",
        "+    weak var view: AnyView?   // the screen",
        "     var interactor: AnyInteractor?",
        " ",
        "     func interactorDidLoad(_ rows: [String]) {",
        "",
      ])
  }

  @Test("a fix whose file would not parse afterwards is not written, and the finding says why")
  func unparsableResultIsNotWritten() async throws {
    let folder = try SourceFolder(["A.swift": "final class A {}\n"])
    defer { folder.remove() }
    let path = folder.path("A.swift")
    var finding = Finding(
      rule: "HoldBackReferencesWeakly", severity: .error, message: "m",
      location: SourceLocation(file: path, line: 1, column: 1))
    finding.fix = Fix(
      description: "break it",
      replacements: [
        Replacement(
          file: path, offset: 15, length: 0, start: .init(line: 1, column: 16),
          end: .init(line: 1, column: 16), text: "{ (")
      ])
    let outcome = FixApplier().apply([finding], dryRun: false)
    #expect(outcome.fixed.isEmpty)
    #expect(outcome.skipped.map(\.reason) == ["'\(path)' would not parse after the edit"])
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "final class A {}\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path())
    #expect(leftovers == ["A.swift"])
  }

  @Test("rules that cannot be repaired say 'not fixable automatically'; their files are untouched")
  func otherRulesAreNotFixable() async throws {
    let files = [
      "Users/UsersContract.swift": """
      protocol UsersViewInput: AnyObject { func show(_ users: [User]) }

      """,
      "Users/User.swift": "struct User { var name: String }\n",
      "Users/UsersPresenter.swift": """
      final class UsersPresenter {
          weak var view: (any UsersViewInput)?
      }

      """,
      "Users/UsersViewController.swift": """
      final class UsersViewController: UsersViewInput {
          var presenter: UsersPresenter?
          func show(_ users: [User]) {}
      }

      """,
    ]
    let refusals = try await Self.refusals(files)
    #expect(refusals == ["HoldRolesThroughProtocols: not fixable automatically"])
    let result = try await Self.fix(files)
    #expect(result.files == files)
  }
}
