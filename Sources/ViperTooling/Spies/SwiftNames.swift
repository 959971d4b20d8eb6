/// Names `viper spies` makes.
enum SwiftNames {
  /// A type name from a module's or a protocol's name: `UsersViewInput` from
  /// `UsersViewInput`, `OuterInner` from `Outer.Inner`, `Home` from `solutions/alice/Home`.
  static func typeName(_ name: String) -> String {
    let last = name.split(separator: "/").last.map(String.init) ?? name
    let joined = last.split(separator: ".").joined()
    let cleaned = String(joined.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    return cleaned.first?.isNumber == true ? "_" + cleaned : cleaned
  }
}

/// Whole-word searches in Swift text.
enum SwiftWords {
  /// Whether `word` appears in `text` as a whole identifier.
  static func contains(word: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: word, range: searchStart..<text.endIndex) {
      let before =
        range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
      let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
      let isBoundary = { (character: Character?) in
        guard let character else { return true }
        return !(character.isLetter || character.isNumber || character == "_")
      }
      if isBoundary(before) && isBoundary(after) { return true }
      searchStart = range.upperBound
    }
    return false
  }
}
