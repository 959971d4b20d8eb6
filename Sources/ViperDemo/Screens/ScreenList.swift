import ViperTerminal

/// The scrolling list every list screen of the demo draws: its rows, the selection, and the
/// height it was last drawn at (which paging and clamping need).
///
/// A value the screen keeps; the screen decides when it is shown and what the keys mean
/// beyond moving.
struct ScreenList<Source: ListDataSource> {
  /// The rows.
  private(set) var source: Source
  /// The selection and scroll position.
  var state = ListState()
  /// How many rows fitted the last time the list was drawn.
  private(set) var visibleRows = 1

  init(_ source: Source) {
    self.source = source
  }

  /// The index of the selected row, if there is one.
  var selection: Int? {
    (0..<source.count).contains(state.selection) ? state.selection : nil
  }

  /// Shows `source` instead, keeping the selection where it still fits.
  mutating func replace(with source: Source) {
    self.source = source
    state.clamp(count: source.count, visibleRows: visibleRows)
  }

  /// Draws the list into `rect`, remembering its height.
  mutating func render(in rect: Rect, into frame: inout Frame) {
    visibleRows = max(1, rect.height)
    state.clamp(count: source.count, visibleRows: visibleRows)
    ListView(source: source, state: state).render(in: rect, into: &frame)
  }

  /// Moves the selection for `key` (arrows, j/k, paging, Home/End); returns whether it did.
  mutating func handle(_ key: Key) -> Bool {
    state.handle(key, count: source.count, visibleRows: visibleRows)
  }
}
