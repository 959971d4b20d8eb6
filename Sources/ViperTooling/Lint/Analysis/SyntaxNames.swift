import SwiftSyntax

/// Names as the analysis and the model compare them: the capitalized names in a type, a name
/// without its generic arguments, and the bytes an identifier is made of. None needs the
/// file's bytes; ``FactsCollector``'s own name helpers do.
enum SyntaxNames {
  /// Every (dotted) capitalized name in a type: `Result`, `User`, `HTTP.Error` for
  /// `Result<[User], HTTP.Error>`.
  static func typeNames(in node: Syntax) -> [String] {
    var names: [String] = []
    var current = ""
    var afterPeriod = false
    for token in node.tokens(viewMode: .sourceAccurate) {
      switch token.tokenKind {
      case .identifier(let text):
        if afterPeriod && !current.isEmpty {
          current += "." + text
        } else {
          if !current.isEmpty { names.append(current) }
          current = text
        }
        afterPeriod = false
      case .period:
        afterPeriod = true
      default:
        if !current.isEmpty { names.append(current) }
        current = ""
        afterPeriod = false
      }
    }
    if !current.isEmpty { names.append(current) }
    return names.filter { isCapitalized($0) }
  }

  /// A written type name cut at its first `<`: `Result` for `Result<User, Error>`.
  static func strippedGenericArguments(_ text: String) -> String {
    guard let offset = offset(of: UInt8(ascii: "<"), in: text, last: false) else { return text }
    let utf8 = text.utf8
    return String(Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: offset)]))
  }

  /// The UTF-8 offset of the first (or `last`) `byte` in `text`. The model asks this of type
  /// names hundreds of thousands of times a lint; `String.UTF8View`'s own `firstIndex(of:)` and
  /// `lastIndex(of:)` go through a generic, unspecialized path at about 600 instructions a
  /// name, the bytes of a native string scanned in place at a tenth of that.
  static func offset(of byte: UInt8, in text: String, last: Bool) -> Int? {
    let found: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes in
      if last {
        var index = bytes.count
        while index > 0 {
          index -= 1
          if bytes[index] == byte { return index }
        }
      } else {
        for index in bytes.indices where bytes[index] == byte { return index }
      }
      return nil
    }
    if let found { return found }
    let utf8 = text.utf8
    let index = last ? utf8.lastIndex(of: byte) : utf8.firstIndex(of: byte)
    return index.map { utf8.distance(from: utf8.startIndex, to: $0) }
  }

  /// Whether a name starts with an ASCII capital letter, as type names do.
  static func isCapitalized(_ name: String) -> Bool {
    guard let first = name.utf8.first else { return false }
    return first >= 0x41 && first <= 0x5A
  }

  /// Whether a byte can be part of an identifier: an ASCII letter, digit or `_`, or any byte
  /// of a non-ASCII character.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
      || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
  }
}
