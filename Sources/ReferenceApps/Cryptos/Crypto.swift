/// A crypto price: the crypto prices module's own data, made from a ``CryptoDTO`` by the
/// interactor.
///
/// The price stays the string the feed sent: whether it is a number, and how to show it, is
/// the presenter's business (``CryptosPresenter/row(_:)``), so a price that is not a number
/// reaches the screen as such instead of failing the whole list.
public struct Crypto: Sendable, Hashable {
  /// The ticker, such as `BTC`.
  public let currency: String
  /// The price in US dollars, as the feed wrote it.
  public let price: String

  /// Creates a price.
  public init(currency: String, price: String) {
    self.currency = currency
    self.price = price
  }

  /// The entity for a price as the service got it.
  public init(_ dto: CryptoDTO) {
    self.init(currency: dto.currency, price: dto.price)
  }
}
