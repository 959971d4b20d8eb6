/// What a position's `character` counts, as the client and the server agreed at `initialize`:
/// UTF-8 bytes when the client offers them (the linter's own unit, so nothing is converted),
/// else UTF-16 code units, the protocol's default that every client speaks.
///
/// ```swift
/// PositionEncoding.negotiate(offered: ["utf-32", "utf-8", "utf-16"])  // .utf8
/// PositionEncoding.negotiate(offered: nil)                             // .utf16
/// ```
enum PositionEncoding: String, Sendable, Hashable {
  /// Bytes of UTF-8.
  case utf8 = "utf-8"
  /// Code units of UTF-16: a character outside the Basic Multilingual Plane (an emoji)
  /// counts 2.
  case utf16 = "utf-16"

  /// The encoding to use with a client that offers `offered` (its
  /// `general.positionEncodings`): UTF-8 if it is among them, else UTF-16.
  static func negotiate(offered: [String]?) -> PositionEncoding {
    (offered ?? []).contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }

  /// How many units the UTF-8 bytes `line[..<byteOffset]` count (`byteOffset` past the end
  /// counts the whole line; inside a character, the character is not counted).
  func units(in line: ArraySlice<UInt8>, upToByte byteOffset: Int) -> Int {
    let limit = min(max(byteOffset, 0), line.count)
    switch self {
    case .utf8:
      return Self.scalarBoundary(in: line, atOrBefore: limit)
    case .utf16:
      var units = 0
      var offset = 0
      while offset < limit {
        let (length, width) = Self.scalar(in: line, at: offset)
        guard offset + length <= limit else { break }
        offset += length
        units += width
      }
      return units
    }
  }

  /// The byte offset in the UTF-8 `line` that `units` units reach (past the end: the line's
  /// length; inside a character, as a UTF-16 offset between the halves of a surrogate pair
  /// is: the start of the character).
  func byteOffset(in line: ArraySlice<UInt8>, ofUnits units: Int) -> Int {
    let target = max(units, 0)
    switch self {
    case .utf8:
      return Self.scalarBoundary(in: line, atOrBefore: min(target, line.count))
    case .utf16:
      var counted = 0
      var offset = 0
      while offset < line.count {
        let (length, width) = Self.scalar(in: line, at: offset)
        guard counted + width <= target else { break }
        counted += width
        offset += length
      }
      return offset
    }
  }

  /// The byte length of the character starting at `offset` (relative to the slice's start),
  /// and how many UTF-16 units it is. A byte that starts no valid character counts as one
  /// byte and one unit (as its replacement character would), so any bytes can be walked.
  static func scalar(in line: ArraySlice<UInt8>, at offset: Int) -> (length: Int, width: Int) {
    let bytes = line.dropFirst(offset)
    guard let lead = bytes.first else { return (1, 1) }
    let length: Int
    switch lead {
    case 0x00..<0x80: return (1, 1)
    case 0xC2..<0xE0: length = 2
    case 0xE0..<0xF0: length = 3
    case 0xF0..<0xF5: length = 4
    default: return (1, 1)
    }
    guard bytes.count >= length,
      bytes.dropFirst().prefix(length - 1).allSatisfy({ $0 & 0xC0 == 0x80 })
    else { return (1, 1) }
    return (length, length == 4 ? 2 : 1)
  }

  /// The start of the character that holds byte `offset`, or `offset` itself if a character
  /// starts there.
  private static func scalarBoundary(in line: ArraySlice<UInt8>, atOrBefore offset: Int) -> Int {
    var walked = 0
    while walked < offset {
      let (length, _) = scalar(in: line, at: walked)
      guard walked + length <= offset else { break }
      walked += length
    }
    return walked
  }
}
