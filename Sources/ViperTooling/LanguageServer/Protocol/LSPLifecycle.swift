extension LSP {
  /// What a client says about itself in `initialize`, as far as the server reads it. Every
  /// field is optional: a client that leaves one out gets the protocol's default.
  struct InitializeParams: Sendable, Codable {
    /// The workspace's root folder, as a URI (deprecated in favour of ``workspaceFolders``).
    var rootUri: String?
    /// The workspace's root folder, as a path (deprecated twice over).
    var rootPath: String?
    /// The workspace's folders.
    var workspaceFolders: [WorkspaceFolder]?
    /// What the client can do.
    var capabilities: ClientCapabilities?
  }

  /// One folder of the workspace.
  struct WorkspaceFolder: Sendable, Codable {
    /// The folder's URI.
    var uri: String
    /// Its name in the editor.
    var name: String?
  }

  /// The client capabilities the server reads.
  struct ClientCapabilities: Sendable, Codable {
    /// General capabilities: the position encodings the client speaks.
    var general: General?
    /// Window capabilities: whether the client shows progress the server starts.
    var window: Window?
    /// Workspace capabilities: whether the server may ask to be told of file changes.
    var workspace: Workspace?

    /// `general`.
    struct General: Sendable, Codable {
      /// `utf-8`, `utf-16`, `utf-32`, most preferred first; UTF-16 when absent.
      var positionEncodings: [String]?
    }

    /// `window`.
    struct Window: Sendable, Codable {
      /// Whether the client takes `window/workDoneProgress/create` and shows `$/progress`.
      var workDoneProgress: Bool?
    }

    /// `workspace`.
    struct Workspace: Sendable, Codable {
      /// `workspace/didChangeWatchedFiles` support.
      var didChangeWatchedFiles: DynamicRegistration?
    }

    /// A capability that may be registered by the server at run time.
    struct DynamicRegistration: Sendable, Codable {
      /// Whether the server may register it with `client/registerCapability`.
      var dynamicRegistration: Bool?
    }
  }

  /// The answer to `initialize`.
  struct InitializeResult: Encodable {
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo

    struct ServerInfo: Encodable {
      var name: String
      var version: String
    }
  }

  /// What the server does: document sync (open/close, incremental changes, save), quick fixes.
  struct ServerCapabilities: Encodable {
    var positionEncoding: String
    var textDocumentSync = TextDocumentSyncOptions()
    var codeActionProvider = CodeActionOptions()

    struct TextDocumentSyncOptions: Encodable {
      var openClose = true
      /// 2: incremental (changed ranges only).
      var change = 2
      var save = SaveOptions()
    }

    struct SaveOptions: Encodable {
      var includeText = false
    }

    struct CodeActionOptions: Encodable {
      var codeActionKinds = ["quickfix"]
    }
  }

  /// `client/registerCapability`'s params: the registrations asked for.
  struct RegistrationParams: Encodable {
    var registrations: [Registration]

    struct Registration: Encodable {
      var id: String
      var method: String
      var registerOptions: WatchedFilesOptions
    }

    struct WatchedFilesOptions: Encodable {
      var watchers: [Watcher]
    }

    struct Watcher: Encodable {
      var globPattern: String
    }
  }
}
