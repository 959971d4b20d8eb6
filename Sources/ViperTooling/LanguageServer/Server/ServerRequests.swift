import Foundation

/// The requests of the server's own that wait for the client's answer
/// (`window/workDoneProgress/create`), and the client's requests the linting thread is
/// serving, which `$/cancelRequest` may cancel.
///
/// Shared by the message loop, which reads the answers and the cancellations, and the
/// linting thread, which waits for the answers and serves the requests.
final class ServerRequests: @unchecked Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var next = 1
  private var answers: [RequestID: Bool] = [:]
  private var waiting: Set<RequestID> = []
  private var serving: Set<RequestID> = []
  private var cancelled: Set<RequestID> = []

  /// A new id for a request of the server's, whose answer ``wait(for:timeout:)`` waits for.
  func newRequest() -> RequestID {
    condition.lock()
    defer { condition.unlock() }
    let id = RequestID.string("viper-\(next)")
    next += 1
    waiting.insert(id)
    return id
  }

  /// Records the client's answer to a request of the server's (`failed`: an error answer).
  /// An answer to no request of the server's is ignored.
  func answer(_ id: RequestID, failed: Bool) {
    condition.lock()
    defer { condition.unlock() }
    guard waiting.remove(id) != nil else { return }
    answers[id] = !failed
    condition.broadcast()
  }

  /// Waits for the answer to a request of the server's: `true` when the client accepted it,
  /// `false` when it answered with an error or not within `timeout` seconds.
  func wait(for id: RequestID, timeout: TimeInterval) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    while answers[id] == nil {
      guard condition.wait(until: deadline) else { break }
    }
    waiting.remove(id)
    return answers.removeValue(forKey: id) ?? false
  }

  /// Marks a client's request as being served by the linting thread.
  func beginServing(_ id: RequestID) {
    condition.lock()
    defer { condition.unlock() }
    serving.insert(id)
  }

  /// Cancels a client's request if it is still being served (a cancellation of a request
  /// already answered is ignored, as the protocol allows).
  func cancel(_ id: RequestID) {
    condition.lock()
    defer { condition.unlock() }
    if serving.contains(id) { cancelled.insert(id) }
  }

  /// Ends the serving of a request; whether it was cancelled meanwhile.
  func finishServing(_ id: RequestID) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    serving.remove(id)
    return cancelled.remove(id) != nil
  }
}
