/// The clock playback advances on: any `Clock` with `Duration` steps, seen as time elapsed
/// since the engine was made.
///
/// Inject a `TestClock` (swift-clocks) in tests and advance it by hand; the demo uses
/// `ContinuousClock`.
public struct PlaybackClock: Sendable {
  private let elapsedNow: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  /// Wraps `clock`; its "now" at this call is elapsed time zero.
  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let start = clock.now
    elapsedNow = { start.duration(to: clock.now) }
    sleeper = { elapsed in try await clock.sleep(until: start.advanced(by: elapsed), tolerance: nil)
    }
  }

  /// The real time: `ContinuousClock`.
  public static var continuous: PlaybackClock { PlaybackClock(ContinuousClock()) }

  /// Time elapsed since the clock was wrapped.
  public var now: Duration { elapsedNow() }

  /// Sleeps until `now` reaches `elapsed`; throws when the task is cancelled.
  ///
  /// Returns at once when `now` is already there: some clocks (swift-clocks' `TestClock`) would
  /// otherwise wait for the next advance on a deadline equal to `now`.
  public func sleep(until elapsed: Duration) async throws {
    try Task.checkCancellation()
    guard elapsed > now else { return }
    try await sleeper(elapsed)
  }
}
