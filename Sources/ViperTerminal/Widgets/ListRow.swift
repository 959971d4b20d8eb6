/// What one row of a ``ListView`` shows: a title and an optional detail.
public struct ListRow: Hashable, Sendable {
  /// The main text, at the left.
  public var title: String
  /// Secondary text, at the right (or after the title when space is short).
  public var detail: String
  /// How the detail is drawn: dimmed unless the row says otherwise (a price list shows its
  /// prices, its main content, at full strength).
  public var detailStyle: Style

  /// Creates a row.
  public init(title: String, detail: String = "", detailStyle: Style = Style(dim: true)) {
    self.title = title
    self.detail = detail
    self.detailStyle = detailStyle
  }
}

/// The rows of a ``ListView``, asked for lazily: the view asks only for the rows it draws.
///
/// ```swift
/// struct UserRows: ListDataSource {
///   let users: [UserViewModel]
///   var count: Int { users.count }
///   func row(at index: Int) -> ListRow { ListRow(title: users[index].name) }
/// }
/// ```
public protocol ListDataSource {
  /// The number of rows.
  var count: Int { get }
  /// The row at `index`, which is in `0..<count`.
  func row(at index: Int) -> ListRow
}

extension Array: ListDataSource where Element == ListRow {
  /// The row at `index`.
  public func row(at index: Int) -> ListRow {
    self[index]
  }
}
