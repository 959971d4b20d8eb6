import Benchmark
import BenchmarkSupport
import Foundation

// Module cycle: build + wire + load (push, so viewDidLoad starts the fetch through the
// TaskBag, with a zero-latency fake service) + dismiss (pop) + free, 1,000 cycles per sample;
// the tables show per-cycle figures (scalingFactor .kilo, marked `*`). Each sample also waits
// for the cancelled fetches of its 1,000 modules to finish, since that work is the cycle's.
//
// - "Module cycle/ViperKit": the reference app's users module through ViperKit; time.
// - "Module cycle/hand-written": the same four objects wired by hand (the baseline); time.
// - "Module cycle/ratio": both, 1,000 cycles each, in every iteration (order alternated);
//   prints the per-cycle medians and their ratio.
// - "Module cycle/ViperKit mallocs", "Module cycle/hand-written mallocs": malloc counts and
//   bytes per cycle. They are separate because counting mallocs slows every allocation down,
//   which would distort the timings.

private let warmupIterations = 5
/// The per-cycle target for the ViperKit cycle.
private let target: Duration = .microseconds(10)

private let viperKitSamples = DurationSamples()
private let viperKitSynchronousSamples = DurationSamples()
private let handWrittenSamples = DurationSamples()
private let handWrittenSynchronousSamples = DurationSamples()
private let pairedSamples = PairedSamples()

private enum CycleMetric {
  static let ratio = BenchmarkMetric.custom(
    "ViperKit / hand-written x1000", useScalingFactor: false)
  static let viperKit = BenchmarkMetric.custom("ViperKit per cycle (ns)", useScalingFactor: false)
  static let handWritten = BenchmarkMetric.custom(
    "hand-written per cycle (ns)", useScalingFactor: false)
}

/// The fixtures, made in setup; main-actor state like the modules themselves.
@MainActor private var viperKit: ViperKitCycle?
@MainActor private var handWritten: HandWrittenCycle?

@MainActor
private func setUpFixtures() {
  viperKit = ViperKitCycle()
  handWritten = HandWrittenCycle()
}

/// `cycles` ViperKit cycles; the time per cycle.
@MainActor
private func runViperKit(cycles: Int) async throws -> CycleTiming {
  guard let viperKit else { throw FixtureMissing() }
  return try await viperKit.run(cycles: cycles).perCycle(cycles)
}

/// `cycles` hand-written cycles; the time per cycle.
@MainActor
private func runHandWritten(cycles: Int) async throws -> CycleTiming {
  guard let handWritten else { throw FixtureMissing() }
  return try await handWritten.run(cycles: cycles).perCycle(cycles)
}

private struct FixtureMissing: Error, CustomStringConvertible {
  var description: String { "the module cycle fixture was not set up" }
}

