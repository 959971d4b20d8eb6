import Testing
import ViperKitTesting

@Suite("Identity")
struct IdentityTests {
  final class Shelf {
    var title = "same"
  }

  struct Book: Equatable {
    var title: String
  }

  @Test("the same object matches, and another object with the same properties does not")
  func objectsMatchByIdentity() {
    let shelf = Shelf()
    let twin = Shelf()
    #expect(
      Message(.router, "open(_:)", arguments: [Identity(shelf)])
        == Message(.router, "open(_:)", arguments: [Identity(shelf)]))
    #expect(
      Message(.router, "open(_:)", arguments: [Identity(shelf)])
        != Message(.router, "open(_:)", arguments: [Identity(twin)]))
  }

  @Test("an object renders as its type and address, an optional one too")
  func rendersTypeAndAddress() {
    let shelf = Shelf()
    let address = String(UInt(bitPattern: ObjectIdentifier(shelf)), radix: 16)
    let padded = String(repeating: "0", count: 16 - address.count) + address
    #expect(Identity(shelf).rendering == "Shelf(0x\(padded))")
    let optional: Shelf? = shelf
    #expect(Identity(optional as Any).rendering == "Shelf(0x\(padded))")
  }

  @Test("a value, nil and a string render exactly as they do unwrapped")
  func valuesRenderByValue() {
    let none: Shelf? = nil
    for value in [Book(title: "Dune") as Any, none as Any, "text", 42, [Book(title: "A")]] {
      #expect(
        Message(.view, "show(_:)", arguments: [Identity(value)])
          == Message(.view, "show(_:)", arguments: [value]))
    }
    #expect(Identity(none as Any).rendering == "nil")
    #expect(Identity(Book(title: "Dune")).rendering == #"IdentityTests.Book(title: "Dune")"#)
  }
}

@MainActor
@Suite("Spy.forwarding")
struct SpyForwardingTests {
  @Test("records the call and hands back the target, or nothing without one")
  func recordsAndReturnsTarget() {
    let log = MessageLog()
    let target = GreetingViewSpy(.view, log: MessageLog())
    let forwarding = GreetingViewSpy(.view, log: log, forwardingTo: target)
    #expect(forwarding.forwarding("one", method: "showError(_:)") === target)
    let alone = GreetingViewSpy(.view, log: log)
    #expect(alone.forwarding("two", method: "showError(_:)") == nil)
    #expect(
      log.received.map(\.description) == [#"view.showError("one")"#, #"view.showError("two")"#])
    log.consumeAll()
  }

  @Test("while a harness collects expectations, nothing is forwarded")
  func expectationsAreNotForwarded() async {
    let target = GreetingViewSpy(.view, log: MessageLog())
    let harness = ModuleHarness { log in
      GreetingViewSpy(.view, log: log, forwardingTo: target)
    }
    var forwarded: (any GreetingViewInput)?
    harness.subject.showError("late")
    await harness.expect { spy in
      forwarded = spy.forwarding("late", method: "showError(_:)")
    }
    #expect(forwarded == nil)
    #expect(target.log.received == [])
  }
}
