import Foundation

/// The requests of the server's own that wait for the client's answer
/// (`window/workDoneProgress/create`), and the client's requests the linting thread is
/// serving, which `$/cancelRequest` may cancel.
///
/// Shared by the message loop, which reads the answers and the cancellations, and the
/// linting thread, which sends the requests and serves the client's.
final class ServerRequests: @unchecked Sendable {
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var next = 1
  /// The requests of the server's waiting for their answer, with what to do with it.
  private var waiting: [RequestID: (@Sendable (_ accepted: Bool) -> Void)?] = [:]
  private var serving: Set<RequestID> = []
  private var cancelled: Set<RequestID> = []

  /// A new id for a request of the server's. `onAnswer` is called once, on the thread that
  /// reads the client's messages, with whether the client accepted it; never if the client
  /// does not answer.
  func newRequest(onAnswer: (@Sendable (_ accepted: Bool) -> Void)? = nil) -> RequestID {
    condition.lock()
    defer { condition.unlock() }
    let id = RequestID.string("viper-\(next)")
    next += 1
    waiting[id] = onAnswer
    return id
  }

  /// Records the client's answer to a request of the server's (`failed`: an error answer).
  /// An answer to no request of the server's, or a second answer, is ignored.
  func answer(_ id: RequestID, failed: Bool) {
    condition.lock()
    let entry = waiting.removeValue(forKey: id)
    condition.unlock()
    if let onAnswer = entry ?? nil { onAnswer(!failed) }
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
