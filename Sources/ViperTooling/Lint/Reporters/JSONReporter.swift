import Foundation

/// A JSON array of flat objects, keys sorted, one finding each; a finding `viper lint --fix`
/// can repair carries its `fix` (a description and byte-range replacements).
enum JSONReporter {
  struct Entry: Encodable {
    var file: String
    var line: Int
    var column: Int
    var rule: String
    var severity: String
    var message: String
    var fix: Fix?
  }

  static func report(_ findings: [Finding]) -> String {
    let entries = findings.map {
      Entry(
        file: $0.location.file, line: $0.location.line, column: $0.location.column,
        rule: $0.rule, severity: $0.severity.rawValue, message: $0.message, fix: $0.fix)
    }
    return encode(entries)
  }

  static func encode(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "[]\n" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
