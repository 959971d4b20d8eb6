/// Word wrapping by display width.
enum TextWrapper {
  /// Breaks `text` into lines at most `width` columns wide.
  ///
  /// Lines break at spaces where possible and inside words that are longer than a line;
  /// newlines start a new line. Runs of spaces collapse.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }) {
        var word = String(word)
        var wordWidth = DisplayWidth.of(word)
        if lineWidth > 0 && lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
        }
        while wordWidth > width {
          let (head, rest) = split(word, atWidth: width)
          lines.append(head)
          word = rest
          wordWidth = DisplayWidth.of(rest)
        }
        line = word
        lineWidth = wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// The longest prefix of `word` that fits in `width` columns (at least one character, so
  /// wrapping always makes progress), and the rest.
  static func split(_ word: String, atWidth width: Int) -> (head: String, rest: String) {
    var head = ""
    var headWidth = 0
    var index = word.startIndex
    while index < word.endIndex {
      let characterWidth = DisplayWidth.of(word[index])
      if headWidth + characterWidth > width && !head.isEmpty {
        break
      }
      head.append(word[index])
      headWidth += characterWidth
      index = word.index(after: index)
    }
    return (head, String(word[index...]))
  }

  /// `line` with `…` appended, cut so that the result fits in `width` columns.
  static func markedTruncated(_ line: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let (head, _) = split(line, atWidth: width - 1)
    return width == 1 ? "…" : head + "…"
  }
}
