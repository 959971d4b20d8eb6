import Benchmark
import BenchmarkSupport
import Foundation

// The `viper new` suite: the whole process, from spawn to exit with the module written.
//
// - "Generator/viper new": `viper new Profile --entity '...'` writing a terminal module and
//   its tests (15 files) into a fresh folder, versus, in the same run and in alternating
//   order, `viper --version`: the same binary's start, runtime and argument parsing, with
//   nothing rendered or written (the floor). The ratio says how much of the time is the
//   generator's own. A third process, `cp -R` of the same 15 files already rendered, shows
//   what merely writing them costs. Each run also reports the child's CPU time (wait4),
//   which a busy machine does not inflate the way it does wall time. Needs the release
//   binary (see ViperLaunch).

private let target: Duration = .milliseconds(50)
private let warmupIterations = 3
private let samples = PairedSamples()
private let cpuSamples = PairedSamples()
private let copySamples = DurationSamples()

private enum GeneratorMetric {
  static let new = BenchmarkMetric.custom("viper new (µs)", useScalingFactor: false)
  static let version = BenchmarkMetric.custom("viper --version (µs)", useScalingFactor: false)
  static let copy = BenchmarkMetric.custom("cp -R (µs)", useScalingFactor: false)
  static let newCPU = BenchmarkMetric.custom("viper new CPU (µs)", useScalingFactor: false)
}

/// Fresh folders for each run, under one scratch folder removed at the end.
private enum Scratch {
  static let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("viper-new-benchmark-\(getpid())")

  static func folder(_ iteration: Int, _ name: String) -> URL {
    root.appendingPathComponent("\(iteration)-\(name)")
  }
}

private func newArguments(into folder: URL) -> [String] {
  [
    "new", "Profile",
    "--entity", "Profile: id Int, name String, email String?, age Int, score Double?",
    "--output", folder.appendingPathComponent("Sources/App").path,
    "--tests", folder.appendingPathComponent("Tests/AppTests").path,
    "--import", "App",
  ]
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "Generator/viper new",
    configuration: .init(
      metrics: [
        .wallClock, GeneratorMetric.new, GeneratorMetric.version, GeneratorMetric.copy,
        GeneratorMetric.newCPU,
      ],
      timeUnits: .milliseconds,
      warmupIterations: warmupIterations,
      maxDuration: .seconds(15),
      maxIterations: 60
    )
  ) { benchmark in
    guard ViperLaunch.isAvailable else { return }
    let iteration = benchmark.currentIteration
    do {
      let new: ViperLaunch.Timing
      let version: ViperLaunch.Timing
      let arguments = newArguments(into: Scratch.folder(iteration, "new"))
      if iteration.isMultiple(of: 2) {
        new = try ViperLaunch.run(ViperLaunch.path, arguments)
        version = try ViperLaunch.run(ViperLaunch.path, ["--version"])
      } else {
        version = try ViperLaunch.run(ViperLaunch.path, ["--version"])
        new = try ViperLaunch.run(ViperLaunch.path, arguments)
      }
      let copy = try ViperLaunch.run(
        "/bin/cp",
        ["-R", Scratch.folder(-1, "rendered").path, Scratch.folder(iteration, "copy").path])
      samples.record(
        subject: new.wall, baseline: version.wall, iteration: iteration,
        warmupIterations: warmupIterations)
      cpuSamples.record(
        subject: new.cpu, baseline: version.cpu, iteration: iteration,
        warmupIterations: warmupIterations)
      copySamples.record(copy.wall, iteration: iteration, warmupIterations: warmupIterations)
      benchmark.measurement(GeneratorMetric.new, new.wall.nanoseconds / 1000)
      benchmark.measurement(GeneratorMetric.version, version.wall.nanoseconds / 1000)
      benchmark.measurement(GeneratorMetric.copy, copy.wall.nanoseconds / 1000)
      benchmark.measurement(GeneratorMetric.newCPU, new.cpu.nanoseconds / 1000)
    } catch {
      benchmark.error("Generator/viper new: \(error)")
    }
  } setup: {
    guard ViperLaunch.isAvailable else {
      Report.print(ViperLaunch.howToBuild)
      return
    }
    // The files `cp -R` copies: the same module, rendered once by the same binary.
    do {
      _ = try ViperLaunch.run(
        ViperLaunch.path, newArguments(into: Scratch.folder(-1, "rendered")))
    } catch {
      Report.print("Generator/viper new: cannot render the module to copy: \(error)")
    }
  } teardown: {
    defer { try? FileManager.default.removeItem(at: Scratch.root) }
    guard ViperLaunch.isAvailable else { return }
    Report.printPairsIfAsked(samples, label: "viper new")
    guard let summary = samples.summary, let cpu = cpuSamples.summary,
      let copy = copySamples.median
    else {
      Report.print("viper new: no measurements")
      return
    }
    Report.print(
      """
      viper new (\(ViperLaunch.path), posix_spawn), \(summary.count) paired runs (order \
      alternated), 15 files written each:
        viper new Profile --entity ...  median \(Report.format(summary.subjectMedian))
        viper --version (the floor)     median \(Report.format(summary.baselineMedian))
        cp -R of the same 15 files      median \(Report.format(copy))
        CPU time (user + system)        viper new \(Report.format(cpu.subjectMedian)), \
      viper --version \(Report.format(cpu.baselineMedian))
      viper new: median \(Report.format(summary.subjectMedian)), \
      \(Report.format(ratio: summary.ratioOfMedians)) the process floor (median of ratios \
      \(Report.format(ratio: summary.medianOfRatios))); target <= \(Report.format(target)): \
      \(Report.verdict(summary.subjectMedian <= target))
      """)
  }
}
