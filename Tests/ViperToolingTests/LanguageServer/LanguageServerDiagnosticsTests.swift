import Foundation
import Testing

@testable import ViperTooling

/// The real `viper lsp` over pipes, driven as an editor drives it: diagnostics of a module,
/// quick fixes applied and re-linted, unsaved texts, edits in one file that change another's
/// findings.
@Suite struct LanguageServerDiagnosticsTests {
  static let presenter = "Books/BooksPresenter.swift"
  static let view = "Books/BooksView.swift"

  /// The rule codes of published diagnostics.
  static func codes(_ params: JSONValue) -> [String] {
    (params["diagnostics"]?.arrayValue ?? []).compactMap { $0["code"]?.stringValue }
  }

  /// Opens a document with its text on disk.
  static func open(_ path: String, in folder: TemporaryFolder, client: LanguageClient) throws {
    client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(folder.uri(path)), "languageId": "swift", "version": 1,
          "text": .string(try folder.read(path)),
        ]
      ])
  }

  /// Replaces a document's whole text, unsaved.
  static func change(
    _ path: String, to text: String, version: Int, in folder: TemporaryFolder,
    client: LanguageClient
  ) {
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(folder.uri(path)), "version": .integer(version)],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// Asks for the code actions on a line.
  static func codeActions(
    on line: Int, of path: String, in folder: TemporaryFolder, client: LanguageClient
  ) async throws -> [JSONValue] {
    let response = try await client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(folder.uri(path))],
        "range": [
          "start": ["line": .integer(line), "character": 0],
          "end": ["line": .integer(line), "character": 0],
        ],
        "context": ["diagnostics": []],
      ])
    return response["result"]?.arrayValue ?? []
  }

  @Test func publishesTheModulesFindingsWithRulesLinksAndTheCyclesOtherEdge() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, initialize) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    #expect(
      initialize["result"]?["capabilities"]
        == [
          "positionEncoding": "utf-16",
          "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
          "codeActionProvider": ["codeActionKinds": ["quickfix"]],
        ])
    #expect(initialize["result"]?["serverInfo"]?["name"] == "viper")
    let (params, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    let diagnostics = params["diagnostics"]?.arrayValue ?? []
    #expect(Self.codes(params) == ["HoldBackReferencesWeakly", "NoStrongReferenceCycles"])
    let weak = try #require(diagnostics.first)
    #expect(weak["severity"] == 1)
    #expect(weak["source"] == "viper")
    #expect(
      weak["message"]
        == "make the back-reference 'view' of the presenter 'BooksPresenter' to its view 'weak' or 'unowned'"
    )
    // `var` in `  var view: (any BooksViewInput)?`.
    #expect(
      weak["range"]
        == ["start": ["line": 1, "character": 2], "end": ["line": 1, "character": 5]])
    #expect(
      weak["codeDescription"]?["href"]
        == "https://github.com/viperkit/viperkit/blob/main/Sources/ViperTooling/Lint/Rules/HoldBackReferencesWeakly.swift"
    )
    let cycle = try #require(diagnostics.last)
    #expect(
      cycle["relatedInformation"]
        == [
          [
            "location": [
              "uri": .string(folder.uri(Self.view)),
              "range": [
                "start": ["line": 1, "character": 2], "end": ["line": 1, "character": 5],
              ],
            ],
            "message": "'BooksView.presenter' -> 'BooksPresenter', another edge of this cycle",
          ]
        ])
    // The view has no findings: nothing is published for it.
    #expect(
      !client.messages.contains { $0["params"]?["uri"] == .string(folder.uri(Self.view)) })
    #expect(try await client.shutDown() == 0)
    #expect(client.junk == [])
  }

  @Test func theQuickFixMakesTheBackReferenceWeakAndItsDiagnosticsGo() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    try Self.open(Self.presenter, in: folder, client: client)
    let (opened, _) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 1
    }
    #expect(Self.codes(opened) == ["HoldBackReferencesWeakly", "NoStrongReferenceCycles"])
    let actions = try await Self.codeActions(
      on: 1, of: Self.presenter, in: folder, client: client)
    #expect(
      actions.compactMap { $0["title"]?.stringValue } == [
        "make 'BooksPresenter.view' weak", "disable 'HoldBackReferencesWeakly' for this line",
        "disable 'NoStrongReferenceCycles' for this line",
      ])
    let fix = try #require(actions.first)
    #expect(fix["kind"] == "quickfix")
    #expect(fix["isPreferred"] == true)
    // One repair for both findings.
    #expect(
      fix["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == [
        "HoldBackReferencesWeakly", "NoStrongReferenceCycles",
      ])
    let edits = try #require(fix["edit"]?["changes"]?[folder.uri(Self.presenter)]?.arrayValue)
    let fixed = EditorEdits.apply(edits, to: BooksModule.presenter)
    #expect(fixed.contains("  weak var view: (any BooksViewInput)?\n"))
    Self.change(Self.presenter, to: fixed, version: 2, in: folder, client: client)
    let (after, _) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 2
    }
    #expect(Self.codes(after) == [])
    #expect(try folder.read(Self.presenter) == BooksModule.presenter)
    #expect(try await client.shutDown() == 0)
  }

  @Test func anEditInTheViewClearsTheCycleReportedOnThePresenter() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let (loaded, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(Self.codes(loaded).contains("NoStrongReferenceCycles"))
    try Self.open(Self.view, in: folder, client: client)
    let (_, openedAt) = try await client.diagnostics(for: folder.uri(Self.view))
    // Incremental: `let presenter: any BooksViewOutput` (line 1) becomes a weak optional, and
    // the initializer (lines 3 to 5) goes.
    client.notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(folder.uri(Self.view)), "version": 2],
        "contentChanges": [
          [
            "range": [
              "start": ["line": 1, "character": 2], "end": ["line": 1, "character": 36],
            ],
            "text": "weak var presenter: (any BooksViewOutput)?",
          ],
          [
            "range": [
              "start": ["line": 3, "character": 0], "end": ["line": 7, "character": 0],
            ],
            "text": "",
          ],
        ],
      ])
    let (view, _) = try await client.diagnostics(for: folder.uri(Self.view), after: openedAt)
    #expect(view["version"] == 2)
    #expect(Self.codes(view) == [])
    let (presenter, _) = try await client.diagnostics(
      for: folder.uri(Self.presenter), after: openedAt)
    #expect(!Self.codes(presenter).contains("NoStrongReferenceCycles"))
    #expect(try await client.shutDown() == 0)
  }

  @Test func unsavedTextIsLintedAndClosingGoesBackToTheDisk() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    try Self.open(Self.presenter, in: folder, client: client)
    _ = try await client.diagnostics(for: folder.uri(Self.presenter)) { $0["version"] == 1 }
    let weak = BooksModule.presenter.replacingOccurrences(
      of: "  var view", with: "  weak var view")
    Self.change(Self.presenter, to: weak, version: 2, in: folder, client: client)
    let (unsaved, at) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 2
    }
    #expect(Self.codes(unsaved) == [])
    #expect(try folder.read(Self.presenter) == BooksModule.presenter)
    client.notify(
      "textDocument/didClose", ["textDocument": ["uri": .string(folder.uri(Self.presenter))]])
    let (closed, _) = try await client.diagnostics(for: folder.uri(Self.presenter), after: at)
    #expect(closed["version"] == nil)
    #expect(Self.codes(closed) == ["HoldBackReferencesWeakly", "NoStrongReferenceCycles"])
    #expect(try await client.shutDown() == 0)
  }

  @Test func everyChangeRepublishesTheDocumentThoughItsFindingsStayTheSame() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    try Self.open(Self.presenter, in: folder, client: client)
    _ = try await client.diagnostics(for: folder.uri(Self.presenter)) { $0["version"] == 1 }
    Self.change(
      Self.presenter, to: BooksModule.presenter + "// the shelf\n", version: 2, in: folder,
      client: client)
    let (same, _) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 2
    }
    #expect(Self.codes(same) == ["HoldBackReferencesWeakly", "NoStrongReferenceCycles"])
    #expect(try await client.shutDown() == 0)
  }

  @Test func theDisableActionPutsACommentAboveTheLineWithItsIndentation() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    try Self.open(Self.presenter, in: folder, client: client)
    _ = try await client.diagnostics(for: folder.uri(Self.presenter)) { $0["version"] == 1 }
    let actions = try await Self.codeActions(
      on: 1, of: Self.presenter, in: folder, client: client)
    let disable = try #require(
      actions.first { $0["title"] == "disable 'HoldBackReferencesWeakly' for this line" })
    #expect(disable["diagnostics"]?[0]?["code"] == "HoldBackReferencesWeakly")
    let edits = try #require(
      disable["edit"]?["changes"]?[folder.uri(Self.presenter)]?.arrayValue)
    #expect(
      edits == [
        [
          "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]],
          "newText": "  // viper:disable:next HoldBackReferencesWeakly\n",
        ]
      ])
    let disabled = EditorEdits.apply(edits, to: BooksModule.presenter)
    Self.change(Self.presenter, to: disabled, version: 2, in: folder, client: client)
    let (after, _) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 2
    }
    #expect(Self.codes(after) == ["NoStrongReferenceCycles"])
    // The second rule joins the comment that is there already.
    let more = try await Self.codeActions(on: 2, of: Self.presenter, in: folder, client: client)
    let second = try #require(
      more.first { $0["title"] == "disable 'NoStrongReferenceCycles' for this line" })
    let secondEdits = try #require(
      second["edit"]?["changes"]?[folder.uri(Self.presenter)]?.arrayValue)
    let both = EditorEdits.apply(secondEdits, to: disabled)
    #expect(
      both.contains(
        "  // viper:disable:next HoldBackReferencesWeakly NoStrongReferenceCycles\n  var view"))
    Self.change(Self.presenter, to: both, version: 3, in: folder, client: client)
    let (none, _) = try await client.diagnostics(for: folder.uri(Self.presenter)) {
      $0["version"] == 3
    }
    #expect(Self.codes(none) == [])
    #expect(try await client.shutDown() == 0)
  }
}
