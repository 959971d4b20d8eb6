/// What the listing page shows.
public enum ListingViewState: Sendable, Equatable {
  /// The items are loading.
  case loading
  /// The cells.
  case items([ItemCellViewModel])
  /// Loading failed.
  case error(String)
}
