import Foundation

/// The lines a branch added or changed since a git revision, for `viper lint --since REF`:
/// the working tree (staged or not) against where the branch left `REF` (their merge base;
/// `REF` itself when it is an ancestor, as `HEAD~1` or a tag is), with every line of an
/// untracked file counted as changed. A finding is new when it is on one of these lines.
///
/// ```swift
/// let changes = try ChangedLines.since("origin/main", in: FileManager.default.currentDirectoryPath)
/// let new = changes.filter(findings)
/// ```
public struct ChangedLines: Sendable, Equatable {
  /// What changed in one file.
  public enum Lines: Sendable, Equatable {
    /// A new file (untracked, or added since): every line.
    case all
    /// These lines, 1-based, in the file as it is now; sorted, not overlapping.
    case ranges([ClosedRange<Int>])

    /// Whether `line` is one of them.
    public func contains(_ line: Int) -> Bool {
      switch self {
      case .all: return true
      case .ranges(let ranges):
        var low = 0
        var high = ranges.count
        while low < high {
          let middle = (low + high) / 2
          if ranges[middle].upperBound < line {
            low = middle + 1
          } else {
            high = middle
          }
        }
        return low < ranges.count && ranges[low].contains(line)
      }
    }
  }

  /// The repository's top folder, symbolic links resolved.
  public var root: String
  /// The revision the lines are counted from: the merge base, or `REF` itself.
  public var base: String
  /// The changed files (absolute paths, symbolic links resolved) and their changed lines.
  public var files: [String: Lines]
  /// Things worth telling the user (the merge base could not be found, so `REF` was used).
  public var notes: [String] = []
  /// The folder relative paths of findings are read against.
  public var workingDirectory: String

  /// Creates changed lines from parts (what ``since(_:in:)`` works out).
  public init(
    root: String, base: String, files: [String: Lines], workingDirectory: String,
    notes: [String] = []
  ) {
    self.root = root
    self.base = base
    self.files = files
    self.workingDirectory = workingDirectory
    self.notes = notes
  }

