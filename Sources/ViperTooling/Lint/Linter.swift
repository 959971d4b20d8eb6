import Foundation

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
    run(files: files, fixes: false, progress: progress)
  }

  /// Lints files and, with `fixes`, works out each finding's repair: the ``Finding/fix`` that
  /// `viper lint --fix` applies and the JSON and SARIF reporters print, or why there is none
  /// (``Finding/notFixable``). Blocks the caller.
  ///
  /// Fixes are worked out only when asked for, and kept in the cache with the findings: a
  /// later run that asks for them again, over files that did not change, takes them from
  /// there. A run that asks for them after one that did not builds the models again.
  public func run(files: [String], fixes: Bool, progress: (@Sendable (Int) -> Void)? = nil)
    -> Run
  {
    // Against the last run over the same files: read only the files changed since; when they
    // give the facts the last run used (none changed, a comment, a body in a file read for its
    // declarations), its findings stand and the other files' facts are never decoded.
    var prefetched: [Int: FileFacts] = [:]
    var stamps: [FileStamp]?
    if let cache, let (last, changed) = cache.lastRun(files: files) {
      let naming = configuration.naming
      let facts = ParallelMap.run(count: changed.count, progress: nil) { [cache] index in
        cache.analyze(path: files[changed[index]], naming: naming)
      }
      for (index, file) in zip(changed, facts) { prefetched[index] = file }
      // A fix is byte offsets into the files it edits: one of them changed, it is stale.
      let changedPaths = cache.filesWithOtherBytes(of: last, changed: changed)
      let fixesStand =
        last.fixesResolved
        && !last.findings.contains { finding in
          finding.fix?.replacements.contains { changedPaths.contains($0.file) } ?? false
        }
      let usable = !fixes || fixesStand
      if usable, cache.sameFacts(as: last, changed: changed) {
        progress?(files.count)
        if !changed.isEmpty {
          cache.recordRun(
            files: files, complete: last.complete, findings: last.findings,
            testFiles: last.testFiles, partition: last.partition, fixesResolved: fixesStand)
        }
        return Run(
          findings: last.findings, codebase: Codebase(units: [], testFiles: last.testFiles))
      }
      if usable,
        let run = incrementalRun(
          files: files, last: last, changed: changed, prefetched: prefetched, cache: cache,
          fixes: fixes, fixesStand: fixesStand)
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
    var found = findings(in: facts, codebase: codebase)
    if fixes { found = Self.resolvingFixes(found, in: codebase) }
    if let cache {
      var complete: [String: Bool] = [:]
      for file in read { complete[file.path] = file.isComplete }
      for file in facts { complete[file.path] = file.isComplete }
      let partition = StoredPartition(
        digests: read.map(StoredPartition.digest(of:)),
        contexts: units.map { $0.mapped { keptIndices[$0] } })
      cache.recordRun(
        files: files, complete: files.map { complete[$0] ?? false }, findings: found,
        testFiles: codebase.testFiles, partition: partition, fixesResolved: fixes)
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
    cache: LintCache, fixes: Bool, fixesStand: Bool
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
    var fresh = findings(in: facts, codebase: codebase).filter {
      rebuilt.contains($0.location.file)
    }
    if fixes { fresh = Self.resolvingFixes(fresh, in: codebase) }
    let found = Finding.sortedForOutput(
      fresh + last.findings.filter { !rebuilt.contains($0.location.file) })
    var complete = last.complete
    for index in changed { complete[index] = prefetched[index]?.isComplete ?? false }
    for (position, index) in needed.enumerated() { complete[index] = facts[position].isComplete }
    cache.recordRun(
      files: files, complete: complete, findings: found, testFiles: last.testFiles,
      partition: partition, fixesResolved: fixes && fixesStand)
    return Run(findings: found, codebase: codebase)
  }

}