let benchmarks: @Sendable () -> Void = {
  let timing = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .throughput],
    warmupIterations: warmupIterations,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 2_000
  )
  let allocations = Benchmark.Configuration(
    metrics: [.mallocCountTotal, .mallocBytesCount],
    warmupIterations: warmupIterations,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 50
  )

  Benchmark("Module cycle/ViperKit", configuration: timing) { benchmark in
    do {
      let perCycle = try await runViperKit(cycles: benchmark.scaledIterations.count)
      viperKitSamples.record(
        perCycle.total, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      viperKitSynchronousSamples.record(
        perCycle.synchronous, iteration: benchmark.currentIteration,
        warmupIterations: warmupIterations)
    } catch {
      benchmark.error("Module cycle/ViperKit: \(error)")
    }
  } setup: {
    await setUpFixtures()
  } teardown: {
    guard let median = viperKitSamples.median,
      let synchronous = viperKitSynchronousSamples.median
    else { return }
    Report.print(
      "Module cycle, ViperKit alone: median \(Report.format(median)) per cycle "
        + "(\(viperKitSamples.all.count) samples of 1,000 cycles; target <= "
        + "\(Report.format(target))): \(Report.verdict(median <= target))\n"
        + "  of which build/push/pop/free: median \(Report.format(synchronous)); the rest is "
        + "running the cancelled fetch tasks to their end")
  }

  Benchmark("Module cycle/hand-written", configuration: timing) { benchmark in
    do {
      let perCycle = try await runHandWritten(cycles: benchmark.scaledIterations.count)
      handWrittenSamples.record(
        perCycle.total, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      handWrittenSynchronousSamples.record(
        perCycle.synchronous, iteration: benchmark.currentIteration,
        warmupIterations: warmupIterations)
    } catch {
      benchmark.error("Module cycle/hand-written: \(error)")
    }
  } setup: {
    await setUpFixtures()
  } teardown: {
    guard let median = handWrittenSamples.median,
      let synchronous = handWrittenSynchronousSamples.median
    else { return }
    Report.print(
      "Module cycle, hand-written alone: median \(Report.format(median)) per cycle "
        + "(\(handWrittenSamples.all.count) samples of 1,000 cycles)\n"
        + "  of which build/push/pop/free: median \(Report.format(synchronous))")
  }

  Benchmark(
    "Module cycle/ratio",
    configuration: .init(
      metrics: [.wallClock, CycleMetric.ratio, CycleMetric.viperKit, CycleMetric.handWritten],
      warmupIterations: warmupIterations,
      scalingFactor: .kilo,
      maxDuration: .seconds(4),
      maxIterations: 2_000
    )
  ) { benchmark in
    do {
      let cycles = benchmark.scaledIterations.count
      let viperKitFirst = benchmark.currentIteration.isMultiple(of: 2)
      let viperKit: Duration
      let handWritten: Duration
      if viperKitFirst {
        viperKit = try await runViperKit(cycles: cycles).total
        handWritten = try await runHandWritten(cycles: cycles).total
      } else {
        handWritten = try await runHandWritten(cycles: cycles).total
        viperKit = try await runViperKit(cycles: cycles).total
      }
      pairedSamples.record(
        subject: viperKit, baseline: handWritten,
        iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
      benchmark.measurement(
        CycleMetric.ratio, Int((viperKit.seconds / handWritten.seconds * 1000).rounded()))
      benchmark.measurement(CycleMetric.viperKit, viperKit.nanoseconds)
      benchmark.measurement(CycleMetric.handWritten, handWritten.nanoseconds)
    } catch {
      benchmark.error("Module cycle/ratio: \(error)")
    }
  } setup: {
    await setUpFixtures()
  } teardown: {
    Report.printPairsIfAsked(pairedSamples, label: "Module cycle per cycle")
    guard let summary = pairedSamples.summary else {
      Report.print("Module cycle ratio: no measurements")
      return
    }
    Report.print(
      """
      Module cycle, \(summary.count) paired samples of 1,000 cycles each (order alternated):
        ViperKit     median \(Report.format(summary.subjectMedian)) per cycle \
      (target <= \(Report.format(target))): \(Report.verdict(summary.subjectMedian <= target))
        hand-written median \(Report.format(summary.baselineMedian)) per cycle
        median of per-sample ratios \(Report.format(ratio: summary.medianOfRatios))
      Module cycle ratio (ViperKit / hand-written): \(Report.format(ratio: summary.ratioOfMedians))
      """)
  }

  Benchmark("Module cycle/ViperKit mallocs", configuration: allocations) { benchmark in
    do {
      _ = try await runViperKit(cycles: benchmark.scaledIterations.count)
    } catch {
      benchmark.error("Module cycle/ViperKit mallocs: \(error)")
    }
  } setup: {
    await setUpFixtures()
  }

  Benchmark("Module cycle/hand-written mallocs", configuration: allocations) { benchmark in
    do {
      _ = try await runHandWritten(cycles: benchmark.scaledIterations.count)
    } catch {
      benchmark.error("Module cycle/hand-written mallocs: \(error)")
    }
  } setup: {
    await setUpFixtures()
  }
}
