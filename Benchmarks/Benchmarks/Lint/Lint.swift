import Benchmark
import BenchmarkSupport
import Foundation
import ViperTooling

// viper lint over a large corpus: every .swift file of one tag of every package in the local
// mirror (/opt/swift-packages, about 15,000 files), against SwiftParser parse-only of the same
// files with the same threads, in the same iteration (order alternated).
//
// - "Lint/ratio": both sides each iteration; prints files/s for both and lint / parse-only.
//   Target: lint <= 1.3x parse-only.
//
// Each side runs in a process of its own, the LintTimer executable, as `viper lint` runs: this
// executable links package-benchmark's malloc interposer (for the pipelines' malloc counts),
// which puts a header on every allocation and calls through to libc; lint makes many more
// small allocations than a parse, and the interposer alone made it about 5% slower than in a
// plain process. Build LintTimer first: `swift build -c release --product LintTimer`.
//
// - "Lint/cache": the lint cache, each iteration against parse-only of the whole corpus in the
//   same iteration: a cold run (empty cache folder), a warm run with no change, and two warm
//   runs with one file changed: a comment appended at its end (its facts stay the same, so the
//   last findings stand), and a comment inserted at its top (every location in it moves, so
//   the model is built again: the worst case). The file is put back after each. Targets: warm
//   with no change <= 0.05x parse-only, one file changed <= 0.1x. Prints files/s of the cold
//   run and the machine's cores.
//
// The corpus is extracted with `git archive` into a temporary folder in setup, or read from
// $VIPER_LINT_CORPUS (a folder) when set. Each side takes tens of seconds, so the suite runs a
// few iterations only.

private let target = 1.3
private let samples = PairedSamples()
private let corpus = CorpusFiles()

/// The corpus's file paths, found (and extracted if need be) once.
final class CorpusFiles: @unchecked Sendable {
  // @unchecked: `files` is written once in `load()` under `lock`.
  private let lock = NSLock()
  private var files: [String]?

  private var folder: String?

  func load() throws -> [String] {
    try lock.withLock {
      if let files { return files }
      let folder = try Self.folder()
      var configuration = LintConfiguration()
      configuration.included = Set(SkipReason.allCases)
      let found = try Linter(configuration: configuration).swiftFiles(in: [folder])
      files = found
      return found
    }
  }

  /// The corpus's folder, extracted if need be.
  func folderPath() throws -> String {
    try lock.withLock {
      if let folder { return folder }
      let found = try Self.folder()
      folder = found
      return found
    }
  }

