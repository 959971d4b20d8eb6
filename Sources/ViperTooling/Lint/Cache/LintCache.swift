import Foundation

/// The facts of every file from the last runs, so that a run parses only the files that
/// changed: keyed by the file's path and a 128-bit hash of its bytes, for one tool version and
/// one configuration (a cache written by another version or for another configuration is
/// ignored and rewritten).
///
/// Stored as one file, `facts.bin`, in the cache folder (`.viper-cache/` by default). A
/// truncated, corrupt or foreign file is ignored, never trusted and never a crash; it is
/// written through a temporary file renamed over the old one, so two runs at once each leave
/// a whole cache (the last one wins).
public final class LintCache: @unchecked Sendable {
  /// The cache folder.
  public let folder: String
  /// What the facts depend on besides the file: the tool's version and the configuration.
  let key: String
  private let lock = NSLock()
  /// What the cache file held when it was opened.
  private var stored: [String: Entry] = [:]
  /// What this run read or worked out, written by ``save()``.
  private var current: [String: Entry] = [:]
  /// How many files were found in the cache, and how many had to be parsed.
  public private(set) var hits = 0
  /// How many files were parsed because the cache had nothing for them.
  public private(set) var misses = 0
  /// How many files the stored cache held when it was opened.
  public var storedCount: Int { lock.withLock { stored.count } }
  /// Why the stored cache was not used, if it was not (`nil` when it was, or there was none).
  public private(set) var discarded: String?

  struct Entry {
    var hash: ContentHash
    var facts: FileFacts
  }

  static let magic = Array("VIPERKIT-LINT-CACHE\n".utf8)
  /// Bumped whenever ``FactsCodec`` or ``FileFacts`` change shape.
  static let formatVersion = 1
  static let fileName = "facts.bin"

  /// Opens the cache in `folder` for a tool version and configuration; reads what is stored
  /// there, if anything valid is.
  public init(folder: String, toolVersion: String, configuration: LintConfiguration) {
    self.folder = folder
    key = "\(toolVersion)\n\(configuration.fingerprint)"
    load()
  }

  var filePath: String { (folder as NSString).appendingPathComponent(Self.fileName) }

  private func load() {
    guard let data = FileManager.default.contents(atPath: filePath) else { return }
    guard let entries = Self.decode([UInt8](data), key: key) else {
      discarded = "the cache file is not one this version wrote for this configuration"
      return
    }
    stored = entries
  }

  /// The facts stored for a file with these bytes, if any; counts a hit or a miss.
  func facts(path: String, hash: ContentHash) -> FileFacts? {
    lock.withLock {
      guard let entry = current[path] ?? stored[path], entry.hash == hash else {
        misses += 1
        return nil
      }
      hits += 1
      current[path] = entry
      return entry.facts
    }
  }

  /// Records the facts of a file this run parsed.
  func store(path: String, hash: ContentHash, facts: FileFacts) {
    lock.withLock { current[path] = Entry(hash: hash, facts: facts) }
  }

  /// The complete facts stored for a file this run has read, if the cache has them (no hit
  /// or miss counted: the file was counted when it was read).
  func completeFacts(path: String) -> FileFacts? {
    lock.withLock {
      guard let hash = current[path]?.hash, let entry = stored[path], entry.hash == hash,
        entry.facts.isComplete
      else { return nil }
      current[path] = entry
      return entry.facts
    }
  }

