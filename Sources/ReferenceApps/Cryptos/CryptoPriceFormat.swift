/// How the prices list writes a price: US dollars with thousands separators, two decimals from
/// one dollar up, and enough decimals below one dollar to show four significant digits (at
/// most twelve).
///
/// It works on the decimal digits of the feed's string, not on a `Double`, so a price is never
/// changed by binary rounding (`0.1` stays `0.10`) and the result does not depend on the
/// machine's locale.
///
/// ```swift
/// CryptoPriceFormat.format("43250.12")    // "$43,250.12"
/// CryptoPriceFormat.format("0.00000923")  // "$0.00000923"
/// CryptoPriceFormat.format("n/a")         // nil: not a number
/// ```
public enum CryptoPriceFormat {
  /// The most decimals a price below one dollar gets.
  public static let maximumDecimals = 12

  /// The price formatted for display, or `nil` when `text` is not a plain decimal number
  /// (digits with an optional sign and decimal point, such as `-12.5` or `.5`).
  public static func format(_ text: String) -> String? {
    guard let number = DecimalDigits(text) else { return nil }
    let decimals: Int
    if number.integer != [0] {
      decimals = 2
    } else if let first = number.fraction.firstIndex(where: { $0 != 0 }) {
      decimals = min(max(2, first + 4), maximumDecimals)
    } else {
      decimals = 2
    }
    var (integer, fraction) = rounded(number, decimals: decimals)
    // Trailing zeros past the second decimal say nothing: 0.5000 is 0.50.
    while fraction.count > 2, fraction.last == 0 { fraction.removeLast() }
    let isZero = integer == [0] && fraction.allSatisfy { $0 == 0 }
    let sign = number.isNegative && !isZero ? "-" : ""
    return sign + "$" + grouped(integer) + "." + fraction.map(String.init).joined()
  }

  /// A number as its decimal digits.
  private struct DecimalDigits {
    var isNegative: Bool
    /// The integer part's digits, most significant first, without leading zeros (`[0]` for 0).
    var integer: [Int]
    /// The digits after the point.
    var fraction: [Int]

    init?(_ text: String) {
      var characters = text.trimmingSpaces
      isNegative = characters.first == "-"
      if characters.first == "-" || characters.first == "+" { characters = characters.dropFirst() }
      let parts = characters.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
      guard let integerText = parts.first else { return nil }
      let fractionText = parts.count == 2 ? parts[1] : ""
      guard !(integerText.isEmpty && fractionText.isEmpty),
        let integer = Self.digits(integerText), let fraction = Self.digits(fractionText)
      else { return nil }
      let significant = integer.drop { $0 == 0 }
      self.integer = significant.isEmpty ? [0] : Array(significant)
      self.fraction = fraction
    }

    private static func digits(_ text: Substring) -> [Int]? {
      var digits: [Int] = []
      digits.reserveCapacity(text.utf8.count)
      for byte in text.utf8 {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        digits.append(Int(byte - UInt8(ascii: "0")))
      }
      return digits
    }
  }

  /// `number` rounded half up to `decimals` digits after the point.
  private static func rounded(_ number: DecimalDigits, decimals: Int) -> (
    integer: [Int], fraction: [Int]
  ) {
    var fraction =
      number.fraction + Array(repeating: 0, count: max(0, decimals + 1 - number.fraction.count))
    let roundsUp = fraction[decimals] >= 5
    fraction.removeSubrange(decimals...)
    var digits = number.integer + fraction
    if roundsUp {
      var index = digits.count - 1
      while index >= 0 {
        if digits[index] == 9 {
          digits[index] = 0
          index -= 1
        } else {
          digits[index] += 1
          break
        }
      }
      if index < 0 { digits.insert(1, at: 0) }
    }
    let integerCount = digits.count - decimals
    return (Array(digits[..<integerCount]), Array(digits[integerCount...]))
  }

  /// `digits` with a comma every three from the right: `43250` is `43,250`.
  private static func grouped(_ digits: [Int]) -> String {
    var text = ""
    text.reserveCapacity(digits.count + digits.count / 3)
    for (position, digit) in digits.enumerated() {
      if position > 0, (digits.count - position) % 3 == 0 { text.append(",") }
      text.append(Character(String(digit)))
    }
    return text
  }
}

extension String {
  /// The string without spaces, tabs and newlines at either end.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[start...end]
  }
}
