import Foundation

/// The run file (`run.bin`): the last run's files, their stamps and hashes, its findings and
/// its partition, sealed with a hash as the facts file is.
extension LintCache {
  static func encodeRun(_ run: LastRun, key: String) -> [UInt8] {
    var writer = BinaryWriter()
    writer.raw(magic)
    writer.int(formatVersion)
    writer.string(key)
    writer.strings(run.files)
    for stamp in run.stamps { stamp.encode(into: &writer) }
    for hash in run.hashes {
      writer.uint64(hash.high)
      writer.uint64(hash.low)
    }
    for complete in run.complete { writer.bool(complete) }
    writer.strings(run.testFiles)
    writer.bool(run.fixesResolved)
    writer.list(run.findings) { writer, finding in
      writer.string(finding.rule)
      writer.string(finding.severity.rawValue)
      writer.string(finding.message)
      writer.string(finding.location.file)
      writer.location(finding.location)
      writer.list(finding.related) { writer, place in
        writer.string(place.file)
        writer.location(place)
      }
      guard run.fixesResolved else { return }
      writer.optional(finding.notFixable)
      writer.bool(finding.fix != nil)
      if let fix = finding.fix {
        writer.string(fix.description)
        writer.list(fix.replacements) { writer, replacement in
          writer.string(replacement.file)
          writer.int(replacement.offset)
          writer.int(replacement.length)
          writer.int(replacement.start.line)
          writer.int(replacement.start.column)
          writer.int(replacement.end.line)
          writer.int(replacement.end.column)
          writer.string(replacement.text)
        }
      }
    }
    writer.bool(run.partition != nil)
    run.partition?.encode(into: &writer)
    return sealed(writer.bytes)
  }

  static func decodeRun(_ bytes: [UInt8], key: String) -> LastRun? {
    guard let body = unsealed(bytes) else { return nil }
    var reader = BinaryReader(body, offset: magic.count)
    guard reader.int() == formatVersion, reader.string() == key, let files = reader.strings()
    else { return nil }
    var stamps: [FileStamp] = []
    stamps.reserveCapacity(files.count)
    for _ in files {
      guard let stamp = FileStamp(from: &reader) else { return nil }
      stamps.append(stamp)
    }
    var hashes: [ContentHash] = []
    hashes.reserveCapacity(files.count)
    for _ in files {
      guard let high = reader.uint64(), let low = reader.uint64() else { return nil }
      hashes.append(ContentHash(high: high, low: low))
    }
    var complete: [Bool] = []
    complete.reserveCapacity(files.count)
    for _ in files {
      guard let value = reader.bool() else { return nil }
      complete.append(value)
    }
    guard let testFiles = reader.strings(), let fixesResolved = reader.bool(),
      let findings = reader.list({ reader -> Finding? in
        guard let rule = reader.string(), let severityName = reader.string(),
          let severity = Severity(rawValue: severityName), let message = reader.string(),
          let file = reader.string()
        else { return nil }
        reader.file = file
        guard let location = reader.location(),
          let related = reader.list({ reader -> SourceLocation? in
            guard let file = reader.string() else { return nil }
            reader.file = file
            return reader.location()
          })
        else { return nil }
        var finding = Finding(
          rule: rule, severity: severity, message: message, location: location, related: related)
        guard fixesResolved else { return finding }
        guard let notFixable = reader.optional(), let hasFix = reader.bool() else { return nil }
        finding.notFixable = notFixable
        if hasFix {
          guard let description = reader.string(),
            let replacements = reader.list({ reader -> Replacement? in
              guard let file = reader.string(), let offset = reader.int(),
                let length = reader.int(), let startLine = reader.int(),
                let startColumn = reader.int(), let endLine = reader.int(),
                let endColumn = reader.int(), let text = reader.string()
              else { return nil }
              return Replacement(
                file: file, offset: offset, length: length,
                start: .init(line: startLine, column: startColumn),
                end: .init(line: endLine, column: endColumn), text: text)
            })
          else { return nil }
          finding.fix = Fix(description: description, replacements: replacements)
        }
        return finding
      }), let hasPartition = reader.bool()
    else { return nil }
    var partition: StoredPartition?
    if hasPartition {
      guard let stored = StoredPartition(from: &reader, fileCount: files.count) else { return nil }
      partition = stored
    }
    guard reader.isAtEnd else { return nil }
    return LastRun(
      files: files, stamps: stamps, hashes: hashes, complete: complete, findings: findings,
      testFiles: testFiles, partition: partition, fixesResolved: fixesResolved)
  }
}
