import Foundation

/// Waits, in short real sleeps, until `condition` holds or `timeout` passes; returns whether it
/// held. Bounded sleeps rather than `Task.yield()` loops, which starve other tasks.
@MainActor
func eventually(
  timeout: Duration = .seconds(10), _ condition: @MainActor () -> Bool
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
