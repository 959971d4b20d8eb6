import Testing

@testable import ViperTooling

/// The quick fixes offered on a line: the linter's repair with its byte ranges turned into
/// editor positions, and a comment that disables the rule for the line.
@Suite struct CodeActionMakerTests {
  static let path = "/App/UsersPresenter.swift"
  static let uri = "file:///App/UsersPresenter.swift"

  static func maker(_ text: String, encoding: PositionEncoding = .utf16) -> CodeActionMaker {
    let document = DocumentText(text)
    return CodeActionMaker(
      diagnostics: DiagnosticMaker(
        encoding: encoding, text: { $0 == path ? document : nil },
        uri: { DocumentURI.uri(ofPath: $0) }))
  }

  static func finding(_ rule: String, line: Int, column: Int, fix: Fix? = nil) -> Finding {
    var finding = Finding(
      rule: rule, severity: .error, message: "a message",
      location: SourceLocation(file: path, line: line, column: column))
    finding.fix = fix
    return finding
  }

  static func onLine(_ line: Int) -> LSP.Range {
    LSP.Range(
      start: LSP.Position(line: line, character: 0), end: LSP.Position(line: line, character: 0))
  }

  static func edits(_ action: LSP.CodeAction) -> [String] {
    (action.edit.changes[uri] ?? []).map {
      "\($0.range.start.line):\($0.range.start.character)-\($0.range.end.line):\($0.range.end.character) \($0.newText.debugDescription)"
    }
  }

  @Test func aFixsByteRangesBecomeUTF16Positions() throws {
    // `weak ` goes before `var`, after an emoji: byte column 14 is UTF-16 character 11.
    let text = "final class P {\n  /* 📚 */ var view: V?\n}\n"
    let fix = Fix(
      description: "make 'P.view' weak",
      replacements: [
        Replacement(
          file: Self.path, offset: 29, length: 0, start: .init(line: 2, column: 14),
          end: .init(line: 2, column: 14), text: "weak ")
      ])
    let actions = Self.maker(text).actions(
      for: [Self.finding("HoldBackReferencesWeakly", line: 2, column: 14, fix: fix)],
      in: Self.path, range: Self.onLine(1))
    #expect(
      actions.map(\.title) == [
        "make 'P.view' weak", "disable 'HoldBackReferencesWeakly' for this line",
      ])
    let repair = try #require(actions.first)
    #expect(repair.kind == "quickfix")
    #expect(repair.isPreferred == true)
    #expect(Self.edits(repair) == [#"1:11-1:11 "weak ""#])
    let utf8 = Self.maker(text, encoding: .utf8).actions(
      for: [Self.finding("HoldBackReferencesWeakly", line: 2, column: 14, fix: fix)],
      in: Self.path, range: Self.onLine(1))
    #expect(Self.edits(try #require(utf8.first)) == [#"1:13-1:13 "weak ""#])
  }

  @Test func theDisablingCommentIsIndentedAsItsLine() throws {
    let text = "struct S {\n\t  func f() {\n\t    var x = 1\n\t  }\n}\n"
    let actions = Self.maker(text).actions(
      for: [Self.finding("NoIOInPresenters", line: 3, column: 6)], in: Self.path,
      range: Self.onLine(2))
    let action = try #require(actions.first)
    #expect(action.title == "disable 'NoIOInPresenters' for this line")
    #expect(action.isPreferred == nil)
    #expect(action.diagnostics.map(\.code) == ["NoIOInPresenters"])
    #expect(Self.edits(action) == [#"2:0-2:0 "\t    // viper:disable:next NoIOInPresenters\n""#])
  }

  @Test func aLineEndedByCRLFGetsACommentEndedByCRLF() throws {
    let text = "struct S {\r\n  var x = 1\r\n}\r\n"
    let actions = Self.maker(text).actions(
      for: [Self.finding("NoIOInPresenters", line: 2, column: 3)], in: Self.path,
      range: Self.onLine(1))
    #expect(
      Self.edits(try #require(actions.first)) == [
        #"1:0-1:0 "  // viper:disable:next NoIOInPresenters\r\n""#
      ])
  }

  @Test func aSecondRuleJoinsTheDisablingCommentAbove() throws {
    let text = "struct S {\n  // viper:disable:next NoIOInPresenters  \n  var x = 1\n}\n"
    let actions = Self.maker(text).actions(
      for: [Self.finding("HoldRolesThroughProtocols", line: 3, column: 3)], in: Self.path,
      range: Self.onLine(2))
    #expect(Self.edits(try #require(actions.first)) == [#"1:40-1:40 " HoldRolesThroughProtocols""#])
  }

  @Test func onlyFindingsOnTheRequestedLinesAreOfferedAndParseProblemsCannotBeDisabled() {
    let text = "a\nb\nc\n"
    let findings = [
      Self.finding("NoIOInPresenters", line: 1, column: 1),
      Self.finding("parse", line: 2, column: 1),
      Self.finding("HoldRolesThroughProtocols", line: 2, column: 1),
      Self.finding("HoldRolesThroughProtocols", line: 2, column: 1),
      Self.finding("NoIOInPresenters", line: 3, column: 1),
    ]
    let actions = Self.maker(text).actions(for: findings, in: Self.path, range: Self.onLine(1))
    #expect(actions.map(\.title) == ["disable 'HoldRolesThroughProtocols' for this line"])
  }

  @Test func commentsThatDisableTheNextLineAreRecognised() {
    #expect(CodeActionMaker.isDisableNextComment("  // viper:disable:next A"))
    #expect(CodeActionMaker.isDisableNextComment("\t//viper:disable:next A B"))
    #expect(!CodeActionMaker.isDisableNextComment("  let x = 1 // viper:disable:next A"))
    #expect(!CodeActionMaker.isDisableNextComment("  // viper:disable A"))
  }
}
