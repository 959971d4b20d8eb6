/// Questions `viper spies` asks of a type as written.
enum TypeText {
  /// The value a spy answers with for `type` until a test sets another: `nil` for an
  /// optional, empty for a collection, zero, `false`, `""`, and for a tuple each part's; `nil`
  /// when the type has no obvious one (a model type, a class, a protocol).
  static func defaultValue(for type: String) -> String? {
    let text = unparenthesized(type.trimmingWhitespace)
    if text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<") {
      return "nil"
    }
    if text.hasPrefix("[") && text.hasSuffix("]") {
      return hasTopLevelColon(String(text.dropFirst().dropLast())) ? "[:]" : "[]"
    }
    if text.hasPrefix("Array<") || text.hasPrefix("Set<") || text.hasPrefix("ContiguousArray<") {
      return "[]"
    }
    if text.hasPrefix("Dictionary<") { return "[:]" }
    if text.hasPrefix("("), text.hasSuffix(")"), !text.contains("->") {
      let parts = topLevelParts(String(text.dropFirst().dropLast()))
      let values = parts.map { part -> String? in
        // A labelled element: `(count: Int, name: String)`.
        var element = part
        if let colon = topLevelColonIndex(part) {
          element = String(part[part.index(after: colon)...])
        }
        return defaultValue(for: element)
      }
      guard values.count > 1, values.allSatisfy({ $0 != nil }) else { return nil }
      return "(" + values.compactMap { $0 }.joined(separator: ", ") + ")"
    }
    return scalarDefaults[text.hasPrefix("Swift.") ? String(text.dropFirst(6)) : text]
  }

  private static let scalarDefaults: [String: String] = {
    var table: [String: String] = [
      "Bool": "false", "String": "\"\"", "Substring": "\"\"", "Double": "0", "Float": "0",
      "CGFloat": "0", "TimeInterval": "0", "Decimal": "0", "NSInteger": "0", "Float80": "0",
      "Data": "Data()", "IndexPath": "IndexPath()", "Date": "Date(timeIntervalSince1970: 0)",
      "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "UIEdgeInsets": ".zero",
      "Any": "()", "Int": "0", "UInt": "0",
    ]
    for bits in [8, 16, 32, 64] {
      table["Int\(bits)"] = "0"
      table["UInt\(bits)"] = "0"
    }
    return table
  }()

  /// The type with `?`, `!`, `any`, `some`, `weak` and parentheses taken off: `UsersViewInput`
  /// for `(any UsersViewInput)?`.
  static func unwrapped(_ type: String) -> String {
    var text = unparenthesized(type.trimmingWhitespace)
    while true {
      if text.hasSuffix("?") || text.hasSuffix("!") {
        text = unparenthesized(String(text.dropLast()).trimmingWhitespace)
      } else if text.hasPrefix("Optional<"), text.hasSuffix(">") {
        text = unparenthesized(String(text.dropFirst(9).dropLast()).trimmingWhitespace)
      } else if text.hasPrefix("any ") || text.hasPrefix("some ") {
        text = unparenthesized(String(text.drop { $0 != " " }).trimmingWhitespace)
      } else {
        return text
      }
    }
  }

  /// The type made optional: itself when it is already, `(A) -> B` parenthesized first.
  static func optional(_ type: String) -> String {
    let text = type.trimmingWhitespace
    if isOptional(text) { return text }
    let needsParentheses =
      text.contains("->") || text.contains("&") || text.hasPrefix("any ")
      || text.hasPrefix("some ")
    return needsParentheses ? "(\(text))?" : "\(text)?"
  }

  /// Whether the type is optional (`T?`, `T!`, `Optional<T>`).
  static func isOptional(_ type: String) -> Bool {
    let text = unparenthesized(type.trimmingWhitespace)
    return text.hasSuffix("?") || text.hasSuffix("!") || text.hasPrefix("Optional<")
  }

  /// The names of a composition (`A & B` gives `A`, `B`), or the one name.
  static func compositionParts(_ type: String) -> [String] {
    unwrapped(type).split(separator: "&").map { String($0).trimmingWhitespace }
  }

  /// `(T)` as `T`, for one pair of parentheses around the whole type.
  static func unparenthesized(_ text: String) -> String {
    var text = text
    while text.hasPrefix("("), text.hasSuffix(")"),
      topLevelParts(String(text.dropFirst().dropLast())).count == 1,
      !text.contains("->"), encloses(text)
    {
      text = String(text.dropFirst().dropLast()).trimmingWhitespace
    }
    return text
  }

  /// Whether the first `(` of `text` is closed by its last character.
  private static func encloses(_ text: String) -> Bool {
    var depth = 0
    for (offset, character) in text.enumerated() {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if depth == 0 { return offset == text.count - 1 }
    }
    return false
  }

  /// The parts of a comma-separated list, split at top-level commas only.
  static func topLevelParts(_ text: String) -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ",", depth == 0 {
        parts.append(current.trimmingWhitespace)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingWhitespace.isEmpty { parts.append(current.trimmingWhitespace) }
    return parts
  }

  private static func hasTopLevelColon(_ text: String) -> Bool { topLevelColonIndex(text) != nil }

  private static func topLevelColonIndex(_ text: String) -> String.Index? {
    var depth = 0
    for index in text.indices {
      let character = text[index]
      if "([<".contains(character) { depth += 1 }
      if ")]>".contains(character) { depth -= 1 }
      if character == ":", depth == 0 { return index }
    }
    return nil
  }

  /// The names of a generic clause's parameters (`T` of `<T: Decodable>`).
  static func genericNames(_ clause: String) -> [String] {
    guard clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
    return topLevelParts(String(clause.dropFirst().dropLast())).compactMap { part in
      part.split(separator: ":").first.map { String($0).trimmingWhitespace }
    }
  }

  /// A name for a member made of words: `bookAt` for `book` and `at`.
  static func camelCase(_ words: [String]) -> String {
    guard let first = words.first else { return "" }
    return first
      + words.dropFirst().map { word in
        word.prefix(1).uppercased() + word.dropFirst()
      }.joined()
  }
}

extension String {
  /// The string without leading and trailing whitespace.
  var trimmingWhitespace: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
