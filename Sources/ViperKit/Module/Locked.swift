import Foundation

/// A value behind a lock, for the few pieces of runtime state that are touched from more
/// than one isolation domain (a `deinit` is not isolated, for one).
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18 and ViperKit supports
/// one release further back. `package`: the test kit uses it too.
package final class Locked<Value>: @unchecked Sendable {
  // @unchecked: every access to `value` goes through `lock`.
  private let lock = NSLock()
  private var value: Value

  package init(_ value: Value) { self.value = value }

  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
