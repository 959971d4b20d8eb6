/// The selection and scroll position of a ``ListView``, kept by the view between frames.
///
/// ```swift
/// if state.handle(key, count: rows.count, visibleRows: listRect.height) {
///   return .redraw
/// }
/// ```
public struct ListState: Hashable, Sendable {
  /// The index of the selected row (0 when the list is empty).
  public var selection: Int
  /// The index of the first visible row.
  public var offset: Int

  /// Creates a state.
  public init(selection: Int = 0, offset: Int = 0) {
    self.selection = selection
    self.offset = offset
  }

  /// Moves the selection for a list key and returns whether `key` was one.
  ///
  /// | key | moves to |
  /// |---|---|
  /// | ↑, `k` / ↓, `j` | the previous / next row |
  /// | Page Up / Page Down | a page (`visibleRows`) up / down; the view scrolls a page too |
  /// | Home, `g` / End, `G` | the first / last row |
  ///
  /// Afterwards the selection is within `0..<count` (0 when `count` is 0) and visible.
  public mutating func handle(_ key: Key, count: Int, visibleRows: Int) -> Bool {
    let page = max(1, visibleRows)
    switch key {
    case .up, .character("k"):
      selection -= 1
    case .down, .character("j"):
      selection += 1
    case .pageUp:
      selection -= page
      offset -= page
    case .pageDown:
      selection += page
      offset += page
    case .home, .character("g"):
      selection = 0
    case .end, .character("G"):
      selection = count - 1
    default:
      return false
    }
    clamp(count: count, visibleRows: visibleRows)
    return true
  }

  /// Brings the state back in range after the data or the view size changed: the selection
  /// within `0..<count`, the offset such that the selection is visible and no empty rows
  /// show below the last row.
  public mutating func clamp(count: Int, visibleRows: Int) {
    let rows = max(1, visibleRows)
    guard count > 0 else {
      selection = 0
      offset = 0
      return
    }
    selection = min(max(0, selection), count - 1)
    offset = min(max(0, offset), max(0, count - rows))
    if selection < offset {
      offset = selection
    } else if selection >= offset + rows {
      offset = selection - rows + 1
    }
  }

  /// The selection as people count, `12/10000` (1-based), or `0/0` for an empty list; for a
  /// status line.
  public func positionText(count: Int) -> String {
    count > 0 ? "\(min(max(0, selection), count - 1) + 1)/\(count)" : "0/0"
  }
}
