#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Finds byte strings in a file's bytes with the C library's `memchr`, which scans many bytes
/// per instruction: the linter's whole-file searches (line starts, `viper:` comments, `as!`,
/// bracket runs) each cost a few percent of a parse when done a byte at a time in Swift.
enum ByteSearch {
  /// Calls `body` with the offset of every occurrence of `needle` in `bytes`, in order, until
  /// it returns `false`. `memchr` looks for the byte at `anchor`, so pass the needle's rarest
  /// byte (the `!` of `as!`).
  static func forEach(
    _ needle: [UInt8], anchor: Int = 0, in bytes: [UInt8], _ body: (Int) -> Bool
  ) {
    guard needle.indices.contains(anchor) else { return }
    bytes.withUnsafeBufferPointer { haystack in
      guard let base = haystack.baseAddress else { return }
      var offset = anchor
      while offset < haystack.count {
        guard
          let found = memchr(base + offset, Int32(needle[anchor]), haystack.count - offset)
        else { return }
        let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        let start = position - anchor
        offset = position + 1
        guard start + needle.count <= haystack.count,
          needle.indices.allSatisfy({ haystack[start + $0] == needle[$0] })
        else { continue }
        guard body(start) else { return }
      }
    }
  }

  /// Whether every byte is ASCII (so the bytes are valid UTF-8), eight bytes at a time: most
  /// source files are, and checking so costs far less than validating them as a `String`,
  /// which copies them too.
  static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      var high: UInt64 = 0
      while offset + 8 <= raw.count {
        high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      while offset < raw.count {
        high |= UInt64(raw[offset])
        offset += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }

  /// Whether `needle` occurs in `bytes`.
  static func contains(_ needle: [UInt8], anchor: Int = 0, in bytes: [UInt8]) -> Bool {
    var found = false
    forEach(needle, anchor: anchor, in: bytes) { _ in
      found = true
      return false
    }
    return found
  }
}
