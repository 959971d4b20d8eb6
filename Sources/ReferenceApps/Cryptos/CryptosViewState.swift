/// What the prices list shows.
public enum CryptosViewState: Sendable, Equatable {
  /// A download is under way.
  case loading
  /// The prices.
  case prices([CryptoRowViewModel])
  /// The feed has no prices.
  case empty(String)
  /// The download failed; retrying may help.
  case networkError(String)
  /// The prices could not be read; retrying will not help.
  case parsingError(String)
}

extension CryptosViewState {
  /// The rows on screen, empty when there is no list.
  public var rows: [CryptoRowViewModel] {
    if case .prices(let rows) = self { return rows }
    return []
  }
}
