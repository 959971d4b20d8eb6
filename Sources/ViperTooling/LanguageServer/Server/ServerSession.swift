import Foundation

/// One client's session, on the message loop's thread: the lifecycle (`initialize`,
/// `shutdown`, `exit`), the open documents' texts, and the dispatch of each message.
///
/// Every request gets an answer: a result, or an error (an unknown method, params that do
/// not fit, a request before `initialize` or after `shutdown`). Notifications are never
/// answered; one the server does not know is ignored, one it cannot read is logged.
final class ServerSession {
  let options: LanguageServer.Options
  let writer: MessageWriter
  let requests = ServerRequests()
  /// Set up at `initialize`.
  var worker: LintWorker?
  var encoding = PositionEncoding.utf16
  var initialized = false
  var shutdownRequested = false
  /// Whether the client may be asked to watch files (`client/registerCapability`).
  var registersWatchers = false
  /// The open documents, by URI.
  var documents: [String: OpenDocument] = [:]

  /// An open document: its path (`nil` for a URI that names no file) and text.
  struct OpenDocument {
    var path: String?
    var version: Int?
    var text: DocumentText
  }

  init(options: LanguageServer.Options, writer: MessageWriter) {
    self.options = options
    self.writer = writer
  }

  /// The exit status when the input ends or `exit` comes: 0 after `shutdown`, else 1.
  var exitStatus: Int32 { shutdownRequested ? 0 : 1 }

  /// Handles one frame; returns the exit status when the server is to exit.
  func handle(_ frame: MessageFramer.Frame) -> Int32? {
    switch frame {
    case .malformed(let reason):
      writer.fail(nil, with: ResponseError(code: ResponseError.parseError, message: reason))
      return nil
    case .message(let body):
      return handle(IncomingMessage(body: body))
    }
  }

  private func handle(_ message: IncomingMessage) -> Int32? {
    switch message {
    case .invalid(let id, let error):
      writer.fail(id, with: error)
    case .response(let id, let error):
      requests.answer(id, failed: error != nil)
    case .request(let id, let method, let body):
      do throws(ResponseError) {
        try handleRequest(id: id, method: method, body: body)
      } catch {
        writer.fail(id, with: error)
      }
    case .notification(let method, let body):
      if method == "exit" { return exitStatus }
      do throws(ResponseError) {
        try handleNotification(method: method, body: body)
      } catch {
        log("viper lsp: ignored '\(method)': \(error.message)", type: 2)
      }
    }
    return nil
  }

  private func handleRequest(id: RequestID, method: String, body: Data) throws(ResponseError) {
    if shutdownRequested {
      throw ResponseError(
        code: ResponseError.invalidRequest, message: "the server is shutting down ('\(method)')")
    }
    if method != "initialize" && worker == nil {
      throw ResponseError(
        code: ResponseError.serverNotInitialized,
        message: "'\(method)' before 'initialize'")
    }
    switch method {
    case "initialize":
      let params = try IncomingMessage.params(LSP.InitializeParams.self, in: body)
      writer.respond(to: id, with: try initialize(params))
    case "shutdown":
      shutdownRequested = true
      writer.respond(to: id, with: JSONValue.null)
    case "textDocument/codeAction":
      let params = try IncomingMessage.params(LSP.CodeActionParams.self, in: body)
      codeActions(id: id, params)
    default:
      throw ResponseError(
        code: ResponseError.methodNotFound, message: "unknown method '\(method)'")
    }
  }

  private func handleNotification(method: String, body: Data) throws(ResponseError) {
    // Before `initialize` and after `shutdown`, notifications are dropped (but `exit`).
    guard worker != nil, !shutdownRequested else { return }
    switch method {
    case "initialized": didInitialize()
    case "textDocument/didOpen":
      didOpen(try IncomingMessage.params(LSP.DidOpenTextDocumentParams.self, in: body))
    case "textDocument/didChange":
      didChange(try IncomingMessage.params(LSP.DidChangeTextDocumentParams.self, in: body))
    case "textDocument/didSave":
      didSave(try IncomingMessage.params(LSP.DidSaveTextDocumentParams.self, in: body))
    case "textDocument/didClose":
      didClose(try IncomingMessage.params(LSP.DidCloseTextDocumentParams.self, in: body))
    case "workspace/didChangeWatchedFiles":
      didChangeWatchedFiles(
        try IncomingMessage.params(LSP.DidChangeWatchedFilesParams.self, in: body))
    case "$/cancelRequest":
      requests.cancel(try IncomingMessage.params(LSP.CancelParams.self, in: body).id)
    default:
      break
    }
  }

  /// Logs to the client's log (`window/logMessage`; 1 error, 2 warning, 3 info).
  func log(_ message: String, type: Int = 3) {
    writer.notify("window/logMessage", LSP.MessageParams(type: type, message: message))
  }
}
