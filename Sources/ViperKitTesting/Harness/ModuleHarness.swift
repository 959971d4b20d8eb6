import CustomDump
import ViperKit

/// Drives a module and checks every message that crosses its boundaries, in order.
///
/// The harness wires the module under test with ``Spy`` doubles at its boundaries (built by
/// the closure you give it) and records every message they see. A test then states what it
/// expects by calling the same contract methods on the same doubles inside ``expect(timeout:fileID:filePath:line:column:_:)``:
/// typed, autocompleted, and compared with the recording, with a readable diff on mismatch.
///
/// Exhaustive by default, like TCA's `TestStore`: a message the test did not assert fails the
/// test when the harness goes away (or at ``finish(fileID:filePath:line:column:)``). Integration tests that
/// care about some messages only use ``Exhaustivity/nonExhaustive``.
///
/// ```swift
/// let harness = ModuleHarness { log in
///   let interactor = UsersInteractorSpy(.interactor, log: log)
///   let router = UsersRouterSpy(.router, log: log)
///   let presenter = UsersPresenter(interactor: interactor, router: router)
///   let view = UsersViewSpy(.view, log: log)
///   presenter.view = view
///   return (presenter: presenter, view: view, interactor: interactor, router: router)
/// }
/// harness.subject.presenter.viewDidLoad()
/// await harness.expect {
///   $0.view.showLoading()
///   $0.interactor.fetchUsers()
/// }
/// ```
@MainActor
public final class ModuleHarness<Subject> {
  /// Whether every received message must be asserted.
  public enum Exhaustivity: Sendable, Equatable {
    /// Every message must be asserted, in order; leftovers fail the test.
    case exhaustive
    /// Expected messages must arrive in order, others are skipped; leftovers are fine.
    case nonExhaustive
  }

  /// The log every spy records into.
  public let log: MessageLog
  /// What the wiring closure returned: the object under test and its doubles.
  public let subject: Subject
  /// Whether every received message must be asserted.
  public var exhaustivity: Exhaustivity {
    get { settings.withLock { $0.exhaustivity } }
    set { settings.withLock { $0.exhaustivity = newValue } }
  }

  private let site: TestSite
  // Behind a lock because `deinit`, which checks for unasserted messages, is not isolated.
  private let settings: Locked<(exhaustivity: Exhaustivity, finished: Bool)>

  /// Creates a harness: `wire` builds the module with spies that record into `log`.
  public init(
    exhaustivity: Exhaustivity = .exhaustive,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    wire: (MessageLog) -> Subject
  ) {
    let log = MessageLog()
    self.log = log
    self.settings = Locked((exhaustivity, false))
    self.site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    self.subject = wire(log)
  }

  deinit {
    let (exhaustivity, finished) = settings.withLock { $0 }
    let leftovers = log.unasserted
    guard !finished, exhaustivity == .exhaustive, !leftovers.isEmpty else { return }
    site.fail(Self.unassertedMessage(leftovers))
  }

  /// Waits for the messages that `expected` records, then checks them against the ones
  /// received, in order.
  ///
  /// Inside `expected`, call contract methods on the subject's spies: the calls are recorded as
  /// expected messages and are not forwarded anywhere.
  ///
  /// - Parameters:
  ///   - timeout: How long to wait for the messages to arrive (asynchronous work usually
  ///     delivers them a little later). The wait ends as soon as they have, so a passing test
  ///     takes no longer for a long timeout; the default is long because a main actor shared
  ///     by hundreds of parallel tests on a loaded two-core machine was seen to take more than
  ///     five seconds for a few hops.
  ///   - fileID: The file a failure points at: the caller's, by default.
  ///   - filePath: The full path of that file.
  ///   - line: The line a failure points at.
  ///   - column: The column a failure points at.
  ///   - expected: Calls the methods whose messages are expected.
  public func expect(
    timeout: Duration = .seconds(30),
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ expected: (Subject) -> Void
  ) async {
    let expectedMessages = log.collectExpected { expected(subject) }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !isSatisfied(by: expectedMessages) && clock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    check(
      expectedMessages, at: TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that no message arrives during `duration`, beyond those already received.
  ///
  /// For "nothing happens after dismissal" checks. Prefer waiting on a real event where
  /// there is one; this is for the absence of events, which has none.
  public func expectNoMessages(
    during duration: Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let before = log.received.count
    try? await Task.sleep(for: duration)
    let late = Array(log.received.dropFirst(before))
    if !late.isEmpty {
      TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
        .fail("Expected no more messages, but received:\n" + Self.render(late))
    }
  }

  /// Marks every message received so far as asserted, for tests that drive a module to some
  /// state before the part they check.
  public func skipReceivedMessages() {
    log.consumeAll()
  }

  /// Checks that every received message was asserted (in exhaustive mode), and stops the
  /// check the harness would otherwise make when it goes away.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    settings.withLock { $0.finished = true }
    let leftovers = log.unasserted
    guard exhaustivity == .exhaustive, !leftovers.isEmpty else { return }
    TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
      .fail(Self.unassertedMessage(leftovers))
  }

  // MARK: Matching

  private func isSatisfied(by expected: [Message]) -> Bool {
    let pending = log.unasserted
    switch exhaustivity {
    case .exhaustive:
      return pending.count >= expected.count
    case .nonExhaustive:
      return Self.subsequenceEnd(of: expected, in: pending) != nil
    }
  }

  private func check(_ expected: [Message], at site: TestSite) {
    let pending = log.unasserted
    switch exhaustivity {
    case .exhaustive:
      let actual = Array(pending.prefix(expected.count))
      if actual == expected {
        log.consume(expected.count)
        return
      }
      let difference =
        diff(expected, actual, format: .proportional)
        .map { "\n\nDifference: (−expected, +received)\n\n\($0)" } ?? ""
      site.fail(
        "The messages received differ from those expected.\(difference)"
          + "\n\nReceived so far, not yet asserted:\n\(Self.render(pending))")
      // Consume what was compared, so one mismatch does not cascade into later checks.
      log.consume(actual.count)
    case .nonExhaustive:
      if let end = Self.subsequenceEnd(of: expected, in: pending) {
        log.consume(end)
        return
      }
      site.fail(
        "Expected, in this order:\n\(Self.render(expected))"
          + "\n\nbut received:\n\(Self.render(pending))")
    }
  }

  /// Where `expected` ends as an ordered subsequence of `received`, or `nil`.
  private static func subsequenceEnd(of expected: [Message], in received: [Message]) -> Int? {
    var index = 0
    for message in expected {
      guard let found = received[index...].firstIndex(of: message) else { return nil }
      index = found + 1
    }
    return index
  }

  nonisolated private static func render(_ messages: [Message]) -> String {
    messages.isEmpty ? "  (none)" : messages.map { "  \($0)" }.joined(separator: "\n")
  }

  nonisolated private static func unassertedMessage(_ leftovers: [Message]) -> String {
    "The module sent \(leftovers.count) message(s) the test did not assert:\n"
      + render(leftovers)
      + "\n\nAssert them with `await harness.expect { ... }`, or make the harness "
      + "non-exhaustive for an integration test."
  }
}
