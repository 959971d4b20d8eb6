import Foundation

/// `GET /cryptos`: crypto prices in the public dataset's shape
/// (`[{"currency":"BTC","price":"43250.12"}, ...]`), from the bundled `cryptos.json` or, under
/// ``MockAPI/Fault/generated(count:)`` or `?count=N`, from ``CryptoGenerator``.
struct CryptosResource: MockResource {
  /// The bundled file the prices come from.
  static let fileName = "cryptos.json"

  private let listBody: Data
  private let generatedLists = BodyCache(byteBudget: 16 << 20)

  /// Loads the prices from `cryptos.json` in `bundle`.
  init(bundle: Bundle) throws {
    let data = try BundledResource.data(named: Self.fileName, in: bundle)
    try self.init(json: data)
  }

  /// Loads the prices from the contents of a `cryptos.json`.
  init(json: Data) throws {
    let cryptos = try BundledResource.decode([MockCrypto].self, from: json, named: Self.fileName)
    var seen = Set<String>()
    let list = JSONWriter()
    list.write("[")
    for (position, crypto) in cryptos.enumerated() {
      guard seen.insert(crypto.currency).inserted else {
        throw MockAPIError.invalidResource(
          Self.fileName, reason: "two entries have the currency '\(crypto.currency)'")
      }
      if position > 0 {
        list.write(",")
      }
      crypto.write(to: list)
    }
    list.write("]")
    listBody = list.takeData()
  }

  var routes: [MockRoute] {
    [MockRoute(.GET, "/cryptos", kind: .list) { request in try await list(request) }]
  }

  private func list(_ request: MockRequest) async throws -> MockResponse {
    guard let count = request.generatedCount else {
      return .json(listBody)
    }
    let body = try await generatedLists.body(for: "cryptos?count=\(count)") {
      try await GeneratedList.body(
        ids: GeneratedList.ids(count: count),
        estimatedEntrySize: CryptoGenerator.estimatedCryptoSize,
        write: CryptoGenerator.write(id:to:))
    }
    return .json(body)
  }
}
