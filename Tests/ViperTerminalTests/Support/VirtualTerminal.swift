import ViperTerminal

/// A tiny VT100/xterm emulator for tests: it runs the bytes a renderer writes and keeps the
/// resulting screen, so a test can check that the output really draws the frame.
///
/// It understands printable UTF-8 text (wide characters take two cells), CR, LF, and the CSI
/// sequences the renderer uses: CUP (`H`), ED (`J`), EL (`K`), SGR (`m`), the scroll margins
/// (DECSTBM, `r`) and scrolling within them (SU `S`, SD `T`), plus DEC private modes
/// (`?…h/l`), which it ignores. Anything else is recorded in ``unknownSequences``.
struct VirtualTerminal {
  let size: Size
  private(set) var cells: [[Cell]]
  private(set) var cursorX = 0
  private(set) var cursorY = 0
  private(set) var style = Style.plain
  private(set) var unknownSequences: [String] = []
  private var pending: [UInt8] = []
  /// The scroll margins, first and last row (DECSTBM).
  private var margins: ClosedRange<Int>?

  init(size: Size) {
    self.size = size
    self.cells = Array(
      repeating: Array(repeating: Cell.blank, count: size.width), count: size.height)
  }

  /// Feeds bytes written to the terminal.
  mutating func feed(_ bytes: [UInt8]) {
    let input = pending + bytes
    pending = []
    var index = 0
    var text: [UInt8] = []
    while index < input.count {
      let byte = input[index]
      if byte == 0x1B {
        flushText(&text)
        guard let end = sequenceEnd(input, from: index) else {
          pending = Array(input[index...])
          return
        }
        runSequence(Array(input[index...end]))
        index = end + 1
      } else if byte == 0x0D {
        flushText(&text)
        cursorX = 0
        index += 1
      } else if byte == 0x0A {
        flushText(&text)
        cursorY = min(cursorY + 1, size.height - 1)
        index += 1
      } else {
        text.append(byte)
        index += 1
      }
    }
    flushText(&text)
  }

  /// The screen as text, like `Frame.lines()`.
  var lines: [String] {
    cells.map { row in
      var line = row.map(\.text).joined()
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  var text: String { lines.joined(separator: "\n") }

  /// The style of the cell at `x`, `y`.
  func style(x: Int, y: Int) -> Style { cells[y][x].style }

  private func sequenceEnd(_ input: [UInt8], from start: Int) -> Int? {
    guard start + 1 < input.count else { return nil }
    guard input[start + 1] == 0x5B else { return start + 1 }
    var index = start + 2
    while index < input.count {
      if (0x40...0x7E).contains(input[index]) { return index }
      index += 1
    }
    return nil
  }

  private mutating func runSequence(_ sequence: [UInt8]) {
    let description = String(decoding: sequence.dropFirst(), as: UTF8.self)
    guard sequence.count >= 3, sequence[1] == 0x5B, let final = sequence.last else {
      unknownSequences.append(description)
      return
    }
    let body = String(decoding: sequence[2..<(sequence.count - 1)], as: UTF8.self)
    if body.hasPrefix("?") { return }
    let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map {
      Int($0) ?? 0
    }
    switch final {
    case UInt8(ascii: "H"):
      cursorY = min(max(1, parameters.first ?? 1), size.height) - 1
      cursorX = min(max(1, parameters.count > 1 ? parameters[1] : 1), size.width) - 1
    case UInt8(ascii: "J") where parameters.first == 2:
      cells = Array(
        repeating: Array(repeating: Cell(text: " ", style: background), count: size.width),
        count: size.height)
    case UInt8(ascii: "K") where (parameters.first ?? 0) == 0:
      for x in cursorX..<size.width { cells[cursorY][x] = Cell(text: " ", style: background) }
    case UInt8(ascii: "m"):
      applySGR(parameters.isEmpty ? [0] : parameters)
    case UInt8(ascii: "r"):
      // DECSTBM: no parameters resets the margins; either way the cursor goes home.
      let top = max(1, parameters.first ?? 1) - 1
      let bottom = min(size.height, parameters.count > 1 ? parameters[1] : size.height) - 1
      margins = body.isEmpty || top >= bottom ? nil : top...bottom
      cursorX = 0
      cursorY = 0
    case UInt8(ascii: "S"), UInt8(ascii: "T"):
      let count = max(1, parameters.first ?? 1)
      scroll(by: final == UInt8(ascii: "S") ? count : -count)
    default:
      unknownSequences.append(description)
    }
  }

  /// Moves the rows within the margins up (positive) or down, blanking the rows left behind.
  private mutating func scroll(by amount: Int) {
    let region = margins ?? 0...(size.height - 1)
    let old = cells
    for row in region {
      let source = row + amount
      cells[row] =
        region.contains(source)
        ? old[source]
        : Array(repeating: Cell(text: " ", style: background), count: size.width)
    }
  }

  /// The style erased cells get: only the current background.
  private var background: Style { Style(background: style.background) }

  private mutating func applySGR(_ parameters: [Int]) {
    var index = 0
    while index < parameters.count {
      let parameter = parameters[index]
      switch parameter {
      case 0: style = .plain
      case 1: style.bold = true
      case 2: style.dim = true
      case 3: style.italic = true
      case 4: style.underline = true
      case 7: style.reverse = true
      case 30...37: style.foreground = .ansi(UInt8(parameter - 30))
      case 90...97: style.foreground = .ansi(UInt8(parameter - 90 + 8))
      case 40...47: style.background = .ansi(UInt8(parameter - 40))
      case 100...107: style.background = .ansi(UInt8(parameter - 100 + 8))
      case 38: style.foreground = extendedColor(parameters, at: &index)
      case 48: style.background = extendedColor(parameters, at: &index)
      default: unknownSequences.append("SGR \(parameter)")
      }
      index += 1
    }
  }

  /// Reads `5;N` or `2;R;G;B` after a 38 or 48 at `index`, moving `index` past it.
  private func extendedColor(_ parameters: [Int], at index: inout Int) -> Color {
    guard index + 1 < parameters.count else { return .default }
    let start = index
    let value = { (offset: Int) in UInt8(clamping: parameters[start + offset]) }
    switch parameters[start + 1] {
    case 5 where start + 2 < parameters.count:
      index += 2
      return .indexed(value(2))
    case 2 where start + 4 < parameters.count:
      index += 4
      return .rgb(value(2), value(3), value(4))
    default:
      return .default
    }
  }

  private mutating func flushText(_ bytes: inout [UInt8]) {
    guard !bytes.isEmpty else { return }
    let text = String(decoding: bytes, as: UTF8.self)
    bytes = []
    for character in text {
      let width = DisplayWidth.of(character)
      guard width > 0, cursorX + width <= size.width else { continue }
      if cells[cursorY][cursorX].text.isEmpty, cursorX > 0 {
        cells[cursorY][cursorX - 1].text = " "
      }
      if cursorX + 1 < size.width, cells[cursorY][cursorX + 1].text.isEmpty {
        cells[cursorY][cursorX + 1].text = " "
      }
      cells[cursorY][cursorX] = Cell(text: String(character), style: style)
      if width == 2 {
        if cursorX + 2 < size.width, cells[cursorY][cursorX + 2].text.isEmpty {
          cells[cursorY][cursorX + 2].text = " "
        }
        cells[cursorY][cursorX + 1] = Cell(text: "", style: style)
      }
      cursorX = min(cursorX + width, size.width)
    }
  }
}
