import Foundation
import Testing

@testable import ViperTooling

/// The real `viper lsp` over a workspace: how positions count, the folder's configuration,
/// files changed on disk, progress, bursts of edits, and its help.
@Suite struct LanguageServerWorkspaceTests {
  static let presenter = "Books/BooksPresenter.swift"

  /// The presenter with a comment holding an emoji before `var` on the back-reference's line.
  static let emojiPresenter = BooksModule.presenter.replacingOccurrences(
    of: "  var view", with: "  /* 📚 */ var view")

  @Test(arguments: [(false, 11, 14), (true, 13, 16)])
  func positionsCountUTF16UnitsUnlessTheClientOffersUTF8(
    offersUTF8: Bool, start: Int, end: Int
  ) async throws {
    let folder = try BooksModule.folder([Self.presenter: Self.emojiPresenter])
    defer { folder.remove() }
    let encodings: JSONValue = offersUTF8 ? ["utf-8", "utf-16"] : ["utf-16"]
    let (client, initialize) = try await LanguageClient.start(
      root: folder.url, capabilities: ["general": ["positionEncodings": encodings]])
    defer { client.kill() }
    #expect(
      initialize["result"]?["capabilities"]?["positionEncoding"]
        == (offersUTF8 ? "utf-8" : "utf-16"))
    let (params, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(
      params["diagnostics"]?[0]?["range"]
        == [
          "start": ["line": 1, "character": .integer(start)],
          "end": ["line": 1, "character": .integer(end)],
        ])
    // The quick fix inserts `weak ` before `var`, at the same place.
    let response = try await client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(folder.uri(Self.presenter))],
        "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]],
      ])
    let edits = try #require(
      response["result"]?[0]?["edit"]?["changes"]?[folder.uri(Self.presenter)]?.arrayValue)
    #expect(
      EditorEdits.apply(edits, to: Self.emojiPresenter, utf8: offersUTF8)
        .contains("  /* 📚 */ weak var view"))
    #expect(try await client.shutDown() == 0)
  }

  @Test func theFoldersViperYmlConfiguresRulesAndExclusions() async throws {
    let folder = try BooksModule.folder([
      ".viper.yml":
        "lint:\n  rules:\n    HoldBackReferencesWeakly: off\n  excluded:\n    - Legacy\n",
      "Legacy/OldPresenter.swift": BooksModule.presenter.replacingOccurrences(
        of: "Books", with: "Old"),
      "Legacy/OldView.swift": BooksModule.view.replacingOccurrences(of: "Books", with: "Old"),
    ])
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let (params, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(LanguageServerDiagnosticsTests.codes(params) == ["NoStrongReferenceCycles"])
    #expect(try await client.shutDown() == 0)
    #expect(
      !client.messages.contains {
        $0["params"]?["uri"]?.stringValue?.contains("/Legacy/") == true
      })
  }

  @Test func withoutAWorkspaceFolderTheCurrentFolderIsLinted() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let client = try LanguageClient.launch(in: folder.path)
    defer { client.kill() }
    _ = try await client.request("initialize", ["rootUri": .null, "capabilities": [:]])
    client.notify("initialized", [:])
    let (params, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(LanguageServerDiagnosticsTests.codes(params).count == 2)
    #expect(try await client.shutDown() == 0)
  }

  @Test func withoutAWorkspaceFolderAHomeFolderIsNotLinted() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    // The server starts in its home folder (here, the module's).
    let client = try LanguageClient.launch(in: folder.path, environment: ["HOME": folder.path])
    defer { client.kill() }
    _ = try await client.request("initialize", ["capabilities": [:]])
    client.notify("initialized", [:])
    let (shown, _) = try await client.waitFor("a message") {
      $0["method"] == "window/showMessage"
    }
    #expect(
      shown["params"]?["message"]
        == .string(
          "viper lsp: no workspace folder was given and the current folder is '\(folder.path)': nothing is linted; open a folder"
        ))
    _ = try await client.waitFor("the end of the first lint") {
      $0["params"]?["message"]?.stringValue?.hasPrefix("viper lsp: linted") == true
    }
    #expect(
      !client.messages.contains { $0["method"] == "textDocument/publishDiagnostics" })
    #expect(try await client.shutDown() == 0)
    #expect(!FileManager.default.fileExists(atPath: folder.appending(".viper-cache").path))
  }

  @Test func aConfigurationThatCannotBeReadIsShownAndTheDefaultsApply() async throws {
    let folder = try BooksModule.folder([".viper.yml": "lint:\n  rules:\n    NoSuchRule: off\n"])
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let (shown, _) = try await client.waitFor("a message") {
      $0["method"] == "window/showMessage"
    }
    #expect(shown["params"]?["type"] == 1)
    #expect(
      shown["params"]?["message"]
        == .string(
          "viper lsp: unknown rule 'NoSuchRule' in '\(folder.path)/.viper.yml'; `viper lint --list-rules` lists the rules; linting with the default configuration"
        ))
    let (params, _) = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(LanguageServerDiagnosticsTests.codes(params).count == 2)
    #expect(try await client.shutDown() == 0)
  }

  @Test func theServerAsksToWatchSwiftFilesAndReadsThoseChangedOnDiskAgain() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(
      root: folder.url,
      capabilities: ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]])
    defer { client.kill() }
    let (register, _) = try await client.waitFor("a registration") {
      $0["method"] == "client/registerCapability"
    }
    #expect(
      register["params"]?["registrations"]?[0]?["registerOptions"]
        == ["watchers": [["globPattern": "**/*.swift"]]])
    client.send(["jsonrpc": "2.0", "id": register["id"] ?? .null, "result": .null])
    let (_, loadedAt) = try await client.diagnostics(for: folder.uri(Self.presenter))
    try folder.write(
      BooksModule.presenter.replacingOccurrences(of: "  var view", with: "  weak var view"),
      to: Self.presenter)
    let router = "Books/BooksRouter.swift"
    try folder.write("final class BooksRouter {\n  var view: BooksView?\n}\n", to: router)
    client.notify(
      "workspace/didChangeWatchedFiles",
      [
        "changes": [
          ["uri": .string(folder.uri(Self.presenter)), "type": 2],
          ["uri": .string(folder.uri(router)), "type": 1],
        ]
      ])
    let (presenter, _) = try await client.diagnostics(
      for: folder.uri(Self.presenter), after: loadedAt)
    #expect(LanguageServerDiagnosticsTests.codes(presenter) == [])
    let (routerParams, _) = try await client.diagnostics(for: folder.uri(router))
    #expect(
      LanguageServerDiagnosticsTests.codes(routerParams) == [
        "HoldBackReferencesWeakly", "HoldRolesThroughProtocols",
      ])
    #expect(try await client.shutDown() == 0)
  }

  @Test func theFirstLintShowsProgressWhenTheClientCanShowIt() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, create, token) = try await Self.startAskedForProgress(in: folder)
    defer { client.kill() }
    let (end, kinds) = try await Self.acceptProgress(create, token: token, from: client)
    #expect(kinds.first == "begin")
    #expect(kinds.last == "end")
    #expect(kinds.dropFirst().dropLast().allSatisfy { $0 == "report" })
    #expect(end["params"]?["value"]?["message"] == "3 files, 2 findings")
    #expect(try await client.shutDown() == 0)
  }

  /// A server started on `folder` by a client that shows progress, once it asks for a token:
  /// the client, the request, and the token.
  static func startAskedForProgress(in folder: TemporaryFolder) async throws -> (
    LanguageClient, JSONValue, JSONValue
  ) {
    let client = try LanguageClient.launch()
    do {
      _ = try await client.request(
        "initialize",
        [
          "rootUri": .string(folder.url.absoluteString),
          "capabilities": ["window": ["workDoneProgress": true]],
        ])
      client.notify("initialized", [:])
      let (create, _) = try await client.waitFor("a progress token") {
        $0["method"] == "window/workDoneProgress/create"
      }
      return (client, create, try #require(create["params"]?["token"]))
    } catch {
      client.kill()
      throw error
    }
  }

  /// Accepts the token `create` asked for and waits for the end of the progress: the end, and
  /// the kinds of every progress notification of the token, in order.
  static func acceptProgress(
    _ create: JSONValue, token: JSONValue, from client: LanguageClient
  ) async throws -> (end: JSONValue, kinds: [String]) {
    client.send(["jsonrpc": "2.0", "id": create["id"] ?? .null, "result": .null])
    let (end, _) = try await client.waitFor("the end of the progress") {
      $0["method"] == "$/progress" && $0["params"]?["value"]?["kind"] == "end"
    }
    let kinds = client.messages.filter {
      $0["method"] == "$/progress" && $0["params"]?["token"] == token
    }.compactMap { $0["params"]?["value"]?["kind"]?.stringValue }
    return (end, kinds)
  }

  /// A client busy elsewhere may accept the token after the lint is over: the lint does not
  /// wait for it, and the progress still begins and ends, in order, once the token is accepted.
  @Test func aTokenAcceptedAfterTheLintStillGetsItsProgressInOrder() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, create, token) = try await Self.startAskedForProgress(in: folder)
    defer { client.kill() }
    // The lint ends and publishes before the client answers.
    _ = try await client.diagnostics(for: folder.uri(Self.presenter))
    #expect(!client.messages.contains { $0["method"] == "$/progress" })
    let (end, kinds) = try await Self.acceptProgress(create, token: token, from: client)
    #expect(kinds.first == "begin")
    #expect(kinds.last == "end")
    #expect(end["params"]?["value"]?["message"] == "3 files, 2 findings")
    #expect(try await client.shutDown() == 0)
  }

  @Test func aBurstOfChangesIsLintedTogetherAndTheLastVersionPublished() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let uri = folder.uri(Self.presenter)
    client.notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": "swift", "version": 1,
          "text": .string(BooksModule.presenter),
        ]
      ])
    _ = try await client.diagnostics(for: uri) { $0["version"] == 1 }
    let before = client.lastIndex
    // Typing `weak ` one character at a time, all written at once.
    var bytes: [UInt8] = []
    for (offset, character) in "weak ".enumerated() {
      let position: JSONValue = ["line": 1, "character": .integer(2 + offset)]
      let body = try JSONEncoder().encode(
        [
          "jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": [
            "textDocument": ["uri": .string(uri), "version": .integer(offset + 2)],
            "contentChanges": [
              ["range": ["start": position, "end": position], "text": .string(String(character))]
            ],
          ],
        ] as JSONValue)
      bytes += Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
    }
    client.sendRaw(bytes)
    let (last, _) = try await client.diagnostics(for: uri, after: before) { $0["version"] == 6 }
    #expect(LanguageServerDiagnosticsTests.codes(last) == [])
    let published = client.messages.dropFirst(before + 1).filter {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
    }
    // Five changes queued at once are linted in fewer goes than five.
    #expect(published.count < 5)
    #expect(try await client.shutDown() == 0)
  }

  @Test func helpSaysWhatTheServerSpeaksAndWhereTheEditorSetUpsAre() async throws {
    let output = try await ViperBinary.run(["lsp", "--help"])
    #expect(output.status == 0)
    let words = output.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(
      separator: " ")
    #expect(words.contains("Language Server Protocol 3.17"))
    #expect(words.contains("standard input and output"))
    #expect(words.contains("code actions of kind quickfix"))
    #expect(words.contains("Docs/Editors.md"))
    #expect(words.contains("--cache-path"))
  }
}
