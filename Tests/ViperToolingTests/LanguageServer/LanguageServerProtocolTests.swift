import Foundation
import Testing

@testable import ViperTooling

/// The real `viper lsp`'s side of the protocol: the lifecycle and its exit statuses, errors
/// for what is not a request it can serve, and no crash on any bytes.
@Suite struct LanguageServerProtocolTests {
  /// The error of a response, as `code: message`.
  static func error(_ response: JSONValue) -> String {
    "\(response["error"]?["code"]?.intValue ?? 0): \(response["error"]?["message"]?.stringValue ?? "")"
  }

  @Test func shutdownThenExitEndsWithStatusZero() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    #expect(try await client.shutDown() == 0)
  }

  @Test func exitWithoutShutdownEndsWithStatusOne() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    client.notify("exit", .null)
    #expect(await client.process.exitStatus(within: .seconds(30)) == 1)
  }

  @Test func theInputEndingEndsTheServerWithStatusOneUnlessItWasShutDown() async throws {
    let client = try LanguageClient.launch()
    defer { client.kill() }
    client.closeInput()
    #expect(await client.process.exitStatus(within: .seconds(30)) == 1)
    let shutDown = try LanguageClient.launch()
    defer { shutDown.kill() }
    _ = try await shutDown.request("initialize", ["capabilities": [:]])
    _ = try await shutDown.request("shutdown")
    shutDown.closeInput()
    #expect(await shutDown.process.exitStatus(within: .seconds(30)) == 0)
  }

  @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let client = try LanguageClient.launch()
    defer { client.kill() }
    let early = try await client.request("textDocument/codeAction", [:])
    #expect(Self.error(early) == "-32002: 'textDocument/codeAction' before 'initialize'")
    let initialize = try await client.request(
      "initialize", ["rootUri": .string(folder.url.absoluteString), "capabilities": [:]])
    #expect(initialize["result"]?["capabilities"] != nil)
    let again = try await client.request("initialize", ["capabilities": [:]])
    #expect(Self.error(again) == "-32600: 'initialize' was sent already")
    _ = try await client.request("shutdown")
    let late = try await client.request("textDocument/hover", [:])
    #expect(Self.error(late) == "-32600: the server is shutting down ('textDocument/hover')")
    client.notify("exit", .null)
    #expect(await client.process.exitStatus(within: .seconds(30)) == 0)
  }

  @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsNoAnswer() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let before = client.lastIndex
    client.notify("workspace/didChangeConfiguration", ["settings": [:]])
    client.notify("$/cancelRequest", ["id": 999])
    client.notify("$/setTrace", ["value": "off"])
    let hover = try await client.request(
      "textDocument/hover",
      ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
    #expect(Self.error(hover) == "-32601: unknown method 'textDocument/hover'")
    // Between the notifications and the answer, nothing but diagnostics and logs.
    let between = client.messages.dropFirst(before + 1).filter {
      $0["id"] != nil && $0["id"] != hover["id"]
    }
    #expect(between == [])
    #expect(try await client.shutDown() == 0)
  }

  @Test func malformedMessagesGetErrorResponsesAndTheServerGoesOn() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    func body(_ text: String) -> [UInt8] {
      Array("Content-Length: \(text.utf8.count)\r\n\r\n\(text)".utf8)
    }
    let cases: [(bytes: [UInt8], id: JSONValue, error: String)] = [
      (body("{not json"), .null, "-32700: the message is not JSON"),
      (
        Array("Content-Length: twelve\r\n\r\n".utf8), .null,
        "-32700: 'Content-Length: twelve' is not a length"
      ),
      (
        Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8), .null,
        "-32700: a header without 'Content-Length'"
      ),
      (
        Array("{\"jsonrpc\":\"2.0\"}\r\n".utf8), .null,
        "-32700: bytes outside a message (a message starts with a 'Content-Length' header)"
      ),
      (body(#"{"jsonrpc":"2.0","id":70}"#), 70, "-32600: the message has no 'method'"),
      (
        body(#"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#), .null,
        "-32600: 'id' must be a number or a string"
      ),
      (
        body("[1, 2]"), .null,
        "-32600: a message is a JSON object (batches are not supported)"
      ),
      (body(#"{"id":71,"method":"shutdown"}"#), 71, #"-32600: 'jsonrpc' must be "2.0""#),
      (
        body(#"{"jsonrpc":"2.0","id":72,"method":"textDocument/codeAction","params":{}}"#), 72,
        "-32602: 'textDocument' is missing"
      ),
      (
        body(
          #"{"jsonrpc":"2.0","id":73,"method":"textDocument/codeAction","params":{"textDocument":{"uri":5},"range":{}}}"#
        ), 73, "-32602: 'textDocument.uri' is not a string"
      ),
    ]
    for (bytes, id, error) in cases {
      let before = client.lastIndex
      client.sendRaw(bytes)
      let (response, _) = try await client.waitFor(
        "an error for \(String(decoding: bytes, as: UTF8.self))", after: before
      ) { $0["error"] != nil }
      #expect(response["id"] == id)
      #expect(Self.error(response) == error)
    }
    // A notification that cannot be read is logged, not answered.
    let before = client.lastIndex
    client.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["uri": 1]])
    let (log, _) = try await client.waitFor("a log", after: before) {
      $0["method"] == "window/logMessage"
    }
    #expect(
      log["params"]?["message"]
        == "viper lsp: ignored 'textDocument/didOpen': 'textDocument' is missing")
    #expect(try await client.shutDown() == 0)
  }

  @Test func randomBytesAndCutMessagesNeverStopTheServer() async throws {
    let folder = try BooksModule.folder()
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    _ = try await client.diagnostics(for: folder.uri("Books/BooksPresenter.swift"))
    var random = SeededRandom(seed: 0x15B_2026)
    let uri = folder.uri("Books/BooksPresenter.swift")
    func randomText() -> String {
      let alphabet = Array("var weak view presenter {}()?:\n\t é書📚\"\\\r")
      return String(
        (0..<random.next(below: 80)).map { _ in alphabet[random.next(below: alphabet.count)] })
    }
    func framed(_ message: JSONValue) -> [UInt8] {
      let body = (try? JSONEncoder().encode(message)).map { Array($0) } ?? []
      return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
    client.send([
      "jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": [
        "textDocument": [
          "uri": .string(uri), "languageId": "swift", "version": 1,
          "text": .string(BooksModule.presenter),
        ]
      ],
    ])
    for step in 0..<300 {
      let position: JSONValue = [
        "line": .integer(random.next(below: 12) - 2),
        "character": .integer(random.next(below: 60) - 5),
      ]
      let change = framed([
        "jsonrpc": "2.0", "method": "textDocument/didChange",
        "params": [
          "textDocument": ["uri": .string(uri), "version": .integer(step + 2)],
          "contentChanges": [
            ["range": ["start": position, "end": position], "text": .string(randomText())]
          ],
        ],
      ])
      let action = framed([
        "jsonrpc": "2.0", "id": .integer(1000 + step), "method": "textDocument/codeAction",
        "params": [
          "textDocument": ["uri": .string(uri)], "range": ["start": position, "end": position],
          "context": ["diagnostics": []],
        ],
      ])
      switch random.next(below: 5) {
      case 0:
        client.sendRaw((0..<random.next(below: 200)).map { _ in UInt8(random.next(below: 256)) })
      case 1:
        // A message cut short: its header promises more than comes.
        client.sendRaw(Array(change.prefix(random.next(below: change.count))))
      case 2: client.sendRaw(action)
      default: client.sendRaw(change)
      }
    }
    // Whatever body a cut message still waits for is filled with blanks, which the server
    // then skips, before the last request.
    client.sendRaw(Array(repeating: UInt8(ascii: " "), count: 8192))
    // Code actions are answered in order: once this one is, the ones before it are too.
    let last = try await client.request(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(uri)],
        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
      ])
    #expect(last["result"]?.arrayValue != nil)
    #expect(try await client.shutDown() == 0)
    // The code actions among the bytes were answered, each with actions or an error.
    let answered = client.messages.filter { ($0["id"]?.intValue ?? 0) >= 1000 }
    #expect(answered.count > 20)
    #expect(answered.allSatisfy { $0["result"]?.arrayValue != nil || $0["error"] != nil })
  }

  @Test func requestsAreAnsweredWhileTheFirstLintRuns() async throws {
    var files: [String: String] = [:]
    for index in 0..<150 {
      files["Shelf\(index)/Presenter.swift"] = BooksModule.presenter.replacingOccurrences(
        of: "Books", with: "Shelf\(index)")
      files["Shelf\(index)/View.swift"] = BooksModule.view.replacingOccurrences(
        of: "Books", with: "Shelf\(index)")
      files["Shelf\(index)/Contract.swift"] = BooksModule.contract.replacingOccurrences(
        of: "Books", with: "Shelf\(index)")
    }
    let folder = try BooksModule.folder(files)
    defer { folder.remove() }
    let (client, _) = try await LanguageClient.start(root: folder.url)
    defer { client.kill() }
    let action = client.sendRequest(
      "textDocument/codeAction",
      [
        "textDocument": ["uri": .string(folder.uri("Books/BooksPresenter.swift"))],
        "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]],
      ])
    client.notify("$/cancelRequest", ["id": action])
    let shutdown = client.sendRequest("shutdown", nil)
    let (answer, answeredAt) = try await client.waitFor("the answer to shutdown") {
      $0["id"] == shutdown
    }
    #expect(answer["result"] == .null)
    let (linted, lintedAt) = try await client.waitFor("the end of the first lint") {
      $0["method"] == "window/logMessage"
        && $0["params"]?["message"]?.stringValue?.hasPrefix("viper lsp: linted") == true
    }
    #expect(answeredAt < lintedAt, "\(LanguageClient.describe(linted))")
    let (cancelled, _) = try await client.waitFor("the answer to the code action") {
      $0["id"] == action
    }
    #expect(Self.error(cancelled) == "-32800: the request was cancelled")
    client.notify("exit", .null)
    #expect(await client.process.exitStatus(within: .seconds(30)) == 0)
  }
}
