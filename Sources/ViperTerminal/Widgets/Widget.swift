/// Something that draws itself into a rectangle of a frame.
///
/// Widgets are small value types made fresh for every frame from the view's current state;
/// they draw only inside `rect` and treat an empty or too-small rect gracefully (draw less,
/// never crash).
///
/// ```swift
/// var frame = Frame(size: Size(width: 40, height: 3))
/// let (header, rest) = frame.bounds.splitTop(1)
/// TabBar(titles: ["Users", "Todos"], selected: 0).render(in: header, into: &frame)
/// Label("Loading…", alignment: .center).render(in: rest, into: &frame)
/// ```
public protocol Widget {
  /// Draws the widget into `rect` of `frame`.
  func render(in rect: Rect, into frame: inout Frame)
}

/// Where a one-line widget puts its text within its row.
public enum Alignment: Sendable {
  /// At the left edge.
  case leading
  /// In the middle (an odd leftover column goes to the right).
  case center
  /// At the right edge.
  case trailing

  /// The column where text `width` columns wide starts in `rect` (text wider than the rect
  /// starts at its left edge).
  func x(forWidth width: Int, in rect: Rect) -> Int {
    let slack = max(0, rect.width - width)
    switch self {
    case .leading: return rect.x
    case .center: return rect.x + slack / 2
    case .trailing: return rect.x + slack
    }
  }
}
