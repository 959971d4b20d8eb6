import Benchmark
import BenchmarkSupport
import Foundation

// S1 pipeline: 10,000 users served by MockAPI over loopback -> fetch -> decode -> entities ->
// presenter -> view models -> view state, through ViperKit, versus the same by hand.
//
// - "S1 pipeline/ViperKit" and "S1 pipeline/hand-written" time each side alone (one process
//   each, so the tables show each side's own wall clock, CPU and peak memory).
// - "S1 pipeline/ratio" runs both sides in every iteration against the same server, in
//   alternating order, times each with ContinuousClock, and prints the ratio of the medians
//   (the number the target, <= 1.03x, is stated in) and the median of the per-iteration
//   ratios (the paired figure, which holds still when the machine's speed drifts between
//   iterations). Its custom metric "ViperKit / hand-written x1000" is each iteration's ratio
//   times 1000. Set VIPERKIT_BENCHMARK_PAIRS=1 to print every pair.
// - "S1 pipeline/ViperKit mallocs" and "S1 pipeline/hand-written mallocs" count mallocs. They
//   are separate because counting mallocs slows every allocation down, which would distort
//   the timings. The counts are process-wide, so they include the in-process MockAPI server's
//   and URLSession's allocations (the same on both sides).

/// Warm-up iterations: the first requests open the connection and fill caches.
private let warmupIterations = 2

private let viperKitSamples = DurationSamples()
private let handWrittenSamples = DurationSamples()
private let pairedSamples = PairedSamples()
private let pairedCPUSamples = PairedSamples()

private enum PipelineMetric {
  static let ratio = BenchmarkMetric.custom("ViperKit / hand-written x1000", useScalingFactor: false)
  static let viperKit = BenchmarkMetric.custom("ViperKit (µs)", useScalingFactor: false)
  static let handWritten = BenchmarkMetric.custom("hand-written (µs)", useScalingFactor: false)
}

let benchmarks: @Sendable () -> Void = {
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

  Benchmark("S1 pipeline/ViperKit", configuration: single) { benchmark in
    do {
      let elapsed = try await PipelineRuns.viperKit()
      viperKitSamples.record(
        elapsed.wall, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
    } catch {
      benchmark.error("S1 pipeline/ViperKit: \(error)")
    }
  } setup: {
    try await PipelineRuns.setUp()
  } teardown: {
    await PipelineRuns.tearDown()
    printMedian(of: viperKitSamples, side: "ViperKit")
  }

  Benchmark("S1 pipeline/hand-written", configuration: single) { benchmark in
    do {
      let elapsed = try await PipelineRuns.handWritten()
      handWrittenSamples.record(
        elapsed.wall, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
    } catch {
      benchmark.error("S1 pipeline/hand-written: \(error)")
    }
  } setup: {
    try await PipelineRuns.setUp()
  } teardown: {
    await PipelineRuns.tearDown()
    printMedian(of: handWrittenSamples, side: "hand-written")
  }

  Benchmark(
    "S1 pipeline/ratio",
    configuration: .init(
      metrics: [.wallClock, PipelineMetric.ratio, PipelineMetric.viperKit, PipelineMetric.handWritten],
      timeUnits: .milliseconds,
      warmupIterations: warmupIterations,
      maxDuration: .seconds(20),
      maxIterations: 60
    )
  ) { benchmark in
    do {
      // Alternate which side goes first, so neither always runs on a warmer machine.
      let viperKitFirst = benchmark.currentIteration.isMultiple(of: 2)
      let viperKit: PipelineRuns.Timing
      let handWritten: PipelineRuns.Timing
      if viperKitFirst {
        viperKit = try await PipelineRuns.viperKit()
        handWritten = try await PipelineRuns.handWritten()
      } else {
        handWritten = try await PipelineRuns.handWritten()
        viperKit = try await PipelineRuns.viperKit()
      }
      pairedSamples.record(
        subject: viperKit.wall, baseline: handWritten.wall,
        iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      pairedCPUSamples.record(
        subject: viperKit.cpu, baseline: handWritten.cpu,
        iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      benchmark.measurement(
        PipelineMetric.ratio, Int((viperKit.wall.seconds / handWritten.wall.seconds * 1000).rounded()))
      benchmark.measurement(PipelineMetric.viperKit, viperKit.wall.nanoseconds / 1000)
      benchmark.measurement(PipelineMetric.handWritten, handWritten.wall.nanoseconds / 1000)
    } catch {
      benchmark.error("S1 pipeline/ratio: \(error)")
    }
  } setup: {
    try await PipelineRuns.setUp()
  } teardown: {
    await PipelineRuns.tearDown()
    printRatio()
  }

  Benchmark("S1 pipeline/ViperKit mallocs", configuration: allocations) { benchmark in
    do {
      _ = try await PipelineRuns.viperKit()
    } catch {
      benchmark.error("S1 pipeline/ViperKit mallocs: \(error)")
    }
  } setup: {
    try await PipelineRuns.setUp()
  } teardown: {
    await PipelineRuns.tearDown()
  }

  Benchmark("S1 pipeline/hand-written mallocs", configuration: allocations) { benchmark in
    do {
      _ = try await PipelineRuns.handWritten()
    } catch {
      benchmark.error("S1 pipeline/hand-written mallocs: \(error)")
    }
  } setup: {
    try await PipelineRuns.setUp()
  } teardown: {
    await PipelineRuns.tearDown()
  }
}

private func printMedian(of samples: DurationSamples, side: String) {
  guard let median = samples.median else { return }
  Report.print(
    "S1 pipeline, \(side) alone: median \(Report.format(median)) per load of "
      + "\(PipelineRuns.userCount) users (\(samples.all.count) runs)")
}

private func printRatio() {
  Report.printPairsIfAsked(pairedSamples, label: "S1 pipeline wall clock")
  Report.printPairsIfAsked(pairedCPUSamples, label: "S1 pipeline process CPU")
  guard let summary = pairedSamples.summary else {
    Report.print("S1 pipeline ratio: no measurements")
    return
  }
  let target = 1.03
  let cpu = pairedCPUSamples.summary
  let cpuLine =
    cpu.map {
      "process CPU time: ViperKit \(Report.format($0.subjectMedian)), hand-written "
        + "\(Report.format($0.baselineMedian)), median of per-run ratios "
        + "\(Report.format(ratio: $0.medianOfRatios))"
    } ?? "process CPU time: not measured"
  Report.print(
    """
    S1 pipeline, \(summary.count) paired runs against one server (order alternated):
      ViperKit     median \(Report.format(summary.subjectMedian))
      hand-written median \(Report.format(summary.baselineMedian))
      cross-check, \(cpuLine)
    S1 pipeline ratio (ViperKit / hand-written): \(Report.format(ratio: summary.ratioOfMedians)) \
    (target <= \(Report.format(ratio: target))): \(Report.verdict(summary.ratioOfMedians <= target))
    S1 pipeline paired ratio (median of per-run ViperKit / hand-written): \
    \(Report.format(ratio: summary.medianOfRatios)) \
    (target <= \(Report.format(ratio: target))): \(Report.verdict(summary.medianOfRatios <= target))
    """)
}
