extension LSP {
  /// `textDocument/didOpen`.
  struct DidOpenTextDocumentParams: Codable {
    var textDocument: TextDocumentItem

    struct TextDocumentItem: Codable {
      var uri: String
      var languageId: String?
      var version: Int?
      var text: String
    }
  }

  /// `textDocument/didChange`: the changes, to be applied in order.
  struct DidChangeTextDocumentParams: Codable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]

    struct VersionedTextDocumentIdentifier: Codable {
      var uri: String
      var version: Int?
    }
  }

  /// One change: the whole text when `range` is absent, else `range` replaced with `text`.
  struct TextDocumentContentChangeEvent: Sendable, Hashable, Codable {
    /// What is replaced; `nil` for the whole document.
    var range: Range?
    /// The new text.
    var text: String

    /// Creates a change.
    init(range: Range?, text: String) {
      self.range = range
      self.text = text
    }
  }

  /// `textDocument/didSave`.
  struct DidSaveTextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
    var text: String?
  }

  /// `textDocument/didClose`.
  struct DidCloseTextDocumentParams: Codable {
    var textDocument: TextDocumentIdentifier
  }

  /// `workspace/didChangeWatchedFiles`.
  struct DidChangeWatchedFilesParams: Codable {
    var changes: [FileEvent]

    struct FileEvent: Codable {
      var uri: String
      /// 1 created, 2 changed, 3 deleted.
      var type: Int?
    }
  }

  /// `$/cancelRequest`.
  struct CancelParams: Codable {
    var id: RequestID
  }
}
