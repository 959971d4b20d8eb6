import Foundation
import SwiftParser
import SwiftSyntax

/// Applies the fixes of findings to the files: edits that agree are made once, a fix that
/// overlaps one already taken waits for the next run, and a file is written only if it still
/// parses without a syntax error, through a temporary file renamed over it.
public struct FixApplier: Sendable {
  /// What applying did.
  public struct Outcome: Sendable {
    /// The findings whose fixes were applied (or, in a dry run, would be).
    public var fixed: [Finding] = []
    /// The findings with a fix that was not applied, and why.
    public var skipped: [(finding: Finding, reason: String)] = []
    /// Every changed file: its path, its bytes before and after, sorted by path.
    public var changes: [FileChange] = []
  }

  /// A file's bytes before and after the fixes.
  public struct FileChange: Sendable {
    /// The path as the linter was given it.
    public var path: String
    /// The file as it was.
    public var before: [UInt8]
    /// The file as the fixes leave it.
    public var after: [UInt8]

    /// A unified diff (`--- a/path`, `+++ b/path`, hunks with three lines of context).
    public var unifiedDiff: String { UnifiedDiff.make(path: path, before: before, after: after) }
  }

  /// Creates an applier.
  public init() {}

  /// Works out the changes for the findings that carry a fix and, unless `dryRun`, writes
  /// them. A file that cannot be written is reported as the fixes' reason for being skipped.
  public func apply(_ findings: [Finding], dryRun: Bool) -> Outcome {
    var outcome = Outcome()
    var accepted: [String: [Replacement]] = [:]
    var taken: [(finding: Finding, fix: Fix)] = []
    for finding in findings {
      guard let fix = finding.fix else { continue }
      let conflict = fix.replacements.contains { replacement in
        (accepted[replacement.file] ?? []).contains {
          $0 != replacement && Self.overlap($0, replacement)
        }
      }
      if conflict {
        outcome.skipped.append((finding, "it overlaps another fix; run 'viper lint --fix' again"))
        continue
      }
      for replacement in fix.replacements
      where !(accepted[replacement.file] ?? []).contains(replacement) {
        accepted[replacement.file, default: []].append(replacement)
      }
      taken.append((finding, fix))
    }
    // A file that would not parse drops every fix that touches it, and those fixes' edits of
    // other files with them.
    var refused: [String: String] = [:]
    var changes: [String: FileChange] = [:]
    while true {
      changes = [:]
      var newlyRefused = false
      for (path, replacements) in accepted where refused[path] == nil {
        let live = replacements.filter { replacement in
          taken.contains { entry in
            entry.fix.replacements.contains(replacement)
              && !entry.fix.replacements.contains { refused[$0.file] != nil }
          }
        }
        guard !live.isEmpty else { continue }
        guard let data = FileManager.default.contents(atPath: path) else {
          refused[path] = "'\(path)' cannot be read"
          newlyRefused = true
          continue
        }
        let before = [UInt8](data)
        guard let after = Self.applying(live, to: before) else {
          refused[path] = "the file changed since it was linted"
          newlyRefused = true
          continue
        }
        if Self.hasSyntaxErrors(after) && !Self.hasSyntaxErrors(before) {
          refused[path] = "'\(path)' would not parse after the edit"
          newlyRefused = true
          continue
        }
        changes[path] = FileChange(path: path, before: before, after: after)
      }
      if !newlyRefused { break }
    }
    if !dryRun {
      for change in changes.values.sorted(by: { $0.path < $1.path }) {
        do {
          try AtomicFile.write(change.after, to: change.path)
        } catch {
          refused[change.path] = "'\(change.path)' cannot be written: \(error.localizedDescription)"
          changes[change.path] = nil
        }
      }
    }
    for (finding, fix) in taken {
      if let reason = fix.replacements.lazy.compactMap({ refused[$0.file] }).first {
        outcome.skipped.append((finding, reason))
      } else {
        outcome.fixed.append(finding)
      }
    }
    outcome.changes = changes.values.sorted { $0.path < $1.path }
    return outcome
  }

