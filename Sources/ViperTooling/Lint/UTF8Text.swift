/// Suffix and substring tests on UTF-8 bytes: `String`'s compare `Character`s, which costs
/// many times more, and the rules ask them of every type of a codebase.
enum UTF8Text {
  /// Whether `text` ends with `suffix`, byte for byte.
  static func hasSuffix(_ text: String, _ suffix: String) -> Bool {
    let text = text.utf8
    let suffix = suffix.utf8
    return text.count >= suffix.count && text.suffix(suffix.count).elementsEqual(suffix)
  }

  /// Whether `text` contains `part`, byte for byte.
  static func contains(_ text: String, _ part: String) -> Bool {
    let bytes = Array(text.utf8)
    let needle = Array(part.utf8)
    guard !needle.isEmpty else { return true }
    guard bytes.count >= needle.count else { return false }
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle) {
      return true
    }
    return false
  }
}
