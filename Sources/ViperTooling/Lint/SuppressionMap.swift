/// The inline suppression comments of one file.
///
/// ```swift
/// // viper:disable:next HoldRolesThroughProtocols
/// let presenter: UsersPresenter   // not reported
///
/// // viper:disable PresentersDoNoIO
/// ...                             // not reported until
/// // viper:enable PresentersDoNoIO
/// ```
/// `all` stands for every rule. A `disable` without a matching `enable` lasts to the end of
/// the file.
public struct SuppressionMap: Sendable, Hashable {
  /// Rules disabled on one line, by 1-based line.
  var lines: [Int: Set<String>] = [:]
  /// Rules disabled over a range of lines (inclusive), by rule.
  var ranges: [String: [ClosedRange<Int>]] = [:]

  /// No suppressions.
  public init() {}

  /// Reads the directives from a file's bytes.
  public init(bytes: [UInt8]) {
    var open: [String: Int] = [:]
    var lineNumber = 0
    var lastLine = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      lastLine = lineNumber
      guard line.count >= 12, let text = String(validating: line, as: UTF8.self),
        let comment = text.range(of: "//"), let directive = text.range(of: "viper:"),
        comment.upperBound <= directive.lowerBound
      else { continue }
      let words = text[directive.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard let command = words.first else { continue }
      let rules = words.dropFirst().map(String.init).filter { $0.first?.isLetter == true }
      switch command {
      case "disable:next":
        lines[lineNumber + 1, default: []].formUnion(rules)
      case "disable:this":
        lines[lineNumber, default: []].formUnion(rules)
      case "disable":
        for rule in rules where open[rule] == nil { open[rule] = lineNumber }
      case "enable":
        for rule in rules {
          if let start = open.removeValue(forKey: rule) {
            ranges[rule, default: []].append(start...lineNumber)
          }
        }
      default:
        continue
      }
    }
    for (rule, start) in open {
      ranges[rule, default: []].append(start...max(start, lastLine))
    }
  }

  /// Whether the bytes contain `viper:` at all: a byte search, so that the line-by-line
  /// reading (with Foundation string searches) runs only for the few files that need it.
  public static func mayHaveDirectives(_ bytes: [UInt8]) -> Bool {
    ByteSearch.contains(Array("viper:".utf8), in: bytes)
  }

  /// Whether `rule` is suppressed on `line`.
  public func isSuppressed(rule: String, line: Int) -> Bool {
    if let rules = lines[line], rules.contains(rule) || rules.contains("all") { return true }
    for key in [rule, "all"] {
      if let ranges = ranges[key], ranges.contains(where: { $0.contains(line) }) { return true }
    }
    return false
  }

  /// Whether the file has no directives.
  public var isEmpty: Bool { lines.isEmpty && ranges.isEmpty }
}
