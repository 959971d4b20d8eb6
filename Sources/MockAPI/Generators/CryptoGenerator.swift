import Foundation

/// Makes any number of deterministic crypto prices in the public dataset's shape.
///
/// Entry `id` (1-based) is always the same. Currencies are unique upper-case tickers: the first
/// 17,576 entries have 3 letters, the next 456,976 have 4, the rest 5; within each length the
/// tickers are shuffled by a fixed permutation, so neighbours do not read `AAA`, `AAB`, ...
/// Prices are decimal strings from 0.000001 to 65000, with 2 to 6 significant digits and no
/// trailing zeros, the way feeds write them (`"43250.12"`, `"0.00000123"`, `"144"`).
enum CryptoGenerator {
  /// Generated crypto `id`.
  static func crypto(id: Int) -> MockCrypto {
    let writer = JSONWriter()
    writeCurrency(id: id, to: writer)
    let currency = String(decoding: writer.takeData(), as: UTF8.self)
    var random = seed(id)
    writePrice(&random, to: writer)
    return MockCrypto(currency: currency, price: String(decoding: writer.takeData(), as: UTF8.self))
  }

  /// Writes generated crypto `id` as compact JSON, the same bytes as `crypto(id:).write(to:)`.
  static func write(id: Int, to writer: JSONWriter) {
    var random = seed(id)
    writer.write(#"{"currency":""#)
    writeCurrency(id: id, to: writer)
    writer.write(#"","price":""#)
    writePrice(&random, to: writer)
    writer.write(#""}"#)
  }

  /// A little more than a generated crypto's average size in bytes, to reserve room up front.
  static let estimatedCryptoSize = 45

  /// The permutation multiplier: coprime with 26, so `(index * multiplier + offset) mod 26^n`
  /// visits every ticker of length n once.
  private static let multiplier = 7_919
  /// Where the permutation starts, so entry 1 is not `AAA`.
  private static let offset = 4_321

  private static func writeCurrency(id: Int, to writer: JSONWriter) {
    var index = max(id - 1, 0)
    var length = 3
    var band = 26 * 26 * 26
    while index >= band, length < 12 {
      index -= band
      length += 1
      band *= 26
    }
    var code = ((index % band) * multiplier + offset) % band
    var letters = [UInt8](repeating: UInt8(ascii: "A"), count: length)
    for position in stride(from: length - 1, through: 0, by: -1) {
      letters[position] = UInt8(ascii: "A") + UInt8(code % 26)
      code /= 26
    }
    for letter in letters {
      writer.write(letter)
    }
  }

  private static func writePrice(_ random: inout SplitMix64, to writer: JSONWriter) {
    let magnitude = Int(random.next() % 11) - 6  // the power of ten of the leading digit
    let significant = Int(random.next() % 5) + 2
    if magnitude >= 0 {
      let low = power(magnitude)
      let high = magnitude == 4 ? 65_000 : low * 10
      let whole = low + Int(random.next() % UInt64(high - low))
      var decimals = max(significant - magnitude - 1, 0)
      var fraction = decimals > 0 ? Int(random.next() % UInt64(power(decimals))) : 0
      while decimals > 0, fraction % 10 == 0 {
        fraction /= 10
        decimals -= 1
      }
      writer.writeInteger(whole)
      if decimals > 0 {
        writer.write(".")
        writer.writePadded(UInt64(fraction), width: decimals)
      }
    } else {
      let low = power(significant - 1)
      var digits = low + Int(random.next() % UInt64(low * 9))
      while digits % 10 == 0 {
        digits /= 10
      }
      writer.write("0.")
      writer.writePadded(0, width: -magnitude - 1)
      writer.writeInteger(digits)
    }
  }

  private static func power(_ exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent {
      result *= 10
    }
    return result
  }

  private static func seed(_ id: Int) -> SplitMix64 {
    SplitMix64(seed: UInt64(truncatingIfNeeded: id) ^ 0x6372_7970_746F)  // "crypto"
  }
}
