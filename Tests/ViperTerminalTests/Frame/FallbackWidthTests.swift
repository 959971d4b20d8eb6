import Testing

@testable import ViperTerminal

@Suite("FallbackWidth")
struct FallbackWidthTests {
  @Test(
    "the built-in table agrees with wcwidth on common text",
    arguments: ["a", "é", "\u{301}", "日", "한", "ｶ", "Ａ", "👍", "\u{200B}", "\u{7}", "…"]
      as [Unicode.Scalar]
  )
  func agreesWithCLibrary(scalar: Unicode.Scalar) {
    #expect(FallbackWidth.of(scalar) == DisplayWidth.of(Character(scalar)))
  }
}
