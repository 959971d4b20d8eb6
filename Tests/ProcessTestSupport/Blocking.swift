import Foundation

/// Runs blocking work (waiting for a child process, reading its pipes) on a thread of its
/// own, off Swift's cooperative thread pool and off the dispatch queues that pool shares.
///
/// The pool has one thread per core (two on CI). A test that blocks them starves every other
/// task in the process, including the in-process mock API servers the child processes talk to:
/// requests then time out, or the whole run stalls.
package func offThePool<Value: Sendable>(
  _ body: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try body() }) }
    thread.name = "ProcessTestSupport.blocking"
    thread.start()
  }
}