  /// The lines changed since `ref` in the git work tree `directory` is in; relative finding
  /// paths are read against `workingDirectory`. Throws, with a message a person can act on,
  /// outside a work tree, for a revision git does not know, and when git fails.
  public static func since(
    _ ref: String, in directory: String,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) throws(ConfigurationError) -> ChangedLines {
    guard let root = try topFolder(of: directory) else {
      throw ConfigurationError(
        "--since needs a git work tree, and '\(directory)' is not in one (lint files of a git repository)"
      )
    }
    guard !ref.hasPrefix("-") else {
      throw ConfigurationError("--since takes a git revision, not '\(ref)'")
    }
    let verified = try Git.run(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], in: root)
    guard verified.status == 0 else {
      throw ConfigurationError(
        "--since: git knows no revision '\(ref)' (a branch, tag or commit; in a shallow CI clone, fetch it first, e.g. 'git fetch origin main')"
      )
    }
    let commit = String(decoding: verified.stdout, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    var notes: [String] = []
    var base = commit
    let mergeBase = try Git.run(["merge-base", commit, "HEAD"], in: root)
    if mergeBase.status == 0 {
      base = String(decoding: mergeBase.stdout, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
    } else {
      notes.append(
        "no common ancestor of '\(ref)' and HEAD was found (a shallow clone?); lines are counted against '\(ref)' itself"
      )
    }
    let diff = try Git.run(
      [
        "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", "--find-renames",
        "--src-prefix=a/", "--dst-prefix=b/", base, "--",
      ], in: root)
    guard diff.status == 0 else {
      throw ConfigurationError("--since: git diff against '\(ref)' failed: \(diff.stderr)")
    }
    let untracked = try Git.run(["ls-files", "--others", "--exclude-standard", "-z"], in: root)
    guard untracked.status == 0 else {
      throw ConfigurationError("--since: git ls-files failed: \(untracked.stderr)")
    }
    var files: [String: Lines] = [:]
    for (path, lines) in parse(unifiedDiff: String(decoding: diff.stdout, as: UTF8.self)) {
      files[root + "/" + path] = lines
    }
    for path in untracked.stdout.split(separator: 0) where !path.isEmpty {
      files[root + "/" + String(decoding: path, as: UTF8.self)] = .all
    }
    return ChangedLines(
      root: root, base: base, files: files, workingDirectory: workingDirectory, notes: notes)
  }

  /// The top folder of the git work tree `directory` is in (symbolic links resolved); `nil`
  /// outside a work tree.
  public static func topFolder(of directory: String) throws(ConfigurationError) -> String? {
    let top = try Git.run(["rev-parse", "--show-toplevel"], in: directory)
    guard top.status == 0 else { return nil }
    let path = String(decoding: top.stdout, as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : ReportContext.resolved(path)
  }

  /// The changed lines of each file a unified diff with no context lines (`git diff -U0`)
  /// shows, by its path in the new tree: the lines of each hunk's `+start,count`. A file the
  /// diff deletes has none; a file it adds has all.
  static func parse(unifiedDiff text: String) -> [String: Lines] {
    var result: [String: Lines] = [:]
    var current: String?
    var ranges: [ClosedRange<Int>] = []
    var isNew = false
    func flush() {
      if let current {
        result[current] = isNew ? .all : .ranges(ranges.sorted { $0.lowerBound < $1.lowerBound })
      }
      current = nil
      ranges = []
      isNew = false
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("diff --git ") {
        flush()
      } else if line.hasPrefix("new file mode") {
        isNew = true
      } else if line.hasPrefix("+++ ") {
        let name = unquoted(line.dropFirst(4))
        current = name.hasPrefix("b/") ? String(name.dropFirst(2)) : nil
      } else if line.hasPrefix("@@ "), current != nil, let range = addedLines(inHunkHeader: line) {
        ranges.append(range)
      }
    }
    flush()
    return result
  }

  /// The new-side lines of a hunk header `@@ -a,b +c,d @@`: `c...c+d-1`; `nil` when the hunk
  /// only deletes (`d` is 0).
  static func addedLines(inHunkHeader header: Substring) -> ClosedRange<Int>? {
    guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else {
      return nil
    }
    let parts = plus.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
    guard let start = parts.first.flatMap({ Int($0) }) else { return nil }
    let count = parts.count > 1 ? Int(parts[1]) ?? 0 : 1
    guard count > 0, start > 0 else { return nil }
    return start...(start + count - 1)
  }

  /// A path as git writes it in a patch: as is, or in double quotes with C escapes when it
  /// has unusual bytes (tabs, quotes, backslashes, and non-ASCII unless core.quotepath is off).
  static func unquoted(_ text: Substring) -> String {
    let trimmed = text.hasSuffix("\t") ? text.dropLast() : text
    guard trimmed.hasPrefix("\""), trimmed.hasSuffix("\""), trimmed.count >= 2 else {
      return String(trimmed)
    }
    var bytes: [UInt8] = []
    var iterator = Array(trimmed.dropFirst().dropLast().utf8).makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "\\"), let escaped = iterator.next() else {
        bytes.append(byte)
        continue
      }
      switch escaped {
      case UInt8(ascii: "n"): bytes.append(0x0A)
      case UInt8(ascii: "t"): bytes.append(0x09)
      case UInt8(ascii: "r"): bytes.append(0x0D)
      case UInt8(ascii: "a"): bytes.append(0x07)
      case UInt8(ascii: "b"): bytes.append(0x08)
      case UInt8(ascii: "f"): bytes.append(0x0C)
      case UInt8(ascii: "v"): bytes.append(0x0B)
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(escaped - UInt8(ascii: "0"))
        for _ in 0..<2 {
          guard let digit = iterator.next() else { break }
          value = value * 8 + Int(digit &- UInt8(ascii: "0"))
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
      default: bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The changed lines of a file as the linter names it (relative to the working folder or
  /// absolute); `nil` when the change left it alone.
  public func lines(ofFile file: String) -> Lines? {
    let absolute = file.hasPrefix("/") ? file : workingDirectory + "/" + file
    return files[ReportContext.resolved(absolute)]
  }

  /// The findings on changed lines: a finding is new when its line, or a place related to it
  /// (an edge of a cycle the change closed in another file), is one. A stale-baseline note
  /// (line 1 of a file, not a line of code) is kept when its file changed at all.
  public func filter(_ findings: [Finding]) -> [Finding] {
    var cache: [String: Lines?] = [:]
    func changed(_ file: String) -> Lines? {
      if let known = cache[file] { return known }
      let found = self.lines(ofFile: file)
      cache[file] = found
      return found
    }
    return findings.filter { finding in
      if finding.rule == "baseline" { return changed(finding.location.file) != nil }
      return ([finding.location] + finding.related).contains { place in
        changed(place.file)?.contains(place.line) ?? false
      }
    }
  }
}
