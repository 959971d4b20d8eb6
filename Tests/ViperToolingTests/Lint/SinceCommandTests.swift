import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper lint --since REF` in a real git repository: a committed module with findings, then a
/// change that adds one; only the new one is reported, and the exit status follows it.
@Suite(.cpuBound) struct SinceCommandTests {
  /// A presenter that holds its view strongly (no finding until a view joins it).
  static let committed: [String: String] = [
    "Users/UsersContract.swift": """
    protocol UsersViewInput: AnyObject { func show(names: [String]) }
    protocol UsersViewOutput: AnyObject { func viewDidLoad() }

    """,
    "Users/UsersPresenter.swift": """
    final class UsersPresenter: UsersViewOutput {
      var view: (any UsersViewInput)?
      func viewDidLoad() {}
    }

    """,
  ]

  /// The same with its view: two errors on the presenter's line 2 (the strong back-reference
  /// and the cycle it closes).
  static let withView = committed.merging([
    "Users/UsersView.swift": """
    final class UsersView: UsersViewInput {
      let presenter: any UsersViewOutput
      init(presenter: any UsersViewOutput) { self.presenter = presenter }
      func show(names: [String]) {}
    }

    """
  ]) { $1 }

  /// A git repository with `files` committed on `main`.
  static func repository(_ files: [String: String]) async throws -> TemporaryFolder {
    let folder = try TemporaryFolder("viper-since")
    for (path, text) in files { try folder.write(text, to: path) }
    try await git(["init", "-q", "-b", "main"], in: folder)
    try await git(["add", "."], in: folder)
    try await git(["commit", "-q", "-m", "first"], in: folder)
    return folder
  }

  @discardableResult
  static func git(_ arguments: [String], in folder: TemporaryFolder) async throws -> String {
    let output = try await offThePool {
      try ChildProcess.run(
        "git",
        [
          "-C", folder.path, "-c", "user.name=Viper Tests", "-c", "user.email=tests@example.com",
          "-c", "commit.gpgsign=false",
        ] + arguments)
    }
    try #require(
      output.status == 0, "git \(arguments): \(String(decoding: output.stderr, as: UTF8.self))")
    return String(decoding: output.stdout, as: UTF8.self)
  }

  static func lint(_ arguments: [String], in folder: TemporaryFolder) async throws
    -> ViperBinary.Output
  {
    try await ViperBinary.run(["lint", "--no-cache"] + arguments, in: folder.url)
  }

  @Test func reportsOnlyTheFindingAChangeAdds() async throws {
    let folder = try await Self.repository(Self.withView)
    defer { folder.remove() }
    let before = try await Self.lint(["--quiet", "--since", "main"], in: folder)
    #expect(before.status == 0, "the two old errors are not reported")
    #expect(before.stdout == "")
    // A router that holds the view concretely: a new warning on its line 2.
    try folder.write(
      """
      final class UsersRouter {
        weak var view: UsersView?
      }

      """, to: "Users/UsersRouter.swift")
    let after = try await Self.lint(["--since", "main"], in: folder)
    #expect(after.status == 0, "a warning alone does not fail the run")
    #expect(
      after.stdout
        == "./Users/UsersRouter.swift:2:3: warning: 'UsersRouter.view' holds the concrete view 'UsersView'; hold it through a protocol [HoldRolesThroughProtocols]\n"
    )
    #expect(
      after.stderr
        == "viper lint: 4 files, 0 errors, 1 warnings, 0 notes; only lines changed since main (2 findings elsewhere not reported)\n"
    )
    let strict = try await Self.lint(["--quiet", "--strict", "--since", "main"], in: folder)
    #expect(strict.status == 1)
    // Without --since the old errors fail the run.
    let everything = try await Self.lint(["--quiet"], in: folder)
    #expect(everything.status == 1)
  }

  @Test func theExitStatusFollowsANewErrorOnACommittedChange() async throws {
    var files = Self.withView
    files["Users/UsersPresenter.swift"] = """
      final class UsersPresenter: UsersViewOutput {
        weak var view: (any UsersViewInput)?
        func viewDidLoad() {}
      }

      """
    // An old error the branch leaves alone, which main fixes after the branch left it.
    files["Users/UsersInteractor.swift"] =
      "final class UsersInteractor {\n  var output: UsersPresenter?\n}\n"
    let folder = try await Self.repository(files)
    defer { folder.remove() }
    try await Self.git(["checkout", "-q", "-b", "feature"], in: folder)
    try folder.write(
      "final class UsersRouter {\n  var view: (any UsersViewInput)?\n}\n",
      to: "Users/UsersRouter.swift")
    try await Self.git(["add", "."], in: folder)
    try await Self.git(["commit", "-q", "-m", "router"], in: folder)
    // main moves on after the branch left it: the lines it changed since are not the branch's
    // change (against main itself, the branch's old interactor line would look new).
    try await Self.git(["checkout", "-q", "main"], in: folder)
    try folder.write(
      "final class UsersInteractor {\n  weak var output: (any UsersViewOutput)?\n}\n",
      to: "Users/UsersInteractor.swift")
    try await Self.git(["commit", "-q", "-am", "later"], in: folder)
    try await Self.git(["checkout", "-q", "feature"], in: folder)
    let output = try await Self.lint(["--quiet", "--since", "main"], in: folder)
    #expect(output.status == 1)
    #expect(
      output.stdout
        == "./Users/UsersRouter.swift:2:3: error: make the back-reference 'view' of the router 'UsersRouter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]\n"
    )
    // Fixed in the working tree, not yet committed: nothing new.
    try folder.write(
      "final class UsersRouter {\n  weak var view: (any UsersViewInput)?\n}\n",
      to: "Users/UsersRouter.swift")
    let fixed = try await Self.lint(["--quiet", "--since", "main"], in: folder)
    #expect(fixed.status == 0)
    #expect(fixed.stdout == "")
  }

  @Test func aCycleClosedInAnotherFileIsNew() async throws {
    let folder = try await Self.repository(Self.committed)
    defer { folder.remove() }
    try folder.write(
      """
      final class UsersView: UsersViewInput {
        let presenter: any UsersViewOutput
        init(presenter: any UsersViewOutput) { self.presenter = presenter }
        func show(names: [String]) {}
      }

      """, to: "Users/UsersView.swift")
    let output = try await Self.lint(
      ["--quiet", "--reporter", "json", "--since", "HEAD"], in: folder)
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
    // The cycle is reported at the presenter's old line, and is new because its other edge is.
    #expect(findings.map { $0["rule"] as? String } == ["NoStrongReferenceCycles"])
    #expect(findings.first?["file"] as? String == "./Users/UsersPresenter.swift")
  }

  @Test func worksWithABaselineAndEveryReporter() async throws {
    let folder = try await Self.repository(Self.withView)
    defer { folder.remove() }
    let written = try await Self.lint(["--quiet", "--write-baseline", "baseline.json"], in: folder)
    #expect(written.status == 1)
    try folder.write(
      "final class UsersRouter {\n  weak var view: UsersView?\n}\n", to: "Users/UsersRouter.swift")
    for reporter in ReporterKind.allCases {
      let output = try await Self.lint(
        [
          "--quiet", "--strict", "--baseline", "baseline.json", "--reporter", reporter.rawValue,
          "--since", "HEAD",
        ], in: folder)
      #expect(output.status == 1, "\(reporter)")
      #expect(output.stdout.contains("UsersRouter.swift"), "\(reporter)")
      #expect(!output.stdout.contains("UsersPresenter.swift"), "\(reporter)")
    }
  }

  @Test func saysWhatIsWrongOutsideAWorkTreeAndForAnUnknownRevision() async throws {
    let plain = try TemporaryFolder("viper-since-plain")
    defer { plain.remove() }
    try plain.write("struct A {}\n", to: "A.swift")
    let outside = try await ViperBinary.run(
      ["lint", "--no-cache", "--since", "main"], in: plain.url)
    #expect(outside.status == 2)
    #expect(
      outside.stderr.hasPrefix("viper lint: --since needs a git work tree, and '")
        && outside.stderr.hasSuffix("' is not in one (lint files of a git repository)\n"))
    let folder = try await Self.repository(Self.committed)
    defer { folder.remove() }
    let unknown = try await Self.lint(["--since", "no-such-branch"], in: folder)
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "viper lint: --since: git knows no revision 'no-such-branch' (a branch, tag or commit; in a shallow CI clone, fetch it first, e.g. 'git fetch origin main')\n"
    )
    #expect(unknown.stdout == "")
  }
}
