import Testing
import ViperKit
import ViperKitTesting

@MainActor
@Suite("ModuleHarness")
struct ModuleHarnessTests {
  @Test("records messages across every boundary in order, including asynchronous ones")
  func recordsInOrder() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.interactor.fetchGreeting(for: "Ada")
      $0.output.didFetchGreeting("hello, Ada")
      $0.view.showGreeting("HELLO, ADA")
    }
    #expect(
      harness.log.received.map(\.description) == [
        #"interactor.fetchGreeting("Ada")"#,
        #"interactorOutput.didFetchGreeting("hello, Ada")"#,
        #"view.showGreeting("HELLO, ADA")"#,
      ])
  }

  @Test("expectation calls are recorded as expected, not forwarded to the real objects")
  func expectationsDoNotForward() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    await withKnownIssue {
      await harness.expect(timeout: .milliseconds(20)) { $0.interactor.fetchGreeting(for: "Bob") }
    }
    // Had the expectation been forwarded, the interactor would have answered.
    #expect(harness.log.received.isEmpty)
    harness.finish()
  }

  @Test("a different message fails with a diff of expected and received")
  func mismatchShowsDiff() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await withKnownIssue {
      await harness.expect {
        $0.interactor.fetchGreeting(for: "Grace")
      }
    } matching: { issue in
      let text = issue.comments.map(\.rawValue).joined()
      return text.contains("The messages received differ from those expected.")
        && text.contains(#"−   [0]: interactor.fetchGreeting("Grace")"#)
        && text.contains(#"+   [0]: interactor.fetchGreeting("Ada")"#)
    }
    harness.skipReceivedMessages()
  }

  @Test("an unasserted message fails the test when the harness finishes")
  func exhaustiveByDefault() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await harness.expect { $0.interactor.fetchGreeting(for: "Ada") }
    // Let the interactor answer; its output and the view update stay unasserted.
    while harness.log.received.count < 3 { try? await Task.sleep(for: .milliseconds(1)) }
    withKnownIssue {
      harness.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(
        "The module sent 2 message(s) the test did not assert:\n"
          + "  interactorOutput.didFetchGreeting(\"hello, Ada\")\n"
          + "  view.showGreeting(\"HELLO, ADA\")")
    }
  }

  @Test("an unasserted message fails the test when the harness goes away without finishing")
  func checksAtDeinit() {
    withKnownIssue {
      var harness: ModuleHarness<GreetingModule>? = ModuleHarness(wire: GreetingModule.wire)
      harness?.subject.view.showError("unasserted")
      harness = nil
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"view.showError("unasserted")"#)
    }
  }

  @Test("a non-exhaustive harness checks order but skips messages it was not told about")
  func nonExhaustive() async {
    let harness = ModuleHarness(exhaustivity: .nonExhaustive, wire: GreetingModule.wire)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showGreeting("HELLO, ADA")
    }
    harness.finish()
  }

  @Test("a non-exhaustive harness still fails when an expected message never arrives")
  func nonExhaustiveMissing() async {
    let harness = ModuleHarness(exhaustivity: .nonExhaustive, wire: GreetingModule.wire)
    await withKnownIssue {
      await harness.expect(timeout: .milliseconds(20)) { $0.view.showError("nope") }
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"Expected, in this order:"#)
    }
  }

  @Test("expectNoMessages fails when a message arrives in the window")
  func noMessages() async {
    let harness = ModuleHarness(wire: GreetingModule.wire)
    await harness.expectNoMessages(during: .milliseconds(5))
    // Enqueued on the main actor now, so it runs as soon as the window's sleep starts.
    Task { @MainActor in harness.subject.view.showError("late") }
    await withKnownIssue {
      await harness.expectNoMessages(during: .milliseconds(50))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(#"view.showError("late")"#)
    }
    harness.skipReceivedMessages()
  }

  @Test("messages render their boundary, method and dumped arguments")
  func rendering() {
    struct Row {
      let id: Int
      let title: String
    }
    let message = Message(
      .view, "showRows(_:animated:)", arguments: [[Row(id: 1, title: "a")], true])
    #expect(
      message.description == """
        view.showRows([
          [0]: ModuleHarnessTests.Row(
            id: 1,
            title: "a"
          )
        ], true)
        """)
    #expect(
      message
        == Message(.view, "showRows(_:animated:)", arguments: [[Row(id: 1, title: "a")], true]))
  }
}

@MainActor
@Suite("Leak expectations")
struct LeakExpectationTests {
  @Test("expectDeallocation passes for freed objects and names survivors otherwise")
  func expectDeallocationWorks() async {
    final class Node { var next: Node? }
    let tracker = DeallocationTracker()
    do {
      let freed = Node()
      tracker.track(freed, as: "freed")
    }
    await tracker.expectDeallocation(within: .milliseconds(20))

    let cycle = Node()
    cycle.next = cycle
    let leaky = DeallocationTracker()
    leaky.track(cycle, as: "cycle")
    await withKnownIssue {
      await leaky.expectDeallocation(within: .milliseconds(20))
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains("still alive")
        && issue.comments.map(\.rawValue).joined().contains("cycle")
    }
    cycle.next = nil
  }
}
