import Foundation
import Testing

@testable import MockAPI

@Suite("MockAPI next to busy code")
struct MockAPIBusyCallerTests {
  @Test(
    """
    a server started from a task whose priority's threads are all blocked still answers: \
    it serves at a priority of its own
    """)
  func answersWhileTheStartersThreadsAreBlocked() async throws {
    // Started from a low-priority task that nothing escalates, as busy code would start it.
    let api = try await Self.startAtLowPriority()
    let release = DispatchSemaphore(value: 0)
    let started = Counter()
    // On Linux each priority has a pool of one thread per core: block every one of the low ones
    // until the request has its answer. A server running on them could not answer at all.
    let threads = ProcessInfo.processInfo.activeProcessorCount
    let blockers = (0..<threads).map { _ in
      Task.detached(priority: .low) {
        started.increment()
        release.wait()
      }
    }
    // Wait (at most ten seconds) until they hold the threads. Were the pool wider, the request
    // would find a free thread and the test would prove less, but it would not fail.
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while started.value < threads && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(5))
    }

    let response: Result<TestResponse, any Error>
    do {
      response = .success(
        try await TestHTTP.send(
          "GET", "/users/1", to: api, session: TestHTTP.makeSession(patience: 10)))
    } catch {
      response = .failure(error)
    }

    for _ in blockers { release.signal() }
    for blocker in blockers { await blocker.value }
    await api.stop()
    #expect(try response.get().status == 200)
  }

  /// `MockAPI.start()` run by a detached low-priority task, awaited through a continuation so
  /// that awaiting it does not raise the task's priority.
  private static func startAtLowPriority() async throws -> MockAPI {
    try await withCheckedThrowingContinuation { continuation in
      Task.detached(priority: .low) {
        do {
          continuation.resume(returning: try await MockAPI.start())
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }
}

/// A count shared between threads.
private final class Counter: @unchecked Sendable {
  // Guarded by `lock`.
  private var count = 0
  private let lock = NSLock()

  var value: Int { lock.withLock { count } }

  func increment() { lock.withLock { count += 1 } }
}
