import Testing

@testable import ViperTooling

/// An open document's text as the editor changes it: range edits applied in order, in
/// UTF-16 or UTF-8 positions, clamped when they point past a line or the text.
@Suite struct DocumentTextTests {
  static func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String)
    -> LSP.TextDocumentContentChangeEvent
  {
    LSP.TextDocumentContentChangeEvent(
      range: LSP.Range(
        start: LSP.Position(line: start.0, character: start.1),
        end: LSP.Position(line: end.0, character: end.1)),
      text: text)
  }

  static func applying(
    _ changes: [LSP.TextDocumentContentChangeEvent], to text: String,
    in encoding: PositionEncoding = .utf16
  ) -> String {
    var document = DocumentText(text)
    for change in changes { document.apply(change, in: encoding) }
    return document.string
  }

  @Test func rangeEditsAreAppliedInOrder() {
    let text = "final class A {\n  var view: V?\n}\n"
    let changes = [
      Self.change((1, 2), (1, 2), "weak "),  // typed at the start of `var`
      Self.change((1, 17), (1, 18), "(any V)"),  // `V` of the edited line replaced
      Self.change((2, 1), (3, 0), "\n// end\n"),  // a line added after the brace
      Self.change((0, 6), (0, 12), ""),  // `class ` removed
    ]
    #expect(
      Self.applying(changes, to: text) == "final A {\n  weak var view: (any V)?\n}\n// end\n")
  }

  @Test func anEditAcrossLinesJoinsThem() {
    #expect(Self.applying([Self.change((0, 3), (2, 1), "-")], to: "one\ntwo\nthree") == "one-hree")
  }

  @Test func positionsAfterAnEmojiCountItsUnitsInTheAgreedEncoding() {
    let text = "let s = \"📚\" // books\n"
    // `books` starts at UTF-16 unit 16 and UTF-8 byte 18.
    #expect(
      Self.applying([Self.change((0, 16), (0, 21), "shelf")], to: text, in: .utf16)
        == "let s = \"📚\" // shelf\n")
    #expect(
      Self.applying([Self.change((0, 18), (0, 23), "shelf")], to: text, in: .utf8)
        == "let s = \"📚\" // shelf\n")
  }

  @Test func cjkTextIsEditedByCharacter() {
    let text = "let 書名 = \"本\"\n"
    #expect(
      Self.applying([Self.change((0, 4), (0, 6), "題")], to: text) == "let 題 = \"本\"\n")
    #expect(
      Self.applying([Self.change((0, 4), (0, 10), "題")], to: text, in: .utf8)
        == "let 題 = \"本\"\n")
  }

  @Test func positionsPastALineOrTheTextAreClamped() {
    let text = "ab\r\ncd\n"
    // Past the end of line 0 is before its CR LF; past the last line is the end.
    #expect(Self.applying([Self.change((0, 40), (0, 40), "!")], to: text) == "ab!\r\ncd\n")
    #expect(Self.applying([Self.change((9, 0), (9, 3), "e")], to: text) == "ab\r\ncd\ne")
    #expect(Self.applying([Self.change((-1, -1), (0, 1), "")], to: text) == "b\r\ncd\n")
    // A range given end first is read start first.
    #expect(Self.applying([Self.change((1, 2), (1, 0), "x")], to: text) == "ab\r\nx\n")
  }

  @Test func aChangeWithoutARangeReplacesTheWholeText() {
    let change = LSP.TextDocumentContentChangeEvent(range: nil, text: "new\n")
    #expect(Self.applying([change], to: "old\nlines\n") == "new\n")
  }

  @Test func linterPlacesBecomeEditorPositions() {
    let text = DocumentText("x\n  /* 📚 */ var view\n")
    #expect(
      text.position(line: 2, utf8Column: 14, in: .utf16) == LSP.Position(line: 1, character: 11))
    #expect(
      text.position(line: 2, utf8Column: 14, in: .utf8) == LSP.Position(line: 1, character: 13))
    #expect(
      text.position(line: 9, utf8Column: 1, in: .utf16) == LSP.Position(line: 2, character: 0))
    #expect(
      text.position(line: 0, utf8Column: 5, in: .utf16) == LSP.Position(line: 0, character: 0))
  }
}
