import Foundation

/// A value behind a lock: the one place where this module vouches for thread safety by hand.
///
/// `@unchecked Sendable` is sound because `value` is only ever touched inside `withLock`,
/// while the lock is held.
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
