/// What Swift accepts as a name, for module, entity and field names.
enum SwiftIdentifier {
  /// Words Swift reserves: a type or property named after one needs backticks everywhere,
  /// which generated code does not write. (Contextual keywords such as `get` or `open` are
  /// fine as names and are not listed.)
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated",
    "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
  ]

  /// Whether `name` is a plain Swift identifier: a letter or underscore, then letters, digits
  /// and underscores.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first else { return false }
    guard first == "_" || first.properties.isXIDStart else { return false }
    return name.unicodeScalars.dropFirst().allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
  }

  /// `name` with its first letter lowercased: `UserProfile` -> `userProfile`, `URLList` ->
  /// `urlList`.
  static func lowerFirst(_ name: String) -> String {
    let characters = Array(name)
    var upperPrefix = 0
    while upperPrefix < characters.count, characters[upperPrefix].isUppercase {
      upperPrefix += 1
    }
    switch upperPrefix {
    case 0: return name
    case 1, characters.count:
      return characters.prefix(upperPrefix).map { $0.lowercased() }.joined()
        + String(characters.dropFirst(upperPrefix))
    default:
      // An acronym: lowercase all but the letter that starts the next word.
      let cut = upperPrefix - 1
      return characters.prefix(cut).map { $0.lowercased() }.joined()
        + String(characters.dropFirst(cut))
    }
  }

  /// A plain English plural of `word`: `profile` -> `profiles`, `city` -> `cities`,
  /// `box` -> `boxes`. Good enough for names; a wrong plural is easy to edit.
  static func plural(_ word: String) -> String {
    let lower = word.lowercased()
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z")
      || lower.hasSuffix("ch") || lower.hasSuffix("sh")
    {
      return word + "es"
    }
    if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
      return word.dropLast() + "ies"
    }
    return word + "s"
  }

  /// `UserProfile` -> `user profile`, for messages a person reads.
  static func words(_ name: String) -> String {
    var result = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      if index > 0, character.isUppercase {
        let previousIsLower = characters[index - 1].isLowercase
        let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
        if previousIsLower || (characters[index - 1].isUppercase && nextIsLower) {
          result.append(" ")
        }
      }
      result.append(character)
    }
    // Keep acronyms (URL) as written, lowercase the rest.
    return result.split(separator: " ").map { word in
      word.allSatisfy(\.isUppercase) && word.count > 1 ? String(word) : word.lowercased()
    }.joined(separator: " ")
  }
}
