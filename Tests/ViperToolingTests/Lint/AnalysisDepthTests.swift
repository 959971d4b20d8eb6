import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `Linter.analyze(files:)` reads a file whose declarations show no role for its declarations
/// only, and reads again, whole, the files that turn out to hold a role type. These tests pin
/// that this gives exactly the findings of reading every file whole.
@Suite("Lint: reading declarations first changes no finding")
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
            func load() { _ = try? String(contentsOf: URL(fileURLWithPath: "/"), encoding: .utf8) }
          }
        }
        """
      ),
      ("UsersPresenter.swift", "final class UsersPresenter {}\n"),
      ("Glue.swift", "struct Glue {\n  func glue(_ x: Any) { _ = x as! UsersPresenter }\n}\n"),
      ("Presenters/Other.swift", "final class Other {}\n"),
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
        "import Foundation\r\nfunc make() {\r\n  final class\r\n  CrlfPresenter {\r\n"
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
    // The saving itself: a file with nothing VIPER in it is read for its declarations only.
    let complete = Dictionary(
      uniqueKeysWithValues: facts.map { (($0.path as NSString).lastPathComponent, $0.isComplete) })
    #expect(complete["Plain.swift"] == false)
    #expect(complete["UsersService.swift"] == false)
    #expect(complete["Thing.swift"] == true)
    #expect(complete["Other+IO.swift"] == true)
  }

  @Test("over this repository's sources the findings are the same")
  func thisRepository() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let files = try linter.swiftFiles(in: [root.appendingPathComponent("Sources").path])
    #expect(files.count > 200)
    let whole = try await wholeFindings(files)
    #expect(try await lint(files) == whole)
  }
}
