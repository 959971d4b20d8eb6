import Foundation
import SwiftParser
import SwiftSyntax

/// Runs `viper lint`: finds the Swift files, analyzes them in parallel, builds the
/// ``ModuleModel``, runs the rules and applies suppressions.
///
/// ```swift
/// let linter = Linter(configuration: LintConfiguration())
/// let files = try linter.swiftFiles(in: ["Sources"])
/// let findings = linter.findings(in: linter.analyze(files: files))
/// ```
public struct Linter: Sendable {
  /// The configuration.
  public var configuration: LintConfiguration
  /// Facts of earlier runs: files whose bytes did not change are not parsed again. `nil`
  /// parses every file.
  public var cache: LintCache?

  /// Creates a linter.
  public init(configuration: LintConfiguration = LintConfiguration(), cache: LintCache? = nil) {
    self.configuration = configuration
    self.cache = cache
  }

  /// The `.swift` files at `paths` (files as given, folders searched recursively, hidden
  /// folders skipped), minus the configuration's exclusions and what is left out by default
  /// (see ``select(paths:)``), sorted.
  public func swiftFiles(in paths: [String]) throws(ConfigurationError) -> [String] {
    try select(paths: paths).files
  }

  /// The `.swift` files at `paths` and those left out: files as given are always read; in a
  /// folder, third-party code, test code and Xcode templates are left out (judged by the path
  /// below the folder, so `viper lint AppTests` still reads what is in `AppTests`) unless the
  /// configuration includes them, and the configuration's exclusions are dropped.
  public func select(paths: [String]) throws(ConfigurationError) -> SourceSelection {
    var selection = SourceSelection()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ConfigurationError("no such file or folder: '\(path)'")
      }
      if !isDirectory.boolValue {
        if !isExcluded(path) { selection.files.append(path) }
        continue
      }
      let root = path.hasSuffix("/") ? path : path + "/"
      var found: [String] = []
      var stack = [path]
      while let folder = stack.popLast() {
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
        for name in names where !name.hasPrefix(".") {
          let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
          var childIsDirectory: ObjCBool = false
          guard manager.fileExists(atPath: child, isDirectory: &childIsDirectory) else {
            continue
          }
          if childIsDirectory.boolValue {
            stack.append(child)
          } else if name.hasSuffix(".swift") {
            found.append(child)
          }
        }
      }
      for file in found.sorted() where !isExcluded(file) {
        let relative = file.hasPrefix(root) ? file.dropFirst(root.count) : file[...]
        if let reason = SourceKinds.reason(forRelativePath: relative),
          !configuration.included.contains(reason)
        {
          selection.skipped[reason, default: []].append(file)
        } else {
          selection.files.append(file)
        }
      }
    }
    return selection
  }

  private func isExcluded(_ file: String) -> Bool {
    configuration.excluded.contains { prefix in
      file == prefix || file.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        || file.hasPrefix("./" + prefix + "/")
    }
  }

  /// Lints files: what ``analyze(files:progress:)`` then ``findings(in:)`` give, with the
  /// models built once for both. Blocks the caller.
  public func lint(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> [Finding] {
    run(files: files, progress: progress).findings
  }

  /// What a run found: the findings, and the codebase they were found in.
  public struct Run: Sendable {
    /// The findings, sorted by place.
    public var findings: [Finding]
    /// The units and their models; ``Codebase/testFiles`` lists the files left out as test
    /// code.
    public var codebase: Codebase
  }

  /// Lints files and keeps the codebase's models (what `viper lint` and `viper graph` read).
  /// Blocks the caller.
  ///
  /// With a ``cache`` whose last run linted the same files, none changed since, its findings
  /// are the answer and no model is built (the run's ``Run/codebase`` then has no units).
  /// When the changed files declare what they declared then, only the models of the units
  /// they are in are built again (and are the run's codebase); the other units' findings are
  /// the last run's.
  public func run(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> Run {
    run(files: files, reuseLastRun: true, progress: progress)
  }

  private func run(files: [String], reuseLastRun: Bool, progress: (@Sendable (Int) -> Void)?)
    -> Run
  {
    // Against the last run over the same files: read only the files changed since; when they
    // give the facts the last run used (none changed, a comment, a body in a file read for its
    // declarations), its findings stand and the other files' facts are never decoded.
    var prefetched: [Int: FileFacts] = [:]
    var stamps: [FileStamp]?
    if reuseLastRun, let cache, let (last, changed) = cache.lastRun(files: files) {
      let naming = configuration.naming
      let facts = ParallelMap.run(count: changed.count, progress: nil) { [cache] index in
        cache.analyze(path: files[changed[index]], naming: naming)
      }
      for (index, file) in zip(changed, facts) { prefetched[index] = file }
      if cache.sameFacts(as: last, changed: changed) {
        progress?(files.count)
        if !changed.isEmpty {
          cache.recordRun(
            files: files, complete: last.complete, findings: last.findings,
            testFiles: last.testFiles, partition: last.partition)
        }
        return Run(
          findings: last.findings, codebase: Codebase(units: [], testFiles: last.testFiles))
      }
      if let run = incrementalRun(
        files: files, last: last, changed: changed, prefetched: prefetched, cache: cache)
      {
        progress?(files.count)
        return run
      }
      // Every file not prefetched has the stamp the last run saw: no need to take it again.
      stamps = last.stamps
    }
    let read = analyzedFacts(
      files: files, prefetched: prefetched, stamps: stamps, progress: progress)
    let (kept, testFiles, keptIndices) = withoutTestCode(read)
    let units = UnitPartition.contexts(of: kept)
    let (facts, codebase) = completed(kept, units: units, testFiles: testFiles)
    let found = findings(in: facts, codebase: codebase)
    if let cache {
      var complete: [String: Bool] = [:]
      for file in read { complete[file.path] = file.isComplete }
      for file in facts { complete[file.path] = file.isComplete }
      let partition = StoredPartition(
        digests: read.map(StoredPartition.digest(of:)),
        contexts: units.map { $0.mapped { keptIndices[$0] } })
      cache.recordRun(
        files: files, complete: files.map { complete[$0] ?? false }, findings: found,
        testFiles: codebase.testFiles, partition: partition)
    }
    return Run(findings: found, codebase: codebase)
  }

  /// The run when every changed file declares what it declared in the last run, so the files
  /// fall into the last run's units: only the models that cover a changed file are built
  /// again (from their files' facts alone), and the findings in the files the other models
  /// report are the last run's. `nil` when the last run kept no partition or a changed file's
  /// declarations differ. The run's codebase holds the rebuilt models only.
  private func incrementalRun(
    files: [String], last: LintCache.LastRun, changed: [Int], prefetched: [Int: FileFacts],
    cache: LintCache
  ) -> Run? {
    guard let partition = last.partition, partition.digests.count == files.count else {
      return nil
    }
    for index in changed {
      guard let facts = prefetched[index],
        StoredPartition.digest(of: facts) == partition.digests[index]
      else { return nil }
    }
    let changedFiles = Set(changed)
    let affected = partition.contexts.filter { $0.files.contains(where: changedFiles.contains) }
    let needed = Set(affected.flatMap(\.files)).sorted()
    var local: [Int: Int] = [:]
    for (position, index) in needed.enumerated() { local[index] = position }
    let naming = configuration.naming
    let stamps = last.stamps
    let read = ParallelMap.run(count: needed.count, progress: nil) { [needed, cache] position in
      let index = needed[position]
      return prefetched[index]
        ?? cache.analyze(path: files[index], naming: naming, stamp: stamps[index])
    }
    let (facts, codebase) = completed(
      read, units: affected.map { $0.mapped { local[$0] ?? 0 } }, testFiles: last.testFiles)
    let rebuilt = Set(affected.flatMap { $0.reported.map { files[$0] } })
    let found = Finding.sortedForOutput(
      findings(in: facts, codebase: codebase).filter { rebuilt.contains($0.location.file) }
        + last.findings.filter { !rebuilt.contains($0.location.file) })
    var complete = last.complete
    for index in changed { complete[index] = prefetched[index]?.isComplete ?? false }
    for (position, index) in needed.enumerated() { complete[index] = facts[position].isComplete }
    cache.recordRun(
      files: files, complete: complete, findings: found, testFiles: last.testFiles,
      partition: partition)
    return Run(findings: found, codebase: codebase)
  }

  /// Lints files and works out each finding's repair: the ``Finding/fix`` that `viper lint
  /// --fix` applies and the reporters print, or why there is none (``Finding/notFixable``).
  /// Blocks the caller.
  public func run(files: [String], fixes: Bool, progress: (@Sendable (Int) -> Void)? = nil)
    -> Run
  {
    var result = run(files: files, reuseLastRun: !fixes, progress: progress)
    if fixes { result.findings = Self.resolvingFixes(result.findings, in: result.codebase) }
    return result
  }

  /// The findings with their fixes worked out, each in the model of the unit that reported it.
  static func resolvingFixes(_ findings: [Finding], in codebase: Codebase) -> [Finding] {
    let sources = FixSources()
    var unitOfFile: [String: Int] = [:]
    for (index, unit) in codebase.units.enumerated() {
      for file in unit.reportedFiles where unitOfFile[file] == nil { unitOfFile[file] = index }
    }
    return findings.map { finding in
      var finding = finding
      guard finding.rule != "parse" else { return finding }
      guard let request = finding.request else {
        finding.notFixable = "not fixable automatically"
        return finding
      }
      guard let unit = unitOfFile[finding.location.file] else {
        finding.notFixable = "the file is in no unit of the model"
        return finding
      }
      switch Fixer(model: codebase.units[unit].model, sources: sources).fix(request) {
      case .success(let fix): finding.fix = fix
      case .failure(let refusal): finding.notFixable = refusal.reason
      }
      return finding
    }
  }

  /// The codebase of files, as ``lint(files:progress:)`` builds it (what `viper graph` draws).
  /// Blocks the caller.
  public func codebase(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> Codebase {
    analyzedCodebase(files: files, progress: progress).codebase
  }

  /// Analyzes files on dedicated threads (one per core, large stacks for deeply nested code),
  /// blocking the caller. `progress` is called with the number of files done.
  ///
  /// A file whose declarations show no role whose bodies a rule reads is read for its
  /// declarations only; once every file's declarations are known, the few of those that hold
  /// such a type after all (a class whose role comes from a protocol in another file) are read
  /// again, whole. The result gives the same findings as reading every file whole. Files of
  /// test code are left out unless the configuration includes them.
  public func analyze(files: [String], progress: (@Sendable (Int) -> Void)? = nil)
    -> [FileFacts]
  {
    analyzedCodebase(files: files, progress: progress).facts
  }

  /// The facts of `files` and the codebase made of them.
  func analyzedCodebase(files: [String], progress: (@Sendable (Int) -> Void)?) -> (
    facts: [FileFacts], codebase: Codebase
  ) {
    completed(analyzedFacts(files: files, prefetched: [:], stamps: nil, progress: progress))
  }

  /// Every file's facts as the first pass reads them (declarations only where no role needs
  /// more), from the cache where it has them. `stamps`: each file's stamp, when the caller
  /// has just taken them.
  private func analyzedFacts(
    files: [String], prefetched: [Int: FileFacts], stamps: [FileStamp]?,
    progress: (@Sendable (Int) -> Void)?
  ) -> [FileFacts] {
    let naming = configuration.naming
    return ParallelMap.run(count: files.count, progress: progress) { [cache] index in
      if let facts = prefetched[index] { return facts }
      return cache?.analyze(path: files[index], naming: naming, stamp: stamps?[index])
        ?? FileAnalyzer.analyze(path: files[index], naming: naming)
    }
  }

  /// `facts` without test code, split into units, with every file that holds a type whose
  /// bodies a rule reads read whole, and the units' models.
  func completed(_ all: [FileFacts]) -> (facts: [FileFacts], codebase: Codebase) {
    let (kept, testFiles, _) = withoutTestCode(all)
    return completed(kept, units: UnitPartition.contexts(of: kept), testFiles: testFiles)
  }

  /// `facts` (no test code) split into `units`, with every file that holds a type whose bodies
  /// a rule reads read whole, and the units' models.
  private func completed(
    _ facts: [FileFacts], units: [UnitPartition.Context], testFiles: [String]
  ) -> (facts: [FileFacts], codebase: Codebase) {
    let naming = configuration.naming
    var facts = facts
    let classifications = units.map { unit in
      ModuleModel.Classification(files: unit.files.map { facts[$0] }, naming: naming)
    }
    var needing: Set<Int> = []
    for (unit, classification) in zip(units, classifications) {
      for (local, global) in unit.files.enumerated()
      where !facts[global].isComplete && classification.fileNeedsBodies(local) {
        needing.insert(global)
      }
    }
    let needed = needing.sorted()
    let whole = ParallelMap.run(count: needed.count, progress: nil) { [facts, needed, cache] in
      cache?.analyze(path: facts[needed[$0]].path, naming: nil)
        ?? FileAnalyzer.analyze(path: facts[needed[$0]].path)
    }
    var changed: Set<Int> = []
    for (index, file) in zip(needed, whole) {
      if !Self.sameDeclarations(facts[index], file) { changed.insert(index) }
      facts[index] = file
    }
    // Roles depend on declarations only, so a classification carries over when the files read
    // again declare what their declarations walk saw (a file changed in between, or a local
    // type the walk's byte scan missed, would not).
    let models = zip(units, classifications).map { unit, classification in
      let same = !unit.files.contains(where: changed.contains)
      let model = ModuleModel(
        files: unit.files.map { facts[$0] }, naming: naming,
        classification: same ? classification : nil)
      return Self.unit(unit, model: model, facts: facts)
    }
    return (facts, Codebase(units: models, testFiles: testFiles))
  }

  private static func unit(_ context: UnitPartition.Context, model: ModuleModel, facts: [FileFacts])
    -> Codebase.Unit
  {
    Codebase.Unit(
      name: context.name, model: model,
      reportedFiles: Set(context.reported.map { facts[$0].path }),
      unitOfFile: Dictionary(
        uniqueKeysWithValues: context.unitOfFile.map { (facts[$0.key].path, $0.value) }))
  }

  /// `facts` without the files of test code (unless the configuration includes tests), the
  /// paths of those, and the index in `facts` of each file kept.
  private func withoutTestCode(_ facts: [FileFacts]) -> (
    kept: [FileFacts], tests: [String], keptIndices: [Int]
  ) {
    guard !configuration.included.contains(.tests) else {
      return (facts, [], Array(facts.indices))
    }
    var kept: [FileFacts] = []
    var tests: [String] = []
    var keptIndices: [Int] = []
    kept.reserveCapacity(facts.count)
    keptIndices.reserveCapacity(facts.count)
    for (index, file) in facts.enumerated() {
      if SourceKinds.isTestCode(file) {
        tests.append(file.path)
      } else {
        kept.append(file)
        keptIndices.append(index)
      }
    }
    return (kept, tests, keptIndices)
  }

  private static func sameDeclarations(_ lhs: FileFacts, _ rhs: FileFacts) -> Bool {
    lhs.types.count == rhs.types.count
      && zip(lhs.types, rhs.types).allSatisfy {
        $0.name == $1.name && $0.kind == $1.kind && $0.inherited == $1.inherited
      }
  }

  /// Reads and parses files with SwiftParser on the same threads ``analyze(files:progress:)``
  /// uses, and nothing else: the baseline the lint benchmark compares against. Files the
  /// linter does not parse (see `BracketGuard`) are skipped here too. Returns the total length
  /// of the parsed trees, so the work cannot be optimized away.
  public static func parseOnly(files: [String]) -> Int {
    ParallelMap.run(count: files.count, progress: nil) { index -> Int in
      guard let data = FileManager.default.contents(atPath: files[index]) else { return 0 }
      let bytes = [UInt8](data)
      if BracketGuard.tooLongRun(in: bytes) != nil { return 0 }
      let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      return tree.totalLength.utf8Length
    }.reduce(0, +)
  }

  /// Analyzes files on dedicated threads without blocking the caller's thread.
  public func analyze(files: [String]) async -> [FileFacts] {
    await withCheckedContinuation { continuation in
      let thread = Thread {
        continuation.resume(returning: analyze(files: files, progress: nil))
      }
      thread.start()
    }
  }

  /// The findings for analyzed files: files' problems as notes, then every enabled rule's
  /// over each unit's model, suppressed ones left out, sorted by place. Test code is left out
  /// as ``analyze(files:progress:)`` leaves it out.
  public func findings(in files: [FileFacts]) -> [Finding] {
    findings(in: files, codebase: codebase(of: files))
  }

  /// The codebase of analyzed files: test code left out, the rest split into units, a model
  /// for each.
  public func codebase(of files: [FileFacts]) -> Codebase {
    let (kept, tests, _) = withoutTestCode(files)
    let units = UnitPartition.contexts(of: kept).map { context in
      Self.unit(
        context,
        model: ModuleModel(files: context.files.map { kept[$0] }, naming: configuration.naming),
        facts: kept)
    }
    return Codebase(units: units, testFiles: tests)
  }

  /// The findings for analyzed files and their codebase.
  func findings(in files: [FileFacts], codebase: Codebase) -> [Finding] {
    var suppressions: [String: SuppressionMap] = [:]
    var findings: [Finding] = []
    let tests = Set(codebase.testFiles)
    for file in files where !tests.contains(file.path) {
      if !file.suppressions.isEmpty { suppressions[file.path] = file.suppressions }
      for problem in file.problems {
        findings.append(
          Finding(
            rule: "parse", severity: .note, message: problem.message, location: problem.location)
        )
      }
    }
    for rule in LintRules.all {
      guard let severity = configuration.severity(for: rule) else { continue }
      let checker = rule.init()
      for unit in codebase.units {
        for found in checker.check(unit.model) where unit.reportedFiles.contains(found.location.file) {
          if let map = suppressions[found.location.file],
            map.isSuppressed(rule: rule.key, line: found.location.line)
          {
            continue
          }
          var finding = Finding(
            rule: rule.key, severity: severity, message: found.message, location: found.location)
          finding.request = found.fix
          findings.append(finding)
        }
      }
    }
    return Finding.sortedForOutput(findings)
  }

  /// Lints sources given in memory, by path: the entry point of the rule tests.
  public func findings(inSources sources: [(path: String, source: String)]) -> [Finding] {
    findings(in: sources.map { FileAnalyzer.analyze(source: $0.source, path: $0.path) })
  }
}

/// A parallel map over indices on dedicated threads with 16 MB stacks.
enum ParallelMap {
  static func run<T: Sendable>(
    count: Int, progress: (@Sendable (Int) -> Void)?, _ body: @escaping @Sendable (Int) -> T
  ) -> [T] {
    guard count > 0 else { return [] }
    let state = State<T>(count: count)
    let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, count))
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<workers {
      let thread = Thread {
        while let index = state.next() {
          let value = body(index)
          let finished = state.store(value, at: index)
          progress?(finished)
        }
        done.signal()
      }
      thread.stackSize = 16 << 20
      thread.start()
    }
    for _ in 0..<workers { done.wait() }
    return state.results()
  }

  final class State<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var finished = 0
    private var values: [T?]

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func next() -> Int? {
      lock.withLock {
        guard nextIndex < values.count else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
      }
    }

    func store(_ value: T, at index: Int) -> Int {
      lock.withLock {
        values[index] = value
        finished += 1
        return finished
      }
    }

    func results() -> [T] { lock.withLock { values.compactMap { $0 } } }
  }
}
