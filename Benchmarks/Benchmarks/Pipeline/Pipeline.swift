import Benchmark
import BenchmarkSupport
import Foundation

// The pipeline benchmarks: a list served by MockAPI over loopback -> fetch -> decode ->
// entities -> presenter -> view models -> view state, through a reference app's module,
// versus the same by hand. One set of benchmarks per system (PipelineSystem.all):
//
// - Users: 10,000 users (the users module).
// - Crypto prices: 2,000 of them (the crypto prices module; both sides format every price).
// - Listing: 10,000 items (the listing page), once through its interactor's async/await API and
//   once through its publisher API, both against the same hand-written baseline.
//
// Per system (`<name>` is "Users pipeline", "Crypto prices pipeline", "Listing pipeline
// (async)", ...):
//
// - "<name>/ViperKit" and "<baseline>/hand-written" time each side alone (one process each,
//   so the tables show each side's own wall clock, CPU and peak memory). The baseline's name is
//   the system's, except that the two listing systems share "Listing pipeline/hand-written".
// - "<name>/ratio" runs both sides in every iteration against the same server, in
//   alternating order, times each with ContinuousClock, and prints the ratio of the medians
//   (the number the target, <= 1.03x, is stated in) and the median of the per-iteration
//   ratios (the paired figure, which holds still when the machine's speed drifts between
//   iterations). Its custom metric "ViperKit / hand-written x1000" is each iteration's ratio
//   times 1000. Set VIPERKIT_BENCHMARK_PAIRS=1 to print every pair.
// - "<name>/ViperKit mallocs" and "<baseline>/hand-written mallocs" count mallocs. They are
//   separate because counting mallocs slows every allocation down, which would distort the
//   timings. The counts are process-wide, so they include the in-process MockAPI server's and
//   URLSession's allocations (the same on both sides).

/// Warm-up iterations: the first requests open the connection and fill caches.
private let warmupIterations = 2

/// The ratio target: ViperKit / hand-written, both medians of wall-clock time.
private let target = 1.03

private enum PipelineMetric {
  static let ratio = BenchmarkMetric.custom(
    "ViperKit / hand-written x1000", useScalingFactor: false)
  static let viperKit = BenchmarkMetric.custom("ViperKit (µs)", useScalingFactor: false)
  static let handWritten = BenchmarkMetric.custom("hand-written (µs)", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
  var baselines = Set<String>()
  for system in PipelineSystem.all {
    registerPipelineBenchmarks(
      for: system, withBaseline: baselines.insert(system.baselineName).inserted)
  }
}

/// Registers `system`'s benchmarks: ViperKit alone, the ratio, ViperKit's mallocs and, when
/// `withBaseline` (the first system with this baseline), the hand-written side alone and its
/// mallocs.
private func registerPipelineBenchmarks(for system: PipelineSystem, withBaseline: Bool) {
  let single = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
    timeUnits: .milliseconds,
    warmupIterations: warmupIterations,
    maxDuration: .seconds(6),
    maxIterations: 30
  )
  let allocations = Benchmark.Configuration(
    metrics: [.mallocCountTotal, .mallocBytesCount],
    warmupIterations: warmupIterations,
    maxDuration: .seconds(3),
    maxIterations: 5
  )
  let ratio = Benchmark.Configuration(
    metrics: [
      .wallClock, PipelineMetric.ratio, PipelineMetric.viperKit, PipelineMetric.handWritten,
    ],
    timeUnits: .milliseconds,
    warmupIterations: warmupIterations,
    // As many pairs as fit in 20 s, at most 200: 40 to 80 of the users' on the shared VM (two
    // loads of 110 to 230 ms each), all 200 of the crypto prices' (two of about 5 ms).
    maxDuration: .seconds(20),
    maxIterations: 200
  )

  var sides: [(name: String, side: PipelineHarness.Side)] = [("\(system.name)/ViperKit", .viperKit)]
  if withBaseline {
    sides.append(("\(system.baselineName)/hand-written", .handWritten))
  }

