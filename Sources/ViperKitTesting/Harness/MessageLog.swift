import ViperKit

/// The messages that crossed a module's boundaries, in order.
///
/// Spies append to it. While a harness runs an expectation block, the log is in expecting
/// mode: spies append to the list of expected messages instead, and do not forward.
public final class MessageLog: Sendable {
  private struct State {
    var received: [Message] = []
    var consumed = 0
    var expected: [Message]? = nil
    /// Who waits for the next message, each with the timer that ends its wait.
    var waiters: [Int: Waiter] = [:]
    var nextWaiter = 0
  }

  private struct Waiter {
    let continuation: CheckedContinuation<Void, Never>
    var timer: Task<Void, Never>?
  }

  private let state = Locked(State())

  /// Creates an empty log.
  public init() {}

  /// Every message received so far, asserted or not.
  public var received: [Message] { state.withLock { $0.received } }

  /// The messages no expectation has matched yet.
  public var unasserted: [Message] { state.withLock { Array($0.received[$0.consumed...]) } }

  /// Whether an expectation block is running: spies record expectations and do not forward.
  public var isExpecting: Bool { state.withLock { $0.expected != nil } }

  /// Records `message`: as received, or as expected while an expectation block runs.
  ///
  /// - Returns: Whether the message was received (and should be forwarded).
  @discardableResult
  public func append(_ message: Message) -> Bool {
    let woken = state.withLock { state -> [Waiter]? in
      if state.expected != nil {
        state.expected?.append(message)
        return nil
      }
      state.received.append(message)
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    guard let woken else { return false }
    for waiter in woken {
      waiter.timer?.cancel()
      waiter.continuation.resume()
    }
    return true
  }

  /// Returns once more than `count` messages have been received, at `deadline`, or when the
  /// calling task is cancelled, whichever comes first.
  ///
  /// Waiting is event-driven: a harness waiting for messages costs nothing until one arrives.
  /// (Polling every millisecond, as it once did, flooded the main actor that dozens of tests
  /// running at once share, and delayed the very messages they waited for.)
  func waitForMessage(
    beyond count: Int, until deadline: ContinuousClock.Instant
  ) async {
    let id = state.withLock { state in
      defer { state.nextWaiter += 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let waits = state.withLock { state -> Bool in
          guard state.received.count <= count, !Task.isCancelled else { return false }
          state.waiters[id] = Waiter(continuation: continuation, timer: nil)
          return true
        }
        guard waits else { return continuation.resume() }
        let timer = Task { [weak self] in
          try? await Task.sleep(until: deadline, clock: .continuous)
          self?.stopWaiting(id)
        }
        let registered = state.withLock { state -> Bool in
          guard state.waiters[id] != nil else { return false }
          state.waiters[id]?.timer = timer
          return true
        }
        if !registered { timer.cancel() }
      }
    } onCancel: {
      stopWaiting(id)
    }
  }

  /// Ends waiter `id`'s wait, if it still waits.
  private func stopWaiting(_ id: Int) {
    let waiter = state.withLock { $0.waiters.removeValue(forKey: id) }
    waiter?.timer?.cancel()
    waiter?.continuation.resume()
  }

  /// Runs `body` in expecting mode and returns the messages it recorded.
  func collectExpected(_ body: () -> Void) -> [Message] {
    state.withLock { $0.expected = [] }
    body()
    return state.withLock { state in
      defer { state.expected = nil }
      return state.expected ?? []
    }
  }

  /// Marks the first `count` unasserted messages as asserted.
  func consume(_ count: Int) {
    state.withLock { $0.consumed = min($0.consumed + count, $0.received.count) }
  }

  /// Marks every message received so far as asserted.
  public func consumeAll() {
    state.withLock { $0.consumed = $0.received.count }
  }
}
