import ReferenceApps
import Testing

/// How the presenter writes prices: the view never formats.
@Suite("Crypto prices: formatting")
struct CryptoPriceFormatTests {
  @Test(
    "dollars with thousands separators and two decimals from one dollar up",
    arguments: [
      ("43250.12", "$43,250.12"), ("2291.6", "$2,291.60"), ("98.4521", "$98.45"),
      ("1", "$1.00"), ("1000000", "$1,000,000.00"), ("123456789.999", "$123,456,790.00"),
      ("999.995", "$1,000.00"), ("12.344", "$12.34"), ("0012.5", "$12.50"),
      ("  7.1 ", "$7.10"), ("+3", "$3.00"),
    ])
  func abovePrice(_ input: String, _ expected: String) {
    #expect(CryptoPriceFormat.format(input) == expected)
  }

  @Test(
    "below a dollar: four significant digits, at least two decimals, trailing zeros dropped",
    arguments: [
      ("0.5012", "$0.5012"), ("0.08123", "$0.08123"), ("0.00000923", "$0.00000923"),
      ("0.5", "$0.50"), (".25", "$0.25"), ("0.123456", "$0.1235"), ("0.99999", "$1.00"),
      ("0", "$0.00"), ("0.000", "$0.00"), ("0.00000000000001", "$0.00"),
      ("0.000000001234567", "$0.000000001235"),
    ])
  func belowDollar(_ input: String, _ expected: String) {
    #expect(CryptoPriceFormat.format(input) == expected)
  }

  @Test("a negative price keeps its sign; minus zero does not")
  func negative() {
    #expect(CryptoPriceFormat.format("-12.5") == "-$12.50")
    #expect(CryptoPriceFormat.format("-0.0") == "$0.00")
  }

  @Test(
    "text that is not a plain decimal number is not formatted",
    arguments: ["", " ", "N/A", "1e5", "12,5", "1.2.3", "-", ".", "$5", "0x1F", "١٢", "12 000"])
  func notNumbers(_ input: String) {
    #expect(CryptoPriceFormat.format(input) == nil)
  }

  @Test("the presenter shows a price that is not a number as the feed wrote it, flagged")
  func rowForText() {
    #expect(
      CryptosPresenter.row(Crypto(currency: "XYZ", price: "N/A"))
        == CryptoRowViewModel(currency: "XYZ", price: "N/A", isPriceNumeric: false))
    #expect(
      CryptosPresenter.row(Crypto(currency: "XYZ", price: ""))
        == CryptoRowViewModel(currency: "XYZ", price: "—", isPriceNumeric: false))
    #expect(
      CryptosPresenter.row(Crypto(currency: "BTC", price: "43250.12"))
        == CryptoRowViewModel(currency: "BTC", price: "$43,250.12"))
  }

  @Test("a very long price string formats without trouble")
  func longDigits() {
    let nines = String(repeating: "9", count: 399)
    // Rounds up through every digit: a one and 399 zeros, in 133 groups of three.
    #expect(
      CryptoPriceFormat.format(nines + ".995")
        == "$1" + String(repeating: ",000", count: 133) + ".00")
  }
}
