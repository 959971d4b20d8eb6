/// Turns frames into the bytes that make a terminal show them, writing only what changed.
///
/// The renderer remembers the last frame it rendered, which is what the terminal shows. Each
/// ``render(_:)`` compares the new frame with it cell by cell and writes only the cells that
/// differ: a cursor move (`ESC [ row ; col H`) before each run of changed cells that does not
/// continue where the cursor already is, and an SGR sequence only where the style changes.
/// The first frame, a frame of a different size, and the first frame after ``invalidate()``
/// clear the screen and paint everything that is not blank.
///
/// With ``ColorMode/none`` (a dumb terminal) no escape sequence is written at all: each frame
/// that differs from the last is printed whole, as lines ending in CR LF.
///
/// ```swift
/// var renderer = ANSIRenderer(colorMode: .ansi16)
/// var frame = Frame(size: Size(width: 10, height: 3))
/// _ = renderer.render(frame)  // clear screen
/// frame.put("X", x: 3, y: 1)
/// renderer.render(frame)  // the bytes of "\u{1B}[2;4HX"
/// ```
public struct ANSIRenderer: Sendable {
  /// Where the cursor is, as far as the renderer knows.
  private struct Position: Equatable, Sendable {
    var x: Int
    var y: Int
  }

  /// The styling the output may use.
  public let colorMode: ColorMode
  /// What the terminal shows, or nil when unknown (nothing rendered yet, or invalidated).
  private var screen: Frame?
  /// The cursor position, or nil when unknown.
  private var cursor: Position?
  /// The terminal's current SGR state, or nil when unknown.
  private var currentStyle: Style?

  /// Creates a renderer for a terminal that shows `colorMode`.
  public init(colorMode: ColorMode) {
    self.colorMode = colorMode
  }

  /// Forgets what the terminal shows, so the next ``render(_:)`` clears and repaints.
  ///
  /// Call it when something else may have drawn on the terminal (a resize, a resume after
  /// Ctrl-Z, output from another part of the program).
  public mutating func invalidate() {
    screen = nil
    cursor = nil
    currentStyle = nil
  }

  /// The bytes that turn what the terminal shows (the previously rendered frame) into `frame`.
  ///
  /// Only changed cells are written, with cursor moves between runs and SGR only when the
  /// style changes. First frame, a size change, or after ``invalidate()``: clear + full
  /// repaint.
  public mutating func render(_ frame: Frame) -> [UInt8] {
    if colorMode == .none {
      return renderPlain(frame)
    }
    var output: [UInt8] = []
    var previous: Frame
    if let screen, screen.size == frame.size {
      previous = screen
      if let scroll = ScrollRegion.find(from: screen, to: frame) {
        // Reset the style first: the rows scrolled in are painted with the current background.
        if currentStyle != .plain {
          output += Array("\u{1B}[0m".utf8)
          currentStyle = .plain
        }
        output += scroll.bytes
        previous = scroll.apply(to: screen)
        cursor = nil  // setting the margins homes the cursor
      }
    } else {
      // Reset the style first: clearing paints with the current background colour.
      output += Array("\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8)
      currentStyle = .plain
      cursor = Position(x: 0, y: 0)
      previous = Frame(size: frame.size)
    }
    let width = frame.size.width
    for y in 0..<frame.size.height {
      var x = 0
      while x < width {
        let cell = frame[x, y]
        let cellWidth = x + 1 < width && frame[x + 1, y].isContinuation ? 2 : 1
        defer { x += cellWidth }
        if cell.isContinuation {
          continue  // only after a broken pair, which Frame never makes; nothing to draw
        }
        let changed =
          cell != previous[x, y] || (cellWidth == 2 && frame[x + 1, y] != previous[x + 1, y])
        guard changed else { continue }
        writeGap(before: x, y: y, of: frame, into: &output)
        write(cell, width: cellWidth, x: x, y: y, into: &output)
      }
    }
    screen = frame
    return output
  }

  /// The longest run of unchanged cells written again rather than jumped over: a cursor move
  /// (`ESC [ row ; col H`) takes six to eight bytes.
  static let maximumGap = 4

  /// Writes the unchanged cells between the cursor and `x` on row `y` again, when that is
  /// shorter than moving the cursor over them: a few ASCII cells in the current style.
  private mutating func writeGap(before x: Int, y: Int, of frame: Frame, into output: inout [UInt8])
  {
    guard let cursor, cursor.y == y, cursor.x < x, x - cursor.x <= Self.maximumGap else { return }
    var bytes: [UInt8] = []
    for gapX in cursor.x..<x {
      let cell = frame[gapX, y]
      guard cell.text.utf8.count == 1, let byte = cell.text.utf8.first, byte >= 0x20, byte < 0x7F,
        SGR.effective(cell.style, in: colorMode) == currentStyle
      else { return }
      bytes.append(byte)
    }
    output += bytes
    self.cursor = Position(x: x, y: y)
  }

  /// Appends the bytes that draw `cell` at `x`, `y`.
  private mutating func write(_ cell: Cell, width: Int, x: Int, y: Int, into output: inout [UInt8])
  {
    if cursor != Position(x: x, y: y) {
      output += Array("\u{1B}[\(y + 1);\(x + 1)H".utf8)
    }
    let style = SGR.effective(cell.style, in: colorMode)
    if currentStyle != style {
      output += Array(SGR.sequence(for: style).utf8)
      currentStyle = style
    }
    output += Array(cell.text.utf8)
    // After a cluster that terminals disagree about (combining marks, emoji sequences), the
    // cursor may not be where the frame says: position it again before the next write.
    cursor = ANSIRenderer.hasAgreedWidth(cell.text) ? Position(x: x + width, y: y) : nil
  }

  /// Whether every terminal advances the cursor by the frame's width for `text`: one scalar
  /// that is not an emoji.
  private static func hasAgreedWidth(_ text: String) -> Bool {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, scalars.count == 1 else { return false }
    return first.isASCII || !first.properties.isEmoji
  }

  /// Dumb-terminal output: the whole frame as plain lines, when it changed.
  private mutating func renderPlain(_ frame: Frame) -> [UInt8] {
    if let screen, screen == frame {
      return []
    }
    screen = frame
    var output: [UInt8] = []
    for line in frame.lines() {
      output += Array(line.utf8)
      output += [0x0D, 0x0A]
    }
    return output
  }
}
