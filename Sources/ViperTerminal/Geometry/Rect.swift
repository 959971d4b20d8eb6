/// A rectangle of terminal cells, with its origin at the top-left corner.
///
/// Layout helpers never produce negative sizes: they clamp, so a layout written for a large
/// terminal degrades to empty rectangles (which widgets draw as nothing) in a tiny one.
///
/// ```swift
/// let screen = Rect(size: Size(width: 80, height: 24))
/// let (header, body) = screen.splitTop(1)
/// let (content, status) = body.splitBottom(1)
/// // header: 0,0 80x1; content: 0,1 80x22; status: 0,23 80x1
/// ```
public struct Rect: Hashable, Sendable {
  /// The column of the left edge.
  public var x: Int
  /// The row of the top edge.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a rectangle; a negative width or height is stored as zero.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Creates a rectangle of `size` at the origin (0, 0).
  public init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The rectangle's size.
  public var size: Size { Size(width: width, height: height) }

  /// Whether the rectangle has no cells (zero width or zero height).
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The column just past the right edge.
  public var maxX: Int { x + width }

  /// The row just past the bottom edge.
  public var maxY: Int { y + height }

  /// Whether the cell at column `column`, row `row` lies inside the rectangle.
  public func contains(x column: Int, y row: Int) -> Bool {
    column >= x && column < maxX && row >= y && row < maxY
  }

  /// The rectangle shrunk by `horizontal` columns on the left and right and `vertical` rows at
  /// the top and bottom; it never gets a negative size.
  public func inset(horizontal: Int = 0, vertical: Int = 0) -> Rect {
    let horizontal = min(max(0, horizontal), width / 2)
    let vertical = min(max(0, vertical), height / 2)
    return Rect(
      x: x + horizontal,
      y: y + vertical,
      width: width - 2 * horizontal,
      height: height - 2 * vertical
    )
  }

  /// Splits off the top `rows` rows (clamped to `0...height`).
  public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: rows),
      Rect(x: x, y: y + rows, width: width, height: height - rows)
    )
  }

  /// Splits off the bottom `rows` rows (clamped to `0...height`).
  public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
    let rows = min(max(0, rows), height)
    return (
      Rect(x: x, y: y, width: width, height: height - rows),
      Rect(x: x, y: y + height - rows, width: width, height: rows)
    )
  }

  /// Splits off the left `columns` columns (clamped to `0...width`).
  public func splitLeft(_ columns: Int) -> (left: Rect, rest: Rect) {
    let columns = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: columns, height: height),
      Rect(x: x + columns, y: y, width: width - columns, height: height)
    )
  }

  /// Splits off the right `columns` columns (clamped to `0...width`).
  public func splitRight(_ columns: Int) -> (rest: Rect, right: Rect) {
    let columns = min(max(0, columns), width)
    return (
      Rect(x: x, y: y, width: width - columns, height: height),
      Rect(x: x + width - columns, y: y, width: columns, height: height)
    )
  }

  /// A rectangle of `width` by `height` (each clamped to this rectangle's size) centred in this
  /// one; when the space left over is odd, the extra column or row goes to the right or bottom.
  public func centered(width: Int, height: Int) -> Rect {
    let width = min(max(0, width), self.width)
    let height = min(max(0, height), self.height)
    return Rect(
      x: x + (self.width - width) / 2,
      y: y + (self.height - height) / 2,
      width: width,
      height: height
    )
  }

  /// The cells this rectangle shares with `other` (empty, at this origin, when they do not meet).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return Rect(x: x, y: y, width: 0, height: 0) }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
