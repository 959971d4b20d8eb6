/// One cell of the listing, exactly as the view renders it: the item's title and its id.
public struct ItemCellViewModel: Sendable, Hashable, Identifiable {
  /// The item's id.
  public let id: Int
  /// The item's name.
  public let title: String
  /// The id as the cell shows it: `#42`.
  public let idText: String
  /// Whether a deep link asked for this item: the view selects it.
  public let isHighlighted: Bool

  /// Creates a cell.
  public init(id: Int, title: String, idText: String, isHighlighted: Bool = false) {
    self.id = id
    self.title = title
    self.idText = idText
    self.isHighlighted = isHighlighted
  }
}
