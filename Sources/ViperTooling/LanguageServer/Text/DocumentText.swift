/// The text of a document as UTF-8 bytes with its line starts: where LSP positions (0-based,
/// in the agreed ``PositionEncoding``) and the linter's places (1-based lines, columns in
/// UTF-8 bytes) meet, and where an editor's changes are applied.
///
/// Lines end at LF, as the linter counts them; a CR before an LF belongs to no line's
/// content. Positions past a line's end are read as its end, lines past the last as the end
/// of the text, as the protocol asks.
///
/// ```swift
/// var text = DocumentText("let café = 1\n")
/// text.position(line: 1, utf8Column: 11, in: .utf16)  // line 0, character 9
/// text.apply(.init(range: LSP.Range(start: .init(line: 0, character: 4),
///   end: .init(line: 0, character: 8)), text: "tea"), in: .utf16)
/// text.string  // "let tea = 1\n"
/// ```
struct DocumentText: Sendable, Hashable {
  /// The bytes.
  private(set) var bytes: [UInt8]
  /// Where each line starts.
  private(set) var lineStarts: [Int] = [0]

  /// A text from a string.
  init(_ string: String) {
    self.init(bytes: Array(string.utf8))
  }

  /// A text from bytes (a file as read from disk: not necessarily valid UTF-8).
  init(bytes: [UInt8]) {
    self.bytes = bytes
    indexLines()
  }

  /// The text as a string.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// How many lines there are (a text ending with a line break has an empty last line).
  var lineCount: Int { lineStarts.count }

  /// The bytes of the 0-based `line`, without its line break; empty past the last line.
  func content(ofLine line: Int) -> ArraySlice<UInt8> {
    guard line >= 0, line < lineStarts.count else { return [] }
    let start = lineStarts[line]
    var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == 13 { end -= 1 }
    return bytes[start..<end]
  }

  /// Whether the 0-based `line` ends with CR LF.
  func endsWithCarriageReturn(line: Int) -> Bool {
    guard line >= 0, line + 1 < lineStarts.count else { return false }
    let newline = lineStarts[line + 1] - 1
    return newline > lineStarts[line] && bytes[newline - 1] == 13
  }

  /// The byte offset of an LSP position, clamped into the text.
  func offset(of position: LSP.Position, in encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return bytes.count }
    let line = content(ofLine: position.line)
    return lineStarts[position.line] + encoding.byteOffset(in: line, ofUnits: position.character)
  }

  /// The LSP position of the 1-based `line` and 1-based UTF-8 `utf8Column` (a linter place),
  /// clamped into the text.
  func position(line: Int, utf8Column: Int, in encoding: PositionEncoding) -> LSP.Position {
    let index = line - 1
    guard index >= 0 else { return LSP.Position(line: 0, character: 0) }
    guard index < lineStarts.count else { return end(in: encoding) }
    return LSP.Position(
      line: index,
      character: encoding.units(in: content(ofLine: index), upToByte: utf8Column - 1))
  }

  /// The position just after the last byte.
  func end(in encoding: PositionEncoding) -> LSP.Position {
    let last = lineStarts.count - 1
    let line = content(ofLine: last)
    return LSP.Position(line: last, character: encoding.units(in: line, upToByte: line.count))
  }

  /// Applies an editor's change: the whole text, or a range replaced.
  mutating func apply(
    _ change: LSP.TextDocumentContentChangeEvent, in encoding: PositionEncoding
  ) {
    guard let range = change.range else {
      self = DocumentText(change.text)
      return
    }
    let start = offset(of: range.start, in: encoding)
    let end = offset(of: range.end, in: encoding)
    bytes.replaceSubrange(min(start, end)..<max(start, end), with: Array(change.text.utf8))
    indexLines()
  }

  private mutating func indexLines() {
    lineStarts = [0]
    for (offset, byte) in bytes.enumerated() where byte == 10 {
      lineStarts.append(offset + 1)
    }
  }
}
