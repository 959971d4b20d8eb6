import Foundation
import ReferenceApps
import ViperKit

/// Counts finished service calls, so a batch of cycles can wait until the fetches its modules
/// started (and their dismissal cancelled) have run to the end: that work belongs to the cycle.
final class CallCounter: @unchecked Sendable {
  private struct Waiter {
    var target: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  // @unchecked: every access to `count` and `waiter` goes through `lock`.
  private let lock = NSLock()
  private var count = 0
  private var waiter: Waiter?

  /// How many calls have finished.
  var value: Int { lock.withLock { count } }

  func increment() {
    let ready: CheckedContinuation<Void, Never>? = lock.withLock {
      count += 1
      guard let waiter, count >= waiter.target else { return nil }
      self.waiter = nil
      return waiter.continuation
    }
    ready?.resume()
  }

  /// Returns once `value` has reached `target`. It suspends without polling, so the thread
  /// that waits does not compete with the tasks it waits for.
  func wait(until target: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let reached = lock.withLock {
        if count >= target { return true }
        waiter = Waiter(target: target, continuation: continuation)
        return false
      }
      if reached { continuation.resume() }
    }
  }
}

/// A zero-latency `FakeUsersService` that counts its finished calls. Both sides of the module
/// cycle use it, so the fetch costs the same on both.
struct CountingUsersService: UsersService {
  let base: FakeUsersService
  let calls: CallCounter

  func users() async throws(HTTP.Error) -> [UserDTO] {
    defer { calls.increment() }
    return try await base.users()
  }

  func user(id: Int) async throws(HTTP.Error) -> UserDTO {
    defer { calls.increment() }
    return try await base.user(id: id)
  }
}

/// How long a batch of cycles took.
struct CycleTiming {
  /// Everything: the cycles and the wait for their cancelled fetches.
  var total: Duration
  /// The cycles alone (build, wire, push, pop, free), before the wait.
  var synchronous: Duration

  /// Both divided by `cycles`.
  func perCycle(_ cycles: Int) -> CycleTiming {
    CycleTiming(total: total / cycles, synchronous: synchronous / cycles)
  }
}
