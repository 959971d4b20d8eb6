/// The quick fixes for the findings on some lines of a document: the linter's own repair
/// (what `viper lint --fix` would do) where there is one, and for every finding a comment
/// that disables its rule for its line.
///
/// ```swift
/// // On `  var view: (any UsersViewInput)?` in UsersPresenter.swift:
/// // "make 'UsersPresenter.view' weak"                   (preferred)
/// // "disable 'HoldBackReferencesWeakly' for this line" inserts, above it,
/// //   `  // viper:disable:next HoldBackReferencesWeakly`
/// ```
struct CodeActionMaker {
  /// Diagnostics, positions and URIs, as published.
  let diagnostics: DiagnosticMaker

  /// The actions for `findings` (of the file at `path`, with their fixes worked out) whose
  /// diagnostics share a line with `range`.
  func actions(for findings: [Finding], in path: String, range: LSP.Range) -> [LSP.CodeAction] {
    var fixes: [LSP.CodeAction] = []
    var disables: [LSP.CodeAction] = []
    var disabled = Set<String>()
    for finding in findings where finding.location.file == path {
      let diagnostic = diagnostics.diagnostic(for: finding)
      guard diagnostic.range.sharesLines(with: range) else { continue }
      if let fix = finding.fix, let edit = edit(for: fix) {
        // Two findings the same repair resolves (a back-reference that also closes a cycle)
        // share one action.
        if let same = fixes.firstIndex(where: { $0.title == fix.description && $0.edit == edit }) {
          fixes[same].diagnostics.append(diagnostic)
        } else {
          fixes.append(
            LSP.CodeAction(
              title: fix.description, kind: "quickfix", diagnostics: [diagnostic],
              isPreferred: true, edit: edit))
        }
      }
      guard finding.rule != "parse",
        disabled.insert("\(finding.location.line) \(finding.rule)").inserted,
        let edit = disablingEdit(for: finding)
      else { continue }
      disables.append(
        LSP.CodeAction(
          title: "disable '\(finding.rule)' for this line", kind: "quickfix",
          diagnostics: [diagnostic], isPreferred: nil, edit: edit))
    }
    return fixes + disables
  }

  /// A fix's replacements as edits of each file it touches.
  func edit(for fix: Fix) -> LSP.WorkspaceEdit? {
    var changes: [String: [LSP.TextEdit]] = [:]
    for replacement in fix.replacements {
      guard let text = diagnostics.text(replacement.file) else { return nil }
      let encoding = diagnostics.encoding
      let range = LSP.Range(
        start: text.position(
          line: replacement.start.line, utf8Column: replacement.start.column, in: encoding),
        end: text.position(
          line: replacement.end.line, utf8Column: replacement.end.column, in: encoding))
      changes[diagnostics.uri(replacement.file), default: []].append(
        LSP.TextEdit(range: range, newText: replacement.text))
    }
    return changes.isEmpty ? nil : LSP.WorkspaceEdit(changes: changes)
  }

  /// `// viper:disable:next RULE` on a line of its own above the finding's, indented as that
  /// line is; or, when the line above already is such a comment, the rule added to it (a new
  /// line between them would take that comment's effect away from the finding's line).
  func disablingEdit(for finding: Finding) -> LSP.WorkspaceEdit? {
    let path = finding.location.file
    guard let text = diagnostics.text(path) else { return nil }
    let index = finding.location.line - 1
    guard index >= 0, index < text.lineCount else { return nil }
    let encoding = diagnostics.encoding
    let above = String(decoding: text.content(ofLine: index - 1), as: UTF8.self)
    let edit: LSP.TextEdit
    if index > 0, Self.isDisableNextComment(above) {
      let trimmed = above.utf8.count - above.utf8.reversed().prefix { $0 == 9 || $0 == 32 }.count
      let end = text.position(line: index, utf8Column: trimmed + 1, in: encoding)
      edit = LSP.TextEdit(range: LSP.Range(start: end, end: end), newText: " \(finding.rule)")
    } else {
      let line = text.content(ofLine: index)
      let indentation = String(decoding: line.prefix { $0 == 9 || $0 == 32 }, as: UTF8.self)
      let lineBreak = text.endsWithCarriageReturn(line: index) ? "\r\n" : "\n"
      let start = LSP.Position(line: index, character: 0)
      edit = LSP.TextEdit(
        range: LSP.Range(start: start, end: start),
        newText: "\(indentation)// viper:disable:next \(finding.rule)\(lineBreak)")
    }
    return LSP.WorkspaceEdit(changes: [diagnostics.uri(path): [edit]])
  }

  /// Whether a line is only a `// viper:disable:next` comment.
  static func isDisableNextComment(_ line: String) -> Bool {
    let comment = line.drop { $0 == " " || $0 == "\t" }
    guard comment.hasPrefix("//") else { return false }
    return comment.dropFirst(2).drop { $0 == " " || $0 == "\t" }.hasPrefix("viper:disable:next")
  }
}
