/// Markdown for a pull-request comment or a job summary (`$GITHUB_STEP_SUMMARY`): a line that
/// counts the findings by severity, a count per rule, then a table of the findings (rule,
/// `file:line`, message). At most ``maximumRows`` rows; the rest are counted below the table,
/// so the comment stays within what code hosts accept.
///
/// ```markdown
/// ### viper lint
///
/// **1 error**, 1 warning, 0 notes
///
/// | rule | findings |
/// |---|---:|
/// | `HoldBackReferencesWeakly` | 1 |
/// ...
/// ```
enum MarkdownReporter {
  static let maximumRows = 500

  static func report(_ findings: [Finding]) -> String {
    var lines = ["### viper lint", ""]
    guard !findings.isEmpty else {
      lines.append("No findings.")
      return lines.joined(separator: "\n") + "\n"
    }
    let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
    let errors = count(.error)
    let summary = [
      counted(errors, "error"), counted(count(.warning), "warning"), counted(count(.note), "note"),
    ]
    lines.append(
      errors > 0
        ? "**\(summary[0])**, \(summary[1]), \(summary[2])" : summary.joined(separator: ", "))
    lines += ["", "| rule | findings |", "|---|---:|"]
    for (rule, found) in JUnitReporter.groupedByRule(findings) {
      lines.append("| `\(rule)` | \(found.count) |")
    }
    lines += ["", "| severity | rule | place | message |", "|---|---|---|---|"]
    for finding in findings.prefix(maximumRows) {
      lines.append(
        "| \(finding.severity.rawValue) | `\(finding.rule)` | \(code("\(finding.location.file):\(finding.location.line)")) | \(cell(finding.message)) |"
      )
    }
    if findings.count > maximumRows {
      lines += ["", "…and \(findings.count - maximumRows) more (see the job's log)."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// Text in a table cell: pipes escaped, line breaks as `<br>`, and `&` and `<` escaped so
  /// that an identifier such as `Array<User>` shows as written, not as an HTML tag.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;")
      .replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\r\n", with: "<br>")
      .replacingOccurrences(of: "\n", with: "<br>")
  }

  /// A code span that holds `text` whatever backticks it has (CommonMark: a fence one longer
  /// than the longest run inside, padded with spaces when the text starts or ends with one).
  static func code(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padded = text.hasPrefix("`") || text.hasSuffix("`") ? " \(text) " : text
    return fence + padded.replacingOccurrences(of: "|", with: "\\|") + fence
  }
}
