/// The documents' notifications and code actions: the open text is kept here, applied change
/// by change, and handed to the linting thread whole. Only Swift files are linted: the texts of
/// other documents a client may send (a `.viper.yml`, a README) are kept but never linted.
extension ServerSession {
  func didOpen(_ params: LSP.DidOpenTextDocumentParams) {
    let item = params.textDocument
    let document = OpenDocument(
      path: DocumentURI.path(of: item.uri), version: item.version, text: DocumentText(item.text))
    documents[item.uri] = document
    send(document, uri: item.uri, text: item.text)
  }

  func didChange(_ params: LSP.DidChangeTextDocumentParams) {
    let uri = params.textDocument.uri
    guard var document = documents[uri] else {
      log("viper lsp: a change to '\(uri)', which is not open, was ignored", type: 2)
      return
    }
    for change in params.contentChanges {
      document.text.apply(change, in: encoding)
    }
    document.version = params.textDocument.version ?? document.version
    documents[uri] = document
    send(document, uri: uri, text: document.text.string)
  }

  /// A save changes nothing the server reads (the open text was the truth already), unless
  /// the client sends the text saved.
  func didSave(_ params: LSP.DidSaveTextDocumentParams) {
    let uri = params.textDocument.uri
    guard let text = params.text, var document = documents[uri] else { return }
    let saved = DocumentText(text)
    guard saved != document.text else { return }
    document.text = saved
    documents[uri] = document
    send(document, uri: uri, text: text)
  }

  func didClose(_ params: LSP.DidCloseTextDocumentParams) {
    let uri = params.textDocument.uri
    guard let document = documents.removeValue(forKey: uri), let path = document.path,
      Self.isSwift(path)
    else { return }
    worker?.post(.close(path: path))
  }

  func didChangeWatchedFiles(_ params: LSP.DidChangeWatchedFilesParams) {
    let files = params.changes.compactMap { change in
      DocumentURI.path(of: change.uri).map { (path: $0, uri: change.uri) }
    }.filter { Self.isSwift($0.path) }
    if !files.isEmpty { worker?.post(.disk(files)) }
  }

  /// Hands the code action request to the linting thread, which answers it once the changes
  /// before it are linted. A client that asks only for kinds other than quick fixes gets none.
  func codeActions(id: RequestID, _ params: LSP.CodeActionParams) {
    let kinds = params.context?.only ?? ["quickfix"]
    let wantsQuickFixes = kinds.contains { $0.isEmpty || $0 == "quickfix" }
    guard let worker, wantsQuickFixes, let path = DocumentURI.path(of: params.textDocument.uri)
    else {
      writer.respond(to: id, with: [LSP.CodeAction]())
      return
    }
    requests.beginServing(id)
    worker.post(.codeActions(id: id, path: path, range: params.range))
  }

  private func send(_ document: OpenDocument, uri: String, text: String) {
    guard let path = document.path, Self.isSwift(path) else { return }
    worker?.post(.text(path: path, uri: uri, version: document.version, text: text))
  }

  private static func isSwift(_ path: String) -> Bool { path.hasSuffix(".swift") }
}
