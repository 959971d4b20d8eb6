/// `///` comments wrapped at 100 columns.
enum DocComment {
  static func wrap(_ text: String, indent: String, width: Int = 100) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if indent.count + 4 + candidate.count > width, !current.isEmpty {
        lines.append(indent + "/// " + current)
        current = String(word)
      } else {
        current = candidate
      }
    }
    if !current.isEmpty { lines.append(indent + "/// " + current) }
    return lines
  }
}
