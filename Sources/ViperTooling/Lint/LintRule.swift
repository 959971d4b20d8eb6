/// A VIPER architecture rule: one per file under `Lint/Rules/`, whose file name, type name and
/// configuration key are the same imperative phrase (as in swift-format).
///
/// A rule looks at the whole ``ModuleModel`` and returns what it finds; the linter adds the
/// severity, applies suppressions and the baseline.
public protocol LintRule: Sendable {
  /// The configuration key, the type's name (`HoldBackReferencesWeakly`).
  static var key: String { get }
  /// One sentence: what the rule asks for.
  static var summary: String { get }
  /// Swift source that the rule reports.
  static var findingExample: String { get }
  /// The same source, fixed.
  static var fixExample: String { get }
  /// The severity unless `.viper.yml` says otherwise.
  static var defaultSeverity: Severity { get }
  /// Creates the rule.
  init()
  /// What the rule finds in the model.
  func check(_ model: ModuleModel) -> [RuleFinding]
  /// What the rule finds in the model that is located in `files`: exactly ``check(_:)``'s
  /// findings there, worked out from less of the model where the rule can tell which code
  /// could give them. An editor asks for the edited document's findings first, and the rest
  /// of the codebase's after it has published them.
  func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding]
}

extension LintRule {
  /// Every finding, those outside `files` left out: right for any rule, and for a rule whose
  /// whole check is cheap, as fast as any other way.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    check(model).filter { files.contains($0.location.file) }
  }
}

/// The files a rule is asked about (``LintRule/check(_:reportingIn:)``), as a test of a place's
/// file that costs little when asked of every call and reference of a codebase: most paths
/// differ in length from those asked about, and need no hashing or comparing.
struct FocusFiles {
  private let single: String?
  private let files: Set<String>
  private let lengths: Set<Int>

  init(_ files: Set<String>) {
    self.files = files
    single = files.count == 1 ? files.first : nil
    lengths = Set(files.map(\.utf8.count))
  }

  func contains(_ file: String) -> Bool {
    if let single { return file.utf8.count == single.utf8.count && file == single }
    return lengths.contains(file.utf8.count) && files.contains(file)
  }
}

/// What a rule found, before the linter gives it a severity.
public struct RuleFinding: Sendable, Hashable {
  /// The message, lowercase with identifiers in single quotes.
  public var message: String
  /// Where.
  public var location: SourceLocation
  /// How `viper lint --fix` would repair it; `nil` for a rule that repairs nothing.
  public var fix: FixRequest?
  /// Other places that make the finding what it is (a cycle's other edges).
  public var related: [SourceLocation]

  /// Creates a finding.
  public init(
    _ message: String, at location: SourceLocation, fix: FixRequest? = nil,
    related: [SourceLocation] = []
  ) {
    self.message = message
    self.location = location
    self.fix = fix
    self.related = related
  }
}

/// Every rule `viper lint` runs, in the order of README's table.
public enum LintRules {
  /// All rules.
  public static let all: [any LintRule.Type] = [
    HoldBackReferencesWeakly.self,
    ClassBindBackReferenceProtocols.self,
    NoStrongReferenceCycles.self,
    DoNotNavigateFromViews.self,
    DoNotCallInteractorsFromRouters.self,
    PassViewModelsToViews.self,
    NoUIFrameworkTypesOutsideViews.self,
    NoUnusedUIFrameworkImports.self,
    NoIOInPresenters.self,
    HoldRolesThroughProtocols.self,
    NeverForceCastToRoles.self,
    DeclareSharedTypesInContracts.self,
    NoRoleCallsInPropertyObservers.self,
    CaptureSelfWeaklyInInteractorClosures.self,
  ]

  /// The rule with a key, if any.
  public static func rule(forKey key: String) -> (any LintRule.Type)? {
    all.first { $0.key == key }
  }

  /// The rules as a Markdown table (README's): key, default severity, summary.
  public static func markdownTable() -> String {
    var lines = ["| rule | default | what it asks |", "|---|---|---|"]
    for rule in all {
      lines.append("| `\(rule.key)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