  for (name, side) in sides {
    let harness = PipelineHarness(system: system)
    let samples = DurationSamples()
    Benchmark(name, configuration: single) { benchmark in
      do {
        let elapsed = try await harness.run(side)
        samples.record(
          elapsed.wall, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      } catch {
        benchmark.error("\(name): \(error)")
      }
    } setup: {
      try await harness.setUp()
    } teardown: {
      await harness.tearDown()
      printMedian(of: samples, side: side, system: system)
    }

    Benchmark("\(name) mallocs", configuration: allocations) { benchmark in
      do {
        _ = try await harness.run(side)
      } catch {
        benchmark.error("\(name) mallocs: \(error)")
      }
    } setup: {
      try await harness.setUp()
    } teardown: {
      await harness.tearDown()
    }
  }

  let harness = PipelineHarness(system: system)
  let wallClock = PairedSamples()
  let processCPU = PairedSamples()
  Benchmark("\(system.name)/ratio", configuration: ratio) { benchmark in
    do {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      let viperKitFirst = benchmark.currentIteration.isMultiple(of: 2)
      let viperKit: PipelineHarness.Timing
      let handWritten: PipelineHarness.Timing
      if viperKitFirst {
        viperKit = try await harness.run(.viperKit)
        handWritten = try await harness.run(.handWritten)
      } else {
        handWritten = try await harness.run(.handWritten)
        viperKit = try await harness.run(.viperKit)
      }
      wallClock.record(
        subject: viperKit.wall, baseline: handWritten.wall,
        iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      processCPU.record(
        subject: viperKit.cpu, baseline: handWritten.cpu,
        iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      benchmark.measurement(
        PipelineMetric.ratio,
        Int((viperKit.wall.seconds / handWritten.wall.seconds * 1000).rounded()))
      benchmark.measurement(PipelineMetric.viperKit, viperKit.wall.nanoseconds / 1000)
      benchmark.measurement(PipelineMetric.handWritten, handWritten.wall.nanoseconds / 1000)
    } catch {
      benchmark.error("\(system.name)/ratio: \(error)")
    }
  } setup: {
    try await harness.setUp()
  } teardown: {
    await harness.tearDown()
    printRatio(of: system, wallClock: wallClock, processCPU: processCPU)
  }
}

private func printMedian(
  of samples: DurationSamples, side: PipelineHarness.Side, system: PipelineSystem
) {
  guard let median = samples.median else { return }
  let name = side == .viperKit ? system.name : system.baselineName
  Report.print(
    "\(name), \(side.rawValue) alone: median \(Report.format(median)) per load of "
      + "\(system.countText) \(system.noun) (\(samples.all.count) runs)")
}

private func printRatio(
  of system: PipelineSystem, wallClock: PairedSamples, processCPU: PairedSamples
) {
  let name = system.name
  Report.printPairsIfAsked(wallClock, label: "\(name) wall clock")
  Report.printPairsIfAsked(processCPU, label: "\(name) process CPU")
  guard let summary = wallClock.summary else {
    Report.print("\(name) ratio: no measurements")
    return
  }
  let cpuLine =
    processCPU.summary.map {
      "process CPU time: ViperKit \(Report.format($0.subjectMedian)), hand-written "
        + "\(Report.format($0.baselineMedian)), median of per-run ratios "
        + "\(Report.format(ratio: $0.medianOfRatios))"
    } ?? "process CPU time: not measured"
  Report.print(
    """
    \(name), \(system.countText) \(system.noun), \(summary.count) paired runs against one server \
    (order alternated):
      ViperKit     median \(Report.format(summary.subjectMedian))
      hand-written median \(Report.format(summary.baselineMedian))
      cross-check, \(cpuLine)
    \(name) ratio (ViperKit / hand-written): \(Report.format(ratio: summary.ratioOfMedians)) \
    (target <= \(Report.format(ratio: target))): \(Report.verdict(summary.ratioOfMedians <= target))
    \(name) paired ratio (median of per-run ViperKit / hand-written): \
    \(Report.format(ratio: summary.medianOfRatios)) \
    (target <= \(Report.format(ratio: target))): \(Report.verdict(summary.medianOfRatios <= target))
    """)
}
