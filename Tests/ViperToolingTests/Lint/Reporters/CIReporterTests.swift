import Foundation
import Testing

@testable import ViperTooling

/// The reporters CI systems read: JUnit, checkstyle, GitLab Code Quality and Markdown.
@Suite struct CIReporterTests {
  static let findings = ReporterTests.findings

  @Test func junitHasASuitePerRuleAndAFailingCasePerFinding() {
    let two = Array(Self.findings.prefix(2))
    #expect(
      ReporterKind.junit.report(two) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="viper lint" tests="2" failures="2" errors="0">
          <testsuite name="viper.HoldBackReferencesWeakly" tests="1" failures="1" errors="0" skipped="0">
            <testcase classname="viper.HoldBackReferencesWeakly" name="Sources/Users/UsersPresenter.swift:7" file="Sources/Users/UsersPresenter.swift" line="7">
              <failure type="error" message="make the back-reference &apos;view&apos; of the presenter &apos;UsersPresenter&apos; to its view &apos;weak&apos; or &apos;unowned&apos;">Sources/Users/UsersPresenter.swift:7:3: error: make the back-reference &apos;view&apos; of the presenter &apos;UsersPresenter&apos; to its view &apos;weak&apos; or &apos;unowned&apos; [HoldBackReferencesWeakly]</failure>
            </testcase>
          </testsuite>
          <testsuite name="viper.NoIOInPresenters" tests="1" failures="1" errors="0" skipped="0">
            <testcase classname="viper.NoIOInPresenters" name="Sources/Users/UsersPresenter.swift:12" file="Sources/Users/UsersPresenter.swift" line="12">
              <failure type="warning" message="the presenter &apos;UsersPresenter&apos; does I/O with &apos;FileManager&apos;; move it to a service the interactor calls">Sources/Users/UsersPresenter.swift:12:9: warning: the presenter &apos;UsersPresenter&apos; does I/O with &apos;FileManager&apos;; move it to a service the interactor calls [NoIOInPresenters]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func junitOfACleanRunIsOnePassingCase() {
    #expect(
      ReporterKind.junit.report([]) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="viper lint" tests="1" failures="0" errors="0">
          <testsuite name="viper lint" tests="1" failures="0" errors="0" skipped="0">
            <testcase classname="viper lint" name="no findings"/>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func junitOrdersSuitesAsTheRuleListThenParseAndBaseline() {
    let findings = [
      Finding(
        rule: "parse", severity: .note, message: "m",
        location: .init(file: "a.swift", line: 1, column: 1)),
      Finding(
        rule: "NoIOInPresenters", severity: .warning, message: "m",
        location: .init(file: "a.swift", line: 2, column: 1)),
      Finding(
        rule: "HoldBackReferencesWeakly", severity: .error, message: "m",
        location: .init(file: "b.swift", line: 1, column: 1)),
    ]
    #expect(
      JUnitReporter.groupedByRule(findings).map(\.rule) == [
        "HoldBackReferencesWeakly", "NoIOInPresenters", "parse",
      ])
  }

  @Test func checkstyleHasAFilePerFileAndAnErrorPerFinding() {
    #expect(
      ReporterKind.checkstyle.report(Self.findings) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/Users/UsersPresenter.swift">
            <error line="7" column="3" severity="error" message="make the back-reference &apos;view&apos; of the presenter &apos;UsersPresenter&apos; to its view &apos;weak&apos; or &apos;unowned&apos;" source="viper.HoldBackReferencesWeakly"/>
            <error line="12" column="9" severity="warning" message="the presenter &apos;UsersPresenter&apos; does I/O with &apos;FileManager&apos;; move it to a service the interactor calls" source="viper.NoIOInPresenters"/>
          </file>
          <file name="My Folder/File,1.swift">
            <error line="1" column="1" severity="info" message="100%, a, b: c&#10;d" source="viper.parse"/>
          </file>
        </checkstyle>

        """)
    #expect(
      ReporterKind.checkstyle.report([]) == """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>

        """)
  }

  @Test func xmlEscapesMarkupAndReplacesWhatXMLCannotHold() {
    #expect(XMLText.escaped("a<b>&\"c'\t\r\n") == "a&lt;b&gt;&amp;&quot;c&apos;&#9;&#13;&#10;")
    #expect(XMLText.escaped("nul\u{0}bell\u{7}é✓") == "nul\u{FFFD}bell\u{FFFD}é✓")
  }

  /// GitLab's issue objects as plain dictionaries.
  static func gitLabIssues(_ findings: [Finding], root: String? = nil, in folder: String = "/work")
    throws -> [[String: Any]]
  {
    let text = ReporterKind.gitlab.report(
      findings, context: ReportContext(projectRoot: root, workingDirectory: folder))
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
  }

  @Test func gitlabIssuesHaveEveryFieldCodeQualityRequires() throws {
    let issues = try Self.gitLabIssues(Self.findings)
    #expect(issues.count == 3)
    for issue in issues {
      #expect(issue["description"] is String)
      #expect(issue["check_name"] is String)
      #expect((issue["fingerprint"] as? String)?.count == 32)
      #expect(
        ["info", "minor", "major", "critical", "blocker"].contains(
          issue["severity"] as? String ?? ""))
      let location = try #require(issue["location"] as? [String: Any])
      #expect(location["path"] is String)
      #expect((location["lines"] as? [String: Any])?["begin"] is Int)
    }
    #expect(issues.map { $0["severity"] as? String } == ["major", "minor", "info"])
    #expect(
      issues.map { $0["check_name"] as? String } == [
        "HoldBackReferencesWeakly", "NoIOInPresenters", "parse",
      ])
    #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 3)
  }

  @Test func gitlabPathsAreRelativeToTheProjectRoot() throws {
    let findings = [
      Finding(
        rule: "NoIOInPresenters", severity: .warning, message: "m",
        location: .init(file: "./Sources/A.swift", line: 3, column: 1)),
      Finding(
        rule: "NoIOInPresenters", severity: .warning, message: "m",
        location: .init(file: "/elsewhere/B.swift", line: 3, column: 1)),
      Finding(
        rule: "NoIOInPresenters", severity: .warning, message: "m",
        location: .init(file: "/project/app/C.swift", line: 3, column: 1)),
    ]
    let issues = try Self.gitLabIssues(findings, root: "/project", in: "/project/app")
    #expect(
      issues.map { ($0["location"] as? [String: Any])?["path"] as? String } == [
        "app/Sources/A.swift", "/elsewhere/B.swift", "app/C.swift",
      ])
  }

  @Test func gitlabFingerprintsSurviveLinesMovingAndTellTwinsApart() throws {
    func twins(at lines: [Int]) -> [Finding] {
      lines.map {
        Finding(
          rule: "HoldRolesThroughProtocols", severity: .warning,
          message: "'A.presenter' holds the concrete presenter 'P'; hold it through a protocol",
          location: .init(file: "Sources/A.swift", line: $0, column: 3))
      }
    }
    let before = try Self.gitLabIssues(twins(at: [10, 20]))
    let after = try Self.gitLabIssues(twins(at: [14, 25]))
    let fingerprints = before.compactMap { $0["fingerprint"] as? String }
    #expect(Set(fingerprints).count == 2)
    #expect(after.compactMap { $0["fingerprint"] as? String } == fingerprints)
    // Findings given out of order get the fingerprints their places give.
    let reversed = try Self.gitLabIssues(twins(at: [25, 14]))
    #expect(reversed.compactMap { $0["fingerprint"] as? String } == fingerprints.reversed())
  }

  @Test func markdownCountsBySeverityAndRuleThenListsTheFindings() {
    #expect(
      ReporterKind.markdown.report(Self.findings) == """
        ### viper lint

        **1 error**, 1 warning, 1 note

        | rule | findings |
        |---|---:|
        | `HoldBackReferencesWeakly` | 1 |
        | `NoIOInPresenters` | 1 |
        | `parse` | 1 |

        | severity | rule | place | message |
        |---|---|---|---|
        | error | `HoldBackReferencesWeakly` | `Sources/Users/UsersPresenter.swift:7` | make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' |
        | warning | `NoIOInPresenters` | `Sources/Users/UsersPresenter.swift:12` | the presenter 'UsersPresenter' does I/O with 'FileManager'; move it to a service the interactor calls |
        | note | `parse` | `My Folder/File,1.swift:1` | 100%, a, b: c<br>d |

        """)
    #expect(ReporterKind.markdown.report([]) == "### viper lint\n\nNo findings.\n")
  }

  @Test func markdownKeepsTablesIntactWhateverTheTextHolds() {
    #expect(MarkdownReporter.cell("a | b <T> & c") == "a \\| b &lt;T> &amp; c")
    #expect(MarkdownReporter.code("a`b.swift:1") == "``a`b.swift:1``")
    #expect(MarkdownReporter.code("`x|y") == "`` `x\\|y ``")
  }

  @Test func markdownListsAtMostItsRowLimitAndCountsTheRest() {
    let many = (1...(MarkdownReporter.maximumRows + 2)).map {
      Finding(
        rule: "parse", severity: .note, message: "m",
        location: .init(file: "a.swift", line: $0, column: 1))
    }
    let report = ReporterKind.markdown.report(many)
    #expect(report.components(separatedBy: "| note |").count - 1 == MarkdownReporter.maximumRows)
    #expect(report.hasSuffix("…and 2 more (see the job's log).\n"))
  }
}
