/// The output formats of `viper lint`.
public enum ReporterKind: String, Sendable, CaseIterable {
  /// `path:line:col: warning: message [rule]`, one per line (Xcode and most editors).
  case xcode
  /// A JSON array of objects with `file`, `line`, `column`, `rule`, `severity`, `message`.
  case json
  /// SARIF 2.1.0, for code scanning services.
  case sarif
  /// GitHub Actions workflow commands (`::error file=...::message`), shown as annotations.
  case github
  /// JUnit XML: a test suite per rule, a failing test case per finding (Jenkins, GitLab and
  /// Azure Pipelines test reports).
  case junit
  /// Checkstyle XML 4.3 (Jenkins warnings-ng, reviewdog, Danger).
  case checkstyle
  /// GitLab Code Quality JSON, with fingerprints that survive lines moving.
  case gitlab
  /// Markdown: a summary and a table, for a pull-request comment or a job summary.
  case markdown

  /// The report of `findings` in this format (ends with a newline unless empty). `context`
  /// says where the project is, for the formats whose paths are relative to it (`gitlab`).
  public func report(_ findings: [Finding], context: ReportContext = ReportContext()) -> String {
    switch self {
    case .xcode: XcodeReporter.report(findings)
    case .json: JSONReporter.report(findings)
    case .sarif: SARIFReporter.report(findings)
    case .github: GitHubReporter.report(findings)
    case .junit: JUnitReporter.report(findings)
    case .checkstyle: CheckstyleReporter.report(findings)
    case .gitlab: GitLabReporter.report(findings, context: context)
    case .markdown: MarkdownReporter.report(findings)
    }
  }

  /// Whether the format prints each finding's fix, so the linter must work fixes out.
  public var printsFixes: Bool { self == .json || self == .sarif }
}
