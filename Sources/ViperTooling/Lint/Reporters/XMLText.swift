/// Text for XML reports (JUnit, checkstyle): escaped for attribute values and element content.
enum XMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, tabs and line breaks kept as character
  /// references (a parser normalises raw ones in attributes to spaces), and the characters
  /// XML 1.0 cannot hold at all (NUL and other C0 controls, lone surrogates cannot occur in a
  /// Swift string) replaced by U+FFFD.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      case "\t": result += "&#9;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result.unicodeScalars.append("\u{FFFD}")
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The XML declaration every report starts with.
  static let declaration = #"<?xml version="1.0" encoding="UTF-8"?>"#
}
