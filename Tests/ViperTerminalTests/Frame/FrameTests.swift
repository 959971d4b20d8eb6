import Testing
import ViperTerminal

@Suite("Frame")
struct FrameTests {
  private func frame(width: Int, height: Int = 1) -> Frame {
    Frame(size: Size(width: width, height: height))
  }

  @Test("a new frame is blank and reads as empty lines")
  func newFrameIsBlank() {
    let frame = frame(width: 4, height: 2)
    #expect(frame.lines() == ["", ""])
    #expect(frame.text == "\n")
    #expect(frame[0, 0] == .blank)
    #expect(frame.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
  }

  @Test("reading outside the frame gives a blank cell and writing there is ignored")
  func outOfRangeAccess() {
    var frame = frame(width: 3)
    frame[5, 0] = Cell(text: "x")
    frame[-1, 0] = Cell(text: "x")
    frame[0, 1] = Cell(text: "x")
    #expect(frame[7, 7] == .blank)
    #expect(frame[-1, 0] == .blank)
    #expect(frame == self.frame(width: 3))
  }

  @Test("put writes text and returns the columns used")
  func putWritesText() {
    var frame = frame(width: 10)
    #expect(frame.put("Hi", x: 1, y: 0) == 2)
    #expect(frame.lines() == [" Hi"])
    #expect(frame.put("日本", x: 4, y: 0) == 4)
    #expect(frame.lines() == [" Hi 日本"])
    #expect(frame[4, 0].text == "日")
    #expect(frame[5, 0].text == "")
  }

  @Test("text cut at the right edge ends in an ellipsis, or is just cut with .clip")
  func truncationAtEdge() {
    var frame = frame(width: 8, height: 2)
    #expect(frame.put("Hello, world", x: 0, y: 0) == 8)
    #expect(frame.put("Hello, world", x: 0, y: 1, truncation: .clip) == 8)
    #expect(frame.lines() == ["Hello, …", "Hello, w"])
  }

  @Test("maxWidth limits the text before the frame edge does")
  func maxWidthLimits() {
    var frame = frame(width: 20)
    #expect(frame.put("abcdefgh", x: 2, y: 0, maxWidth: 5) == 5)
    #expect(frame.put("xyz", x: 10, y: 0, maxWidth: 3) == 3)
    #expect(frame.put("ignored", x: 15, y: 0, maxWidth: 0) == 0)
    #expect(frame.lines() == ["  abcd…   xyz"])
  }

  @Test("a wide character that does not fit becomes a space")
  func wideCharacterAtBoundary() {
    var clipped = frame(width: 5)
    #expect(clipped.put("ab日本", x: 0, y: 0, truncation: .clip) == 5)
    #expect(clipped.lines() == ["ab日"])
    #expect(clipped[4, 0] == Cell(text: " "))

    var ellipsis = frame(width: 6)
    #expect(ellipsis.put("日本語です", x: 0, y: 0) == 6)
    #expect(ellipsis.lines() == ["日本 …"])

    var oneColumn = frame(width: 1)
    #expect(oneColumn.put("日", x: 0, y: 0, truncation: .clip) == 1)
    #expect(oneColumn.lines() == [""])
    oneColumn.put("日本", x: 0, y: 0)
    #expect(oneColumn.lines() == ["…"])
  }

  @Test("control characters are replaced, never stored raw")
  func controlCharactersReplaced() {
    var frame = frame(width: 20)
    frame.put("a\u{1B}[31mb\tc\nd\u{7}e\u{9B}f", x: 0, y: 0)
    #expect(frame.lines() == ["a�[31mb c d�e�f"])
    for x in 0..<20 {
      #expect(frame[x, 0].text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
    }
  }

  @Test("zero-width clusters are dropped, combining marks stay on their letter")
  func zeroWidthDropped() {
    var frame = frame(width: 10)
    #expect(frame.put("\u{301}a\u{200B}b", x: 0, y: 0) == 2)
    #expect(frame.put("e\u{301}", x: 3, y: 0) == 1)
    #expect(frame.lines() == ["ab e\u{301}"])
  }

  @Test("text starting left of the frame is clipped, with a space for a cut wide character")
  func negativeX() {
    var frame = frame(width: 6)
    #expect(frame.put("abcdefghij", x: -2, y: 0) == 8)
    #expect(frame.lines() == ["cdefg…"])
    var wide = self.frame(width: 6)
    #expect(wide.put("日本x", x: -1, y: 0) == 5)
    #expect(wide.lines() == [" 本x"])
  }

  @Test("rows outside the frame and empty widths write nothing")
  func nothingToWrite() {
    var frame = frame(width: 4)
    #expect(frame.put("abc", x: 0, y: 1) == 0)
    #expect(frame.put("abc", x: 0, y: -1) == 0)
    #expect(frame.put("abc", x: 4, y: 0) == 0)
    #expect(frame == self.frame(width: 4))
  }

  @Test("overwriting half of a wide character blanks the other half")
  func overwritingWideCharacter() {
    var frame = frame(width: 6)
    frame.put("日本語", x: 0, y: 0)
    frame.put("a", x: 1, y: 0)  // right half of 日
    frame.put("b", x: 2, y: 0)  // left half of 本
    #expect(frame.lines() == [" ab 語"])
    #expect(frame[3, 0] == Cell(text: " "))
    frame.put("語", x: 3, y: 0)  // over the blank and the left half of 語
    #expect(frame.lines() == [" ab語"])
    #expect(frame[5, 0] == Cell(text: " "))
  }

  @Test("the subscript stores one checked cluster and keeps wide characters whole")
  func subscriptSetter() {
    var frame = frame(width: 4)
    frame[0, 0] = Cell(text: "日本")
    #expect(frame[0, 0].text == "日")
    #expect(frame[1, 0].text == "")
    frame[3, 0] = Cell(text: "本")  // no room for the right half
    #expect(frame[3, 0].text == " ")
    frame[2, 0] = Cell(text: "\u{1B}")
    #expect(frame[2, 0].text == "\u{FFFD}")
    frame[1, 0] = Cell(text: "")
    #expect(frame.lines() == ["  \u{FFFD}"])
  }

  @Test("fill paints spaces in a style, clipped to the frame")
  func fillPaints() {
    var frame = frame(width: 4, height: 2)
    frame.put("abcd", x: 0, y: 0)
    let reversed = Style(reverse: true)
    frame.fill(Rect(x: 2, y: 0, width: 10, height: 10), style: reversed)
    #expect(frame.lines() == ["ab", ""])
    #expect(frame[3, 1] == Cell(text: " ", style: reversed))
    #expect(frame[1, 0] == Cell(text: "b"))
  }

  @Test("CJK, emoji and combining text line up in columns")
  func alignedTable() {
    let names = ["Ada", "日本語", "Zoë", "Jose\u{301}", "👍 ok", "❤️ love", "👨‍👩‍👧 fam", "太郎"]
    var frame = frame(width: 24, height: names.count)
    for (row, name) in names.enumerated() {
      frame.put(name, x: 0, y: row, maxWidth: 10)
      frame.put("|\(row)", x: 10, y: row)
    }
    #expect(
      frame.lines() == [
        "Ada       |0",
        "日本語    |1",
        "Zoë       |2",
        "Jose\u{301}      |3",
        "👍 ok     |4",
        "❤️ love   |5",
        "👨‍👩‍👧 fam    |6",
        "太郎      |7",
      ])
    for row in 0..<names.count {
      #expect(frame[10, row].text == "|")
    }
  }
}
