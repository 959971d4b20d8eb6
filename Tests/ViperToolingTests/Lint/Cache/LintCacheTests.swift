import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The lint cache on real files: what a warm run parses again, what invalidates the cache,
/// that a broken cache is ignored and rewritten, that concurrent runs leave a whole one, and
/// that findings never depend on it.
@Suite("Lint cache", .cpuBound)
struct LintCacheTests {
  static let module: [String: String] = [
    "Users/UsersContract.swift": """
    protocol UsersViewInput { func show(_ names: [String]) }
    protocol UsersInteractorOutput: AnyObject { func loaded(_ users: [User]) }

    """,
    "Users/User.swift": "struct User { var name: String }\n",
    "Users/UsersPresenter.swift": """
    import UIKit

    final class UsersPresenter: UsersInteractorOutput {
        var view: UsersViewInput?
        var interactor: UsersInteractor?
        // viper:disable:next HoldRolesThroughProtocols
        var helper: UsersInteractor?
        func loaded(_ users: [User]) { view?.show(users.map(\\.name)) }
    }

    """,
    "Users/UsersInteractor.swift": """
    final class UsersInteractor {
        weak var output: UsersInteractorOutput?
        func load() {
            Task { output?.loaded([]) }
        }
    }

    """,
    "Users/UsersViewController.swift": """
    final class UsersViewController: UsersViewInput {
        var presenter: UsersPresenter?
        func show(_ names: [String]) {}
    }

    """,
  ]

  /// A folder with the module and a cache folder beside it.
  struct Fixture {
    let folder: SourceFolder
    let cachePath: String

    init(_ files: [String: String] = LintCacheTests.module) throws {
      folder = try SourceFolder(files)
      cachePath = folder.path(".cache")
    }

    func files() throws -> [String] { try Linter().swiftFiles(in: [folder.path()]) }

    func cache(version: String = "1", configuration: LintConfiguration = LintConfiguration())
      -> LintCache
    {
      LintCache(folder: cachePath, toolVersion: version, configuration: configuration)
    }

    /// Lints with a fresh cache object over the stored cache, saves it, and returns it with
    /// the findings.
    func run(
      version: String = "1", configuration: LintConfiguration = LintConfiguration()
    ) throws -> (cache: LintCache, findings: [Finding]) {
      let cache = cache(version: version, configuration: configuration)
      let findings = Linter(configuration: configuration, cache: cache).lint(files: try files())
      try cache.save()
      return (cache, findings)
    }

    func uncached(configuration: LintConfiguration = LintConfiguration()) throws -> [Finding] {
      Linter(configuration: configuration).lint(files: try files())
    }

    func remove() { folder.remove() }
  }

