extension Frame {
  /// Writes `text` on row `y` starting at column `x`, and returns the columns it used.
  ///
  /// - The text stays on one row, clipped to `maxWidth` columns from `x` and to the frame's
  ///   right edge (`nil`: just the right edge). Columns left of the frame are skipped but
  ///   still count.
  /// - When the text is cut, `.ellipsis` puts `…` in the last column; `.clip` just stops.
  /// - A wide character that does not fit in the last column becomes a space.
  /// - Control characters are never written raw: tab, CR and LF become a space, the others `�`.
  ///   Zero-width clusters (a stray combining mark, a zero-width space) are dropped.
  ///
  /// The return value is the number of columns from `x` to the end of what was written, so
  /// `x + used` is where the next piece of text goes.
  ///
  /// ```swift
  /// var frame = Frame(size: Size(width: 10, height: 1))
  /// frame.put("Hello, world", x: 0, y: 0)  // returns 10; the row reads "Hello, wo…"
  /// ```
  @discardableResult
  public mutating func put(
    _ text: String,
    x: Int,
    y: Int,
    style: Style = .plain,
    maxWidth: Int? = nil,
    truncation: Truncation = .ellipsis
  ) -> Int {
    guard y >= 0, y < size.height else { return 0 }
    let limit = min(size.width, maxWidth.map { x + max(0, $0) } ?? size.width)
    guard limit > x else { return 0 }
    let glyphs = Frame.glyphs(of: text)
    let total = glyphs.reduce(0) { $0 + $1.width }
    let fits = x + total <= limit
    let end = fits || truncation == .clip ? limit : limit - 1
    var column = x
    for glyph in glyphs {
      if column + glyph.width > end {
        if !fits && truncation == .clip && column < end {
          // A wide character cut at the edge: leave a space where its left half would go.
          if column >= 0 { store(" ", width: 1, style: style, x: column, y: y) }
          column += 1
        }
        break
      }
      if column >= 0 {
        store(glyph.text, width: glyph.width, style: style, x: column, y: y)
      } else if column + glyph.width > 0 {
        // The left half is off the frame: show a space for the visible right half.
        store(" ", width: 1, style: style, x: 0, y: y)
      }
      column += glyph.width
    }
    if !fits && truncation == .ellipsis {
      while column < end {
        if column >= 0 { store(" ", width: 1, style: style, x: column, y: y) }
        column += 1
      }
      if column >= 0 { store("…", width: 1, style: style, x: column, y: y) }
      column += 1
    }
    return column - x
  }

  /// The text split into writable clusters with their widths (zero-width ones dropped).
  static func glyphs(of text: String) -> [(text: String, width: Int)] {
    var glyphs: [(text: String, width: Int)] = []
    glyphs.reserveCapacity(text.utf8.count)
    for character in text {
      let glyph = sanitized(character)
      if glyph.width > 0 {
        glyphs.append(glyph)
      }
    }
    return glyphs
  }
}
