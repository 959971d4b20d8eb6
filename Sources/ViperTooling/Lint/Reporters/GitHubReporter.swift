/// GitHub Actions workflow commands: `::warning file=F,line=L,col=C,title=RULE::MESSAGE`.
enum GitHubReporter {
  static func report(_ findings: [Finding]) -> String {
    findings.map { finding in
      let command = finding.severity == .note ? "notice" : finding.severity.rawValue
      let properties = [
        "file=\(escapeProperty(finding.location.file))",
        "line=\(finding.location.line)",
        "col=\(finding.location.column)",
        "title=\(escapeProperty(finding.rule))",
      ].joined(separator: ",")
      return "::\(command) \(properties)::\(escapeData(finding.message))\n"
    }.joined()
  }

  /// The escaping GitHub's toolkit applies to a command's message.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// The escaping GitHub's toolkit applies to a command's property values.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
