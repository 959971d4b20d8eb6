/// A size in terminal cells: columns by rows.
///
/// ```swift
/// let size = Size(width: 80, height: 24)
/// print(size)  // 80x24
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size as `WIDTHxHEIGHT`, the way people write terminal sizes (`80x24`).
  public var description: String { "\(width)x\(height)" }

  /// Whether this size is at least `other` in both directions.
  public func contains(_ other: Size) -> Bool {
    width >= other.width && height >= other.height
  }
}
