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

  /// The report of `findings` in this format (ends with a newline unless empty).
  public func report(_ findings: [Finding]) -> String {
    switch self {
    case .xcode: XcodeReporter.report(findings)
    case .json: JSONReporter.report(findings)
    case .sarif: SARIFReporter.report(findings)
    case .github: GitHubReporter.report(findings)
    }
  }
}
