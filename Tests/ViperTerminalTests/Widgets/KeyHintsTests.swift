import SnapshotTesting
import Testing
import ViperTerminal

@Suite("KeyHints")
struct KeyHintsTests {
  static let hints = KeyHints([
    ("↑↓", "move"), ("⏎", "open"), ("r", "reload"), ("1-5", "tabs"), ("q", "quit"),
  ])

  @Test("keys in bold, actions dimmed, two spaces between hints")
  func layout() {
    let frame = render(Self.hints, size: Size(width: 60, height: 1))
    #expect(frame.lines() == ["↑↓ move  ⏎ open  r reload  1-5 tabs  q quit"])
    #expect(frame.styleMask == "BB.dddd..B.dddd..B.dddddd..BBB.dddd..B.dddd")
  }

  @Test("hints that do not fit are left out whole, at 80 and 40 columns and narrower")
  func truncation() {
    for width in [80, 40, 30, 12, 5] {
      let size = Size(width: width, height: 1)
      assertSnapshot(of: render(Self.hints, size: size).text, as: .lines, named: "\(width)")
    }
    #expect(render(Self.hints, size: Size(width: 20, height: 1)).lines() == ["↑↓ move  ⏎ open"])
    #expect(render(Self.hints, size: Size(width: 5, height: 1)).lines() == ["↑↓ m…"])
  }
}
