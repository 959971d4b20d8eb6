import SnapshotTesting
import Testing
import ViperTerminal

@Suite("CenteredMessage")
struct CenteredMessageTests {
  static let error = CenteredMessage(
    "The server said 503 (Service Unavailable) while loading users. Check that the mock API "
      + "is running, then press r to try again. Details: "
      + "https://example.invalid/a-very-long-url-without-any-spaces-in-it-at-all",
    title: "Could not load users"
  )

  @Test("wraps words, breaks long ones, and centres the block at 80x24")
  func wide() {
    assertSnapshot(of: render(Self.error, size: Size(width: 80, height: 24)).text, as: .lines)
  }

  @Test("wraps words, breaks long ones, and centres the block at 40x12")
  func narrow() {
    let frame = render(Self.error, size: Size(width: 40, height: 12))
    assertSnapshot(of: frame.textAndStyles, as: .lines)
  }

  @Test("a rect too short for the message ends the last line in an ellipsis")
  func tooShort() {
    let frame = render(Self.error, size: Size(width: 30, height: 4))
    #expect(
      frame.lines() == [
        "     Could not load users",
        "",
        "     The server said 503",
        "    (Service Unavailable)…",
      ])
  }

  @Test("a short message sits in the exact middle")
  func shortMessage() {
    let frame = render(CenteredMessage("No users yet"), size: Size(width: 20, height: 3))
    #expect(frame.lines() == ["", "    No users yet", ""])
  }

  @Test("an empty rect draws nothing")
  func emptyRect() {
    let frame = render(
      CenteredMessage("Hello"), size: Size(width: 10, height: 2),
      in: Rect(x: 0, y: 0, width: 0, height: 2))
    #expect(frame == Frame(size: Size(width: 10, height: 2)))
  }
}
