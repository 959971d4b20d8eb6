import Foundation
import Testing

extension Trait where Self == ConditionTrait {
  /// Leaves a CPU-bound lint test out of CI's ThreadSanitizer pass (the one `.ci/run` runs
  /// with `TSAN_OPTIONS` set); the plain `swift test` pass runs it.
  ///
  /// These tests lint hundreds of files (or a 10 MB one) synchronously, ten times slower
  /// under ThreadSanitizer: each held one of this machine's two cooperative threads for minutes,
  /// and the tests that wait on the main actor (the video feed, HTTP round trips) ran out of
  /// their 30 s there. They are single-threaded comparisons, apart from the file reading that
  /// every other lint test also runs under ThreadSanitizer.
  static var notUnderThreadSanitizer: Self {
    .disabled(
      if: ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil,
      "CPU-bound: runs in the plain pass, not under ThreadSanitizer")
  }
}
