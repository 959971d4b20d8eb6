/// One thing `viper lint` reports: a rule, where, how serious, and a message.
public struct Finding: Sendable, Hashable, Codable {
  /// The rule's key (`WeakBackReferences`), or `parse` for a file the linter could not fully
  /// read.
  public var rule: String
  /// How serious it is (the rule's default, or the configured one).
  public var severity: Severity
  /// What is wrong, lowercase, identifiers in single quotes, as swift-format writes them.
  public var message: String
  /// Where.
  public var location: SourceLocation
  /// Other places that make the finding what it is: a cycle's other edges. A change on any
  /// of them makes the finding new (`--since`); editors show them beside it.
  public var related: [SourceLocation] = []
  /// The repair `viper lint --fix` would make, when the linter was asked to work fixes out
  /// (``Linter/run(files:fixes:progress:)``) and one is safe.
  public var fix: Fix?
  /// Why the finding is not repaired automatically, when the linter was asked to work fixes
  /// out and there is none.
  public var notFixable: String?
  /// What the rule asked for; the fixer turns it into ``fix`` or ``notFixable``.
  var request: FixRequest?

  enum CodingKeys: String, CodingKey {
    case rule, severity, message, location, related, fix, notFixable
  }

  /// Findings are equal when everything but the rule's internal request is.
  public static func == (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.rule, lhs.severity, lhs.message, lhs.location, lhs.fix, lhs.notFixable)
      == (rhs.rule, rhs.severity, rhs.message, rhs.location, rhs.fix, rhs.notFixable)
      && lhs.related == rhs.related
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rule)
    hasher.combine(severity)
    hasher.combine(message)
    hasher.combine(location)
    hasher.combine(fix)
    hasher.combine(notFixable)
  }

  /// Creates a finding.
  public init(
    rule: String, severity: Severity, message: String, location: SourceLocation,
    related: [SourceLocation] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.location = location
    self.related = related
  }

  /// Orders findings by place, then rule, then message: the order every reporter prints.
  static func sortedForOutput(_ findings: [Finding]) -> [Finding] {
    findings.sorted {
      ($0.location.file, $0.location.line, $0.location.column, $0.rule, $0.message)
        < ($1.location.file, $1.location.line, $1.location.column, $1.rule, $1.message)
    }
  }
}
