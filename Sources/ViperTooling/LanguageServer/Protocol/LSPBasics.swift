/// The structures of the Language Server Protocol 3.17 the server reads and writes, named
/// and spelled as the protocol names them (hence a namespace: `LSP.Range` is no `Swift.Range`).
/// Fields a client may leave out are optional, so that a lenient client is still served.
enum LSP {}

extension LSP {
  /// A place in a document. Its `character` counts in the encoding the client and the server
  /// agreed on at `initialize` (``PositionEncoding``): UTF-16 code units unless the client
  /// offered UTF-8.
  struct Position: Sendable, Hashable, Codable, Comparable {
    /// The 0-based line.
    var line: Int
    /// The 0-based offset in the line, in the agreed encoding's units.
    var character: Int

    /// Creates a position.
    init(line: Int, character: Int) {
      self.line = line
      self.character = character
    }

    /// Orders by line, then character.
    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }
  }

  /// A range of a document: `start` included, `end` excluded.
  struct Range: Sendable, Hashable, Codable {
    /// Where the range starts.
    var start: Position
    /// Where it ends (excluded).
    var end: Position

    /// Creates a range.
    init(start: Position, end: Position) {
      self.start = start
      self.end = end
    }

    /// Whether the two ranges share a line.
    func sharesLines(with other: Range) -> Bool {
      start.line <= other.end.line && other.start.line <= end.line
    }
  }

  /// A range of a document named by its URI.
  struct Location: Sendable, Hashable, Codable {
    /// The document.
    var uri: String
    /// The range.
    var range: Range

    /// Creates a location.
    init(uri: String, range: Range) {
      self.uri = uri
      self.range = range
    }
  }

  /// One edit: `range` replaced with `newText`.
  struct TextEdit: Sendable, Hashable, Codable {
    /// What is replaced.
    var range: Range
    /// The new text.
    var newText: String

    /// Creates an edit.
    init(range: Range, newText: String) {
      self.range = range
      self.newText = newText
    }
  }

  /// Edits to several documents, by URI (the `changes` form, which every client supports).
  struct WorkspaceEdit: Sendable, Hashable, Codable {
    /// The edits of each document, in no particular order and never overlapping.
    var changes: [String: [TextEdit]]

    /// Creates a workspace edit.
    init(changes: [String: [TextEdit]]) {
      self.changes = changes
    }
  }

  /// A document named by its URI.
  struct TextDocumentIdentifier: Sendable, Hashable, Codable {
    /// The document's URI.
    var uri: String
  }
}
