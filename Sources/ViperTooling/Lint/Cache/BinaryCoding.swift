/// A compact binary form of ``FileFacts`` for the lint cache: unsigned LEB128 integers,
/// length-prefixed UTF-8 strings, locations as line and column (the file is the entry's).
///
/// Decoding never traps: every read is bounds-checked and a malformed input gives `nil`.
/// JSON would be simpler, but decoding the facts of fifteen thousand files with Foundation's
/// `JSONDecoder` takes seconds, and a warm run must take a fraction of one.
struct BinaryWriter {
  private(set) var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var rest = UInt64(bitPattern: Int64(value))
    while rest >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
      rest >>= 7
    }
    bytes.append(UInt8(rest))
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func uint64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  mutating func string(_ value: String) {
    var value = value
    value.withUTF8 { buffer in
      int(buffer.count)
      bytes.append(contentsOf: buffer)
    }
  }

  mutating func optional(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }

  mutating func strings(_ values: [String]) {
    int(values.count)
    for value in values { string(value) }
  }

  mutating func location(_ location: SourceLocation) {
    int(location.line)
    int(location.column)
  }

  mutating func list<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
    int(values.count)
    for value in values { write(&self, value) }
  }

  mutating func raw(_ values: some Collection<UInt8>) { bytes.append(contentsOf: values) }
}

/// Reads what ``BinaryWriter`` wrote; every method returns `nil` past the end or on a value
/// out of range.
struct BinaryReader {
  private let bytes: [UInt8]
  private(set) var offset: Int
  /// Where reading stops (the end of the bytes, or of the range given).
  private let end: Int
  /// The file every decoded location is in.
  var file = ""

  init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
    end = bytes.count
  }

  /// A reader of `range` of `bytes` (clamped to them).
  init(_ bytes: [UInt8], range: Range<Int>) {
    self.bytes = bytes
    offset = min(max(range.lowerBound, 0), bytes.count)
    end = min(max(range.upperBound, offset), bytes.count)
  }

  var isAtEnd: Bool { offset >= end }

  /// Moves past `count` bytes (no further than the end).
  mutating func skip(_ count: Int) { offset = min(end, offset + max(0, count)) }

  mutating func int() -> Int? {
    var result: UInt64 = 0
    var shift: UInt64 = 0
    while offset < end {
      let byte = bytes[offset]
      offset += 1
      guard shift < 64 else { return nil }
      result |= UInt64(byte & 0x7F) << shift
      if byte & 0x80 == 0 { return Int(truncatingIfNeeded: Int64(bitPattern: result)) }
      shift += 7
    }
    return nil
  }

  /// A count of items each at least one byte long: no larger than what is left.
  mutating func count() -> Int? {
    guard let value = int(), value >= 0, value <= end - offset else { return nil }
    return value
  }

  mutating func bool() -> Bool? {
    guard offset < end, bytes[offset] <= 1 else { return nil }
    defer { offset += 1 }
    return bytes[offset] == 1
  }

  mutating func uint64() -> UInt64? {
    guard end - offset >= 8 else { return nil }
    var value: UInt64 = 0
    for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(index * 8) }
    offset += 8
    return value
  }

  mutating func string() -> String? {
    guard let length = count() else { return nil }
    defer { offset += length }
    return String(decoding: bytes[offset..<offset + length], as: UTF8.self)
  }

  mutating func optional() -> String?? {
    guard let present = bool() else { return nil }
    guard present else { return .some(nil) }
    guard let value = string() else { return nil }
    return .some(value)
  }

  mutating func strings() -> [String]? {
    list { $0.string() }
  }

  mutating func location() -> SourceLocation? {
    guard let line = int(), let column = int() else { return nil }
    return SourceLocation(file: file, line: line, column: column)
  }

  mutating func list<T>(_ read: (inout BinaryReader) -> T?) -> [T]? {
    guard let count = count() else { return nil }
    var values: [T] = []
    values.reserveCapacity(count)
    for _ in 0..<count {
      guard let value = read(&self) else { return nil }
      values.append(value)
    }
    return values
  }
}
