import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper lint` as a user runs it: a real child process over real files.
@Suite(.cpuBound) struct LintCommandTests {
  static let module: [String: String] = [
    "Users/UsersContract.swift": usersContract,
    "Users/User.swift": userEntity,
    "Users/UsersPresenter.swift": """
    final class UsersPresenter: UsersViewOutput {
      var view: (any UsersViewInput)?
      func viewDidLoad() {}
    }

    """,
  ]

  @Test func exitsOneOnAnErrorAndPrintsXcodeLines() async throws {
    let folder = try SourceFolder(Self.module)
    defer { folder.remove() }
    let output = try await ViperBinary.run(["lint", folder.path()])
    #expect(output.status == 1)
    #expect(
      output.stdout
        == "\(folder.path("Users/UsersPresenter.swift")):2:3: error: make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]\n"
    )
    #expect(output.stderr == "viper lint: 3 files, 1 errors, 0 warnings, 0 notes\n")
  }

  @Test func exitsZeroWhenCleanAndOneWithStrictOnAWarning() async throws {
    var files = Self.module
    files["Users/UsersPresenter.swift"] = """
      import UIKit
      final class UsersPresenter: UsersViewOutput {
        weak var view: (any UsersViewInput)?
        func viewDidLoad() {}
      }

      """
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let relaxed = try await ViperBinary.run(["lint", "--quiet", folder.path()])
    #expect(relaxed.status == 0)
    #expect(relaxed.stdout.hasSuffix("[NoUnusedUIFrameworkImports]\n"))
    #expect(relaxed.stderr == "")
    let strict = try await ViperBinary.run(["lint", "--strict", "--quiet", folder.path()])
    #expect(strict.status == 1)
  }

  @Test func exitsTwoOnUsageAndConfigurationErrors() async throws {
    let folder = try SourceFolder(["bad.yml": "lint:\n  rules:\n    Nope: off\n"])
    defer { folder.remove() }
    let badOption = try await ViperBinary.run(["lint", "--reporter", "xml", folder.path()])
    #expect(badOption.status == 2)
    #expect(badOption.stderr.contains("--reporter"))
    let badConfig = try await ViperBinary.run([
      "lint", "--config", folder.path("bad.yml"), folder.path(),
    ])
    #expect(badConfig.status == 2)
    #expect(
      badConfig.stderr
        == "viper lint: unknown rule 'Nope' in '\(folder.path("bad.yml"))'; `viper lint --list-rules` lists the rules\n"
    )
    let missing = try await ViperBinary.run(["lint", folder.path("missing")])
    #expect(missing.status == 2)
    #expect(missing.stderr == "viper lint: no such file or folder: '\(folder.path("missing"))'\n")
  }

  @Test func aWrittenBaselineSilencesTheFindingsAndReportsStaleEntries() async throws {
    let folder = try SourceFolder(Self.module)
    defer { folder.remove() }
    let baseline = folder.path("baseline.json")
    let written = try await ViperBinary.run([
      "lint", "--quiet", "--write-baseline", baseline, folder.path("Users"),
    ])
    #expect(written.status == 1)
    let adopted = try await ViperBinary.run([
      "lint", "--quiet", "--baseline", baseline, folder.path("Users"),
    ])
    #expect(adopted.status == 0)
    #expect(adopted.stdout == "")
    // Fix the finding: its entry is now stale, a note (which --strict fails on).
    try Data(
      "final class UsersPresenter: UsersViewOutput {\n  weak var view: (any UsersViewInput)?\n  func viewDidLoad() {}\n}\n"
        .utf8
    ).write(to: URL(fileURLWithPath: folder.path("Users/UsersPresenter.swift")))
    let stale = try await ViperBinary.run([
      "lint", "--quiet", "--reporter", "json", "--baseline", baseline, folder.path("Users"),
    ])
    #expect(stale.status == 0)
    #expect(stale.stdout.contains("\"rule\" : \"baseline\""))
    #expect(stale.stdout.contains("stale baseline entry for 'HoldBackReferencesWeakly'"))
  }

  @Test func listsTheRulesAsTheMarkdownTableInTheReadme() async throws {
    let output = try await ViperBinary.run(["lint", "--list-rules"])
    #expect(output.status == 0)
    #expect(output.stdout == LintRules.markdownTable())
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md"), encoding: .utf8)
    #expect(
      readme.contains(LintRules.markdownTable()),
      "README.md's rules table is out of date: paste `viper lint --list-rules` into it")
  }

  @Test func everyRuleHasItsMetadataAndIsInItsOwnFile() throws {
    let rules = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ViperTooling/Lint/Rules")
    // One file per rule, named for it; a rule's extensions (`Rule+Feature.swift`) beside it.
    let files = try FileManager.default.contentsOfDirectory(atPath: rules.path).sorted()
    #expect(files.filter { !$0.contains("+") } == LintRules.all.map { "\($0.key).swift" }.sorted())
    for file in files where file.contains("+") {
      let rule = String(file.prefix { $0 != "+" })
      #expect(LintRules.all.contains { $0.key == rule }, "\(file) extends no rule")
    }
    for rule in LintRules.all {
      #expect(!rule.summary.isEmpty && !rule.findingExample.isEmpty && !rule.fixExample.isEmpty)
      #expect(rule.findingExample != rule.fixExample)
      #expect(String(describing: rule) == rule.key)
    }
  }
}
