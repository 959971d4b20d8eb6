extension LSP {
  /// A finding as the editor shows it.
  struct Diagnostic: Sendable, Hashable, Codable {
    /// Where: the finding's token, or the rest of its line.
    var range: Range
    /// 1 error, 2 warning, 3 information.
    var severity: Int
    /// The rule's key.
    var code: String
    /// Where the rule is documented.
    var codeDescription: CodeDescription?
    /// Always `viper`.
    var source: String
    /// The finding's message.
    var message: String
    /// The other places that make the finding (a cycle's other edges).
    var relatedInformation: [DiagnosticRelatedInformation]?

    /// `codeDescription`: a link to the rule's documentation.
    struct CodeDescription: Sendable, Hashable, Codable {
      /// The URL.
      var href: String
    }
  }

  /// Another place a diagnostic points at, with what it is.
  struct DiagnosticRelatedInformation: Sendable, Hashable, Codable {
    /// The place.
    var location: Location
    /// What it is (`'UsersView.presenter' -> 'UsersPresenter', another edge of this cycle`).
    var message: String
  }

  /// `textDocument/publishDiagnostics`: every diagnostic of one document (an empty list clears
  /// them).
  struct PublishDiagnosticsParams: Codable {
    var uri: String
    /// The version of the open document's text the diagnostics are for.
    var version: Int?
    var diagnostics: [Diagnostic]
  }

  /// `textDocument/codeAction`.
  struct CodeActionParams: Codable {
    var textDocument: TextDocumentIdentifier
    var range: Range
    var context: Context?

    struct Context: Codable {
      var only: [String]?
    }
  }

  /// A quick fix: its title, the diagnostic it resolves, the edit that resolves it.
  struct CodeAction: Sendable, Hashable, Codable {
    /// What the action does, as the editor lists it.
    var title: String
    /// Always `quickfix`.
    var kind: String
    /// The diagnostics it resolves.
    var diagnostics: [Diagnostic]
    /// Whether it is the fix to apply (the linter's own repair).
    var isPreferred: Bool?
    /// The change.
    var edit: WorkspaceEdit
  }
}
