import Foundation
import Testing

@testable import MockAPI

@Suite("Generated todos, items and cryptos")
struct GeneratedEntriesTests {
  @Test("A generated todo, item or crypto writes the same bytes as its value does")
  func fastPathMatchesValue() {
    for id in [1, 2, 20, 21, 777, 17_576, 17_577, 1_000_000] {
      #expect(bytes { TodoGenerator.write(id: id, to: $0) } == TodoGenerator.todo(id: id).json)
      #expect(
        bytes { ItemGenerator.write(id: id, to: $0) } == bytes(ItemGenerator.item(id: id).write))
      #expect(
        bytes { CryptoGenerator.write(id: id, to: $0) }
          == bytes(CryptoGenerator.crypto(id: id).write))
    }
  }

  @Test("Generated currencies are unique: all 17,576 three-letter tickers, then four letters")
  func currenciesAreUnique() {
    let three = (1...17_576).map { CryptoGenerator.crypto(id: $0).currency }

    #expect(Set(three).count == 17_576)
    #expect(three.allSatisfy { $0.count == 3 })
    #expect(CryptoGenerator.crypto(id: 17_577).currency.count == 4)
    #expect(CryptoGenerator.crypto(id: 17_576 + 456_976 + 1).currency.count == 5)
    #expect(CryptoGenerator.crypto(id: 1_000_000).currency.count == 5)
  }

  @Test("Generated prices are decimals from 0.000001 to 65000 without trailing zeros")
  func pricesAreDecimals() {
    let prices = (1...5_000).map { CryptoGenerator.crypto(id: $0).price }

    for price in prices {
      let value = Decimal(string: price) ?? -1
      #expect(value >= Decimal(sign: .plus, exponent: -6, significand: 1), "\(price)")
      #expect(value < 65_000, "\(price)")
      #expect(!(price.contains(".") && price.hasSuffix("0")), "\(price)")
      #expect(!price.hasSuffix("."), "\(price)")
    }
    #expect(prices.contains { $0.hasPrefix("0.00000") })
    #expect(prices.contains { !$0.contains(".") })
  }

  @Test("Generated todos belong 20 to a user, and ids(count:userId:) finds a user's")
  func todoUsers() {
    #expect(TodoGenerator.todo(id: 20).userId == 1)
    #expect(TodoGenerator.todo(id: 21).userId == 2)
    #expect(TodoGenerator.ids(count: 100, userId: nil) == 1...100)
    #expect(TodoGenerator.ids(count: 100, userId: 5) == 81...100)
    #expect(TodoGenerator.ids(count: 95, userId: 5) == 81...95)
    #expect(TodoGenerator.ids(count: 100, userId: 6) == nil)
    #expect(TodoGenerator.ids(count: 100, userId: 0) == nil)
    #expect(TodoGenerator.ids(count: 0, userId: nil) == nil)
  }

  private func bytes(_ write: (JSONWriter) -> Void) -> Data {
    let writer = JSONWriter()
    write(writer)
    return writer.takeData()
  }
}
