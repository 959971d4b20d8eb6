import Foundation

/// A growable buffer that JSON text is written into byte by byte, by hand.
///
/// The server hand-builds its JSON because a million generated users through `JSONEncoder`
/// would take seconds, and because it keeps JSONPlaceholder's key order. It writes through a
/// raw pointer rather than appending to `[UInt8]`: tests and the development environment run
/// debug builds, where every call into generic standard-library code (such as
/// `Array.append(contentsOf:)`) costs around 80 ns, and a user takes dozens of them.
///
/// A writer belongs to one task at a time (it is not `Sendable`), so its stored properties opt
/// out of the run-time exclusivity checks that debug builds make on every access to a class
/// property, which otherwise take half the time.
final class JSONWriter {
  @exclusivity(unchecked) private var start: UnsafeMutableRawPointer
  @exclusivity(unchecked) private var capacity: Int
  /// How many bytes have been written.
  @exclusivity(unchecked) private(set) var count = 0

  /// A writer with room for `capacity` bytes before it has to grow.
  init(capacity: Int = 256) {
    self.capacity = max(capacity, 16)
    start = UnsafeMutableRawPointer.allocate(byteCount: self.capacity, alignment: 1)
  }

  deinit {
    start.deallocate()
  }

  /// The bytes written so far, copied.
  var data: Data {
    Data(bytes: start, count: count)
  }

  /// The bytes written so far, handed over without a copy; the writer is empty afterwards.
  func takeData() -> Data {
    let data = Data(
      bytesNoCopy: start, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
    capacity = 256
    start = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
    count = 0
    return data
  }

  /// Writes `text` as it is: a piece of JSON syntax, or a word known to need no escaping.
  func write(_ text: StaticString) {
    guard text.hasPointerRepresentation else {
      // A one-character literal can be stored as a scalar, without a pointer to its bytes.
      return text.withUTF8Buffer { buffer in
        for byte in buffer {
          write(byte)
        }
      }
    }
    write(UnsafeRawPointer(text.utf8Start), count: text.utf8CodeUnitCount)
  }

  /// Writes one byte.
  func write(_ byte: UInt8) {
    reserve(1)
    start.storeBytes(of: byte, toByteOffset: count, as: UInt8.self)
    count += 1
  }

  /// Writes `value` as a quoted JSON string.
  func writeString(_ value: String) {
    write(UInt8(ascii: "\""))
    writeEscaped(value)
    write(UInt8(ascii: "\""))
  }

  /// Writes the contents of a JSON string for `value`, without the quotes: `"` and `\` are
  /// escaped, and so are control characters.
  func writeEscaped(_ value: String) {
    for byte in value.utf8 {
      switch byte {
      case UInt8(ascii: "\""): write(#"\""#)
      case UInt8(ascii: "\\"): write(#"\\"#)
      case UInt8(ascii: "\n"): write(#"\n"#)
      case UInt8(ascii: "\r"): write(#"\r"#)
      case UInt8(ascii: "\t"): write(#"\t"#)
      case 0..<0x20:
        write(#"\u00"#)
        write(Self.hexDigit(byte >> 4))
        write(Self.hexDigit(byte & 0x0F))
      default: write(byte)
      }
    }
  }

  /// Writes `value` in decimal.
  func writeInteger(_ value: Int) {
    if value < 0 {
      write(UInt8(ascii: "-"))
    }
    let magnitude = UInt64(value.magnitude)
    var width = 1
    var limit: UInt64 = 10
    while width < 20, magnitude >= limit {
      width += 1
      limit = limit &* 10
    }
    writePadded(magnitude, width: width)
  }

  /// Writes the last `width` decimal digits of `value`, zero-padded on the left.
  func writePadded(_ value: UInt64, width: Int) {
    reserve(width)
    var remaining = value
    var offset = count + width - 1
    while offset >= count {
      let digit = UInt8(truncatingIfNeeded: remaining % 10)
      start.storeBytes(of: UInt8(ascii: "0") &+ digit, toByteOffset: offset, as: UInt8.self)
      remaining /= 10
      offset -= 1
    }
    count += width
  }

  /// Rewrites the bytes from `offset` to the end lowercased and with anything but ASCII letters
  /// left out, so a `Berners-Lee` just written becomes `bernerslee`.
  func lowercaseLetters(from offset: Int) {
    var kept = offset
    for index in offset..<count {
      var byte = start.load(fromByteOffset: index, as: UInt8.self)
      if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") {
        byte += 32
      }
      if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
        start.storeBytes(of: byte, toByteOffset: kept, as: UInt8.self)
        kept += 1
      }
    }
    count = kept
  }

  private func write(_ source: UnsafeRawPointer, count length: Int) {
    reserve(length)
    (start + count).copyMemory(from: source, byteCount: length)
    count += length
  }

  private func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(count + extra, capacity + capacity / 2)
    let newStart = UnsafeMutableRawPointer.allocate(byteCount: newCapacity, alignment: 1)
    newStart.copyMemory(from: start, byteCount: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// The body of every error answer: `{"error":"<message>"}`.
  static func errorBody(_ message: String) -> Data {
    let writer = JSONWriter()
    writer.write(#"{"error":"#)
    writer.writeString(message)
    writer.write("}")
    return writer.takeData()
  }
}
