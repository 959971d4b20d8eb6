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
/// for file in workspace.settle() { publish(workspace.findings(inFile: file)) }  // the rest
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
  var facts: [String: FileFacts] = [:]
  /// Each file's facts read whole, kept between changes (a file read whole once is read whole
  /// again only when it changes).
  private let whole = WholeFacts()
  /// The texts of open documents, which stand in for the disk.
  private var texts: [String: [UInt8]] = [:]
  /// The findings by file.
  var findingsByFile: [String: [Finding]] = [:]
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
    snapshot = nil
    pending = nil
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
  /// is on disk. Returns the files whose findings changed: the document's when only it was
  /// worked out again (an edit that keeps what the file declares); the other files' are
  /// worked out by ``settle()``, or when they are asked for.
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
  /// ``filesChangedOnDisk(_:)``. Returns the files whose findings changed (see
  /// ``setText(_:of:)``: the others after ``settle()``).
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
  /// again: of the units the changed files are in only, when they declare what they declared
  /// (the split into units stands), else of the whole codebase.
  private func refresh(_ paths: [String]) -> [String] {
    pending = nil
    var members = Set(files)
    var changed: [String] = []
    var before: [String: FileFacts] = [:]
    // A file read for its declarations first and whole for the model: its first facts say
    // nothing of the calls grouping read, so its unit is grouped again.
    wasReadWhole = Set(paths.filter { whole.facts($0) != nil })
    for path in paths {
      before[path] = facts[path]
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
      changed.append(path)
    }
    let sorted = members.sorted()
    if sorted == files, let snapshot {
      if let result = moveFindings(changed: changed, before: before, in: snapshot) {
        changesThatMovedFindings += 1
        return result
      }
      if let result = recompute(changed: changed, in: snapshot) { return result }
    }
    files = sorted
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

  /// What the last computation made; `nil` before the first.
  var snapshot: Snapshot?
  /// How many changes only moved findings (see ``moveFindings(changed:before:in:)``): what
  /// tells a test that the shortcut was taken.
  private(set) var changesThatMovedFindings = 0
  /// The files of the change being made that the last computation had read whole.
  var wasReadWhole: Set<String> = []
  /// The last change's models, while their findings outside the changed files are not worked
  /// out.
  private var pending: FocusedRun?

  /// Reads a file whole: from the facts kept since it last changed, else from its open text
  /// or the disk.
  private func wholeReader() -> @Sendable (String) -> FileFacts {
    let texts = self.texts
    let whole = self.whole
    return { path in
      if let known = whole.facts(path) { return known }
      let read =
        texts[path].map { FileAnalyzer.analyze(bytes: $0, path: path) }
        ?? FileAnalyzer.analyze(path: path)
      whole.store(read, for: path)
      return read
    }
  }

  /// Works every finding out again from the facts held; returns the files whose findings
  /// changed (gained, lost or changed any).
  private func recompute() -> [String] {
    let ordered = files.compactMap { facts[$0] }
    let (kept, tests, _) = linter.withoutTestCode(ordered)
    let contexts = UnitPartition.contexts(of: kept)
    let done = linter.completedUnits(
      kept, units: contexts, testFiles: tests, readWhole: wholeReader())
    let (complete, codebase, classifications) = (done.facts, done.codebase, done.classifications)
    self.codebase = codebase
    var partitionDigests: [String: ContentHash] = [:]
    var classificationDigests: [String: ContentHash] = [:]
    var groupingDigests: [String: ContentHash] = [:]
    for file in ordered {
      partitionDigests[file.path] = StoredPartition.digest(of: file)
      classificationDigests[file.path] = ModuleModel.Classification.digest(of: file)
      groupingDigests[file.path] = ModuleModel.Classification.groupingDigest(of: file)
    }
    snapshot = Snapshot(
      kept: kept,
      keptIndex: Dictionary(kept.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { $1 }),
      testFiles: tests, partitionDigests: partitionDigests,
      classificationDigests: classificationDigests, groupingDigests: groupingDigests,
      contexts: contexts,
      classifications: classifications, units: codebase.units,
      needing: Dictionary(
        uniqueKeysWithValues: contexts.indices.map { context in
          (context, done.needing.intersection(contexts[context].files))
        }))
    var byFile: [String: [Finding]] = [:]
    for finding in linter.findings(in: complete, codebase: codebase) {
      byFile[finding.location.file, default: []].append(finding)
    }
    return replace(byFile, of: Set(findingsByFile.keys).union(byFile.keys))
  }

  /// Works the findings of the units `changed` files are in out again, when each of them still
  /// declares what decides its unit; `nil` when one does not (a type added or renamed, a file
  /// that became test code), and the whole codebase must be worked out again.
  ///
  /// The units that report a changed file are built again now, and the changed files'
  /// findings worked out; the rest of those units' findings, and the units that only read a
  /// changed file (a twin folder's unit reads the app's shared files too), are left stale
  /// until ``settle()`` or a question about their files, so an editor publishes the edited
  /// document first.
  private func recompute(changed: [String], in snapshot: Snapshot) -> [String]? {
    var snapshot = snapshot
    var changedIndices: Set<Int> = []
    var reclassify: Set<Int> = []
    var regroup: Set<Int> = []
    for path in changed {
      guard let file = facts[path],
        StoredPartition.digest(of: file) == snapshot.partitionDigests[path]
      else { return nil }
      // Test code, and still test code: it is in no unit.
      guard let index = snapshot.keptIndex[path] else { continue }
      // Whether a file read for its declarations is read whole also turns on the names it
      // uses (a view it names, `navigationDestination`): new names, a new decision.
      let namesChanged = !file.isComplete && file.usedNames != snapshot.kept[index].usedNames
      snapshot.kept[index] = file
      changedIndices.insert(index)
      let digest = ModuleModel.Classification.digest(of: file)
      if digest != snapshot.classificationDigests[path] {
        snapshot.classificationDigests[path] = digest
        reclassify.insert(index)
      }
      let grouping = ModuleModel.Classification.groupingDigest(of: file)
      if grouping != snapshot.groupingDigests[path]
        || (!file.isComplete && wasReadWhole.contains(path)) || namesChanged
      {
        snapshot.groupingDigests[path] = grouping
        regroup.insert(index)
      }
    }
    var primary: [Int] = []
    for context in snapshot.contexts.indices
    where snapshot.contexts[context].files.contains(where: changedIndices.contains) {
      for index in changedIndices where snapshot.contexts[context].files.contains(index) {
        snapshot.dirty[context, default: []].insert(snapshot.kept[index].path)
      }
      if snapshot.contexts[context].files.contains(where: reclassify.contains) {
        snapshot.reclassify.insert(context)
      }
      if snapshot.contexts[context].files.contains(where: {
        reclassify.contains($0) || regroup.contains($0)
      }) {
        snapshot.regroup.insert(context)
      }
      if snapshot.contexts[context].reported.contains(where: changedIndices.contains) {
        primary.append(context)
      } else {
        snapshot.stale.insert(context)
      }
    }
    self.snapshot = snapshot
    return rebuild(primary, focus: Set(changed))
  }

  /// Works out again the findings of the stale units (see ``setText(_:of:)``); returns the
  /// files whose findings changed. An editor calls it after publishing the edited document.
  @discardableResult
  public func settle() -> [String] {
    guard let stale = snapshot?.stale, !stale.isEmpty else { return [] }
    var changed: [String] = []
    if let pending, stale.isSuperset(of: pending.contexts) { changed = finish(pending) }
    if let rest = snapshot?.stale, !rest.isEmpty { changed += rebuild(rest.sorted()) }
    return Set(changed).sorted()
  }

  /// The models the last change built, whose findings were worked out for the changed files
  /// only: what ``settle()`` works the rest out in, while no other change came.
  struct FocusedRun {
    var contexts: [Int]
    var facts: [FileFacts]
    var codebase: Codebase
  }

  /// Works out every finding of a focused run's units in the models it built.
  private func finish(_ run: FocusedRun) -> [String] {
    guard var snapshot else { return [] }
    pending = nil
    for context in run.contexts { snapshot.stale.remove(context) }
    let reported = Set(
      run.contexts.flatMap { snapshot.contexts[$0].reported.map { snapshot.kept[$0].path } })
    if snapshot.stale.isEmpty {
      snapshot.current = []
    } else {
      snapshot.current.subtract(reported)
    }
    self.snapshot = snapshot
    var byFile: [String: [Finding]] = [:]
    for finding in linter.findings(in: run.facts, codebase: run.codebase)
    where reported.contains(finding.location.file) {
      byFile[finding.location.file, default: []].append(finding)
    }
    return replace(byFile, of: reported)
  }

  /// Settles the unit that reports `path`, if it is stale and the findings of `path` are not
  /// current.
  private func settle(reporting path: String) {
    guard let snapshot, !snapshot.stale.isEmpty, !snapshot.current.contains(path),
      let index = snapshot.keptIndex[path]
    else {
      return
    }
    let stale = snapshot.stale.filter { snapshot.contexts[$0].reported.contains(index) }
    guard !stale.isEmpty else { return }
    if let pending, stale.isSubset(of: pending.contexts),
      snapshot.stale.isSuperset(of: pending.contexts)
    {
      _ = finish(pending)
    } else {
      _ = rebuild(stale.sorted())
    }
  }

  /// Builds the models of these units again and works out their findings; with `focus`, only
  /// those in the focus files (the rest of the units' findings are left stale, to be worked
  /// out by ``settle()``).
  private func rebuild(_ contexts: [Int], focus: Set<String>? = nil) -> [String] {
    guard var snapshot, !contexts.isEmpty else { return [] }
    var known: [Int: ModuleModel.Classification] = [:]
    var groupings: [Int: ModuleModel] = [:]
    var changedFiles: [Int: Set<String>] = [:]
    for (position, context) in contexts.enumerated() where !snapshot.reclassify.contains(context) {
      known[position] = snapshot.classifications[context]
      if !snapshot.regroup.contains(context) {
        groupings[position] = snapshot.units[context].model
        changedFiles[position] = snapshot.dirty[context] ?? []
      }
    }
    // What they read whole stands when every unit is classified and grouped as before (the
    // helpers a role calls by name are in the grouping digest).
    let needing: Set<Int>? =
      groupings.count == contexts.count
      ? contexts.reduce(into: Set<Int>()) { $0.formUnion(snapshot.needing[$1] ?? []) } : nil
    let done = linter.completedUnits(
      snapshot.kept, units: contexts.map { snapshot.contexts[$0] }, testFiles: snapshot.testFiles,
      readWhole: wholeReader(), classifications: known, groupings: groupings,
      changedFiles: changedFiles, needing: needing)
    let (complete, rebuilt, classifications) = (done.facts, done.codebase, done.classifications)
    for (position, context) in contexts.enumerated() {
      snapshot.units[context] = rebuilt.units[position]
      snapshot.classifications[context] = classifications[position]
      snapshot.needing[context] = done.needing.intersection(snapshot.contexts[context].files)
      snapshot.reclassify.remove(context)
      snapshot.regroup.remove(context)
      snapshot.outdated.remove(context)
      snapshot.dirty[context] = nil
      if focus == nil {
        snapshot.stale.remove(context)
      } else {
        snapshot.stale.insert(context)
      }
    }
    var reported = Set(
      contexts.flatMap { snapshot.contexts[$0].reported.map { snapshot.kept[$0].path } })
    if let focus {
      reported.formIntersection(focus)
      snapshot.current = reported
    } else if snapshot.stale.isEmpty {
      snapshot.current = []
    } else {
      snapshot.current.subtract(reported)
    }
    self.snapshot = snapshot
    codebase = Codebase(units: snapshot.units, testFiles: snapshot.testFiles)
    pending = focus.map { _ in FocusedRun(contexts: contexts, facts: complete, codebase: rebuilt) }
    var byFile: [String: [Finding]] = [:]
    for finding in linter.findings(in: complete, codebase: rebuilt, focus: focus)
    where reported.contains(finding.location.file) {
      byFile[finding.location.file, default: []].append(finding)
    }
    return replace(byFile, of: reported)
  }

  /// Puts `byFile` in place of the findings of `files`; returns those whose findings changed.
  func replace(_ byFile: [String: [Finding]], of files: Set<String>) -> [String] {
    var changed: [String] = []
    for file in files where findingsByFile[file] != byFile[file] {
      changed.append(file)
      findingsByFile[file] = byFile[file]
    }
    return changed.sorted()
  }

  /// The findings in a file, sorted by place.
  public func findings(inFile path: String) -> [Finding] {
    settle(reporting: path)
    return findingsByFile[path] ?? []
  }

  /// Every finding, sorted by place.
  public var allFindings: [Finding] {
    settle()
    return Finding.sortedForOutput(findingsByFile.values.flatMap { $0 })
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
    // A fix is worked out in the model, whose places must be the text's.
    if let outdated = snapshot?.outdated, !outdated.isEmpty { _ = rebuild(outdated.sorted()) }
    let found = findings(inFile: path)
    return Linter.resolvingFixes(found, in: codebase, texts: texts)
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
