/// Where each rule is documented, for a diagnostic's `codeDescription`: the rule's own source
/// file in the repository, whose documentation comment says what it asks and why, with an
/// example of a finding and of its fix. A file's problems (`parse`) link to the Rules section
/// of Docs/Lint.md.
///
/// The scheme is stable: a rule's key is its file's name, and both are its configuration key.
enum RuleDocumentation {
  /// The repository's main branch on GitHub.
  static let repository = "https://github.com/viperkit/viperkit/blob/main/"

  /// The URL documenting `rule` (a rule key, or `parse`).
  static func url(forRule rule: String) -> String {
    guard LintRules.rule(forKey: rule) != nil else { return repository + "Docs/Lint.md#rules" }
    return repository + "Sources/ViperTooling/Lint/Rules/\(rule).swift"
  }
}
