import Foundation
import MockAPI
import Testing

@Suite("GET /cryptos")
struct CryptosResourceTests {
  private let decoder = JSONDecoder()

  @Test("GET /cryptos lists the 300 bundled prices, both fields strings")
  func listsTheCryptos() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/cryptos", from: api)

      #expect(response.status == 200)
      let cryptos = try decoder.decode([TestCrypto].self, from: response.body)
      #expect(cryptos.count == 300)
      #expect(cryptos.first == TestCrypto(currency: "BTC", price: "43250.12"))
      #expect(cryptos[1] == TestCrypto(currency: "ETH", price: "2287.45"))
      #expect(cryptos.last == TestCrypto(currency: "SENA", price: "14659.5"))
      #expect(response.text?.hasPrefix(#"[{"currency":"BTC","price":"43250.12"},"#) == true)
    }
  }

  @Test("Bundled currencies are unique 3-5 letter tickers; prices span 0.00000123 to 65000")
  func bundledDataHasTheDatasetShape() async throws {
    try await withMockAPI { api in
      let cryptos = try decoder.decode(
        [TestCrypto].self, from: try await TestHTTP.get("/cryptos", from: api).body)

      #expect(Set(cryptos.map(\.currency)).count == 300)
      #expect(cryptos.allSatisfy { isTicker($0.currency) })
      #expect(cryptos.allSatisfy { isDecimal($0.price) })
      let prices = cryptos.compactMap { Decimal(string: $0.price) }.sorted()
      #expect(prices.first == Decimal(string: "0.00000123"))
      #expect(prices.last == 65_000)
      #expect(Set(cryptos.map { $0.price.split(separator: ".").last?.count ?? 0 }).count >= 6)
    }
  }

  @Test("?count=2000 answers 2,000 generated prices with unique tickers, the same every time")
  func generatedCryptos() async throws {
    let first = try await withMockAPI { try await TestHTTP.get("/cryptos?count=2000", from: $0) }
    let second = try await withMockAPI(fault: .generated(count: 2000)) {
      try await TestHTTP.get("/cryptos", from: $0)
    }

    #expect(first.status == 200)
    let cryptos = try decoder.decode([TestCrypto].self, from: first.body)
    #expect(cryptos.count == 2000)
    #expect(Set(cryptos.map(\.currency)).count == 2000)
    #expect(cryptos.allSatisfy { isTicker($0.currency) })
    #expect(cryptos.allSatisfy { isDecimal($0.price) })
    #expect(
      cryptos.allSatisfy { crypto in
        Decimal(string: crypto.price).map { $0 > 0 && $0 < 65_000 } ?? false
      })
    #expect(second.body == first.body)
  }

  @Test("/cryptos/{currency} has no route")
  func noSingleCryptoRoute() async throws {
    try await withMockAPI { api in
      let response = try await TestHTTP.get("/cryptos/BTC", from: api)

      #expect(response.status == 404)
      #expect(try response.errorMessage() == "no route for GET /cryptos/BTC")
    }
  }

  private func isTicker(_ text: String) -> Bool {
    (3...5).contains(text.count) && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
  }

  /// Digits with at most one dot between digits, such as `43250.12`, `0.00000123` or `144`.
  private func isDecimal(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...2).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
  }
}
