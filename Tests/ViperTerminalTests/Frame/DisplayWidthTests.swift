import Testing
import ViperTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("DisplayWidth")
struct DisplayWidthTests {
  @Test(
    "a grapheme cluster takes the columns a terminal gives it",
    arguments: [
      ("a", 1),
      ("~", 1),
      ("é", 1),  // precomposed U+00E9
      ("e\u{301}", 1),  // e + combining acute accent
      ("日", 2),
      ("語", 2),
      ("ｶ", 1),  // half-width katakana
      ("Ａ", 2),  // full-width A
      ("한", 2),
      ("👍", 2),
      ("👍🏽", 2),  // with a skin tone modifier
      ("❤️", 2),  // U+2764 + VS16
      ("❤", 1),  // U+2764 alone: text presentation
      ("👨‍👩‍👧", 2),  // ZWJ family
      ("🇯🇵", 2),  // flag: regional indicator pair
      ("1️⃣", 2),  // keycap
      ("\u{7}", 0),  // BEL
      ("\u{1B}", 0),  // ESC
      ("\u{7F}", 0),  // DEL
      ("\u{85}", 0),  // C1 control NEL
      ("\t", 0),
      ("\r\n", 0),
      ("\u{200B}", 0),  // zero-width space
      ("…", 1),
      ("█", 1),
      ("⠋", 1),
    ] as [(Character, Int)]
  )
  func characterWidth(character: Character, width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test("a string's width is the sum of its clusters'")
  func stringWidth() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("hello") == 5)
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("Zoë 👍 日本") == 11)
    #expect(DisplayWidth.of("cafe\u{301} ❤️ 👨‍👩‍👧") == 10)
    #expect(DisplayWidth.of("a\u{7}b") == 2)
  }

  @Test("widths are right from many threads at once, without touching the process locale")
  func concurrentMeasurement() async {
    let widths = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<16 {
        group.addTask { DisplayWidth.of("日本語 👍 e\u{301}") }
      }
      return await group.reduce(into: [Int]()) { $0.append($1) }
    }
    #expect(widths == Array(repeating: 11, count: 16))
  }

  @Test("measuring leaves the process-wide LC_CTYPE locale as it was")
  func processLocaleUntouched() {
    let before = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    #expect(DisplayWidth.of("日本語 ❤️") == 9)
    let after = setlocale(LC_CTYPE, nil).map { String(cString: $0) }
    #expect(before == after)
  }
}
