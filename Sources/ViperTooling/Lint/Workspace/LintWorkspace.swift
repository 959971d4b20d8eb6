import Foundation

/// A codebase held in memory for an editor (`viper lint`'s language server): every file's
/// facts, the text of the documents open in the editor in place of what is on disk, and the
/// findings of every file, worked out again after each change from the facts of the files
/// that changed.
///
/// After any sequence of changes the findings are those a cold `viper lint` of the same texts
/// gives. Not thread-safe: one owner (the server's loop) calls it.
///
/// ```swift
/// let workspace = LintWorkspace(roots: ["/path/to/App"], configuration: configuration)
/// workspace.load()
/// let changed = workspace.setText("final class UsersPresenter { ... }", of: "/path/to/App/UsersPresenter.swift")
/// for file in changed { publish(workspace.findings(inFile: file)) }
/// ```
public final class LintWorkspace {
  /// The folders (or files) linted, as given.
  public let roots: [String]
  /// The configuration.
  public let configuration: LintConfiguration
  private let linter: Linter
  /// The files linted, sorted (what `viper lint ROOTS` selects, plus open documents under a
  /// root that are not on disk yet).
  public private(set) var files: [String] = []
  /// Each file's facts as the first pass reads them (declarations only where no role needs
  /// more).
  private var facts: [String: FileFacts] = [:]
  /// Each file's facts read whole, kept between changes (a file read whole once is read whole
  /// again only when it changes).
  private let whole = WholeFacts()
  /// The texts of open documents, which stand in for the disk.
  private var texts: [String: [UInt8]] = [:]
  /// The findings by file.
  private var findingsByFile: [String: [Finding]] = [:]
  /// The codebase of the last computation, where fixes are worked out.
  private var codebase = Codebase(units: [], testFiles: [])

  /// A workspace over `roots` (files or folders). Nothing is read until ``load(progress:)``.
  /// With a `cache`, unchanged files are not parsed again at load.
  public init(roots: [String], configuration: LintConfiguration, cache: LintCache? = nil) {
    self.roots = roots
    self.configuration = configuration
    self.linter = Linter(configuration: configuration, cache: cache)
  }

  /// Reads every file under the roots and works out every finding. `progress` is called with
  /// the number of files read and their total. Returns the files that have findings.
  @discardableResult
  public func load(progress: (@Sendable (Int, Int) -> Void)? = nil) throws(ConfigurationError)
    -> [String]
  {
    let selected = try linter.select(paths: roots).files
    files = Array(Set(selected).union(texts.keys.filter(isUnderRoots))).sorted()
    let total = files.count
    var counted: (@Sendable (Int) -> Void)?
    if let progress { counted = { done in progress(done, total) } }
    let read = linter.analyzedFacts(
      files: files, prefetched: prefetched(), stamps: nil, progress: counted)
    facts = Dictionary(uniqueKeysWithValues: zip(files, read))
    whole.removeAll()
    return recompute()
  }

  /// The first-pass facts of the open documents among ``files``, by index.
  private func prefetched() -> [Int: FileFacts] {
    var result: [Int: FileFacts] = [:]
    for (index, file) in files.enumerated() {
      if let text = texts[file] { result[index] = analyze(text, path: file) }
    }
    return result
  }

  private func analyze(_ bytes: [UInt8], path: String) -> FileFacts {
    FileAnalyzer.analyze(bytes: bytes, path: path, naming: configuration.naming)
  }

