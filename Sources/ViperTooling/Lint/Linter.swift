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

  /// Creates a linter.
  public init(configuration: LintConfiguration = LintConfiguration()) {
    self.configuration = configuration
  }

  /// The `.swift` files at `paths` (files as given, folders searched recursively, hidden
  /// folders and `.build` skipped), minus the configuration's exclusions, sorted.
  public func swiftFiles(in paths: [String]) throws(ConfigurationError) -> [String] {
    var result: [String] = []
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ConfigurationError("no such file or folder: '\(path)'")
      }
      if !isDirectory.boolValue {
        result.append(path)
        continue
      }
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
      result += found.sorted()
    }
    return result.filter { file in
      !configuration.excluded.contains { prefix in
        file == prefix || file.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
          || file.hasPrefix("./" + prefix + "/")
      }
    }
  }

  /// Lints files: what ``analyze(files:progress:)`` then ``findings(in:)`` give, with the
  /// module model built once for both. Blocks the caller.
  public func lint(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> [Finding] {
    let (facts, model) = analyzedModel(files: files, progress: progress)
    return findings(in: facts, model: model)
  }

  /// The module model of files, as ``lint(files:progress:)`` builds it (what `viper graph`
  /// draws). Blocks the caller.
  public func model(files: [String], progress: (@Sendable (Int) -> Void)? = nil) -> ModuleModel {
    analyzedModel(files: files, progress: progress).model
  }

  /// Analyzes files on dedicated threads (one per core, large stacks for deeply nested code),
  /// blocking the caller. `progress` is called with the number of files done.
  ///
  /// A file whose declarations show no role whose bodies a rule reads is read for its
  /// declarations only; once every file's declarations are known, the few of those that hold
  /// such a type after all (a class whose role comes from a protocol in another file) are read
  /// again, whole. The result gives the same findings as reading every file whole.
  public func analyze(files: [String], progress: (@Sendable (Int) -> Void)? = nil)
    -> [FileFacts]
  {
    analyzedModel(files: files, progress: progress).facts
  }

  /// The facts of `files` and the module model of those facts.
  func analyzedModel(files: [String], progress: (@Sendable (Int) -> Void)?) -> (
    facts: [FileFacts], model: ModuleModel
  ) {
    let naming = configuration.naming
    let facts = ParallelMap.run(count: files.count, progress: progress) {
      FileAnalyzer.analyze(path: files[$0], naming: naming)
    }
    return completed(facts)
  }

  /// `facts` with every file that holds a type whose bodies a rule reads read whole, and their
  /// model.
  func completed(_ facts: [FileFacts]) -> (facts: [FileFacts], model: ModuleModel) {
    let naming = configuration.naming
    let classification = ModuleModel.Classification(files: facts, naming: naming)
    let needed = facts.indices.filter { index in
      !facts[index].isComplete && classification.file(index, holdsA: \.hasBodyRules)
    }
    guard !needed.isEmpty else {
      return (facts, ModuleModel(files: facts, naming: naming, classification: classification))
    }
    let whole = ParallelMap.run(count: needed.count, progress: nil) {
      FileAnalyzer.analyze(path: facts[needed[$0]].path)
    }
    var result = facts
    var sameDeclarations = true
    for (index, file) in zip(needed, whole) {
      sameDeclarations = sameDeclarations && Self.sameDeclarations(result[index], file)
      result[index] = file
    }
    // Roles depend on declarations only, so the classification carries over when the files
    // read again declare what their declarations walk saw (a file changed in between, or a
    // local type the walk's byte scan missed, would not).
    return (
      result,
      ModuleModel(
        files: result, naming: naming, classification: sameDeclarations ? classification : nil)
    )
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

  /// The findings for analyzed files: files' problems as notes, then every enabled rule's,
  /// suppressed ones left out, sorted by place.
  public func findings(in files: [FileFacts]) -> [Finding] {
    findings(in: files, model: ModuleModel(files: files, naming: configuration.naming))
  }

  /// The findings for analyzed files and their model.
  func findings(in files: [FileFacts], model: ModuleModel) -> [Finding] {
    var suppressions: [String: SuppressionMap] = [:]
    var findings: [Finding] = []
    for file in files {
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
      for found in rule.init().check(model) {
        if let map = suppressions[found.location.file],
          map.isSuppressed(rule: rule.key, line: found.location.line)
        {
          continue
        }
        findings.append(
          Finding(
            rule: rule.key, severity: severity, message: found.message, location: found.location))
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
