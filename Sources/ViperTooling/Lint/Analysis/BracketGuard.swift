/// Finds runs of opening square brackets (`[[[[`) that SwiftParser 603 parses in exponential
/// time: its inline-array type lookahead (`[N of T]`) backtracks at every nested `[`, so 20
/// in a row take about 15 s and 30 would take hours. Files with such a run are not parsed.
enum BracketGuard {
  /// The longest run the parser is given; 12 takes well under a second in a debug build.
  static let maximumRun = 12

  /// The byte offset where a run of more than ``maximumRun`` opening brackets (blanks and
  /// newlines between them allowed) starts outside comments and string literals, if any.
  static func tooLongRun(in bytes: [UInt8]) -> Int? {
    // Almost every file has no such run even counting comments and strings: find that out
    // with `memchr` before reading every byte.
    var mayHaveRun = false
    ByteSearch.forEach([UInt8(ascii: "[")], in: bytes) { offset in
      mayHaveRun = bracketsInARow(in: bytes, from: offset) > maximumRun
      return !mayHaveRun
    }
    guard mayHaveRun else { return nil }
    var index = 0
    var run = 0
    var runStart = 0
    let count = bytes.count
    while index < count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "["):
        if run == 0 { runStart = index }
        run += 1
        if run > maximumRun { return runStart }
        index += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        index += 1
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
        run = 0
        while index < count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
        run = 0
        index += 2
        while index + 1 < count
          && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
        {
          index += 1
        }
        index += 2
      case UInt8(ascii: "\""):
        run = 0
        index += 1
        while index < count && bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
      default:
        run = 0
        index += 1
      }
    }
    return nil
  }

  /// How many `[` follow one another from `start` with only blanks between them, counted up
  /// to one more than ``maximumRun``.
  private static func bracketsInARow(in bytes: [UInt8], from start: Int) -> Int {
    var run = 0
    var index = start
    while index < bytes.count, run <= maximumRun {
      switch bytes[index] {
      case UInt8(ascii: "["): run += 1
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): break
      default: return run
      }
      index += 1
    }
    return run
  }
}
