import Testing

@testable import ViperTooling

/// Columns between the linter's UTF-8 bytes and the editor's units: the same in ASCII, apart
/// once a line has accents, CJK or emoji.
@Suite struct PositionEncodingTests {
  static func line(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }

  @Test func utf8IsOfferedAndTakenElseUTF16() {
    #expect(PositionEncoding.negotiate(offered: ["utf-32", "utf-8", "utf-16"]) == .utf8)
    #expect(PositionEncoding.negotiate(offered: ["utf-16"]) == .utf16)
    #expect(PositionEncoding.negotiate(offered: []) == .utf16)
    #expect(PositionEncoding.negotiate(offered: nil) == .utf16)
  }

  @Test(arguments: [
    // (line, byte offset, UTF-16 units): é is 2 bytes and 1 unit, 書 3 bytes and 1 unit,
    // 📚 4 bytes and 2 units (a surrogate pair).
    ("let x = 1", 4, 4),
    ("let café = 1", 9, 8),
    ("let 書名 = 1", 10, 6),
    ("/* 📚 */ var view", 13, 11),
    ("📚📚x", 8, 4),
    ("a👩‍👩‍👧b", 19, 9),
  ])
  func aByteOffsetIsCountedInUTF16Units(text: String, bytes: Int, units: Int) {
    let line = Self.line(text)
    #expect(PositionEncoding.utf16.units(in: line, upToByte: bytes) == units)
    #expect(PositionEncoding.utf16.byteOffset(in: line, ofUnits: units) == bytes)
    #expect(PositionEncoding.utf8.units(in: line, upToByte: bytes) == bytes)
    #expect(PositionEncoding.utf8.byteOffset(in: line, ofUnits: bytes) == bytes)
  }

  @Test func anOffsetInsideACharacterFallsToItsStart() {
    let line = Self.line("x📚y")
    // Byte 3 is inside the emoji (bytes 1 to 4); unit 2 is between its surrogates.
    #expect(PositionEncoding.utf16.units(in: line, upToByte: 3) == 1)
    #expect(PositionEncoding.utf8.units(in: line, upToByte: 3) == 1)
    #expect(PositionEncoding.utf16.byteOffset(in: line, ofUnits: 2) == 1)
    #expect(PositionEncoding.utf8.byteOffset(in: line, ofUnits: 2) == 1)
  }

  @Test func anOffsetPastTheEndIsTheEnd() {
    let line = Self.line("é書")
    #expect(PositionEncoding.utf16.units(in: line, upToByte: 99) == 2)
    #expect(PositionEncoding.utf16.byteOffset(in: line, ofUnits: 99) == 5)
    #expect(PositionEncoding.utf8.byteOffset(in: line, ofUnits: 99) == 5)
    #expect(PositionEncoding.utf16.byteOffset(in: line, ofUnits: -4) == 0)
  }

  @Test func bytesThatAreNoUTF8CountOneUnitEach() {
    let line: ArraySlice<UInt8> = [0x61, 0xFF, 0xE6, 0x9B, 0x62][...]
    // 'a', a stray byte, a cut-off 3-byte character's first two bytes, 'b'.
    #expect(PositionEncoding.utf16.units(in: line, upToByte: 5) == 5)
    #expect(PositionEncoding.utf16.byteOffset(in: line, ofUnits: 4) == 4)
  }
}
