import Foundation
import Testing

@testable import ViperTooling

/// Findings as the editor shows them: the range of the token found, the severity, the rule
/// and its documentation, the cycle's other edges.
@Suite struct DiagnosticMakerTests {
  static let presenter = "/App/UsersPresenter.swift"
  static let view = "/App/UsersView.swift"
  static let texts = [
    presenter: DocumentText(
      "final class UsersPresenter {\n  var view: UsersView?  \n  @MainActor func go() { }\n}\n"),
    view: DocumentText("final class UsersView {\n  let presenter: UsersPresenter\n}\n"),
  ]
  static var maker: DiagnosticMaker {
    DiagnosticMaker(encoding: .utf16, text: { texts[$0] }, uri: { DocumentURI.uri(ofPath: $0) })
  }

  static func range(_ line: Int, _ column: Int, in file: String = presenter) -> String {
    let range = maker.range(at: SourceLocation(file: file, line: line, column: column))
    return "\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)"
  }

  @Test func theRangeIsTheWordAtThePlaceOrTheRestOfItsLine() {
    #expect(Self.range(2, 3) == "1:2-1:5")  // `var`
    #expect(Self.range(2, 7) == "1:6-1:10")  // `view`
    #expect(Self.range(3, 3) == "2:2-2:12")  // `@MainActor`
    #expect(Self.range(2, 11) == "1:10-1:22")  // `: UsersView?`, trailing blanks left out
    #expect(Self.range(2, 40) == "1:24-1:24")  // past the line: its end
    #expect(Self.range(1, 1, in: "/App/Gone.swift") == "0:0-0:0")  // an unreadable file
  }

  @Test func severitiesAreTheProtocols() {
    #expect(DiagnosticMaker.severity(.error) == 1)
    #expect(DiagnosticMaker.severity(.warning) == 2)
    #expect(DiagnosticMaker.severity(.note) == 3)
  }

  @Test func aCycleListsItsOtherEdgesAsRelatedInformation() {
    let finding = Finding(
      rule: "NoStrongReferenceCycles", severity: .error,
      message:
        "strong reference cycle: 'UsersPresenter.view' -> 'UsersView' (\(Self.presenter):2), 'UsersView.presenter' -> 'UsersPresenter' (\(Self.view):2); make one of these references 'weak'",
      location: SourceLocation(file: Self.presenter, line: 2, column: 3),
      related: [SourceLocation(file: Self.view, line: 2, column: 3)])
    let diagnostic = Self.maker.diagnostic(for: finding)
    #expect(diagnostic.code == "NoStrongReferenceCycles")
    #expect(diagnostic.source == "viper")
    #expect(diagnostic.severity == 1)
    #expect(
      diagnostic.codeDescription?.href
        == "https://github.com/viperkit/viperkit/blob/main/Sources/ViperTooling/Lint/Rules/NoStrongReferenceCycles.swift"
    )
    #expect(
      diagnostic.relatedInformation == [
        LSP.DiagnosticRelatedInformation(
          location: LSP.Location(
            uri: "file:///App/UsersView.swift",
            range: LSP.Range(
              start: LSP.Position(line: 1, character: 2), end: LSP.Position(line: 1, character: 5))),
          message: "'UsersView.presenter' -> 'UsersPresenter', another edge of this cycle")
      ])
    let plain = Finding(
      rule: "NoIOInPresenters", severity: .warning, message: "no I/O",
      location: SourceLocation(file: Self.presenter, line: 2, column: 3))
    #expect(Self.maker.diagnostic(for: plain).relatedInformation == nil)
  }

  @Test func everyRuleLinksToItsOwnSourceFileAndAFilesProblemsToTheRulesSection() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for rule in LintRules.all {
      let url = RuleDocumentation.url(forRule: rule.key)
      let path = try #require(url.components(separatedBy: "/blob/main/").last)
      #expect(
        FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path),
        "\(url)")
    }
    #expect(
      RuleDocumentation.url(forRule: "parse")
        == "https://github.com/viperkit/viperkit/blob/main/Docs/Lint.md#rules")
    let lint = try String(
      contentsOf: repository.appendingPathComponent("Docs/Lint.md"), encoding: .utf8)
    #expect(lint.contains("\n## Rules\n"))
  }

  @Test func fileURIsAndPathsMeet() {
    #expect(DocumentURI.path(of: "file:///tmp/My%20App/A.swift") == "/tmp/My App/A.swift")
    #expect(DocumentURI.path(of: "file://localhost/tmp/a.swift") == "/tmp/a.swift")
    #expect(DocumentURI.path(of: "file:///tmp/App/") == "/tmp/App")
    #expect(DocumentURI.path(of: "untitled:Untitled-1") == nil)
    #expect(DocumentURI.path(of: "file://server/share/a.swift") == nil)
    #expect(DocumentURI.path(of: "not a uri") == nil)
    #expect(
      DocumentURI.uri(ofPath: "/tmp/My App/Café.swift") == "file:///tmp/My%20App/Caf%C3%A9.swift")
  }
}
