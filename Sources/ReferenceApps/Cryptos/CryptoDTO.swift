/// A price as the `/cryptos` endpoint sends it, in the shape of the public crypto-prices
/// dataset: two JSON strings, the price a decimal written as a string
/// (`{"currency":"BTC","price":"43250.12"}`).
public struct CryptoDTO: Codable, Sendable, Hashable {
  /// The ticker, such as `BTC`.
  public var currency: String
  /// The price in US dollars, as the feed writes it: usually a decimal, but a string all the
  /// same, and not always a number.
  public var price: String

  /// Creates a price.
  public init(currency: String, price: String) {
    self.currency = currency
    self.price = price
  }
}
