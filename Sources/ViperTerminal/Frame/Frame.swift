/// A screenful of cells: what widgets draw into and what renderers turn into output.
///
/// A frame keeps one rule at all times: every wide character's left cell is followed by its
/// continuation cell (`""`), and a continuation cell always follows a wide character.
/// Overwriting either half of a wide character turns the other half into a space.
///
/// ```swift
/// var frame = Frame(size: Size(width: 12, height: 2))
/// frame.put("日本語 ok", x: 0, y: 0)
/// frame.put("a long line of text", x: 0, y: 1, maxWidth: 8)
/// print(frame.text)
/// // 日本語 ok
/// // a long …
/// ```
public struct Frame: Hashable, Sendable {
  /// The frame's size in cells.
  public let size: Size
  /// The cells, row by row.
  private var cells: [Cell]

  /// Creates a frame of `size` filled with blank cells (negative sizes count as zero).
  public init(size: Size) {
    let size = Size(width: max(0, size.width), height: max(0, size.height))
    self.size = size
    self.cells = Array(repeating: .blank, count: size.width * size.height)
  }

  /// The whole frame as a rectangle at the origin.
  public var bounds: Rect { Rect(size: size) }

  /// The cell at column `x`, row `y`.
  ///
  /// Reading outside the frame gives ``Cell/blank``; writing outside is ignored. Writing goes
  /// through the same checks as ``put(_:x:y:style:maxWidth:truncation:)``: only the first
  /// grapheme cluster of the text is used, a control character becomes `�`, a wide character
  /// also claims the cell to its right (or becomes a space at the right edge), and setting
  /// `""` (or any zero-width text) stores a space.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      guard let index = index(x: x, y: y) else { return .blank }
      return cells[index]
    }
    set {
      guard index(x: x, y: y) != nil else { return }
      let (text, width) = Frame.sanitized(newValue.text.first)
      guard width > 0 else {
        store(" ", width: 1, style: newValue.style, x: x, y: y)
        return
      }
      if width == 2 && x + 1 >= size.width {
        store(" ", width: 1, style: newValue.style, x: x, y: y)
      } else {
        store(text, width: width, style: newValue.style, x: x, y: y)
      }
    }
  }

  /// Fills `rect` (clipped to the frame) with spaces in `style`.
  public mutating func fill(_ rect: Rect, style: Style) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.y..<area.maxY {
      for column in area.x..<area.maxX {
        store(" ", width: 1, style: style, x: column, y: row)
      }
    }
  }

  /// The plain text of each row: wide characters once, trailing spaces trimmed.
  public func lines() -> [String] {
    guard size.width > 0 else { return Array(repeating: "", count: size.height) }
    return (0..<size.height).map { row in
      var line = ""
      for cell in cells[row * size.width..<(row + 1) * size.width] {
        line += cell.text
      }
      while line.last == " " {
        line.removeLast()
      }
      return line
    }
  }

  /// ``lines()`` joined with newlines.
  public var text: String { lines().joined(separator: "\n") }

  // MARK: - Storage

  /// The storage index of a cell, or nil outside the frame.
  func index(x: Int, y: Int) -> Int? {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
    return y * size.width + x
  }

  /// Stores a checked cell of `width` 1 or 2 at `x`, `y` (inside the frame; for width 2 the
  /// next column is inside too), keeping wide characters whole.
  mutating func store(_ text: String, width: Int, style: Style, x: Int, y: Int) {
    guard let index = index(x: x, y: y) else { return }
    breakWideCharacter(at: index, x: x)
    cells[index] = Cell(text: text, style: style)
    guard width == 2 else { return }
    guard let next = self.index(x: x + 1, y: y) else {
      cells[index].text = " "
      return
    }
    breakWideCharacter(at: next, x: x + 1)
    cells[next] = Cell(text: "", style: style)
  }

  /// Before the cell at `index` is overwritten: if it is half of a wide character, turns the
  /// other half into a space.
  private mutating func breakWideCharacter(at index: Int, x: Int) {
    if cells[index].isContinuation {
      if x > 0 {
        cells[index - 1].text = " "
      }
    } else if x + 1 < size.width, cells[index + 1].isContinuation {
      cells[index + 1].text = " "
    }
  }

  /// A character made safe for a cell, with its width: control characters become `�` (tab,
  /// CR, LF and the Unicode line and paragraph separators become a space), so no raw control
  /// byte ever reaches a terminal.
  static func sanitized(_ character: Character?) -> (text: String, width: Int) {
    guard let character else { return ("", 0) }
    if let first = character.unicodeScalars.first {
      switch first.properties.generalCategory {
      case .control:
        let isWhitespace = first.value == 0x09 || first.value == 0x0A || first.value == 0x0D
        return (isWhitespace ? " " : "\u{FFFD}", 1)
      case .lineSeparator, .paragraphSeparator:
        return (" ", 1)
      default:
        break
      }
    }
    return (String(character), DisplayWidth.of(character))
  }
}
