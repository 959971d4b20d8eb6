import Testing
import ViperKit

@testable import ViperKitTesting

@Suite("MessageLog: waiting for messages")
struct MessageLogTests {
  static let ping = Message(Boundary("view"), "ping")

  @Test("a message appended from another task ends the wait long before the deadline")
  func messageEndsWait() async {
    let log = MessageLog()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(600))
    let sender = Task {
      try? await Task.sleep(for: .milliseconds(20))
      log.append(Self.ping)
    }
    await log.waitForMessage(beyond: 0, until: deadline)
    #expect(log.received == [Self.ping])
    #expect(clock.now < deadline)
    await sender.value
  }

  @Test("a log that already holds more messages than counted does not wait at all")
  func alreadyBeyond() async {
    let log = MessageLog()
    log.append(Self.ping)
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(600))
    await log.waitForMessage(beyond: 0, until: deadline)
    #expect(clock.now < deadline)
  }

  @Test("with no message, the wait ends at the deadline, not before")
  func deadlineEndsWait() async {
    let log = MessageLog()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(30))
    await log.waitForMessage(beyond: 0, until: deadline)
    #expect(clock.now >= deadline)
    #expect(log.received.isEmpty)
  }

  @Test("cancelling the waiting task ends its wait")
  func cancellationEndsWait() async {
    let log = MessageLog()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .seconds(600))
    let waiting = Task { await log.waitForMessage(beyond: 0, until: deadline) }
    try? await Task.sleep(for: .milliseconds(20))
    waiting.cancel()
    await waiting.value
    #expect(clock.now < deadline)
  }

  @Test("messages recorded as expectations never end a wait: only received ones do")
  func expectationsDoNotWake() async {
    let log = MessageLog()
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(50))
    let expecter = Task {
      _ = log.collectExpected { log.append(Self.ping) }
    }
    await log.waitForMessage(beyond: 0, until: deadline)
    await expecter.value
    #expect(clock.now >= deadline)
    #expect(log.received.isEmpty)
  }

  @Test("several waiters all wake on one message")
  func everyWaiterWakes() async {
    let log = MessageLog()
    let deadline = ContinuousClock.now.advanced(by: .seconds(600))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<5 {
        group.addTask { await log.waitForMessage(beyond: 0, until: deadline) }
      }
      group.addTask {
        try? await Task.sleep(for: .milliseconds(20))
        log.append(Self.ping)
      }
    }
    #expect(ContinuousClock.now < deadline)
  }
}
