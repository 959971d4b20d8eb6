import Foundation

/// Durations recorded by a benchmark's measured iterations, for its teardown to summarise.
///
/// package-benchmark keeps its own statistics, but a benchmark cannot read them back; the
/// suites record what they print (medians, ratios) here. Warm-up iterations are left out by
/// ``record(_:iteration:warmupIterations:)``.
public final class DurationSamples: @unchecked Sendable {
  // @unchecked: every access to `values` goes through `lock`.
  private let lock = NSLock()
  private var values: [Duration] = []

  public init() {}

  /// Records `duration` unless `iteration` is a warm-up iteration.
  public func record(_ duration: Duration, iteration: Int, warmupIterations: Int) {
    guard iteration >= warmupIterations else { return }
    lock.withLock { values.append(duration) }
  }

  /// Every recorded duration, in order.
  public var all: [Duration] { lock.withLock { values } }

  /// The median of the recorded durations, `nil` if there are none.
  public var median: Duration? { Statistics.median(all) }

  /// Forgets every recorded duration.
  public func removeAll() {
    lock.withLock { values.removeAll() }
  }
}

/// Pairs of durations of a subject (ViperKit) and its baseline (hand-written), measured
/// back to back in the same iteration, for a ratio that both sides' noise affects alike.
public final class PairedSamples: @unchecked Sendable {
  /// One iteration's pair.
  public struct Pair: Sendable {
    public var subject: Duration
    public var baseline: Duration
  }

  /// What a run of pairs amounts to.
  public struct Summary: Sendable {
    /// How many pairs.
    public var count: Int
    /// The median of the subject's durations.
    public var subjectMedian: Duration
    /// The median of the baseline's durations.
    public var baselineMedian: Duration
    /// `subjectMedian / baselineMedian`: the number the targets are stated in.
    public var ratioOfMedians: Double
    /// The median of the per-iteration ratios, a cross-check less sensitive to drift.
    public var medianOfRatios: Double
  }

  // @unchecked: every access to `pairs` goes through `lock`.
  private let lock = NSLock()
  private var pairs: [Pair] = []

  public init() {}

  /// Records a pair unless `iteration` is a warm-up iteration.
  public func record(
    subject: Duration, baseline: Duration, iteration: Int, warmupIterations: Int
  ) {
    guard iteration >= warmupIterations else { return }
    lock.withLock { pairs.append(Pair(subject: subject, baseline: baseline)) }
  }

  /// Every recorded pair, in order.
  public var all: [Pair] { lock.withLock { pairs } }

  /// The summary of the recorded pairs, `nil` if there are none.
  public var summary: Summary? {
    let pairs = all
    guard let subject = Statistics.median(pairs.map(\.subject)),
      let baseline = Statistics.median(pairs.map(\.baseline)), baseline > .zero
    else { return nil }
    let ratios = pairs.compactMap { pair -> Double? in
      guard pair.baseline > .zero else { return nil }
      return pair.subject.seconds / pair.baseline.seconds
    }
    return Summary(
      count: pairs.count,
      subjectMedian: subject,
      baselineMedian: baseline,
      ratioOfMedians: subject.seconds / baseline.seconds,
      medianOfRatios: Statistics.median(ratios) ?? .nan
    )
  }

  /// Forgets every recorded pair.
  public func removeAll() {
    lock.withLock { pairs.removeAll() }
  }
}

/// Small statistics helpers.
public enum Statistics {
  /// The median of `values` (the mean of the middle two for an even count), `nil` if empty.
  public static func median(_ values: [Duration]) -> Duration? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    if sorted.count.isMultiple(of: 2) {
      return (sorted[middle - 1] + sorted[middle]) / 2
    }
    return sorted[middle]
  }

  /// The median of `values` (the mean of the middle two for an even count), `nil` if empty.
  public static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    if sorted.count.isMultiple(of: 2) {
      return (sorted[middle - 1] + sorted[middle]) / 2
    }
    return sorted[middle]
  }
}

extension Duration {
  /// The duration in seconds.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// The duration in nanoseconds, rounded down.
  public var nanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}

/// The CPU time this process has used so far, on all its threads.
///
/// Unlike wall-clock time, it does not grow while the process waits for a CPU that other
/// processes hold, so it is a cross-check for timings taken on a busy machine.
public enum ProcessCPUClock {
  public static func now() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
  }
}
