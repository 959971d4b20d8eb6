/// A block of rows that moved up or down as a whole between two frames: a list scrolled by a
/// row or two.
///
/// Repainting such a block costs a cursor move for every run of cells that differs from the
/// row that used to be there (with a list of numbered rows, a few digits on every row); moving
/// it costs a dozen bytes: the terminal's scroll margins (DECSTBM, `ESC [ top ; bottom r`),
/// scroll up or down within them (SU `ESC [ n S`, SD `ESC [ n T`), and the margins reset
/// (`ESC [ r`). The rows that scroll in, and anything else that differs, are then painted as
/// usual.
struct ScrollRegion: Equatable, Sendable {
  /// The first row of the margins.
  let top: Int
  /// The last row of the margins.
  let bottom: Int
  /// How far the content moved: positive up (SU), negative down (SD).
  let amount: Int

  /// The farthest a block is looked for: a list moved by a key press moves by one row, or a
  /// few with a mouse wheel; a page moves everything and gains nothing from scrolling.
  static let maximumAmount = 3
  /// The fewest changed rows worth a scroll: the escape sequences cost about as much as
  /// repainting the digits of two rows.
  static let minimumRows = 3
  /// How many cells of a moved row may differ from where it came from and still count as
  /// moved: a scroll bar's thumb stays put while the rows move under it, and is painted again
  /// after the scroll like any other changed cell.
  static let toleratedDifferences = 2

  /// The block of rows of `old` that shows up moved in `new`, if one does and moving it saves
  /// repainting at least ``minimumRows`` changed rows; the largest such block.
  static func find(from old: Frame, to new: Frame) -> ScrollRegion? {
    let height = new.size.height
    guard old.size == new.size, height > minimumRows else { return nil }
    let changed = (0..<height).map { differenceCount(new, $0, old, $0, tolerance: 0) == nil }
    guard changed.lazy.filter({ $0 }).count >= minimumRows else { return nil }

    // The most changed rows saved; among equals, the fewest cells left to repaint.
    var best: (region: ScrollRegion, saved: Int, differences: Int)?
    for distance in 1...maximumAmount {
      for amount in [distance, -distance] {
        var row = 0
        while row < height {
          // A run of rows whose content was `amount` rows away in the old frame.
          var end = row
          var saved = 0
          var differences = 0
          while end < height, (0..<height).contains(end + amount),
            let difference = differenceCount(
              new, end, old, end + amount, tolerance: toleratedDifferences)
          {
            if changed[end] { saved += 1 }
            differences += difference
            end += 1
          }
          let better =
            best.map { saved > $0.saved || (saved == $0.saved && differences < $0.differences) }
            ?? true
          if end > row, saved >= minimumRows, better {
            // Scrolling up by n moves rows top+n...bottom to top...bottom-n: the margins take in
            // the rows the content came from.
            let region =
              amount > 0
              ? ScrollRegion(top: row, bottom: end - 1 + amount, amount: amount)
              : ScrollRegion(top: row + amount, bottom: end - 1, amount: amount)
            best = (region, saved, differences)
          }
          row = max(end, row + 1)
        }
      }
    }
    return best?.region
  }

  /// The bytes that scroll the terminal's rows `top...bottom` by `amount`.
  var bytes: [UInt8] {
    let scroll = amount > 0 ? "\u{1B}[\(amount)S" : "\u{1B}[\(-amount)T"
    return Array("\u{1B}[\(top + 1);\(bottom + 1)r\(scroll)\u{1B}[r".utf8)
  }

  /// What the terminal shows after the scroll, if it showed `frame` before: the rows moved,
  /// blank rows where they left.
  func apply(to frame: Frame) -> Frame {
    var result = frame
    for row in top...bottom {
      let source = row + amount
      for x in 0..<frame.size.width {
        result[x, row] = (top...bottom).contains(source) ? frame[x, source] : .blank
      }
    }
    return result
  }

  /// How many cells row `firstRow` of `first` and row `secondRow` of `second` differ in, or
  /// nil when more than `tolerance`.
  private static func differenceCount(
    _ first: Frame, _ firstRow: Int, _ second: Frame, _ secondRow: Int, tolerance: Int
  ) -> Int? {
    var differences = 0
    for x in 0..<first.size.width where first[x, firstRow] != second[x, secondRow] {
      differences += 1
      if differences > tolerance { return nil }
    }
    return differences
  }
}
