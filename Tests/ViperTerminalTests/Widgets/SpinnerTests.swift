import SnapshotTesting
import Testing
import ViperTerminal

@Suite("Spinner")
struct SpinnerTests {
  @Test("each tick shows the next braille frame and wraps around")
  func frames() {
    let glyphs = (0..<11).map { Spinner(tick: $0, label: "").glyph }
    #expect(glyphs == ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏", "⠋"])
    #expect(Spinner(tick: -1, label: "").glyph == "⠏")
    #expect(Spinner(tick: Int.max, label: "").glyph == Spinner.frames[Int.max % 10])
  }

  @Test("the ASCII fallback cycles through - \\ | /")
  func asciiFrames() {
    let glyphs = (0..<5).map { Spinner(tick: $0, label: "", ascii: true).glyph }
    #expect(glyphs == ["-", "\\", "|", "/", "-"])
  }

  @Test("draws the glyph and label, aligned, at 80x24 and 40x12")
  func snapshots() {
    for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
      var frame = Frame(size: size)
      let rows = frame.bounds.centered(width: size.width, height: 3)
      Spinner(tick: 3, label: "Loading users…").render(in: rows, into: &frame)
      Spinner(tick: 4, label: "Centred", alignment: .center)
        .render(in: rows.splitTop(1).rest, into: &frame)
      Spinner(tick: 5, label: "ASCII on the right", ascii: true, alignment: .trailing)
        .render(in: rows.splitTop(2).rest, into: &frame)
      assertSnapshot(of: frame.text, as: .lines, named: "\(size)")
    }
  }
}
