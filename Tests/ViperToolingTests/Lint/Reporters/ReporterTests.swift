import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct ReporterTests {
  static let findings = [
    Finding(
      rule: "HoldBackReferencesWeakly", severity: .error,
      message:
        "make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned'",
      location: SourceLocation(file: "Sources/Users/UsersPresenter.swift", line: 7, column: 3)),
    Finding(
      rule: "NoIOInPresenters", severity: .warning,
      message:
        "the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls",
      location: SourceLocation(file: "Sources/Users/UsersPresenter.swift", line: 12, column: 9)),
    Finding(
      rule: "parse", severity: .note, message: "100%, a, b: c\nd",
      location: SourceLocation(file: "My Folder/File,1.swift", line: 1, column: 1)),
  ]

  @Test func xcodeWritesOneCompilerStyleLinePerFinding() {
    #expect(
      ReporterKind.xcode.report(Self.findings) == """
        Sources/Users/UsersPresenter.swift:7:3: error: make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]
        Sources/Users/UsersPresenter.swift:12:9: warning: the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls [NoIOInPresenters]
        My Folder/File,1.swift:1:1: note: 100%, a, b: c
        d [parse]

        """)
  }

  @Test func jsonWritesAnArrayOfFlatObjects() {
    #expect(
      ReporterKind.json.report(Array(Self.findings.prefix(1))) == """
        [
          {
            "column" : 3,
            "file" : "Sources/Users/UsersPresenter.swift",
            "line" : 7,
            "message" : "make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned'",
            "rule" : "HoldBackReferencesWeakly",
            "severity" : "error"
          }
        ]

        """)
    #expect(ReporterKind.json.report([]) == "[\n\n]\n")
  }

  @Test func githubWritesEscapedWorkflowCommands() {
    #expect(
      ReporterKind.github.report(Self.findings) == """
        ::error file=Sources/Users/UsersPresenter.swift,line=7,col=3,title=HoldBackReferencesWeakly::make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned'
        ::warning file=Sources/Users/UsersPresenter.swift,line=12,col=9,title=NoIOInPresenters::the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls
        ::notice file=My Folder/File%2C1.swift,line=1,col=1,title=parse::100%25, a, b: c%0Ad

        """)
  }

  @Test func sarifHasEveryFieldThe210SchemaRequires() throws {
    let text = ReporterKind.sarif.report(Self.findings)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    // sarifLog requires version and runs; version is the constant "2.1.0".
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] as? String == "https://json.schemastore.org/sarif-2.1.0.json")
    let runs = try #require(log["runs"] as? [[String: Any]])
    #expect(runs.count == 1)
    // run requires tool; tool requires driver; toolComponent requires name.
    let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "viper lint")
    // reportingDescriptor requires id.
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let keys = LintRules.all.map { $0.key } + ["parse", "baseline"]
    #expect(rules.compactMap { $0["id"] as? String } == keys)
    // result requires message (with text); level is one of none, note, warning, error.
    let results = try #require(runs[0]["results"] as? [[String: Any]])
    #expect(results.count == 3)
    for result in results {
      #expect((result["message"] as? [String: Any])?["text"] is String)
      #expect(["note", "warning", "error"].contains(result["level"] as? String ?? ""))
    }
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "HoldBackReferencesWeakly", "NoIOInPresenters", "parse",
      ])
    let location = try #require(
      (results[2]["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
    #expect(
      (location["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "My%20Folder/File%2C1.swift")
    let region = try #require(location["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 1)
  }
}
