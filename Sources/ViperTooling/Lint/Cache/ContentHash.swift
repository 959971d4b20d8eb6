/// A 128-bit hash of a file's bytes, eight bytes at a time: two multiply-rotate lanes with
/// different constants, the length and a final avalanche mixed in. Not cryptographic; it
/// tells a changed file from an unchanged one, which is all the cache asks.
struct ContentHash: Hashable, Sendable {
  var high: UInt64
  var low: UInt64

  init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  init(_ bytes: [UInt8]) {
    var first: UInt64 = 0x9E37_79B9_7F4A_7C15
    var second: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset + 8 <= buffer.count {
        let word = UInt64(
          littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        first = ((first ^ word) &* 0xFF51_AFD7_ED55_8CCD).rotated(by: 31)
        second = ((second ^ word) &* 0xC4CE_B9FE_1A85_EC53).rotated(by: 29) &+ first
        offset += 8
      }
      var tail: UInt64 = 0
      var shift: UInt64 = 0
      while offset < buffer.count {
        tail |= UInt64(buffer[offset]) << shift
        shift += 8
        offset += 1
      }
      first = ((first ^ tail) &* 0xFF51_AFD7_ED55_8CCD).rotated(by: 31)
      second = ((second ^ tail ^ UInt64(buffer.count)) &* 0xC4CE_B9FE_1A85_EC53).rotated(by: 29)
    }
    high = Self.avalanche(first ^ UInt64(bytes.count))
    low = Self.avalanche(second &+ high)
  }

  /// MurmurHash3's 64-bit finalizer.
  private static func avalanche(_ value: UInt64) -> UInt64 {
    var value = value
    value ^= value >> 33
    value &*= 0xFF51_AFD7_ED55_8CCD
    value ^= value >> 33
    value &*= 0xC4CE_B9FE_1A85_EC53
    value ^= value >> 33
    return value
  }
}

extension UInt64 {
  fileprivate func rotated(by count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
