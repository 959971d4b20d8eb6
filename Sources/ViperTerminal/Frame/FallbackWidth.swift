/// Character widths for when the C library has no UTF-8 locale (or no answer for a scalar,
/// such as one newer than its Unicode tables): zero for marks and format characters, two for
/// the East Asian wide ranges and the emoji blocks, one otherwise.
enum FallbackWidth {
  /// The ranges shown two columns wide.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2E80...0x303E,  // CJK radicals, Kangxi, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility, CJK compatibility
    0x3400...0x4DBF,  // CJK extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE30...0xFE4F,  // CJK compatibility forms
    0xFF00...0xFF60,  // full-width forms
    0xFFE0...0xFFE6,  // full-width signs
    0x1F300...0x1F64F,  // pictographs, emoticons
    0x1F900...0x1F9FF,  // supplemental symbols and pictographs
    0x20000...0x2FFFD,  // CJK extensions B and later
    0x30000...0x3FFFD,  // CJK extension G and later
  ]

  /// The width of `scalar` by the table.
  static func of(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .enclosingMark:
      return 0
    default:
      break
    }
    let value = scalar.value
    for range in wideRanges where range.contains(value) {
      return 2
    }
    return 1
  }
}
