import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper graph --format html`: what the page holds (the browser tests check what it shows).
@Suite(.cpuBound) struct HTMLGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static var referenceApps: String { root.appendingPathComponent("Sources/ReferenceApps").path }

  @Test func thePageEmbedsExactlyWhatFormatJSONPrints() async throws {
    let json = try await ViperBinary.run(["graph", "--format", "json", Self.referenceApps])
    let html = try await ViperBinary.run(["graph", "--format", "html", Self.referenceApps])
    #expect(json.status == 0)
    #expect(html.status == 0)
    #expect(html.stderr == "")
    #expect(json.stdout.contains("\"name\" : \"UserDetail\""))
    // No `<` in it, so not even the one escape the page makes applies.
    #expect(!json.stdout.contains("<"))
    #expect(GraphPage(html: html.stdout).embedded(HTMLGraph.modelElementID) == json.stdout)
    #expect(html.stdout.hasPrefix("<!DOCTYPE html>\n"))
    #expect(html.stdout.contains("<title>viper graph: \(Self.referenceApps)</title>"))
  }

  @Test func aMadeUpAppOf160ModulesIsEmbeddedExactlyToo() async throws {
    let folder = try SourceFolder(LargeAppFixture.files)
    defer { folder.remove() }
    let json = try await ViperBinary.run(["graph", "--format", "json", folder.path()])
    let html = try await ViperBinary.run(["graph", "--format", "html", folder.path()])
    #expect(json.status == 0)
    #expect(html.status == 0)
    #expect(GraphPage(html: html.stdout).embedded(HTMLGraph.modelElementID) == json.stdout)
  }

  @Test func aPathHoldingAScriptEndTagCannotEndTheDataElement() async throws {
    let folder = try SourceFolder(
      Dictionary(
        uniqueKeysWithValues: GraphTests.sources.map { ("Odd</script><b>/" + $0.path, $0.source) }
      ))
    defer { folder.remove() }
    let json = try await ViperBinary.run(["graph", "--format", "json", folder.path()])
    let html = try await ViperBinary.run(["graph", "--format", "html", folder.path()])
    #expect(json.stdout.contains("Odd</script><b>/Users/UsersRouter.swift"))
    let page = GraphPage(html: html.stdout)
    let embedded = try #require(page.embedded(HTMLGraph.modelElementID))
    #expect(embedded == json.stdout.replacingOccurrences(of: "<", with: "\\u003c"))
    // The same JSON value: the escape stands for the same character.
    let parsed = try JSONSerialization.jsonObject(with: Data(embedded.utf8)) as? NSDictionary
    let printed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? NSDictionary
    #expect(parsed != nil && parsed == printed)
    // The error catcher, the model, the findings and the script: four elements, four ends.
    #expect(html.stdout.components(separatedBy: "</script>").count == 5)
    #expect(page.embedded(HTMLGraph.lintElementID)?.contains("Odd\\u003c/script>") == true)
  }

  struct LintData: Decodable, Equatable {
    struct Entry: Decodable, Equatable {
      let file: String
      let line: Int
      let column: Int
      let rule: String
      let severity: String
      let message: String
      let module: String?
    }
    let findings: [Entry]
  }

  @Test func theFindingsAreWhatLintReportsEachWithItsModule() async throws {
    let folder = try SourceFolder(
      Dictionary(uniqueKeysWithValues: GraphTests.sources.map { ($0.path, $0.source) }))
    defer { folder.remove() }
    let html = try await ViperBinary.run(["graph", "--format", "html", folder.path()])
    let lint = try await ViperBinary.run([
      "lint", "--no-cache", "--quiet", "--reporter", "json", folder.path(),
    ])
    #expect(lint.status == 1)
    let page = try #require(GraphPage(html: html.stdout).embedded(HTMLGraph.lintElementID))
    let shown = try JSONDecoder().decode(LintData.self, from: Data(page.utf8)).findings
    let reported = try JSONDecoder().decode(
      [LintData.Entry].self, from: Data(lint.stdout.utf8))
    #expect(shown.count == reported.count)
    #expect(
      shown.map { "\($0.file):\($0.line):\($0.column) \($0.rule) \($0.severity) \($0.message)" }
        == reported.map {
          "\($0.file):\($0.line):\($0.column) \($0.rule) \($0.severity) \($0.message)"
        })
    #expect(shown.contains { $0.rule == "NoStrongReferenceCycles" && $0.severity == "error" })
    #expect(Set(shown.map(\.module)) == ["Users"])
  }

  @Test func eachFindingBelongsToTheModuleOfTheTypeAboveIt() throws {
    func module(_ name: String) -> String {
      """
      final class \(name)View { let presenter: \(name)Presenter }
      final class \(name)Presenter { weak var view: \(name)View? }
      """
    }
    let sources = [
      (
        "App/Users/UsersScreens.swift",
        "import UIKit\n\n\(module("Users"))\n\n\(module("UserDetail"))\n"
      ),
      ("App/Users/UsersStrings.swift", "let usersTitle = \"Users\"\n"),
      ("App/Settings/SettingsModule.swift", module("Settings") + "\n"),
      ("App/Settings/SettingsStrings.swift", "let settingsTitle = \"Settings\"\n"),
      ("App/Common/Log.swift", "func log(_ text: String) {}\n"),
    ]
    let codebase = Linter().codebase(
      of: sources.map { FileAnalyzer.analyze(source: $0.1, path: $0.0) })
    func finding(_ file: String, _ line: Int) -> Finding {
      Finding(
        rule: "Rule", severity: .warning, message: "at \(line)",
        location: SourceLocation(file: "App/\(file).swift", line: line, column: 1))
    }
    let findings = [
      finding("Users/UsersScreens", 1), finding("Users/UsersScreens", 3),
      finding("Users/UsersScreens", 5), finding("Users/UsersScreens", 7),
      finding("Users/UsersStrings", 1), finding("Settings/SettingsStrings", 1),
      finding("Common/Log", 1),
    ]
    let html = HTMLGraph.page(codebase: codebase, findings: findings, title: "t")
    let data = try #require(GraphPage(html: html).embedded(HTMLGraph.lintElementID))
    let entries = try JSONDecoder().decode(LintData.self, from: Data(data.utf8)).findings
    #expect(
      entries.map { "\($0.file):\($0.line) \($0.module ?? "-")" } == [
        // Above every type: the file's first module.
        "App/Users/UsersScreens.swift:1 Users",
        // Else the module of the type declared last above the finding.
        "App/Users/UsersScreens.swift:3 Users", "App/Users/UsersScreens.swift:5 Users",
        "App/Users/UsersScreens.swift:7 UserDetail",
        // No type of a module in the file: the one module whose types are in its folder.
        "App/Users/UsersStrings.swift:1 ", "App/Settings/SettingsStrings.swift:1 Settings",
        "App/Common/Log.swift:1 ",
      ])
  }

  @Test func moduleDoesNotGoWithHTMLAndHelpListsIt() async throws {
    let refused = try await ViperBinary.run([
      "graph", "--format", "html", "--module", "Users", Self.referenceApps,
    ])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "viper graph: --module does not go with --format html; open the page at #select=Users instead\n"
    )
    #expect(refused.stdout == "")
    let help = try await ViperBinary.run(["graph", "--help"])
    #expect(help.stdout.contains("--format <format>"))
    #expect(help.stdout.contains("or html (a page to explore"))
  }
}
