import Foundation
import ReferenceApps

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The crypto prices pipeline by hand, in the style of the 2014 tutorial's "before" code: one view
// controller fetches, decodes and formats, and its "table" is a plain array.
//
// Formatting: it calls `CryptoPriceFormat.format`, the very function the presenter calls, and
// falls back to the feed's text the same way. A hand-written formatter would make the ratio
// say which formatter is faster; the benchmark is about ViperKit's layers (builder, TaskBag,
// HTTPClient, entities, presenter, view state, navigation), so both sides format alike.
// That function is the only ReferenceApps code this side uses.

/// A price as the server sends it.
struct TutorialCrypto: Decodable {
  var currency: String
  var price: String
}

/// One row of the prices table.
struct TutorialCryptoRow {
  let currency: String
  let price: String
  let isPriceNumeric: Bool
}

/// The whole screen: fetch, decode, format, assign.
@MainActor
final class TutorialCryptosViewController {
  private let url: URL
  /// The "view": what the table shows.
  private(set) var rows: [TutorialCryptoRow] = []

  init(baseURL: URL) {
    url = baseURL.appendingPathComponent("cryptos")
  }

  /// Makes the screen, loads it and closes it (so it is freed, as the ViperKit module is freed
  /// when it is popped); returns how many rows it showed.
  static func show(baseURL: URL) async throws -> Int {
    let viewController = TutorialCryptosViewController(baseURL: baseURL)
    try await viewController.loadPrices()
    return viewController.rows.count
  }

  func loadPrices() async throws {
    let (data, _) = try await URLSession.shared.data(from: url)
    let cryptos = try JSONDecoder().decode([TutorialCrypto].self, from: data)
    rows = cryptos.map { crypto in
      if let price = CryptoPriceFormat.format(crypto.price) {
        return TutorialCryptoRow(currency: crypto.currency, price: price, isPriceNumeric: true)
      }
      return TutorialCryptoRow(
        currency: crypto.currency, price: crypto.price.isEmpty ? "—" : crypto.price,
        isPriceNumeric: false)
    }
  }
}
