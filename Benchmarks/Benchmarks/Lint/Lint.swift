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

  func load() throws -> [String] {
    try lock.withLock {
      if let files { return files }
      let folder = try Self.folder()
      let found = try Linter().swiftFiles(in: [folder])
      files = found
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

private func time(_ body: () -> Void) -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  body()
  return clock.now - start
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
    let files: [String]
    do {
      files = try corpus.load()
    } catch {
      benchmark.error("cannot extract the corpus: \(error)")
      return
    }
    let iteration = benchmark.currentIteration
    var lint = Duration.zero
    var parse = Duration.zero
    let linter = Linter()
    let lintFirst = iteration.isMultiple(of: 2)
    if lintFirst {
      lint = time { blackHole(linter.lint(files: files)) }
    }
    parse = time { blackHole(Linter.parseOnly(files: files)) }
    if !lintFirst {
      lint = time { blackHole(linter.lint(files: files)) }
    }
    samples.record(subject: lint, baseline: parse, iteration: iteration, warmupIterations: 1)
    benchmark.measurement(LintMetric.ratio, Int((lint.seconds / parse.seconds * 1000).rounded()))
    benchmark.measurement(LintMetric.lint, Int(lint.seconds * 1000))
    benchmark.measurement(LintMetric.parse, Int(parse.seconds * 1000))
  } teardown: {
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
}
