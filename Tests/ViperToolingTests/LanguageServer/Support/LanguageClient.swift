import Foundation
import ProcessTestSupport
import Testing

@testable import ViperTooling

/// A language client for the tests: runs the real `viper lsp` binary as a child process and
/// talks to it over its standard input and output, as an editor does.
///
/// Every message the server sends is kept, in order; tests wait for the one they expect
/// (``waitFor(_:after:timeout:where:)``). Anything on the server's standard output that is
/// not a message is kept in ``junk``, which must stay empty.
final class LanguageClient: @unchecked Sendable {
  let process: InteractiveProcess
  private let lock = NSLock()
  // Guarded by `lock`.
  private var framer = MessageFramer()
  private var received: [JSONValue] = []
  private var malformed: [String] = []
  private var nextID = 1

  /// How long a test waits for a message before it fails.
  static let timeout: Duration = .seconds(60)

  private init(process: InteractiveProcess) {
    self.process = process
  }

  /// Starts `viper lsp ARGUMENTS` (with no cache unless `arguments` says otherwise) in
  /// `directory` (by default the test's own), with `environment` added to the test's.
  static func launch(
    arguments: [String] = ["--no-cache"], in directory: String? = nil,
    environment: [String: String] = [:]
  ) throws -> LanguageClient {
    let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    guard let directory else {
      return LanguageClient(
        process: try InteractiveProcess.start(
          ViperBinary.path, ["lsp"] + arguments, environment: variables))
    }
    // Through sh for its `cd`: posix_spawn has no portable way to set the child's folder.
    return LanguageClient(
      process: try InteractiveProcess.start(
        "/bin/sh",
        ["-c", "cd \"$0\" && exec \"$@\"", directory, ViperBinary.path, "lsp"] + arguments,
        environment: variables))
  }

  /// Starts a server, sends `initialize` for `root` with `capabilities` and then
  /// `initialized`; returns the client and the `initialize` response.
  static func start(
    root: URL, capabilities: JSONValue = [:], arguments: [String] = ["--no-cache"]
  ) async throws -> (LanguageClient, JSONValue) {
    let client = try launch(arguments: arguments)
    let response = try await client.request(
      "initialize",
      [
        "processId": .null, "rootUri": .string(root.absoluteString),
        "capabilities": capabilities,
      ])
    client.notify("initialized", [:])
    return (client, response)
  }

  /// Sends bytes as they are.
  func sendRaw(_ bytes: [UInt8]) {
    process.write(bytes)
  }

  /// Sends a message, framed.
  func send(_ message: JSONValue) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let body = (try? encoder.encode(message)) ?? Data()
    sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request and returns its id, without waiting.
  func sendRequest(_ method: String, _ params: JSONValue?) -> JSONValue {
    let id = lock.withLock {
      defer { nextID += 1 }
      return nextID
    }
    var message: JSONValue = ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method)]
    if let params, case .object(var members) = message {
      members["params"] = params
      message = .object(members)
    }
    send(message)
    return .integer(id)
  }

  /// Sends a request and waits for its response (the whole message: `result` or `error`).
  func request(_ method: String, _ params: JSONValue? = nil) async throws -> JSONValue {
    let id = sendRequest(method, params)
    return try await waitFor("the response to '\(method)'") { message in
      message["id"] == id && message["method"] == nil
    }.message
  }

  /// Every message received so far, in order.
  var messages: [JSONValue] {
    pump()
    return lock.withLock { received }
  }

  /// What came on standard output that was no message.
  var junk: [String] {
    pump()
    return lock.withLock { malformed }
  }

  /// Waits for the first message after index `after` (all of them by default) that matches;
  /// returns it and its index.
  func waitFor(
    _ what: String, after: Int = -1, timeout: Duration = LanguageClient.timeout,
    where predicate: (JSONValue) -> Bool
  ) async throws -> (message: JSONValue, index: Int) {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
      let all = messages
      for index in all.indices where index > after && predicate(all[index]) {
        return (all[index], index)
      }
      guard clock.now < deadline else {
        throw Failure(
          "waited \(timeout) for \(what); received:\n\(all.map(Self.describe).joined(separator: "\n"))\nserver's error output:\n\(process.errorText)"
        )
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// The next `textDocument/publishDiagnostics` for `uri` after index `after`.
  func diagnostics(
    for uri: String, after: Int = -1, where predicate: (JSONValue) -> Bool = { _ in true }
  ) async throws -> (params: JSONValue, index: Int) {
    let (message, index) = try await waitFor("diagnostics for \(uri)", after: after) {
      $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri)
        && predicate($0["params"] ?? .null)
    }
    return (message["params"] ?? .null, index)
  }

  /// The index of the last message received.
  var lastIndex: Int { messages.count - 1 }

  /// Sends `shutdown` and `exit`; the server's exit status.
  func shutDown() async throws -> Int32? {
    let response = try await request("shutdown")
    #expect(response["result"] == .null)
    notify("exit", .null)
    return await process.exitStatus(within: .seconds(30))
  }

  /// Closes the server's standard input.
  func closeInput() {
    process.closeInput()
  }

  /// Ends the server if it still runs.
  func kill() {
    process.kill()
  }

  private func pump() {
    let bytes = process.takeOutput()
    guard !bytes.isEmpty else { return }
    lock.withLock {
      framer.append(bytes)
      while let frame = framer.next() {
        switch frame {
        case .message(let body):
          if let value = try? JSONDecoder().decode(JSONValue.self, from: body) {
            received.append(value)
          } else {
            malformed.append(String(decoding: body, as: UTF8.self))
          }
        case .malformed(let reason):
          malformed.append(reason)
        }
      }
    }
  }

  static func describe(_ message: JSONValue) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let text = (try? encoder.encode(message)).map { String(decoding: $0, as: UTF8.self) } ?? "?"
    return text.count > 400 ? text.prefix(400) + "..." : text
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
