/// What the listing page shows.
public enum ListingViewState: Sendable, Equatable {
  /// The items are loading.
  case loading
  /// The cells.
  case items([ItemCellViewModel])
  /// Loading failed.
  case error(String)
}

extension ListingViewState {
  /// The cells on screen, empty when there are none.
  public var cells: [ItemCellViewModel] {
    if case .items(let cells) = self { return cells }
    return []
  }
}
