import Foundation
import ViperKitTesting

/// Waits, in short real sleeps, until `condition` holds or `timeout` passes; returns whether it
/// held. Bounded sleeps rather than `Task.yield()` loops, which starve other tasks.
@MainActor
func eventually(
  timeout: Duration = .seconds(30), _ condition: @MainActor () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while !condition() {
    guard clock.now < deadline else { return false }
    try? await Task.sleep(for: .milliseconds(2))
  }
  return true
}

/// Whether the process `pid` is gone: not running and reaped (no zombie left).
func processIsGone(_ pid: Int32) -> Bool {
  kill(pid, 0) == -1 && errno == ESRCH
}

/// Waits (bounded) until a task sleeps on `clock`, such as a playing engine's ticker, so that
/// the next `advance` reaches it: an advance made before the ticker sleeps would pass it by.
func untilSleeping(_ clock: TestClock<Duration>) async {
  let deadline = ContinuousClock.now.advanced(by: .seconds(30))
  while ContinuousClock.now < deadline {
    do {
      try await clock.checkSuspension()
    } catch {
      return
    }
    try? await Task.sleep(for: .milliseconds(2))
  }
}
