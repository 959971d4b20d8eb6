import Benchmark
import BenchmarkSupport
import Foundation
import ViperTerminal

// Terminal: ViperTerminal's list view, renderer and the demo's start-up.
//
// - "Terminal/list frame 1M rows": one 80x24 frame of a ListView over a million rows made on
//   demand, selection in the middle, drawn into a fresh Frame; in every iteration also the
//   baseline, the same 24 rows of text (titles, details, scroll bar) written into a fresh
//   Frame by plain `put` calls of precomputed strings (order alternated). Prints both medians, their ratio and the target (<= 1 ms).
// - "Terminal/scroll one row bytes": the list frame rendered by ANSIRenderer (true colour),
//   the selection moved down one row, rendered again; once with the selection in the middle
//   of the window and once on its last row (the list scrolls). Prints the diff's bytes, a full
//   repaint's, the changed cells, and the diff's bytes per byte of changed cell text (target
//   <= 2). The iterations time the move (key, new frame, diff).
// - "Terminal/start to first frame": `viper-demo --once --size 80x24` (development
//   environment: the embedded API, users loaded over HTTP, one frame, exit) versus
//   `viper-demo --help` (process start and argument parsing: the floor), spawned in turn.
//   Needs the binary (see DemoLaunch); skipped with a message when it is missing.

private let warmupIterations = 5
/// The target for one list frame.
private let listTarget: Duration = .milliseconds(1)
/// The target for a one-row move: bytes written per byte of changed cells' text.
private let bytesTarget = 2.0

private let listSamples = PairedSamples()
private let middleScrollSamples = DurationSamples()
private let bottomScrollSamples = DurationSamples()
private let launchSamples = PairedSamples()

private enum TerminalMetric {
  static let listRatio = BenchmarkMetric.custom("list / baseline x1000", useScalingFactor: false)
  static let list = BenchmarkMetric.custom("list frame (ns)", useScalingFactor: false)
  static let baseline = BenchmarkMetric.custom("baseline frame (ns)", useScalingFactor: false)
  static let once = BenchmarkMetric.custom("--once (µs)", useScalingFactor: false)
  static let help = BenchmarkMetric.custom("--help (µs)", useScalingFactor: false)
}

/// Draws one list frame and returns how long it took.
private func timeListFrame() -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  let frame = ListFixture.listFrame(ListFixture.middle)
  let elapsed = clock.now - start
  blackHole(frame)
  return elapsed
}

/// Writes the baseline frame and returns how long it took.
private func timeBaselineFrame() -> Duration {
  let clock = ContinuousClock()
  let start = clock.now
  let frame = ListFixture.baselineFrame()
  let elapsed = clock.now - start
  blackHole(frame)
  return elapsed
}