  /// Whether a path is linted by the roots (under a root folder, or a root file itself).
  private func isUnderRoots(_ path: String) -> Bool {
    guard path.hasSuffix(".swift") else { return false }
    return roots.contains { root in
      path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
  }

  /// Sets the text of an open document (the editor's, saved or not); `nil` goes back to what
  /// is on disk. Returns the files whose findings changed.
  @discardableResult
  public func setText(_ text: String?, of path: String) -> [String] {
    if let text {
      texts[path] = Array(text.utf8)
    } else {
      texts[path] = nil
    }
    return refresh([path])
  }

  /// Several changes at once, worked out with one computation of the findings (an editor's
  /// burst of edits): the texts of open documents (`nil` goes back to the disk) and files
  /// changed on disk. The same as ``setText(_:of:)`` for each text, then
  /// ``filesChangedOnDisk(_:)``. Returns the files whose findings changed.
  @discardableResult
  public func update(texts changes: [String: String?], filesChangedOnDisk paths: [String] = [])
    -> [String]
  {
    for (path, text) in changes {
      texts[path] = text.map { Array($0.utf8) }
    }
    var seen = Set<String>()
    return refresh((changes.keys.sorted() + paths).filter { seen.insert($0).inserted })
  }

  /// Files changed, appeared or went away on disk (open documents keep their text). Returns
  /// the files whose findings changed.
  @discardableResult
  public func filesChangedOnDisk(_ paths: [String]) -> [String] {
    refresh(paths)
  }

  /// Reads `paths` again (from their open text, else the disk) and works the findings out
  /// again.
  private func refresh(_ paths: [String]) -> [String] {
    var members = Set(files)
    for path in paths {
      whole.remove(path)
      let exists = texts[path] != nil || FileManager.default.fileExists(atPath: path)
      if exists && isUnderRoots(path) && isSelected(path) {
        members.insert(path)
        if let text = texts[path] {
          facts[path] = analyze(text, path: path)
        } else {
          facts[path] = FileAnalyzer.analyze(path: path, naming: configuration.naming)
        }
      } else {
        members.remove(path)
        facts[path] = nil
      }
    }
    files = members.sorted()
    return recompute()
  }

  /// Whether `viper lint ROOTS` would read a path under the roots (not excluded, not left
  /// out as third-party code, tests or templates).
  private func isSelected(_ path: String) -> Bool {
    for root in roots where path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    {
      if path == root { return true }
      let relative = path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1)
      if let reason = SourceKinds.reason(forRelativePath: relative),
        !configuration.included.contains(reason)
      {
        return false
      }
      return !configuration.excluded.contains { prefix in
        path == prefix || path.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
      }
    }
    return false
  }

  /// Works every finding out again from the facts held; returns the files whose findings
  /// changed (gained, lost or changed any).
  private func recompute() -> [String] {
    let ordered = files.compactMap { facts[$0] }
    let (kept, tests, _) = linter.withoutTestCode(ordered)
    let units = UnitPartition.contexts(of: kept)
    let texts = self.texts
    let whole = self.whole
    let (complete, codebase) = linter.completed(
      kept, units: units, testFiles: tests,
      readWhole: { path in
        if let known = whole.facts(path) { return known }
        let read =
          texts[path].map { FileAnalyzer.analyze(bytes: $0, path: path) }
          ?? FileAnalyzer.analyze(path: path)
        whole.store(read, for: path)
        return read
      })
    self.codebase = codebase
    var byFile: [String: [Finding]] = [:]
    for finding in linter.findings(in: complete, codebase: codebase) {
      byFile[finding.location.file, default: []].append(finding)
    }
    let touched = Set(findingsByFile.keys).union(byFile.keys)
    let changed = touched.filter { findingsByFile[$0] != byFile[$0] }.sorted()
    findingsByFile = byFile
    return changed
  }

  /// The findings in a file, sorted by place.
  public func findings(inFile path: String) -> [Finding] {
    findingsByFile[path] ?? []
  }

  /// Every finding, sorted by place.
  public var allFindings: [Finding] {
    Finding.sortedForOutput(findingsByFile.values.flatMap { $0 })
  }

  /// The text of a file as the workspace reads it: the open document's, else the disk's.
  public func text(of path: String) -> String? {
    if let bytes = texts[path] { return String(decoding: bytes, as: UTF8.self) }
    return FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The findings of a file with their repairs worked out (what `viper lint --fix` would do,
  /// against the open documents' texts): ``Finding/fix``, or why there is none in
  /// ``Finding/notFixable``.
  public func findingsWithFixes(inFile path: String) -> [Finding] {
    Linter.resolvingFixes(findings(inFile: path), in: codebase, texts: texts)
  }
}

/// Facts of files read whole, shared with the threads that read them.
private final class WholeFacts: @unchecked Sendable {
  private let lock = NSLock()
  private var byPath: [String: FileFacts] = [:]

  func facts(_ path: String) -> FileFacts? { lock.withLock { byPath[path] } }
  func store(_ facts: FileFacts, for path: String) { lock.withLock { byPath[path] = facts } }
  func remove(_ path: String) { _ = lock.withLock { byPath.removeValue(forKey: path) } }
  func removeAll() { lock.withLock { byPath.removeAll() } }
}