  /// Reads a file and gives its facts from the cache, or analyzes it and records them.
  /// `naming`: as ``FileAnalyzer/analyze(path:naming:)``.
  func analyze(path: String, naming: RoleNaming?) -> FileFacts {
    guard let data = FileManager.default.contents(atPath: path) else {
      return FileAnalyzer.analyze(path: path, naming: naming)
    }
    let bytes = [UInt8](data)
    let hash = ContentHash(bytes)
    if naming == nil {
      if let cached = completeFacts(path: path) { return cached }
    } else if let cached = facts(path: path, hash: hash) {
      return cached
    }
    let facts = FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming)
    store(path: path, hash: hash, facts: facts)
    return facts
  }

  /// Writes the cache: this run's files, and the stored entries of files this run did not
  /// read that still exist. Through a temporary file and a rename; creates the folder.
  public func save() throws {
    let entries: [String: Entry] = lock.withLock {
      var all = current
      for (path, entry) in stored where all[path] == nil && FileManager.default.fileExists(atPath: path) {
        all[path] = entry
      }
      return all
    }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let bytes = Self.encode(entries, key: key)
    let temporary = (folder as NSString).appendingPathComponent(
      ".\(Self.fileName).\(ProcessInfo.processInfo.processIdentifier).\(UInt64.random(in: 0...UInt64.max))")
    do {
      try Data(bytes).write(to: URL(fileURLWithPath: temporary))
      guard rename(temporary, filePath) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: filePath])
      }
    } catch {
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }

  // MARK: The file

  /// magic, format version, key, entry count, entries (path, hash, facts), then a hash of
  /// everything before it.
  static func encode(_ entries: [String: Entry], key: String) -> [UInt8] {
    var writer = BinaryWriter()
    writer.raw(magic)
    writer.int(formatVersion)
    writer.string(key)
    writer.int(entries.count)
    for path in entries.keys.sorted() {
      guard let entry = entries[path] else { continue }
      writer.string(path)
      writer.uint64(entry.hash.high)
      writer.uint64(entry.hash.low)
      FactsCodec.encode(entry.facts, into: &writer)
    }
    var bytes = writer.bytes
    let check = ContentHash(bytes)
    var trailer = BinaryWriter()
    trailer.uint64(check.high)
    trailer.uint64(check.low)
    bytes += trailer.bytes
    return bytes
  }

  static func decode(_ bytes: [UInt8], key: String) -> [String: Entry]? {
    guard bytes.count > magic.count + 16, bytes.starts(with: magic) else { return nil }
    let body = Array(bytes[..<(bytes.count - 16)])
    var trailer = BinaryReader(Array(bytes[(bytes.count - 16)...]))
    guard let high = trailer.uint64(), let low = trailer.uint64(),
      ContentHash(body) == ContentHash(high: high, low: low)
    else { return nil }
    var reader = BinaryReader(body, offset: magic.count)
    guard reader.int() == formatVersion, reader.string() == key, let count = reader.count()
    else { return nil }
    var entries: [String: Entry] = [:]
    entries.reserveCapacity(count)
    for _ in 0..<count {
      guard let path = reader.string(), let high = reader.uint64(), let low = reader.uint64(),
        let facts = FactsCodec.decode(path: path, from: &reader)
      else { return nil }
      entries[path] = Entry(hash: ContentHash(high: high, low: low), facts: facts)
    }
    return reader.isAtEnd ? entries : nil
  }
}

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
        let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
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

extension LintConfiguration {
  /// Everything in the configuration, in a stable order: part of the lint cache's key.
  var fingerprint: String {
    var parts: [String] = []
    parts.append(
      "severities:" + severities.keys.sorted().map { "\($0)=\(severities[$0].map { $0?.rawValue ?? "off" } ?? "")" }
        .joined(separator: ","))
    parts.append("excluded:" + excluded.joined(separator: ","))
    parts.append("included:" + included.map(\.key).sorted().joined(separator: ","))
    parts.append(
      "suffixes:" + naming.typeSuffixes.keys.sorted().map { "\($0)=\(naming.typeSuffixes[$0]?.rawValue ?? "")" }
        .joined(separator: ","))
    parts.append(
      "folders:" + naming.folders.keys.sorted().map { "\($0)=\(naming.folders[$0]?.rawValue ?? "")" }
        .joined(separator: ","))
    return parts.joined(separator: "\n")
  }
}