let benchmarks: @Sendable () -> Void = {
  Benchmark(
    "Terminal/list frame 1M rows",
    configuration: .init(
      metrics: [
        .wallClock, TerminalMetric.listRatio, TerminalMetric.list, TerminalMetric.baseline,
      ],
      warmupIterations: warmupIterations,
      maxDuration: .seconds(3),
      maxIterations: 2_000
    )
  ) { benchmark in
    let listFirst = benchmark.currentIteration.isMultiple(of: 2)
    let list: Duration
    let baseline: Duration
    if listFirst {
      list = timeListFrame()
      baseline = timeBaselineFrame()
    } else {
      baseline = timeBaselineFrame()
      list = timeListFrame()
    }
    listSamples.record(
      subject: list, baseline: baseline,
      iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
    benchmark.measurement(
      TerminalMetric.listRatio, Int((list.seconds / baseline.seconds * 1000).rounded()))
    benchmark.measurement(TerminalMetric.list, list.nanoseconds)
    benchmark.measurement(TerminalMetric.baseline, baseline.nanoseconds)
  } setup: {
    if !ListFixture.baselineMatches {
      Report.print("list frame (1M rows): the baseline frame's text differs from the list's")
    }
  } teardown: {
    Report.printPairsIfAsked(listSamples, label: "list frame")
    guard let summary = listSamples.summary else {
      Report.print("list frame (1M rows): no measurements")
      return
    }
    Report.print(
      """
      list frame (1M rows), \(summary.count) paired frames (order alternated), median of \
      per-frame ratios \(Report.format(ratio: summary.medianOfRatios))
      list frame (1M rows): median \(Report.format(summary.subjectMedian)), baseline \
      \(Report.format(summary.baselineMedian)), ratio \
      \(Report.format(ratio: summary.ratioOfMedians)) (target <= \(Report.format(listTarget))): \
      \(Report.verdict(summary.subjectMedian <= listTarget))
      """)
  }

  Benchmark(
    "Terminal/scroll one row bytes",
    configuration: .init(
      metrics: [.wallClock],
      warmupIterations: warmupIterations,
      maxDuration: .seconds(3),
      maxIterations: 1_000
    )
  ) { benchmark in
    let middle = ListFixture.timeScroll(from: ListFixture.middle)
    let bottom = ListFixture.timeScroll(from: ListFixture.bottom)
    middleScrollSamples.record(
      middle, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
    bottomScrollSamples.record(
      bottom, iteration: benchmark.currentIteration, warmupIterations: warmupIterations)
  } teardown: {
    printScroll(
      "selection moves within the window", ListFixture.scrollBytes(from: ListFixture.middle),
      time: middleScrollSamples.median)
    printScroll(
      "selection on the last visible row, the list scrolls",
      ListFixture.scrollBytes(from: ListFixture.bottom), time: bottomScrollSamples.median)
  }

  Benchmark(
    "Terminal/start to first frame",
    configuration: .init(
      metrics: [.wallClock, TerminalMetric.once, TerminalMetric.help],
      timeUnits: .milliseconds,
      warmupIterations: 2,
      maxDuration: .seconds(10),
      maxIterations: 20
    )
  ) { benchmark in
    guard DemoLaunch.isAvailable else { return }
    do {
      let onceFirst = benchmark.currentIteration.isMultiple(of: 2)
      let once: Duration
      let help: Duration
      let firstFrame = ["--once", "--size", "80x24"]
      if onceFirst {
        once = try DemoLaunch.run(firstFrame)
        help = try DemoLaunch.run(["--help"])
      } else {
        help = try DemoLaunch.run(["--help"])
        once = try DemoLaunch.run(firstFrame)
      }
      launchSamples.record(
        subject: once, baseline: help,
        iteration: benchmark.currentIteration, warmupIterations: 2)
      benchmark.measurement(TerminalMetric.once, once.nanoseconds / 1000)
      benchmark.measurement(TerminalMetric.help, help.nanoseconds / 1000)
    } catch {
      benchmark.error("Terminal/start to first frame: \(error)")
    }
  } setup: {
    if !DemoLaunch.isAvailable {
      Report.print(DemoLaunch.howToBuild)
    }
  } teardown: {
    guard DemoLaunch.isAvailable else { return }
    Report.printPairsIfAsked(launchSamples, label: "start to first frame")
    guard let summary = launchSamples.summary else {
      Report.print("start to first frame: no measurements")
      return
    }
    let closing =
      DemoLaunch.closesOtherDescriptors
      ? "other descriptors closed in the child" : "addclosefrom_np not available"
    Report.print(
      """
      start to first frame (\(DemoLaunch.path), posix_spawn, \(closing)), \(summary.count) \
      paired runs (order alternated):
        viper-demo --once --size 80x24  median \(Report.format(summary.subjectMedian))
        viper-demo --help (the floor)   median \(Report.format(summary.baselineMedian))
      start to first frame: median \(Report.format(summary.subjectMedian)), process start \
      \(Report.format(summary.baselineMedian)), difference \
      \(Report.format(summary.subjectMedian - summary.baselineMedian))
      """)
  }
}

private func printScroll(_ label: String, _ bytes: ListFixture.ScrollBytes, time: Duration?) {
  let ratio = Double(bytes.diff) / Double(max(1, bytes.fullRepaint))
  let perCell = Double(bytes.diff) / Double(max(1, bytes.changedCells))
  let timeText = time.map { "median \(Report.format($0)) (key + frame + diff)" } ?? "not timed"
  Report.print(
    """
    scroll one row (\(label)): \(timeText)
    scroll one row: \(bytes.diff) bytes written vs \(bytes.fullRepaint) bytes full repaint \
    (\(String(format: "%.1f%%", ratio * 100))), \(bytes.changedCells) cells changed, \
    \(String(format: "%.1f", perCell)) bytes per changed cell; \
    \(String(format: "%.2f", bytes.bytesPerChangedByte))x the \(bytes.changedCellBytes) bytes \
    of the changed cells' text (target <= \(Report.format(ratio: bytesTarget))): \
    \(Report.verdict(bytes.bytesPerChangedByte <= bytesTarget))
    """)
}
