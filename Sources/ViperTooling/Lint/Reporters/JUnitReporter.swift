/// JUnit XML, as Jenkins, GitLab and Azure Pipelines read test reports: a test suite per rule
/// with a failing test case per finding (its message, and `file:line` as the case's name); a
/// run with no finding is one passing case, so the CI shows that the check ran.
///
/// ```xml
/// <testsuites name="viper lint" tests="1" failures="1" errors="0">
///   <testsuite name="viper.HoldBackReferencesWeakly" tests="1" failures="1" errors="0" skipped="0">
///     <testcase classname="viper.HoldBackReferencesWeakly" name="Users/UsersPresenter.swift:7"
///       file="Users/UsersPresenter.swift" line="7">
///       <failure type="error" message="make the back-reference 'view' ... 'weak' or 'unowned'">
///         Users/UsersPresenter.swift:7:3: error: make the back-reference ...
///       </failure>
///     </testcase>
///   </testsuite>
/// </testsuites>
/// ```
enum JUnitReporter {
  static func report(_ findings: [Finding]) -> String {
    var lines = [XMLText.declaration]
    guard !findings.isEmpty else {
      lines += [
        #"<testsuites name="viper lint" tests="1" failures="0" errors="0">"#,
        #"  <testsuite name="viper lint" tests="1" failures="0" errors="0" skipped="0">"#,
        #"    <testcase classname="viper lint" name="no findings"/>"#,
        "  </testsuite>",
        "</testsuites>",
      ]
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append(
      #"<testsuites name="viper lint" tests="\#(findings.count)" failures="\#(findings.count)" errors="0">"#
    )
    for (rule, found) in groupedByRule(findings) {
      let suite = XMLText.escaped("viper.\(rule)")
      lines.append(
        #"  <testsuite name="\#(suite)" tests="\#(found.count)" failures="\#(found.count)" errors="0" skipped="0">"#
      )
      for finding in found {
        let location = finding.location
        let file = XMLText.escaped(location.file)
        lines.append(
          #"    <testcase classname="\#(suite)" name="\#(file):\#(location.line)" file="\#(file)" line="\#(location.line)">"#
        )
        lines.append(
          #"      <failure type="\#(finding.severity.rawValue)" message="\#(XMLText.escaped(finding.message))">\#(XMLText.escaped("\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"))</failure>"#
        )
        lines.append("    </testcase>")
      }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The findings by rule, rules in the order `viper lint --list-rules` gives (then `parse`,
  /// `baseline` and anything else by name), each rule's findings in the order given.
  static func groupedByRule(_ findings: [Finding]) -> [(rule: String, findings: [Finding])] {
    var order: [String: Int] = [:]
    for (index, rule) in LintRules.all.enumerated() { order[rule.key] = index }
    var byRule: [String: [Finding]] = [:]
    for finding in findings { byRule[finding.rule, default: []].append(finding) }
    return byRule.keys.sorted { lhs, rhs in
      (order[lhs] ?? Int.max, lhs) < (order[rhs] ?? Int.max, rhs)
    }.map { ($0, byRule[$0] ?? []) }
  }
}