  @Test(
    "a second run over unchanged files parses none (its findings are the last run's), and finds exactly what an uncached run finds"
  )
  func unchangedRunParsesNothing() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let cold = try fixture.run()
    #expect(cold.cache.hits == 0)
    #expect(cold.cache.misses == 5)
    let warm = try fixture.run()
    #expect(warm.cache.hits == 5)
    #expect(warm.cache.misses == 0)
    #expect(warm.cache.storedCount == 5)
    let uncached = try fixture.uncached()
    #expect(!uncached.isEmpty)
    #expect(cold.findings == uncached)
    #expect(warm.findings == uncached)
  }

  @Test("one file changed: only it is parsed again, and the findings follow the change")
  func oneFileChanged() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.run()
    try Data(
      """
      final class UsersPresenter: UsersInteractorOutput {
          weak var view: UsersViewInput?
          var interactor: UsersInteractor?
          func loaded(_ users: [User]) {}
      }

      """.utf8
    ).write(to: URL(fileURLWithPath: fixture.folder.path("Users/UsersPresenter.swift")))
    let warm = try fixture.run()
    #expect(warm.cache.hits == 4)
    #expect(warm.cache.misses == 1)
    #expect(warm.findings == (try fixture.uncached()))
    #expect(!warm.findings.contains { $0.rule == "HoldBackReferencesWeakly" })
  }

  @Test(
    "a change that leaves every fact as it was (a comment at the end) reuses the last findings without building the model; one that moves a line rebuilds it"
  )
  func sameFactsReuseTheLastFindings() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.run()
    let path = fixture.folder.path("Users/UsersInteractor.swift")
    let original = try String(contentsOfFile: path, encoding: .utf8)

    try Data((original + "// loads the users\n").utf8).write(to: URL(fileURLWithPath: path))
    let cache = fixture.cache()
    let same = Linter(cache: cache).run(files: try fixture.files())
    try cache.save()
    #expect(same.codebase.units.isEmpty)
    #expect(same.findings == (try fixture.uncached()))

    try Data(("// loads the users\n" + original).utf8).write(to: URL(fileURLWithPath: path))
    let moved = fixture.cache()
    let rebuilt = Linter(cache: moved).run(files: try fixture.files())
    try moved.save()
    #expect(!rebuilt.codebase.units.isEmpty)
    #expect(rebuilt.findings == (try fixture.uncached()))
    #expect(rebuilt.findings.contains { $0.location.file == path && $0.location.line == 5 })
  }

  @Test(
    "fixes are worked out only when asked for and kept with the findings: asked again over unchanged files, they come from the cache with no model built, as an uncached run works them out"
  )
  func fixesAreCachedWithTheFindings() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let uncached = Linter().run(files: try fixture.files(), fixes: true).findings
    #expect(uncached.contains { $0.fix != nil })

    // A run that did not ask for fixes keeps none; the next one that asks builds the models.
    let plain = fixture.cache()
    let withoutFixes = Linter(cache: plain).run(files: try fixture.files())
    try plain.save()
    #expect(!withoutFixes.findings.contains { $0.fix != nil || $0.notFixable != nil })
    let asking = fixture.cache()
    let first = Linter(cache: asking).run(files: try fixture.files(), fixes: true)
    try asking.save()
    #expect(first.codebase.units.count == 1)
    #expect(first.findings == uncached)

    // Asked again, nothing changed: the cache's, no model.
    let again = fixture.cache()
    let second = Linter(cache: again).run(files: try fixture.files(), fixes: true)
    try again.save()
    #expect(second.codebase.units.count == 0)
    #expect(second.findings == uncached)
    // A plain run after it reuses the findings, fixes and all.
    #expect(Linter(cache: fixture.cache()).run(files: try fixture.files()).findings == uncached)
  }

  @Test(
    "a cached fix whose file changed, even keeping every fact, is worked out again: its byte offsets would be stale"
  )
  func aFixInAChangedFileIsWorkedOutAgain() throws {
    let path = "Users/UsersPresenter.swift"
    var files = Self.module
    let original = try #require(files[path])
    files[path] = "// a\n" + original
    let fixture = try Fixture(files)
    defer { fixture.remove() }
    let cache = fixture.cache()
    _ = Linter(cache: cache).run(files: try fixture.files(), fixes: true)
    try cache.save()
    // Two bytes more in the comment above the import: every offset after it moves, no line
    // or column of a fact does.
    try Data(("// abc\n" + original).utf8).write(
      to: URL(fileURLWithPath: fixture.folder.path(path)))
    let warm = fixture.cache()
    let run = Linter(cache: warm).run(files: try fixture.files(), fixes: true)
    try warm.save()
    let expected = Linter().run(files: try fixture.files(), fixes: true).findings
    #expect(run.findings == expected)
    let importFix = try #require(
      run.findings.first { $0.rule == "NoUnusedUIFrameworkImports" }?.fix?.replacements.first)
    #expect(importFix.offset == "// abc\nimport ".utf8.count)
  }

  @Test(
    "a tree of two apps: a change that keeps what a file declares rebuilds only the model of the app it is in and keeps the other's findings; a change to what a file declares, or to code both apps share, rebuilds both; each run finds what an uncached run finds"
  )
  func onlyTheChangedUnitIsRebuilt() throws {
    var files: [String: String] = [
      "Shared/Log.swift": "final class Log {\n    func write(_ text: String) {}\n}\n"
    ]
    for (path, source) in Self.module {
      files["alice/" + path] = source
      files["bob/" + path] = source
    }
    let fixture = try Fixture(files)
    defer { fixture.remove() }
    // Files written in the last two seconds are read again on every run (their stamps could
    // hide a second write): make them older, as files in a real tree are.
    for file in try fixture.files() {
      var info = stat()
      #expect(stat(file, &info) == 0)
      info.st_mtim.tv_sec -= 60
      var times = [info.st_atim, info.st_mtim]
      #expect(utimensat(AT_FDCWD, file, &times, 0) == 0)
    }
    let cold = try fixture.run()
    #expect(cold.findings == (try fixture.uncached()))
    let presenter = fixture.folder.path("bob/Users/UsersPresenter.swift")
    #expect(
      cold.findings.contains {
        $0.location.file == presenter && $0.rule == "HoldBackReferencesWeakly"
      })

    func lint(after change: () throws -> Void) throws -> Linter.Run {
      try change()
      let cache = fixture.cache()
      let run = Linter(cache: cache).run(files: try fixture.files())
      try cache.save()
      #expect(run.findings == (try fixture.uncached()))
      return run
    }
    func write(_ source: String, to path: String) throws {
      try Data(source.utf8).write(to: URL(fileURLWithPath: path))
    }

    let weakened = try lint {
      let source = try String(contentsOfFile: presenter, encoding: .utf8)
      try write(
        source.replacingOccurrences(of: "    var view:", with: "    weak var view:"), to: presenter)
    }
    #expect(weakened.codebase.units.map(\.name) == ["bob"])
    #expect(
      !weakened.findings.contains {
        $0.location.file == presenter && $0.rule == "HoldBackReferencesWeakly"
      })
    #expect(
      weakened.findings.contains {
        $0.location.file.hasSuffix("alice/Users/UsersPresenter.swift")
          && $0.rule == "HoldBackReferencesWeakly"
      })

    let declared = try lint {
      let source = try String(contentsOfFile: presenter, encoding: .utf8)
      try write(source + "final class UsersPresenterHelper {}\n", to: presenter)
    }
    #expect(declared.codebase.units.count == 2)

    let shared = try lint {
      try write(
        "final class Log {\n    var lines: [String] = []\n    func write(_ text: String) { lines.append(text) }\n}\n",
        to: fixture.folder.path("Shared/Log.swift"))
    }
    #expect(shared.codebase.units.map(\.name) == [".", "bob"])
  }

  @Test(
    "a file rewritten at once with the same size (within one tick of the file clock) is still seen as changed"
  )
  func sameSizeRewriteIsSeen() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let first = try fixture.run()
    #expect(first.findings.contains { $0.rule == "NoUnusedUIFrameworkImports" })
    let path = fixture.folder.path("Users/UsersPresenter.swift")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var before = stat()
    #expect(stat(path, &before) == 0)
    try Data(text.replacingOccurrences(of: "import UIKit", with: "import Cocoa").utf8)
      .write(to: URL(fileURLWithPath: path))
    // Same inode, same size, and the modification time put back to the nanosecond: what two
    // writes within one tick of the file clock look like.
    var times = [before.st_atim, before.st_mtim]
    #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
    var after = stat()
    #expect(stat(path, &after) == 0)
    #expect(after.st_ino == before.st_ino && after.st_size == before.st_size)
    #expect(
      after.st_mtim.tv_sec == before.st_mtim.tv_sec
        && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
    let second = try fixture.run()
    #expect(!second.findings.contains { $0.rule == "NoUnusedUIFrameworkImports" })
    #expect(second.findings == (try fixture.uncached()))
  }

  @Test("one file deleted: the findings are an uncached run's, and the cache forgets the file")
  func oneFileDeleted() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.run()
    try FileManager.default.removeItem(
      atPath: fixture.folder.path("Users/UsersViewController.swift"))
    let warm = try fixture.run()
    #expect(warm.cache.hits == 4)
    #expect(warm.findings == (try fixture.uncached()))
    #expect(fixture.cache().storedCount == 4)
  }

  @Test(
    "another configuration or another tool version: the stored facts are not used, and are rewritten"
  )
  func keyChanges() throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.run()
    var configuration = LintConfiguration()
    configuration.severities["HoldRolesThroughProtocols"] = .some(nil)
    let reconfigured = try fixture.run(configuration: configuration)
    #expect(reconfigured.cache.hits == 0)
    #expect(reconfigured.cache.discarded != nil)
    #expect(reconfigured.findings == (try fixture.uncached(configuration: configuration)))
    #expect(try fixture.run(configuration: configuration).cache.hits == 5)

    let upgraded = try fixture.run(version: "2")
    #expect(upgraded.cache.hits == 0)
    #expect(upgraded.cache.discarded != nil)
    #expect(try fixture.run(version: "2").cache.hits == 5)
  }

  @Test(
    "a corrupt, truncated or foreign cache file is ignored, never trusted, and rewritten whole",
    arguments: ["garbage", "truncated", "flipped", "empty"])
  func brokenCacheIsIgnored(damage: String) throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try fixture.run()
    for name in ["facts.bin", "run.bin"] {
      let file = URL(fileURLWithPath: fixture.cachePath).appendingPathComponent(name)
      var bytes = [UInt8](try Data(contentsOf: file))
      switch damage {
      case "garbage": bytes = Array("not a cache at all".utf8)
      case "truncated": bytes = Array(bytes.prefix(bytes.count / 2))
      case "flipped": bytes[bytes.count / 2] ^= 0x40
      default: bytes = []
      }
      try Data(bytes).write(to: file)
    }
    let run = try fixture.run()
    #expect(run.cache.hits == 0)
    #expect(run.cache.misses == 5)
    #expect(run.findings == (try fixture.uncached()))
    #expect(try fixture.run().cache.hits == 5)
  }

  @Test("two viper lint processes at once on one cache: both succeed, and the cache left is whole")
  func concurrentRuns() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    let arguments = [
      "lint", "--quiet", "--cache-path", fixture.cachePath, fixture.folder.path("Users"),
    ]
    for _ in 0..<3 {
      async let first = ViperBinary.run(arguments)
      async let second = ViperBinary.run(arguments)
      let (a, b) = try await (first, second)
      #expect(a.status == b.status)
      #expect(a.stdout == b.stdout)
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.cachePath)
    #expect(leftovers.sorted() == ["facts.bin", "run.bin"])
    let uncached = try await ViperBinary.run([
      "lint", "--quiet", "--no-cache", fixture.folder.path("Users"),
    ])
    let cached = try await ViperBinary.run(arguments)
    #expect(cached.stdout == uncached.stdout)
  }

  @Test("--no-cache writes no cache; the default cache is .viper-cache in the current folder")
  func commandLineOptions() async throws {
    let fixture = try Fixture()
    defer { fixture.remove() }
    _ = try await ViperBinary.run(
      ["lint", "--quiet", "--no-cache", "Users"], in: fixture.folder.url)
    #expect(!FileManager.default.fileExists(atPath: fixture.folder.path(".viper-cache")))
    _ = try await ViperBinary.run(["lint", "--quiet", "Users"], in: fixture.folder.url)
    #expect(FileManager.default.fileExists(atPath: fixture.folder.path(".viper-cache/facts.bin")))
    let both = try await ViperBinary.run(
      ["lint", "--no-cache", "--cache-path", "x", "Users"], in: fixture.folder.url)
    #expect(both.status == 2)
  }

  @Test(
    "over the reference apps and the golden modules, cached findings are an uncached run's, cold and warm",
    .notUnderThreadSanitizer)
  func referenceApps() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let linter = Linter()
    let files = try linter.swiftFiles(in: [
      root.appendingPathComponent("Sources/ReferenceApps").path,
      root.appendingPathComponent("Tests/ViperToolingTests/__Golden__").path,
    ])
    #expect(files.count > 50)
    let folder = try TemporaryFolder("viper-cache")
    defer { folder.remove() }
    // Linting a hundred files blocks: on a thread of its own, so that the cooperative pool
    // stays free for the tests beside this one.
    let uncached = try await offThePool { linter.lint(files: files) }
    for pass in ["cold", "warm"] {
      let cache = LintCache(
        folder: folder.path, toolVersion: "1", configuration: LintConfiguration())
      let cached = try await offThePool {
        let found = Linter(cache: cache).lint(files: files)
        try cache.save()
        return found
      }
      #expect(cached == uncached, "\(pass)")
      if pass == "warm" { #expect(cache.misses == 0) }
    }
  }
}
