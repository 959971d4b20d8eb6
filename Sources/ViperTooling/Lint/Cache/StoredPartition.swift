/// How the last run split its files into the models it built (``UnitPartition``), and what
/// that split was made from: for each file, a digest of the facts ``UnitPartition`` reads
/// (whether it is test code, the names it declares outside extensions and `private`).
///
/// A run in which every changed file keeps its digest splits the files as the last run did,
/// so it rebuilds only the models that cover a changed file and keeps the last run's findings
/// for the files the other models report (see ``Linter``).
struct StoredPartition: Equatable, Sendable {
  /// A digest of each file's partition facts, in the order of the run's files.
  var digests: [ContentHash]
  /// The models the run built, by index into the run's files.
  var contexts: [UnitPartition.Context]

  /// The digest of the facts of a file that decide its unit.
  static func digest(of facts: FileFacts) -> ContentHash {
    var bytes: [UInt8] = [SourceKinds.isTestCode(facts) ? 1 : 0]
    for type in facts.types where type.kind != .extension && !type.isPrivate {
      bytes.append(contentsOf: type.name.utf8)
      bytes.append(0)
    }
    return ContentHash(bytes)
  }

  func encode(into writer: inout BinaryWriter) {
    for digest in digests {
      writer.uint64(digest.high)
      writer.uint64(digest.low)
    }
    writer.list(contexts) { writer, context in
      writer.string(context.name)
      writer.list(context.files) { $0.int($1) }
      writer.list(context.reported.sorted()) { $0.int($1) }
      writer.list(context.unitOfFile.sorted { $0.key < $1.key }) { writer, shown in
        writer.int(shown.key)
        writer.string(shown.value)
      }
    }
  }

  /// Reads a partition of `fileCount` files; `nil` when malformed or when an index is out of
  /// range.
  init?(from reader: inout BinaryReader, fileCount: Int) {
    digests = []
    digests.reserveCapacity(fileCount)
    for _ in 0..<fileCount {
      guard let high = reader.uint64(), let low = reader.uint64() else { return nil }
      digests.append(ContentHash(high: high, low: low))
    }
    let valid = 0..<fileCount
    func index(_ reader: inout BinaryReader) -> Int? {
      reader.int().flatMap { valid.contains($0) ? $0 : nil }
    }
    guard
      let contexts = reader.list({ reader -> UnitPartition.Context? in
        guard let name = reader.string(), let files = reader.list(index),
          let reported = reader.list(index),
          let shown = reader.list({ reader -> (Int, String)? in
            guard let file = index(&reader), let unit = reader.string() else { return nil }
            return (file, unit)
          })
        else { return nil }
        return UnitPartition.Context(
          name: name, files: files, reported: Set(reported),
          unitOfFile: Dictionary(shown, uniquingKeysWith: { first, _ in first }))
      })
    else { return nil }
    self.contexts = contexts
  }

  init(digests: [ContentHash], contexts: [UnitPartition.Context]) {
    self.digests = digests
    self.contexts = contexts
  }
}
