/// One row of the prices list, exactly as the view renders it.
public struct CryptoRowViewModel: Sendable, Hashable, Identifiable {
  /// The ticker, which identifies the row.
  public var id: String { currency }
  /// The ticker, such as `BTC`.
  public let currency: String
  /// The price ready to show: `$43,250.12`, or the feed's own text when it is not a number.
  public let price: String
  /// Whether ``price`` is a formatted number; when it is not, views show it dimmed.
  public let isPriceNumeric: Bool

  /// Creates a row.
  public init(currency: String, price: String, isPriceNumeric: Bool = true) {
    self.currency = currency
    self.price = price
    self.isPriceNumeric = isPriceNumeric
  }
}
