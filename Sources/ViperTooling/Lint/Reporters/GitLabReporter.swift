/// GitLab Code Quality JSON (a subset of Code Climate's issue format): an array of issues
/// with `description`, `check_name`, `fingerprint`, `severity` and `location.path` (relative
/// to the project) with `location.lines.begin`. GitLab shows in a merge request the issues
/// whose fingerprints the target branch's report does not have, so a fingerprint leaves the
/// line out: it is the rule, the path, the message and which of the findings with those
/// three this is, counted from the top of the file. Lines added above a finding do not
/// make it new.
///
/// ```json
/// [{ "check_name" : "HoldBackReferencesWeakly", "description" : "make the back-reference ...",
///    "fingerprint" : "6c1f...", "location" : { "lines" : { "begin" : 7 },
///    "path" : "Users/UsersPresenter.swift" }, "severity" : "major", ... }]
/// ```
enum GitLabReporter {
  struct Issue: Encodable {
    var type = "issue"
    var engineName = "viper lint"
    var checkName: String
    var description: String
    var fingerprint: String
    var severity: String
    var location: Location

    enum CodingKeys: String, CodingKey {
      case type, description, fingerprint, severity, location
      case engineName = "engine_name"
      case checkName = "check_name"
    }
  }
  struct Location: Encodable {
    var path: String
    var lines: Lines
  }
  struct Lines: Encodable { var begin: Int }

  static func report(_ findings: [Finding], context: ReportContext) -> String {
    var paths: [String: String] = [:]
    var occurrences: [String: Int] = [:]
    // Occurrences are counted top to bottom, whatever order the findings came in.
    let ordered = findings.enumerated().sorted { lhs, rhs in
      (lhs.element.location, lhs.offset) < (rhs.element.location, rhs.offset)
    }
    var issues = [Issue?](repeating: nil, count: findings.count)
    for (index, finding) in ordered {
      let path: String
      if let known = paths[finding.location.file] {
        path = known
      } else {
        path = context.projectPath(finding.location.file)
        paths[finding.location.file] = path
      }
      let identity = [finding.rule, path, finding.message].joined(separator: "\u{0}")
      let occurrence = occurrences[identity, default: 0]
      occurrences[identity] = occurrence + 1
      issues[index] = Issue(
        checkName: finding.rule, description: finding.message,
        fingerprint: fingerprint(identity + "\u{0}\(occurrence)"),
        severity: severity(finding.severity),
        location: Location(path: path, lines: Lines(begin: finding.location.line)))
    }
    return JSONReporter.encode(issues.compactMap { $0 })
  }

  /// Code Quality's severities are info, minor, major, critical and blocker.
  static func severity(_ severity: Severity) -> String {
    switch severity {
    case .note: "info"
    case .warning: "minor"
    case .error: "major"
    }
  }

  /// 32 hexadecimal digits of a 128-bit hash of `text`: the same text gives the same
  /// fingerprint on every machine and in every run.
  static func fingerprint(_ text: String) -> String {
    let hash = ContentHash(Array(text.utf8))
    return hex(hash.high) + hex(hash.low)
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
