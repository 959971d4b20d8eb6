import Foundation
import Testing

@testable import MockAPI

@Suite("JSONWriter: JSON text written by hand")
struct JSONWriterTests {
  @Test(
    "writeString(_:) escapes what JSON requires, so any string round-trips",
    arguments: [
      "plain", "", #"quote " and backslash \ "#, "line\nbreak\r\ttab", "\u{0}\u{1}\u{1F}",
      "ünïcödé, 漢字, 🐝", "slash / stays",
    ]
  )
  func stringsRoundTrip(value: String) throws {
    let writer = JSONWriter()
    writer.write("[")
    writer.writeString(value)
    writer.write("]")

    #expect(try JSONDecoder().decode([String].self, from: writer.data) == [value])
  }

  @Test("Control characters use \\u00XX unless they have a short escape")
  func controlCharacterEscapes() {
    let writer = JSONWriter()
    writer.writeEscaped("\u{1}\n\u{1F}")

    #expect(String(decoding: writer.data, as: UTF8.self) == #"\u0001\n\u001f"#)
  }

  @Test(
    "writeInteger(_:) writes decimal",
    arguments: [
      (0, "0"), (7, "7"), (10, "10"), (-42, "-42"), (Int.max, "\(Int.max)"),
      (Int.min, "\(Int.min)"),
    ]
  )
  func integers(value: Int, text: String) {
    let writer = JSONWriter()
    writer.writeInteger(value)

    #expect(String(decoding: writer.data, as: UTF8.self) == text)
  }

  @Test("writePadded(_:width:) keeps the last digits, zero-padded")
  func paddedIntegers() {
    let writer = JSONWriter()
    writer.writePadded(42, width: 5)
    writer.write(" ")
    writer.writePadded(123_456, width: 4)

    #expect(String(decoding: writer.data, as: UTF8.self) == "00042 3456")
  }

  @Test("lowercaseLetters(from:) lowercases and keeps only letters")
  func lowercaseLetters() {
    let writer = JSONWriter()
    writer.write("keep ")
    writer.write("Berners-Lee")
    writer.lowercaseLetters(from: 5)

    #expect(String(decoding: writer.data, as: UTF8.self) == "keep bernerslee")
  }

  @Test("The writer grows past its first capacity, and takeData() empties it")
  func growsAndHandsOver() {
    let writer = JSONWriter(capacity: 16)
    for _ in 0..<1_000 {
      writer.write("0123456789")
    }

    let data = writer.takeData()

    #expect(data.count == 10_000)
    #expect(data.suffix(10) == Data("0123456789".utf8))
    #expect(writer.count == 0)
  }

  @Test("errorBody(_:) is {\"error\":\"...\"}, escaped")
  func errorBody() {
    #expect(
      JSONWriter.errorBody(#"no "x""#) == Data(#"{"error":"no \"x\""}"#.utf8))
  }
}
