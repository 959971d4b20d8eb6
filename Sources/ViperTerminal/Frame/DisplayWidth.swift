#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How many terminal columns text takes.
///
/// Widths come from the C library's `wcwidth`, refined for grapheme clusters the way modern
/// terminals show them:
///
/// | text | width |
/// |---|---|
/// | `a` | 1 |
/// | `日` (CJK) | 2 |
/// | `👍` (emoji presentation) | 2 |
/// | `❤️` (text emoji + U+FE0F) | 2 |
/// | `👨‍👩‍👧` (ZWJ sequence) | 2 |
/// | `é` written as `e` + U+0301 | 1 |
/// | U+0007 (a control character) | 0 |
///
/// glibc's `wcwidth` answers -1 for everything beyond ASCII unless `LC_CTYPE` is a UTF-8
/// locale, and a program starts in the "C" locale. Rather than call `setlocale`, which changes
/// the whole process (and races with other threads reading the locale), the first use creates
/// a `C.UTF-8` locale object once (a lazily initialised global, so thread-safe) and installs
/// it only on the calling thread, only for the duration of the measurement, with `uselocale`.
/// If no UTF-8 locale exists, a built-in table of wide ranges stands in.
public enum DisplayWidth {
  /// The number of columns `character` takes: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
    }
    return UTF8Locale.measure { width(ofCluster: character) }
  }

  /// The number of columns `string` takes: the sum over its grapheme clusters.
  public static func of(_ string: String) -> Int {
    if string.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return string.utf8.count
    }
    return UTF8Locale.measure {
      var total = 0
      for character in string {
        if let ascii = character.asciiValue {
          total += ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        } else {
          total += width(ofCluster: character)
        }
      }
      return total
    }
  }

  /// The width of one grapheme cluster; the caller has installed the UTF-8 locale.
  private static func width(ofCluster character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.generalCategory == .control {
      return 0
    }
    var hasZeroWidthJoiner = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F:
        return 2  // emoji presentation requested
      case 0x200D:
        hasZeroWidthJoiner = true
      default:
        break
      }
    }
    let properties = first.properties
    if properties.isEmojiPresentation || isRegionalIndicator(first) {
      return 2
    }
    if hasZeroWidthJoiner && properties.isEmoji {
      return 2
    }
    return scalarWidth(first)
  }

  /// The width of a single scalar by `wcwidth`, or the fallback table where it has no answer.
  private static func scalarWidth(_ scalar: Unicode.Scalar) -> Int {
    if let wide = wchar_t(exactly: scalar.value), let width = UTF8Locale.width(of: wide),
      width >= 0
    {
      return min(width, 2)
    }
    return FallbackWidth.of(scalar)
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }
}
