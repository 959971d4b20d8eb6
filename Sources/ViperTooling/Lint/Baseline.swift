import Foundation

/// The findings a codebase had when it adopted `viper lint`: with `--baseline FILE` they are
/// not reported again, so only new findings fail the build. Entries match by file, rule and
/// message (not line, so edits above a finding do not revive it). Entries that no longer match
/// a finding are stale and reported as notes, so the baseline shrinks as findings get fixed.
public struct Baseline: Sendable, Codable, Equatable {
  /// One accepted finding.
  public struct Entry: Sendable, Codable, Hashable, Comparable {
    /// The file's path as the linter was given it.
    public var file: String
    /// The rule's key.
    public var rule: String
    /// The finding's message.
    public var message: String

    /// Creates an entry.
    public init(file: String, rule: String, message: String) {
      self.file = file
      self.rule = rule
      self.message = message
    }

    /// Orders by file, rule, message.
    public static func < (lhs: Entry, rhs: Entry) -> Bool {
      (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
    }
  }

  /// The file format's version.
  public var version = 1
  /// The accepted findings, sorted.
  public var entries: [Entry]

  /// A baseline accepting `findings`.
  public init(findings: [Finding]) {
    entries = findings.map { Entry(file: $0.location.file, rule: $0.rule, message: $0.message) }
      .sorted()
  }

  /// Reads a baseline file.
  public static func load(path: String) throws(ConfigurationError) -> Baseline {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConfigurationError("cannot read the baseline file '\(path)'")
    }
    do {
      return try JSONDecoder().decode(Baseline.self, from: data)
    } catch {
      throw ConfigurationError(
        "the baseline file '\(path)' is not a viper lint baseline (write one with --write-baseline)"
      )
    }
  }

  /// Writes the baseline as sorted, pretty-printed JSON.
  public func write(to path: String) throws(ConfigurationError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      var data = try encoder.encode(self)
      data.append(0x0A)
      try data.write(to: URL(fileURLWithPath: path))
    } catch {
      throw ConfigurationError("cannot write the baseline file '\(path)': \(error)")
    }
  }

  /// The findings the baseline does not accept, and the entries no finding matched.
  public func apply(to findings: [Finding]) -> (findings: [Finding], stale: [Entry]) {
    var remaining: [Entry: Int] = [:]
    for entry in entries { remaining[entry, default: 0] += 1 }
    var kept: [Finding] = []
    for finding in findings {
      let entry = Entry(
        file: finding.location.file, rule: finding.rule, message: finding.message)
      if let count = remaining[entry], count > 0 {
        remaining[entry] = count - 1
      } else {
        kept.append(finding)
      }
    }
    var stale: [Entry] = []
    for entry in entries.sorted() where (remaining[entry] ?? 0) > 0 {
      remaining[entry, default: 0] -= 1
      stale.append(entry)
    }
    return (kept, stale)
  }

  /// A note finding for a stale entry.
  public static func staleFinding(_ entry: Entry) -> Finding {
    Finding(
      rule: "baseline", severity: .note,
      message:
        "stale baseline entry for '\(entry.rule)' (\(entry.message)); remove it from the baseline",
      location: SourceLocation(file: entry.file, line: 1, column: 1))
  }
}