  static func overlap(_ lhs: Replacement, _ rhs: Replacement) -> Bool {
    guard lhs.file == rhs.file else { return false }
    if lhs.length == 0 || rhs.length == 0 {
      // Two insertions at one place conflict (their order would be a guess); an insertion
      // inside a replaced range does too.
      if lhs.length == 0 && rhs.length == 0 { return lhs.offset == rhs.offset }
      let (insertion, range) = lhs.length == 0 ? (lhs, rhs) : (rhs, lhs)
      return insertion.offset > range.offset && insertion.offset < range.upperBound
    }
    return lhs.offset < rhs.upperBound && rhs.offset < lhs.upperBound
  }

  /// The bytes with the replacements made, or `nil` when one falls outside them.
  static func applying(_ replacements: [Replacement], to bytes: [UInt8]) -> [UInt8]? {
    var result = bytes
    for replacement in replacements.sorted(by: { ($0.offset, $0.length) > ($1.offset, $1.length) })
    {
      guard replacement.offset >= 0, replacement.upperBound <= result.count else { return nil }
      result.replaceSubrange(
        replacement.offset..<replacement.upperBound, with: Array(replacement.text.utf8))
    }
    return result
  }

  static func hasSyntaxErrors(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError
  }
}

/// A unified diff of two versions of a file, by lines (a longest common subsequence over the
/// lines that differ, with three lines of context).
enum UnifiedDiff {
  static func make(path: String, before: [UInt8], after: [UInt8]) -> String {
    let old = lines(before)
    let new = lines(after)
    // Trim the common head and tail; the edits are small and the LCS runs on what is between.
    var head = 0
    while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
    var tail = 0
    while tail < old.count - head, tail < new.count - head,
      old[old.count - 1 - tail] == new[new.count - 1 - tail]
    {
      tail += 1
    }
    guard head < old.count - tail || head < new.count - tail else { return "" }
    let middleOld = Array(old[head..<(old.count - tail)])
    let middleNew = Array(new[head..<(new.count - tail)])
    // Each line as (kind, old index, new index), kind ' ', '-' or '+'.
    var script: [(Character, Int, Int)] = []
    for index in 0..<head { script.append((" ", index, index)) }
    for (kind, i, j) in lcsScript(middleOld, middleNew) {
      script.append((kind, i + head, j + head))
    }
    for offset in 0..<tail {
      script.append((" ", old.count - tail + offset, new.count - tail + offset))
    }
    var output = "--- a/\(path)\n+++ b/\(path)\n"
    let context = 3
    var index = 0
    while index < script.count {
      guard script[index].0 != " " else {
        index += 1
        continue
      }
      // A hunk: from `context` lines before this change to `context` after the last change
      // that is at most 2 * context lines further.
      let start = max(0, index - context)
      var end = index
      var scan = index
      while scan < script.count {
        if script[scan].0 != " " {
          end = scan
        } else if scan - end > 2 * context {
          break
        }
        scan += 1
      }
      let stop = min(script.count, end + context + 1)
      let hunk = script[start..<stop]
      let oldStart = hunk.first { $0.0 != "+" }.map { $0.1 } ?? script[start].1
      let newStart = hunk.first { $0.0 != "-" }.map { $0.2 } ?? script[start].2
      let oldCount = hunk.filter { $0.0 != "+" }.count
      let newCount = hunk.filter { $0.0 != "-" }.count
      output +=
        "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n"
      for (kind, i, j) in hunk {
        let text = kind == "+" ? new[j] : old[i]
        output += "\(kind)\(text)\n"
      }
      index = stop
    }
    return output
  }

  static func lines(_ bytes: [UInt8]) -> [String] {
    var result = String(decoding: bytes, as: UTF8.self)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The edit script between two small arrays of lines.
  static func lcsScript(_ old: [String], _ new: [String]) -> [(Character, Int, Int)] {
    let n = old.count
    let m = new.count
    var table = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        table[i][j] =
          old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var script: [(Character, Int, Int)] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, old[i] == new[j] {
        script.append((" ", i, j))
        i += 1
        j += 1
      } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
        script.append(("-", i, j))
        i += 1
      } else {
        script.append(("+", i, j))
        j += 1
      }
    }
    return script
  }
}
