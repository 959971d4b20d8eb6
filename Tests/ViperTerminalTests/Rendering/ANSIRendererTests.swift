import Testing
import ViperTerminal

@Suite("ANSIRenderer")
struct ANSIRendererTests {
  private static let clear = "\u{1B}[0m\u{1B}[H\u{1B}[2J"

  private func bytes(_ string: String) -> [UInt8] { Array(string.utf8) }

  private func sampleFrame() -> Frame {
    var frame = Frame(size: Size(width: 10, height: 3))
    frame.put("Hi", x: 0, y: 0)
    frame.put("X", x: 5, y: 2)
    return frame
  }

  @Test("the first frame clears the screen and paints every non-blank cell")
  func firstFrameIsFullPaint() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    #expect(renderer.render(sampleFrame()) == bytes(Self.clear + "Hi\u{1B}[3;6HX"))
  }

  @Test("changing one cell writes only a cursor move and that cell")
  func oneChangedCell() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var frame = sampleFrame()
    _ = renderer.render(frame)
    frame.put("Y", x: 3, y: 1)
    #expect(renderer.render(frame) == bytes("\u{1B}[2;4HY"))
    frame.put("Z", x: 4, y: 1)
    #expect(renderer.render(frame) == bytes("Z"), "the cursor is already there")
  }

  @Test("an unchanged frame writes nothing")
  func unchangedFrame() {
    var renderer = ANSIRenderer(colorMode: .trueColor)
    _ = renderer.render(sampleFrame())
    #expect(renderer.render(sampleFrame()).isEmpty)
  }

  @Test("a run of cells in one style gets one SGR, changes get one each")
  func styleRuns() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var frame = Frame(size: Size(width: 8, height: 2))
    let red = Style(foreground: .red)
    frame.put("ab", x: 0, y: 0, style: red)
    frame.put("cd", x: 2, y: 0, style: red)
    frame.put("e", x: 4, y: 0)
    frame.put(
      "fg", x: 0, y: 1, style: Style(foreground: .brightBlue, background: .gray, bold: true))
    #expect(
      renderer.render(frame)
        == bytes(
          Self.clear + "\u{1B}[0;31mabcd\u{1B}[0me\u{1B}[2;1H\u{1B}[0;1;94;100mfg"))
  }

  @Test("the style is remembered across frames and runs on other rows")
  func styleRemembered() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var frame = Frame(size: Size(width: 4, height: 2))
    let underline = Style(underline: true)
    frame.put("a", x: 0, y: 0, style: underline)
    _ = renderer.render(frame)
    frame.put("b", x: 2, y: 1, style: underline)
    #expect(renderer.render(frame) == bytes("\u{1B}[2;3Hb"))
  }

  @Test("wide characters are written once and advance the cursor two columns")
  func wideCharacters() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var frame = Frame(size: Size(width: 6, height: 1))
    frame.put("日本x", x: 0, y: 0)
    #expect(renderer.render(frame) == bytes(Self.clear + "日本x"))
    frame.put("a", x: 3, y: 0)  // over the right half of 本
    #expect(renderer.render(frame) == bytes("\u{1B}[1;3H a"))
  }

  @Test("after an emoji sequence the cursor is positioned again")
  func repositionsAfterEmojiSequence() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var frame = Frame(size: Size(width: 8, height: 1))
    frame.put("❤️x", x: 0, y: 0)
    #expect(renderer.render(frame) == bytes(Self.clear + "❤️\u{1B}[1;3Hx"))
  }

  @Test(
    "colours are written as the mode allows",
    arguments: [
      (ColorMode.trueColor, "\u{1B}[0;38;2;255;0;0;48;5;200mx"),
      (.indexed256, "\u{1B}[0;38;5;196;48;5;200mx"),
      (.ansi16, "\u{1B}[0;91;105mx"),
    ])
  func colorDowngrade(mode: ColorMode, expected: String) {
    var renderer = ANSIRenderer(colorMode: mode)
    var frame = Frame(size: Size(width: 2, height: 1))
    frame.put("x", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), background: .indexed(200)))
    #expect(renderer.render(frame) == bytes(Self.clear + expected))
  }

  @Test("monochrome keeps attributes and writes no colour codes")
  func monochromeHasNoColors() {
    var renderer = ANSIRenderer(colorMode: .monochrome)
    var frame = Frame(size: Size(width: 6, height: 1))
    frame.put("a", x: 0, y: 0, style: Style(foreground: .red, background: .blue, bold: true))
    frame.put("b", x: 1, y: 0, style: Style(foreground: .green, bold: true))
    frame.put("c", x: 2, y: 0, style: Style(foreground: .rgb(1, 2, 3)))
    frame.put("d", x: 3, y: 0, style: Style(background: .indexed(9), reverse: true))
    #expect(
      renderer.render(frame)
        == bytes(Self.clear + "\u{1B}[0;1mab\u{1B}[0mc\u{1B}[0;7md"))
  }

  @Test("with no colour mode there is no escape sequence at all, only changed frames as lines")
  func noneWritesPlainLines() {
    var renderer = ANSIRenderer(colorMode: .none)
    var frame = Frame(size: Size(width: 6, height: 2))
    frame.put("ab", x: 0, y: 0, style: Style(foreground: .red, bold: true, reverse: true))
    frame.put("日本", x: 1, y: 1)
    #expect(renderer.render(frame) == bytes("ab\r\n 日本\r\n"))
    #expect(renderer.render(frame).isEmpty)
    frame.put("c", x: 2, y: 0)
    let output = renderer.render(frame)
    #expect(output == bytes("abc\r\n 日本\r\n"))
    #expect(!output.contains(0x1B))
  }

  @Test("a size change and invalidate() clear and repaint")
  func sizeChangeRepaints() {
    var renderer = ANSIRenderer(colorMode: .ansi16)
    _ = renderer.render(sampleFrame())
    var larger = Frame(size: Size(width: 12, height: 3))
    larger.put("Hi", x: 0, y: 0)
    #expect(renderer.render(larger) == bytes(Self.clear + "Hi"))
    renderer.invalidate()
    #expect(renderer.render(larger) == bytes(Self.clear + "Hi"))
    #expect(renderer.render(larger).isEmpty)
  }
}
