import Foundation

/// A value that several tasks share, read and written only while a lock is held.
///
/// `Synchronization.Mutex` would do the same, but it needs macOS 15 and the package supports
/// macOS 14, so this wraps an `NSLock`.
final class Locked<State: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `state` is private and only touched inside `withLock`,
  // which holds `lock` for the whole access, and `State` itself is `Sendable`.
  private let lock = NSLock()
  private var state: State

  init(_ state: State) {
    self.state = state
  }

  /// Runs `body` with exclusive access to the state. Keep `body` short and never `await` in it.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&state)
  }
}
