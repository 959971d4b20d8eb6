/// Checkstyle XML (version 4.3), as Jenkins' warnings-ng, reviewdog and Danger read it: a
/// `<file>` per file, an `<error>` per finding whose `source` is `viper.RULE`.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="Users/UsersPresenter.swift">
///     <error line="7" column="3" severity="error" message="make the back-reference ..."
///       source="viper.HoldBackReferencesWeakly"/>
///   </file>
/// </checkstyle>
/// ```
enum CheckstyleReporter {
  static func report(_ findings: [Finding]) -> String {
    var lines = [XMLText.declaration, #"<checkstyle version="4.3">"#]
    var files: [String] = []
    var byFile: [String: [Finding]] = [:]
    for finding in findings {
      if byFile[finding.location.file] == nil { files.append(finding.location.file) }
      byFile[finding.location.file, default: []].append(finding)
    }
    for file in files {
      lines.append(#"  <file name="\#(XMLText.escaped(file))">"#)
      for finding in byFile[file] ?? [] {
        lines.append(
          #"    <error line="\#(finding.location.line)" column="\#(finding.location.column)" severity="\#(severity(finding.severity))" message="\#(XMLText.escaped(finding.message))" source="\#(XMLText.escaped("viper.\(finding.rule)"))"/>"#
        )
      }
      lines.append("  </file>")
    }
    lines.append("</checkstyle>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Checkstyle's severities are error, warning, info and ignore.
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "info"
    }
  }
}
