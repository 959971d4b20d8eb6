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
    state.withLock { state in
      if state.expected != nil {
        state.expected?.append(message)
        return false
      }
      state.received.append(message)
      return true
    }
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
