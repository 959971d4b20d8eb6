import ViperKit

/// How every fake service waits: `latency` on `clock`, then a check for cancellation, so a fake
/// behaves like a slow server that a dismissed module stops waiting for.
enum FakeLatency {
  static func wait(_ latency: Duration, on clock: any Clock<Duration>) async throws(HTTP.Error) {
    if latency > .zero {
      do {
        try await clock.sleep(for: latency)
      } catch {
        throw .cancelled
      }
    }
    if Task.isCancelled { throw .cancelled }
  }
}
