import Testing
import ViperTerminal

/// Property-style checks: whatever the frames, the bytes the renderer writes make a terminal
/// show exactly the frame.
@Suite("ANSIRenderer through a terminal emulator")
struct ANSIRendererEmulatorTests {
  static let texts = [
    "a", "hello", "日本語", "👍", "❤️", "👨‍👩‍👧", "e\u{301}", "x\u{1B}[2Jy", "tab\there", "Zoë",
    "한국어", "…", "ｶﾀｶﾅ", " ", "🇯🇵", "a\u{7}b", "wide 日 and narrow", "│█▌",
  ]
  static let styles: [Style] = [
    .plain, Style(foreground: .red), Style(background: .blue), Style(bold: true),
    Style(reverse: true), Style(foreground: .brightGreen, underline: true),
    Style(dim: true, italic: true), Style(foreground: .gray, background: .white, bold: true),
  ]

  /// The style a terminal in `mode` shows for `style` (only colour is ever dropped here).
  private func shown(_ style: Style, in mode: ColorMode) -> Style {
    guard mode == .monochrome else { return style }
    var style = style
    style.foreground = .default
    style.background = .default
    return style
  }

  private func randomEdit(of frame: inout Frame, using generator: inout SeededGenerator) {
    let size = frame.size
    let style = Self.styles.randomElement(using: &generator) ?? .plain
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<7:
      let text = Self.texts.randomElement(using: &generator) ?? ""
      let maxWidth =
        Bool.random(using: &generator) ? nil : Int.random(in: 0...12, using: &generator)
      frame.put(
        text,
        x: Int.random(in: -3...size.width, using: &generator),
        y: Int.random(in: -1...size.height, using: &generator),
        style: style,
        maxWidth: maxWidth,
        truncation: Bool.random(using: &generator) ? .clip : .ellipsis
      )
    case 7..<9:
      let rect = Rect(
        x: Int.random(in: -2..<size.width, using: &generator),
        y: Int.random(in: -2..<size.height, using: &generator),
        width: Int.random(in: 0...8, using: &generator),
        height: Int.random(in: 0...3, using: &generator)
      )
      frame.fill(rect, style: style)
    default:
      let text = Self.texts.randomElement(using: &generator) ?? ""
      frame[
        Int.random(in: 0..<size.width, using: &generator),
        Int.random(in: 0..<size.height, using: &generator)
      ] = Cell(text: text, style: style)
    }
  }

  @Test(
    "200 random edits, rendered one after another, show exactly each frame",
    arguments: [ColorMode.ansi16, .indexed256, .trueColor, .monochrome]
  )
  func randomEdits(mode: ColorMode) {
    var generator = SeededGenerator(seed: 0x5EED)
    var frame = Frame(size: Size(width: 20, height: 6))
    var renderer = ANSIRenderer(colorMode: mode)
    var terminal = VirtualTerminal(size: frame.size)
    var totalBytes = 0
    for step in 1...200 {
      if step % 50 == 0 {
        // A resize: the terminal shows leftovers, the renderer must clear them.
        let size = Size(
          width: Int.random(in: 8...30, using: &generator),
          height: Int.random(in: 2...8, using: &generator))
        frame = Frame(size: size)
        terminal = VirtualTerminal(size: size)
        terminal.feed(Array("leftover junk\r\nmore".utf8))
      } else if step % 37 == 0 {
        // Something else wrote to the screen: after invalidate() the renderer repaints.
        terminal.feed(Array("\u{1B}[1;1Hscribble\u{1B}[41m".utf8))
        renderer.invalidate()
      }
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        randomEdit(of: &frame, using: &generator)
      }
      let bytes = renderer.render(frame)
      totalBytes += bytes.count
      terminal.feed(bytes)
      #expect(terminal.lines == frame.lines(), "step \(step)")
      #expect(terminal.unknownSequences.isEmpty)
      for y in 0..<frame.size.height {
        for x in 0..<frame.size.width {
          let expected = Cell(text: frame[x, y].text, style: shown(frame[x, y].style, in: mode))
          #expect(terminal.cells[y][x] == expected, "step \(step), cell \(x),\(y)")
        }
      }
    }
    // Incremental output is far smaller than repainting every frame would be.
    #expect(totalBytes < 200 * 20 * 6)
  }

  @Test("every frame of a list being scrolled is reproduced")
  func scrollingList() {
    let rows = (0..<500).map { ListRow(title: "Row \($0) 日本", detail: "#\($0)") }
    var renderer = ANSIRenderer(colorMode: .indexed256)
    var terminal = VirtualTerminal(size: Size(width: 30, height: 8))
    var state = ListState()
    let keys: [Key] =
      Array(repeating: .down, count: 12) + [.pageDown, .pageDown, .end, .pageUp, .home]
    for key in keys {
      _ = state.handle(key, count: rows.count, visibleRows: 8)
      var frame = Frame(size: terminal.size)
      ListView(source: rows, state: state).render(in: frame.bounds, into: &frame)
      terminal.feed(renderer.render(frame))
      #expect(terminal.lines == frame.lines())
    }
  }

  @Test(
    "rows that moved as a block are scrolled with the terminal's margins, then the rest is painted")
  func scrollRegion() {
    func frame(first: Int) -> Frame {
      var frame = Frame(size: Size(width: 20, height: 8))
      frame.put("header", x: 0, y: 0)
      for row in 0..<6 {
        frame.put("Row \(first + row)", x: 1, y: row + 1)
      }
      frame.put("footer", x: 0, y: 7)
      return frame
    }
    var renderer = ANSIRenderer(colorMode: .ansi16)
    var terminal = VirtualTerminal(size: Size(width: 20, height: 8))
    terminal.feed(renderer.render(frame(first: 100)))
    // Up by one: rows 2...6 of the screen move up, "Row 106" is painted at the bottom.
    let up = renderer.render(frame(first: 101))
    terminal.feed(up)
    #expect(terminal.lines == frame(first: 101).lines())
    #expect(String(decoding: up, as: UTF8.self) == "\u{1B}[2;7r\u{1B}[1S\u{1B}[r\u{1B}[7;2HRow 106")
    // Down by two: scrolled (by one or two rows, whichever leaves less to paint), then painted.
    let down = renderer.render(frame(first: 99))
    terminal.feed(down)
    #expect(terminal.lines == frame(first: 99).lines())
    #expect(String(decoding: down, as: UTF8.self).hasPrefix("\u{1B}[2;7r\u{1B}["))
    #expect(down.count < 80)  // repainting the six rows takes about 90
    #expect(terminal.unknownSequences.isEmpty)
  }

  @Test("random scrolls of a block between a header and a footer are reproduced exactly")
  func randomScrolls() {
    var generator = SeededGenerator(seed: 42)
    let size = Size(width: 24, height: 12)
    var renderer = ANSIRenderer(colorMode: .trueColor)
    var terminal = VirtualTerminal(size: size)
    var first = 1000
    for step in 0..<200 {
      first += Int.random(in: -4...4, using: &generator)
      let selected = Int.random(in: 0..<10, using: &generator)
      var frame = Frame(size: size)
      frame.put("header \(step % 3)", x: 0, y: 0, style: Style(bold: true))
      for row in 0..<10 {
        let style = row == selected ? Style(reverse: true) : Style(foreground: .cyan)
        frame.put("Item \(first + row) 日本", x: 0, y: row + 1, style: style, maxWidth: size.width)
      }
      frame.put("footer", x: 0, y: 11)
      terminal.feed(renderer.render(frame))
      #expect(terminal.lines == frame.lines(), "step \(step)")
      for y in 0..<size.height {
        for x in 0..<size.width where !frame[x, y].isContinuation {
          #expect(terminal.style(x: x, y: y) == frame[x, y].style, "step \(step) at \(x),\(y)")
        }
      }
    }
    #expect(terminal.unknownSequences.isEmpty)
  }
}
