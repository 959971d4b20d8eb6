/// SARIF 2.1.0 (OASIS), with every rule's metadata in the tool's driver and one result per
/// finding.
enum SARIFReporter {
  struct Log: Encodable {
    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version, runs
    }
  }
  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }
  struct Tool: Encodable { var driver: Driver }
  struct Driver: Encodable {
    var name = "viper lint"
    var informationUri = "https://github.com/viperkit/viperkit"
    var rules: [Rule]
  }
  struct Rule: Encodable {
    var id: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
  }
  struct Configuration: Encodable { var level: String }
  struct Message: Encodable { var text: String }
  struct Result: Encodable {
    var ruleId: String
    var level: String
    var message: Message
    var locations: [Location]
    var fixes: [SARIFFix]?
  }
  /// A proposed fix (SARIF 3.55): a description and the changes to each file.
  struct SARIFFix: Encodable {
    var description: Message
    var artifactChanges: [ArtifactChange]
  }
  struct ArtifactChange: Encodable {
    var artifactLocation: ArtifactLocation
    var replacements: [SARIFReplacement]
  }
  struct SARIFReplacement: Encodable {
    var deletedRegion: DeletedRegion
    var insertedContent: Message?
  }
  struct DeletedRegion: Encodable {
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
    var byteOffset: Int
    var byteLength: Int
  }
  struct Location: Encodable { var physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }
  struct ArtifactLocation: Encodable { var uri: String }
  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }

  static func report(_ findings: [Finding]) -> String {
    var rules = LintRules.all.map {
      Rule(
        id: $0.key, shortDescription: Message(text: $0.summary),
        defaultConfiguration: Configuration(level: $0.defaultSeverity.rawValue))
    }
    rules.append(
      Rule(
        id: "parse", shortDescription: Message(text: "A file could not be read or parsed fully."),
        defaultConfiguration: Configuration(level: "note")))
    rules.append(
      Rule(
        id: "baseline",
        shortDescription: Message(text: "A baseline entry no longer matches a finding."),
        defaultConfiguration: Configuration(level: "note")))
    let results = findings.map { finding in
      Result(
        ruleId: finding.rule, level: finding.severity.rawValue,
        message: Message(text: finding.message),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: ArtifactLocation(uri: uri(for: finding.location.file)),
              region: Region(
                startLine: finding.location.line, startColumn: finding.location.column)))
        ],
        fixes: finding.fix.map { [sarifFix($0)] })
    }
    return JSONReporter.encode(
      Log(runs: [Run(tool: Tool(driver: Driver(rules: rules)), results: results)]))
  }

  static func sarifFix(_ fix: Fix) -> SARIFFix {
    var files: [String] = []
    var byFile: [String: [SARIFReplacement]] = [:]
    for replacement in fix.replacements {
      if byFile[replacement.file] == nil { files.append(replacement.file) }
      byFile[replacement.file, default: []].append(
        SARIFReplacement(
          deletedRegion: DeletedRegion(
            startLine: replacement.start.line, startColumn: replacement.start.column,
            endLine: replacement.end.line, endColumn: replacement.end.column,
            byteOffset: replacement.offset, byteLength: replacement.length),
          insertedContent: replacement.text.isEmpty ? nil : Message(text: replacement.text)))
    }
    return SARIFFix(
      description: Message(text: fix.description),
      artifactChanges: files.map {
        ArtifactChange(
          artifactLocation: ArtifactLocation(uri: uri(for: $0)), replacements: byFile[$0] ?? [])
      })
  }

  /// A relative URI reference for a path (percent-encoding spaces and the like).
  static func uri(for path: String) -> String {
    var allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/".utf8)
    allowed.insert(UInt8(ascii: "+"))
    var result = ""
    for byte in path.utf8 {
      if allowed.contains(byte) {
        result.append(Character(Unicode.Scalar(byte)))
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
