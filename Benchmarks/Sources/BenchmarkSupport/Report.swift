import Foundation

/// The lines the suites print after their measurements: medians, ratios, targets.
///
/// They go to standard output, which `swift package benchmark` passes through from the
/// benchmark process (each benchmark runs in a process of its own), so they appear in the
/// run's output just above the result tables.
public enum Report {
  /// Prints `line` and flushes standard output, so it is not lost or reordered when the
  /// process ends.
  public static func print(_ line: String) {
    Swift.print(line)
    fflush(nil)  // every stream; naming `stdout` is not concurrency-safe in Swift 6
  }

  /// `duration` in the unit that suits it: `812 ns`, `3.41 µs`, `128.7 ms`, `1.25 s`.
  public static func format(_ duration: Duration) -> String {
    let seconds = duration.seconds
    switch seconds {
    case ..<1e-6: return String(format: "%.0f ns", seconds * 1e9)
    case ..<1e-3: return String(format: "%.2f µs", seconds * 1e6)
    case ..<1: return String(format: "%.1f ms", seconds * 1e3)
    default: return String(format: "%.2f s", seconds)
    }
  }

  /// `ratio` as `1.02x`.
  public static func format(ratio: Double) -> String {
    String(format: "%.2fx", ratio)
  }

  /// `met` or `MISSED`, for a target line.
  public static func verdict(_ met: Bool) -> String {
    met ? "met" : "MISSED"
  }

  /// The environment variable that makes the ratio benchmarks print every pair they measured.
  public static let pairsVariable = "VIPERKIT_BENCHMARK_PAIRS"

  /// Prints every pair of `samples`, one a line, if ``pairsVariable`` is set: to see whether
  /// a ratio moved because of one side or because of the machine.
  public static func printPairsIfAsked(_ samples: PairedSamples, label: String) {
    guard ProcessInfo.processInfo.environment[pairsVariable] != nil else { return }
    for (index, pair) in samples.all.enumerated() {
      print(
        "\(label) pair \(index + 1): ViperKit \(format(pair.subject)), hand-written "
          + "\(format(pair.baseline)), ratio \(format(ratio: pair.subject.seconds / pair.baseline.seconds))"
      )
    }
  }
}
