import ViperTerminal

/// Draws `widget` into a blank frame of `size` (in a rect `inset` from the edges).
func render(_ widget: some Widget, size: Size, in rect: Rect? = nil) -> Frame {
  var frame = Frame(size: size)
  widget.render(in: rect ?? frame.bounds, into: &frame)
  return frame
}

extension Frame {
  /// One character per cell telling its style, so snapshots show highlighting too:
  /// `.` plain, `R` reversed, `S` bold + reversed, `B` bold, `d` dim, `r` dim + reversed,
  /// `c` coloured, `?` anything else. Trailing `.` are trimmed.
  var styleMask: String {
    var rows: [String] = []
    for y in 0..<size.height {
      var row = ""
      for x in 0..<size.width {
        row.append(Frame.code(for: self[x, y].style))
      }
      while row.last == "." { row.removeLast() }
      rows.append(row)
    }
    return rows.joined(separator: "\n")
  }

  /// The text followed by the style mask, for snapshots that pin down both.
  var textAndStyles: String {
    text + "\n--- styles ---\n" + styleMask
  }

  private static func code(for style: Style) -> Character {
    if style.foreground != .default || style.background != .default { return "c" }
    switch (style.bold, style.dim, style.reverse, style.italic || style.underline) {
    case (false, false, false, false): return "."
    case (false, false, true, false): return "R"
    case (true, false, true, false): return "S"
    case (true, false, false, false): return "B"
    case (false, true, false, false): return "d"
    case (false, true, true, false): return "r"
    default: return "?"
    }
  }
}

/// A deterministic random number generator (SplitMix64), so property tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
