import Foundation

/// A crypto price in the public dataset's shape, decoded from the bundled `cryptos.json`: both
/// fields strings, the price a decimal written as a string.
struct MockCrypto: Decodable, Sendable, Equatable {
  var currency: String
  var price: String

  /// Writes the crypto as compact JSON: `{"currency":"BTC","price":"43250.12"}`.
  func write(to writer: JSONWriter) {
    writer.write(#"{"currency":"#)
    writer.writeString(currency)
    writer.write(#","price":"#)
    writer.writeString(price)
    writer.write("}")
  }
}