  private static func folder() throws -> String {
    if let given = ProcessInfo.processInfo.environment["VIPER_LINT_CORPUS"] { return given }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viper-lint-corpus"
    ).path
    if FileManager.default.fileExists(atPath: folder) { return folder }
    let script = """
      set -e
      mkdir -p "$1"
      for repo in /opt/swift-packages/*/*.git; do
        owner=$(basename "$(dirname "$repo")"); name=$(basename "$repo" .git)
        tag=$(git -C "$repo" tag --sort=-v:refname | head -n 1); tag=${tag:-HEAD}
        mkdir -p "$1/$owner/$name"
        git -C "$repo" archive "$tag" -- '*.swift' 2>/dev/null | tar -x -C "$1/$owner/$name" || true
      done
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script, "extract", folder]
    try process.run()
    process.waitUntilExit()
    return folder
  }
}

/// The LintTimer executable, next to this one.
private enum LintTimer {
  static let path = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
    .resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("LintTimer").path

  static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

  static let howToBuild = """
    Lint/ratio: no LintTimer at \(path). Build it with
      swift build -c release --product LintTimer
    from the Benchmarks folder.
    """

  /// Runs one side (`lint` or `parse`) over the corpus folder; returns its time as LintTimer
  /// measured it (files found, not process start).
  static func time(_ side: String, folder: String, cache: String? = nil) throws -> Duration {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-lint-timer-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    _ = try Spawn.run(path, [side, folder, output] + (cache.map { [$0] } ?? []))
    let text = try String(contentsOfFile: output, encoding: .utf8)
    guard let nanoseconds = text.split(separator: " ").first.flatMap({ Int64($0) }) else {
      throw Spawn.Failure(description: "LintTimer \(side): unreadable output '\(text)'")
    }
    return .nanoseconds(nanoseconds)
  }
}

private let coldSamples = PairedSamples()
private let warmSamples = PairedSamples()
private let changedSamples = PairedSamples()
private let movedSamples = PairedSamples()

/// Adds a comment to one corpus file (at its end, or at its top, which moves every line) for
/// the duration of `body`, then puts its bytes back.
private func withOneFileChanged<T>(in folder: String, atTop: Bool, _ body: () throws -> T)
  throws -> T
{
  let files = try corpus.load()
  guard let file = files.first(where: { $0.hasPrefix(folder) }) ?? files.first else {
    throw Spawn.Failure(description: "Lint/cache: the corpus has no file")
  }
  let original = try Data(contentsOf: URL(fileURLWithPath: file))
  defer { try? original.write(to: URL(fileURLWithPath: file)) }
  let comment = Data("// changed for the cache benchmark\n".utf8)
  try (atTop ? comment + original : original + comment).write(to: URL(fileURLWithPath: file))
  return try body()
}

private enum LintMetric {
  static let ratio = BenchmarkMetric.custom("lint / parse-only x1000", useScalingFactor: false)
  static let lint = BenchmarkMetric.custom("lint (ms)", useScalingFactor: false)
  static let parse = BenchmarkMetric.custom("parse-only (ms)", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, LintMetric.ratio, LintMetric.lint, LintMetric.parse],
    warmupIterations: 1,
    maxDuration: .seconds(600),
    maxIterations: 5
  )

  Benchmark("Lint/ratio", configuration: configuration) { benchmark in
    guard LintTimer.isAvailable else {
      benchmark.error(LintTimer.howToBuild)
      return
    }
    let folder: String
    do {
      folder = try corpus.folderPath()
    } catch {
      benchmark.error("cannot extract the corpus: \(error)")
      return
    }
    let iteration = benchmark.currentIteration
    let lint: Duration
    let parse: Duration
    do {
      if iteration.isMultiple(of: 2) {
        lint = try LintTimer.time("lint", folder: folder)
        parse = try LintTimer.time("parse", folder: folder)
      } else {
        parse = try LintTimer.time("parse", folder: folder)
        lint = try LintTimer.time("lint", folder: folder)
      }
    } catch {
      benchmark.error("\(error)")
      return
    }
    samples.record(subject: lint, baseline: parse, iteration: iteration, warmupIterations: 1)
    benchmark.measurement(LintMetric.ratio, Int((lint.seconds / parse.seconds * 1000).rounded()))
    benchmark.measurement(LintMetric.lint, Int(lint.seconds * 1000))
    benchmark.measurement(LintMetric.parse, Int(parse.seconds * 1000))
  } teardown: {
    reportRatio()
  }

  // The editor's loop (`viper lsp`): per run, a cold lint and then 40 edits of the corpus's
  // presenters in a `LintWorkspace`, each timed from the changed text to the edited file's
  // findings, in one LintTimer process. Set $VIPER_LINT_CORPUS to a VIPER app (fearless-iOS):
  // a VIPER app is where the model and rules do their work.
  Benchmark("Lint/lsp-edit", configuration: configuration) { benchmark in
    guard LintTimer.isAvailable else {
      benchmark.error(LintTimer.howToBuild)
      return
    }
    do {
      let run = try LintTimer.edit(folder: try corpus.folderPath())
      editSamples.record(
        subject: run.median, baseline: run.cold, iteration: benchmark.currentIteration,
        warmupIterations: 1)
      editMaxima.record(run.worst)
      benchmark.measurement(LintMetric.lint, Int(run.median.seconds * 1000))
      benchmark.measurement(LintMetric.parse, Int(run.cold.seconds * 1000))
    } catch {
      benchmark.error("\(error)")
    }
  } teardown: {
    reportEdit()
  }

  Benchmark("Lint/cache", configuration: configuration) { benchmark in
    guard LintTimer.isAvailable else {
      benchmark.error(LintTimer.howToBuild)
      return
    }
    do {
      let folder = try corpus.folderPath()
      let cache = FileManager.default.temporaryDirectory
        .appendingPathComponent("viper-lint-cache-\(UUID().uuidString)").path
      defer { try? FileManager.default.removeItem(atPath: cache) }
      let iteration = benchmark.currentIteration
      let parse = try LintTimer.time("parse", folder: folder)
      let cold = try LintTimer.time("cached", folder: folder, cache: cache)
      let warm = try LintTimer.time("cached", folder: folder, cache: cache)
      let changed = try withOneFileChanged(in: folder, atTop: false) {
        try LintTimer.time("cached", folder: folder, cache: cache)
      }
      _ = try LintTimer.time("cached", folder: folder, cache: cache)
      let moved = try withOneFileChanged(in: folder, atTop: true) {
        try LintTimer.time("cached", folder: folder, cache: cache)
      }
      coldSamples.record(subject: cold, baseline: parse, iteration: iteration, warmupIterations: 1)
      warmSamples.record(subject: warm, baseline: parse, iteration: iteration, warmupIterations: 1)
      changedSamples.record(
        subject: changed, baseline: parse, iteration: iteration, warmupIterations: 1)
      movedSamples.record(
        subject: moved, baseline: parse, iteration: iteration, warmupIterations: 1)
      benchmark.measurement(LintMetric.lint, Int(warm.seconds * 1000))
      benchmark.measurement(LintMetric.parse, Int(parse.seconds * 1000))
    } catch {
      benchmark.error("\(error)")
    }
  } teardown: {
    guard let cold = coldSamples.summary, let warm = warmSamples.summary,
      let changed = changedSamples.summary, let moved = movedSamples.summary,
      let files = try? corpus.load()
    else {
      Report.print("Lint cache: no measurements")
      return
    }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    Report.print(
      "Lint cache: \(files.count) files, \(cores) cores; parse-only \(Report.format(cold.baselineMedian)); "
        + "cold \(Report.format(cold.subjectMedian)) "
        + String(format: "(%.0f files/s)", Double(files.count) / cold.subjectMedian.seconds)
        + " = \(Report.format(ratio: cold.ratioOfMedians)); "
        + "warm, no change \(Report.format(warm.subjectMedian)) = \(Report.format(ratio: warm.ratioOfMedians))"
        + " (target <= 0.05x: \(Report.verdict(warm.ratioOfMedians <= 0.05))); "
        + "one file changed, same facts \(Report.format(changed.subjectMedian)) = \(Report.format(ratio: changed.ratioOfMedians))"
        + " (target <= 0.1x: \(Report.verdict(changed.ratioOfMedians <= 0.1))); "
        + "one file changed, every line moved \(Report.format(moved.subjectMedian)) = \(Report.format(ratio: moved.ratioOfMedians))"
        + " (target <= 0.1x: \(Report.verdict(moved.ratioOfMedians <= 0.1))); over \(cold.count) iterations"
    )
  }
}

private let editSamples = PairedSamples()
private let editMaxima = EditMaxima()

/// The slowest edit of each iteration, for the report.
final class EditMaxima: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Duration] = []
  func record(_ value: Duration) { lock.withLock { values.append(value) } }
  var worst: Duration? { lock.withLock { values.max() } }
}

extension LintTimer {
  /// One `LintTimer edit` run: a cold lint, then edits of the corpus's presenters and view
  /// controllers in a `LintWorkspace`. Returns the cold lint, the median edit (to the edited
  /// file's findings) and the slowest edit.
  static func edit(folder: String) throws -> (cold: Duration, median: Duration, worst: Duration) {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-lint-timer-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: output) }
    _ = try Spawn.run(path, ["edit", folder, output])
    let fields = try String(contentsOfFile: output, encoding: .utf8)
      .split(whereSeparator: \.isWhitespace).compactMap { Int64($0) }
    guard fields.count == 5 else {
      throw Spawn.Failure(description: "LintTimer edit: unreadable output \(fields)")
    }
    return (.nanoseconds(fields[0]), .nanoseconds(fields[1]), .nanoseconds(fields[4]))
  }
}

private func reportEdit() {
  guard let summary = editSamples.summary, let files = try? corpus.load() else {
    Report.print("Lint lsp-edit: no measurements")
    return
  }
  let median = summary.subjectMedian
  Report.print(
    "Lint lsp-edit: \(files.count) files; cold lint \(Report.format(summary.baselineMedian)), "
      + "edit to the edited file's diagnostics \(Report.format(median)) "
      + "(slowest \(editMaxima.worst.map(Report.format) ?? "-")) = "
      + "\(Report.format(ratio: summary.ratioOfMedians)) of the cold lint over \(summary.count) runs; "
      + "target <= 0.1x: \(Report.verdict(summary.ratioOfMedians <= 0.1)), "
      + "goal <= 50 ms: \(Report.verdict(median <= .milliseconds(50)))")
}

private func reportRatio() {
  guard let summary = samples.summary, let files = try? corpus.load() else {
    Report.print("Lint ratio: no measurements")
    return
  }
  let lintRate = Double(files.count) / summary.subjectMedian.seconds
  let parseRate = Double(files.count) / summary.baselineMedian.seconds
  Report.print(
    "Lint: \(files.count) files; lint \(Report.format(summary.subjectMedian)) "
      + String(format: "(%.0f files/s)", lintRate)
      + ", parse-only \(Report.format(summary.baselineMedian)) "
      + String(format: "(%.0f files/s)", parseRate)
      + ", ratio \(Report.format(ratio: summary.ratioOfMedians)) over \(summary.count) pairs"
      + " (median of ratios \(Report.format(ratio: summary.medianOfRatios)))"
      + "; target <= \(Report.format(ratio: target)): "
      + Report.verdict(summary.ratioOfMedians <= target))
}
