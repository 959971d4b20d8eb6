/// Turns findings into the editor's diagnostics: positions in the agreed encoding, the
/// finding's token as the range, the rule as the code with a link to its documentation, and
/// a cycle's other edges as related information.
///
/// ```swift
/// let maker = DiagnosticMaker(
///   encoding: .utf16, text: { texts[$0] }, uri: DocumentURI.uri(ofPath:))
/// maker.diagnostic(for: finding)
/// // range 1:2-1:5 ('var'), severity 1, code "HoldBackReferencesWeakly", source "viper", ...
/// ```
struct DiagnosticMaker {
  /// How positions count.
  let encoding: PositionEncoding
  /// The text of a file as it was linted (an open document's, else the disk's).
  let text: (String) -> DocumentText?
  /// The URI of a file.
  let uri: (String) -> String

  /// The diagnostic of a finding.
  func diagnostic(for finding: Finding) -> LSP.Diagnostic {
    let related = finding.related.map { place in
      LSP.DiagnosticRelatedInformation(
        location: LSP.Location(uri: uri(place.file), range: range(at: place)),
        message: Self.relatedMessage(for: place, of: finding))
    }
    return LSP.Diagnostic(
      range: range(at: finding.location),
      severity: Self.severity(finding.severity),
      code: finding.rule,
      codeDescription: .init(href: RuleDocumentation.url(forRule: finding.rule)),
      source: "viper",
      message: finding.message,
      relatedInformation: related.isEmpty ? nil : related)
  }

  /// The protocol's severity: error 1, warning 2, note 3 (information).
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }

  /// The range a place points at: from it to the end of the word there (an identifier or a
  /// keyword), else to the end of its line (blanks at the end left out).
  func range(at place: SourceLocation) -> LSP.Range {
    guard let text = text(place.file) else {
      let start = LSP.Position(line: max(place.line - 1, 0), character: 0)
      return LSP.Range(start: start, end: start)
    }
    let line = text.content(ofLine: place.line - 1)
    let start = min(max(place.column - 1, 0), line.count)
    var end = start
    let bytes = Array(line)
    if end < bytes.count, Self.isWord(bytes[end]) || Self.isSigil(bytes[end]) {
      end += 1
      while end < bytes.count, Self.isWord(bytes[end]) { end += 1 }
    } else {
      end = bytes.count
      while end > start, [9, 32].contains(bytes[end - 1]) { end -= 1 }
    }
    return LSP.Range(
      start: text.position(line: place.line, utf8Column: start + 1, in: encoding),
      end: text.position(line: place.line, utf8Column: end + 1, in: encoding))
  }

  /// A byte of an identifier: an ASCII letter, digit or underscore, or part of a non-ASCII
  /// character (Swift identifiers may have those).
  private static func isWord(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), 0x80...0xFF:
      true
    default: false
    }
  }

  /// What starts an attribute, a directive or a dollar identifier (`@MainActor`, `#if`).
  private static func isSigil(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "$")
  }

  /// What a related place is to its finding: for a cycle, the edge it lists there
  /// (`'UsersView.presenter' -> 'UsersPresenter', another edge of this cycle`).
  static func relatedMessage(for place: SourceLocation, of finding: Finding) -> String {
    let marker = " (\(place.fileAndLine))"
    if finding.message.hasPrefix("strong reference cycle: ") {
      let listing = finding.message.dropFirst("strong reference cycle: ".count)
      for edge in listing.components(separatedBy: ", ") {
        if let found = edge.range(of: marker) {
          return "\(edge[..<found.lowerBound]), another edge of this cycle"
        }
      }
      return "part of this cycle"
    }
    return "related to this finding"
  }
}
