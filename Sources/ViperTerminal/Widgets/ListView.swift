/// A scrolling list with a selection, virtualised: it asks its data source only for the rows
/// it draws, so a million rows cost what a screenful costs.
///
/// Each row shows its title at the left and its detail dimmed at the right (or right after
/// the title when both do not fit); the selected row is reversed across the list's width.
/// When there are more rows than fit and ``showsScrollIndicator`` is on, the rightmost column
/// is a scroll bar. Use ``ListState/positionText(count:)`` to show `12/10000` in a status line.
///
/// ```swift
/// ListView(source: rows, state: state).render(in: body, into: &frame)
/// ```
public struct ListView<Source: ListDataSource>: Widget {
  /// The style of the selected row.
  public static var selectedStyle: Style { Style(reverse: true) }

  /// Where the rows come from.
  public var source: Source
  /// The selection and scroll position (clamped when drawing; the view does not change it).
  public var state: ListState
  /// Whether to draw a scroll bar when the rows do not all fit.
  public var showsScrollIndicator: Bool

  /// Creates a list view.
  public init(source: Source, state: ListState, showsScrollIndicator: Bool = true) {
    self.source = source
    self.state = state
    self.showsScrollIndicator = showsScrollIndicator
  }

  /// Draws the visible rows and the scroll bar into `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let count = max(0, source.count)
    var state = self.state
    state.clamp(count: count, visibleRows: rect.height)
    let showsBar = showsScrollIndicator && count > rect.height && rect.width >= 4
    let content = showsBar ? rect.splitRight(1).rest : rect
    for line in 0..<rect.height {
      let index = state.offset + line
      guard index < count else { break }
      let row = Rect(x: content.x, y: content.y + line, width: content.width, height: 1)
      draw(source.row(at: index), selected: index == state.selection, in: row, into: &frame)
    }
    if showsBar {
      drawScrollBar(in: rect.splitRight(1).right, offset: state.offset, count: count, into: &frame)
    }
  }

  /// Draws one row: title left, detail right-aligned (or after the title), one column of
  /// padding on each side.
  private func draw(_ item: ListRow, selected: Bool, in row: Rect, into frame: inout Frame) {
    let base = selected ? ListView.selectedStyle : Style.plain
    let detailStyle = base.merged(with: item.detailStyle)
    if selected {
      frame.fill(row, style: base)
    }
    let inner = row.inset(horizontal: row.width >= 3 ? 1 : 0)
    guard !inner.isEmpty else { return }
    let titleWidth = DisplayWidth.of(item.title)
    let detailWidth = DisplayWidth.of(item.detail)
    if !item.detail.isEmpty && titleWidth + 2 + detailWidth <= inner.width {
      frame.put(item.title, x: inner.x, y: inner.y, style: base)
      frame.put(item.detail, x: inner.maxX - detailWidth, y: inner.y, style: detailStyle)
      return
    }
    let used = frame.put(item.title, x: inner.x, y: inner.y, style: base, maxWidth: inner.width)
    let room = inner.width - used - 2
    if !item.detail.isEmpty && room >= 4 {
      frame.put(item.detail, x: inner.x + used + 2, y: inner.y, style: detailStyle, maxWidth: room)
    }
  }

  /// Draws a track with a thumb whose size and position show the visible part of the list.
  private func drawScrollBar(in column: Rect, offset: Int, count: Int, into frame: inout Frame) {
    let height = column.height
    let thumbHeight = max(1, height * height / count)
    let scrollable = max(1, count - height)
    let thumbTop = (offset * (height - thumbHeight) + scrollable / 2) / scrollable
    for line in 0..<height {
      let isThumb = line >= thumbTop && line < thumbTop + thumbHeight
      frame.put(
        isThumb ? "█" : "│",
        x: column.x,
        y: column.y + line,
        style: isThumb ? .plain : Style(dim: true)
      )
    }
  }
}
