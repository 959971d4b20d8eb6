import Testing
import ViperTooling

/// Source text with emoji markers (`1️⃣`, `2️⃣`, ...) where findings must appear, as in
/// swift-format's rule tests. The markers are taken out before the text is linted.
struct MarkedSource {
  /// The text without markers.
  let text: String
  /// Each marker's line and column (UTF-8, 1-based) in `text`.
  let markers: [String: (line: Int, column: Int)]

  static let markerCharacters: Set<Character> = [
    "0️⃣", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣",
  ]

  init(_ marked: String) {
    var text = ""
    var markers: [String: (line: Int, column: Int)] = [:]
    var line = 1
    var column = 1
    for character in marked {
      if Self.markerCharacters.contains(character) {
        markers[String(character)] = (line, column)
        continue
      }
      text.append(character)
      if character == "\n" {
        line += 1
        column = 1
      } else {
        column += character.utf8.count
      }
    }
    self.text = text
    self.markers = markers
  }
}

/// An expected finding: the marker where it must be, and its exact message.
struct ExpectedFinding {
  let marker: String
  let message: String

  init(_ marker: String, _ message: String) {
    self.marker = marker
    self.message = message
  }
}

/// Lints marked files (path -> marked text) and expects exactly `findings` of `rule`: one at
/// each marker with its message, none anywhere else.
func expectFindings(
  _ rule: any LintRule.Type,
  in files: [(path: String, source: String)],
  _ findings: [ExpectedFinding],
  configuration: LintConfiguration = LintConfiguration(),
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let marked = files.map { (path: $0.path, source: MarkedSource($0.source)) }
  var expected: [String] = []
  for finding in findings {
    guard let file = marked.first(where: { $0.source.markers[finding.marker] != nil }),
      let position = file.source.markers[finding.marker]
    else {
      Issue.record(
        "marker \(finding.marker) is in none of the sources", sourceLocation: sourceLocation)
      continue
    }
    expected.append("\(file.path):\(position.line):\(position.column): \(finding.message)")
  }
  let linter = Linter(configuration: configuration)
  // Rules read only roles the model is sure of: a fixture whose roles are all guesses would
  // pass any "no finding" test without checking anything.
  if findings.isEmpty {
    let facts = marked.map { FileAnalyzer.analyze(source: $0.source.text, path: $0.path) }
    let sure = linter.codebase(of: facts).units.flatMap { $0.model.sureRoleTypes }
    if sure.isEmpty {
      Issue.record(
        "no type of the fixture has a role the linter is sure of, so no finding proves nothing: wire its roles as a module does",
        sourceLocation: sourceLocation)
    }
  }
  let sources = marked.map { (path: $0.path, source: $0.source.text) }
  let all = linter.findings(inSources: sources)
  let actual = all.filter { $0.rule == rule.key }.map { "\($0.location): \($0.message)" }
  #expect(actual.sorted() == expected.sorted(), sourceLocation: sourceLocation)
  expectFocusedFindingsAgree(linter: linter, sources: sources, all: all, sourceLocation)
}

/// Every rule's findings in each file of a fixture, asked for that file alone (as an editor
/// asks for its document's), are the findings a whole run gives there: each fixture of the
/// rule tests checks the shortcuts of every rule.
func expectFocusedFindingsAgree(
  linter: Linter, sources: [(path: String, source: String)], all: [Finding],
  _ sourceLocation: Testing.SourceLocation
) {
  func lines(_ findings: [Finding]) -> [String] {
    findings.map { "\($0.rule) \($0.location): \($0.message)" }.sorted()
  }
  for path in Set(sources.map(\.path)) {
    let focused = linter.findings(inSources: sources, reportingIn: [path])
    #expect(
      lines(focused) == lines(all.filter { $0.location.file == path }),
      "the findings asked for '\(path)' alone differ from a whole run's there",
      sourceLocation: sourceLocation)
  }
}

/// Lints one marked file.
func expectFindings(
  _ rule: any LintRule.Type,
  path: String = "Users/UsersPresenter.swift",
  _ source: String,
  _ findings: [ExpectedFinding],
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  expectFindings(rule, in: [(path, source)], findings, sourceLocation: sourceLocation)
}

/// The contract of a small, well-formed Users module, shared by the rule tests.
let usersContract = """
  import Foundation

  @MainActor protocol UsersViewInput: AnyObject {
    func showUsers(_ rows: [UserRowViewModel])
  }
  @MainActor protocol UsersViewOutput: AnyObject {
    func viewDidLoad()
  }
  @MainActor protocol UsersInteractorInput: AnyObject {
    func fetchUsers()
  }
  @MainActor protocol UsersInteractorOutput: AnyObject {
    func didFetchUsers(_ users: [User])
  }
  @MainActor protocol UsersRouterInput: AnyObject {
    func showDetail(userID: Int)
  }
  struct UserRowViewModel { let title: String }
  """

/// The entity of the Users module.
let userEntity = "struct User: Sendable { let id: Int; let name: String }\n"
