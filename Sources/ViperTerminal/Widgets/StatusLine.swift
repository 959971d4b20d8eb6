/// A one-row bar in reverse video: text on the left, text on the right.
///
/// The right part (a position, a count) is kept whole as long as it fits; the left part is
/// cut with `…` first.
///
/// ```swift
/// StatusLine(left: "Users — 10 loaded", right: "3/10").render(in: statusRow, into: &frame)
/// // " Users — 10 loaded                    3/10 " (reversed)
/// ```
public struct StatusLine: Widget, Sendable {
  /// The text at the left, after one column of padding.
  public var left: String
  /// The text at the right, before one column of padding.
  public var right: String
  /// How the bar looks; reversed by default.
  public var style: Style

  /// Creates a status line.
  public init(left: String, right: String = "", style: Style = Style(reverse: true)) {
    self.left = left
    self.right = right
    self.style = style
  }

  /// Fills the first row of `rect` with the bar and draws both texts.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
    frame.fill(row, style: style)
    let inner = row.inset(horizontal: row.width >= 3 ? 1 : 0)
    let rightWidth = min(DisplayWidth.of(right), inner.width)
    if rightWidth > 0 {
      let x = inner.maxX - rightWidth
      frame.put(right, x: x, y: row.y, style: style, maxWidth: rightWidth)
    }
    let gap = rightWidth > 0 ? 1 : 0
    let leftWidth = inner.width - rightWidth - gap
    if leftWidth > 0 {
      frame.put(left, x: inner.x, y: row.y, style: style, maxWidth: leftWidth)
    }
  }
}
