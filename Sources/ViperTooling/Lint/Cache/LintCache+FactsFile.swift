import Foundation

/// The facts file (`facts.bin`) and the seal both cache files carry.
extension LintCache {
  /// The bytes with a hash of them appended.
  static func sealed(_ body: [UInt8]) -> [UInt8] {
    let check = ContentHash(body)
    var trailer = BinaryWriter()
    trailer.uint64(check.high)
    trailer.uint64(check.low)
    return body + trailer.bytes
  }

  /// The bytes without their hash, if they start with the magic and the hash matches.
  static func unsealed(_ bytes: [UInt8]) -> [UInt8]? {
    guard bytes.count > magic.count + 16, bytes.starts(with: magic) else { return nil }
    let body = Array(bytes[..<(bytes.count - 16)])
    var trailer = BinaryReader(Array(bytes[(bytes.count - 16)...]))
    guard let high = trailer.uint64(), let low = trailer.uint64(),
      ContentHash(body) == ContentHash(high: high, low: low)
    else { return nil }
    return body
  }

  /// magic, format version, key, entry count, entries (path, hash, stamp, length of the
  /// facts, facts), then a hash of everything before it. Entries still encoded in `body` are
  /// copied as they are.
  static func encode(_ entries: [String: Entry], key: String, body: [UInt8] = []) -> [UInt8] {
    var writer = BinaryWriter()
    writer.raw(magic)
    writer.int(formatVersion)
    writer.string(key)
    let paths = entries.keys.sorted().filter { path in
      guard let entry = entries[path] else { return false }
      return entry.facts != nil || entry.encoded.map { $0.upperBound <= body.count } == true
    }
    writer.int(paths.count)
    for path in paths {
      guard let entry = entries[path] else { continue }
      writer.string(path)
      writer.uint64(entry.hash.high)
      writer.uint64(entry.hash.low)
      entry.stamp.encode(into: &writer)
      if let range = entry.encoded, range.upperBound <= body.count {
        writer.int(range.count)
        writer.raw(body[range])
      } else if let facts = entry.facts {
        var encodedFacts = BinaryWriter()
        FactsCodec.encode(facts, into: &encodedFacts)
        writer.int(encodedFacts.bytes.count)
        writer.raw(encodedFacts.bytes)
      }
    }
    return sealed(writer.bytes)
  }

  /// The body of a cache file (its hash checked) and its entries, their facts left encoded.
  static func decode(_ bytes: [UInt8], key: String) -> (body: [UInt8], entries: [String: Entry])? {
    guard let body = unsealed(bytes) else { return nil }
    var reader = BinaryReader(body, offset: magic.count)
    guard reader.int() == formatVersion, reader.string() == key, let count = reader.count()
    else { return nil }
    var entries: [String: Entry] = [:]
    entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = reader.string(), let high = reader.uint64(), let low = reader.uint64(),
        let stamp = FileStamp(from: &reader), let length = reader.count(), length > 0
      else { return nil }
      let start = reader.offset
      reader.skip(length)
      entries[path] = Entry(
        hash: ContentHash(high: high, low: low), stamp: stamp, facts: nil,
        encoded: start..<start + length)
    }
    return reader.isAtEnd ? (body, entries) : nil
  }
}
