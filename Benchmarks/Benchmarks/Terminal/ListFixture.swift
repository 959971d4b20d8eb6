import ViperTerminal

/// A million users' rows, made on demand: the list view asks only for the rows it draws.
struct MillionRows: ListDataSource, Sendable {
  var count: Int { 1_000_000 }

  func row(at index: Int) -> ListRow {
    ListRow(title: "User \(index)", detail: "@user\(index) · user\(index)@example.com")
  }
}

/// The list frame the Terminal suite draws: 80x24, a million rows, the selection in the middle.
enum ListFixture {
  static let size = Size(width: 80, height: 24)
  static let source = MillionRows()
  /// The selection in the middle of the list, in the middle of the visible window.
  static let middle = ListState(selection: 500_000, offset: 500_000 - 12)
  /// The selection on the last visible row, so that moving down scrolls the list by one row.
  static let bottom = ListState(selection: 500_000 + 11, offset: 500_000 - 12)

  /// A fresh frame with the list view drawn into all of it.
  static func listFrame(_ state: ListState) -> Frame {
    var frame = Frame(size: size)
    ListView(source: source, state: state).render(in: frame.bounds, into: &frame)
    return frame
  }

  /// One piece of baseline text: a string and where it goes.
  struct Piece: Sendable {
    var text: String
    var x: Int
    var y: Int
  }

  /// The text the middle list frame shows, made once: each row's title, its detail (placed
  /// where the list view right-aligns it) and the scroll bar's cell. What the baseline writes.
  static let baselinePieces: [Piece] = {
    let frame = listFrame(middle)
    let right = size.width - 2  // the scroll bar's column and one column of padding
    var pieces: [Piece] = []
    for y in 0..<size.height {
      let row = source.row(at: middle.offset + y)
      pieces.append(Piece(text: row.title, x: 1, y: y))
      pieces.append(Piece(text: row.detail, x: right - row.detail.count, y: y))
      pieces.append(Piece(text: frame[size.width - 1, y].text, x: size.width - 1, y: y))
    }
    return pieces
  }()

  /// The baseline: a fresh frame with the same text written by plain `put` calls from
  /// precomputed strings (no data source, no layout, no styles, no selection fill).
  static func baselineFrame() -> Frame {
    var frame = Frame(size: size)
    for piece in baselinePieces {
      frame.put(piece.text, x: piece.x, y: piece.y)
    }
    return frame
  }

  /// Whether the baseline frame shows the same text as the list frame.
  static var baselineMatches: Bool { baselineFrame().lines() == listFrame(middle).lines() }

  /// What moving the selection down by one row costs on the wire.
  struct ScrollBytes: Sendable {
    /// The bytes the renderer wrote for the move (the diff).
    var diff: Int
    /// The bytes of a full repaint of the frame after the move.
    var fullRepaint: Int
    /// How many cells differ between the frames before and after the move.
    var changedCells: Int
    /// The UTF-8 bytes of the changed cells' text in the frame after the move.
    var changedCellBytes: Int

    /// Bytes written per byte of changed cell text: the number the target is stated in.
    var bytesPerChangedByte: Double { Double(diff) / Double(max(1, changedCellBytes)) }
  }

  /// Renders the list frame at `state` (a full paint), moves the selection down one row,
  /// renders again; counts the diff's bytes, a full repaint's and the changed cells.
  static func scrollBytes(from state: ListState) -> ScrollBytes {
    var renderer = ANSIRenderer(colorMode: .trueColor)
    let before = listFrame(state)
    _ = renderer.render(before)
    var moved = state
    _ = moved.handle(.down, count: source.count, visibleRows: size.height)
    let after = listFrame(moved)
    let diff = renderer.render(after).count
    renderer.invalidate()
    let full = renderer.render(after).count
    var changedCells = 0
    var changedCellBytes = 0
    for y in 0..<size.height {
      for x in 0..<size.width where after[x, y] != before[x, y] {
        changedCells += 1
        changedCellBytes += after[x, y].text.utf8.count
      }
    }
    return ScrollBytes(
      diff: diff, fullRepaint: full, changedCells: changedCells,
      changedCellBytes: changedCellBytes)
  }

  /// One timed move: the list frame at `state` already on screen, then the key, the new frame
  /// drawn and the diff rendered. Returns the time of the move alone.
  static func timeScroll(from state: ListState) -> Duration {
    var renderer = ANSIRenderer(colorMode: .trueColor)
    _ = renderer.render(listFrame(state))
    let clock = ContinuousClock()
    let start = clock.now
    var moved = state
    _ = moved.handle(.down, count: source.count, visibleRows: size.height)
    let bytes = renderer.render(listFrame(moved))
    let elapsed = clock.now - start
    precondition(!bytes.isEmpty)
    return elapsed
  }
}
