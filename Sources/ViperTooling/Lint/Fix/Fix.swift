/// How `viper lint --fix` would repair a finding: a description and the replacements, each a
/// range of one file's bytes and the text that takes its place.
///
/// The JSON reporter prints it as the finding's `fix`, the SARIF reporter as the result's
/// `fixes[].artifactChanges`, so an editor or a review bot can apply it.
public struct Fix: Sendable, Hashable, Codable {
  /// What the fix does, lowercase (`add 'weak' to 'view'`).
  public var description: String
  /// The edits, sorted by file and place. One fix may touch several files (a property made
  /// optional and its uses in an extension elsewhere, a protocol made class-bound).
  public var replacements: [Replacement]

  /// Creates a fix.
  public init(description: String, replacements: [Replacement]) {
    self.description = description
    self.replacements = replacements.sorted()
  }
}

/// One edit: the bytes `offset ..< offset + length` of `file` replaced with `text`.
public struct Replacement: Sendable, Hashable, Codable, Comparable {
  /// The file's path as the linter was given it.
  public var file: String
  /// The UTF-8 byte offset where the replaced range starts.
  public var offset: Int
  /// How many bytes are replaced (0 for an insertion).
  public var length: Int
  /// Where the range starts and ends (1-based, columns in UTF-8 bytes).
  public var start: Position
  /// Where the range ends (exclusive).
  public var end: Position
  /// The new text.
  public var text: String

  /// A line and a column.
  public struct Position: Sendable, Hashable, Codable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// Creates a replacement.
  public init(file: String, offset: Int, length: Int, start: Position, end: Position, text: String)
  {
    self.file = file
    self.offset = offset
    self.length = length
    self.start = start
    self.end = end
    self.text = text
  }

  /// The bytes after the range.
  var upperBound: Int { offset + length }

  /// Orders by file, then offset, then length.
  public static func < (lhs: Replacement, rhs: Replacement) -> Bool {
    (lhs.file, lhs.offset, lhs.length) < (rhs.file, rhs.offset, rhs.length)
  }
}

/// What a rule asks the fixer to do for a finding, in the model's terms: which property to make
/// `weak`, which protocol to bind to classes. ``Fixer`` turns it into ``Replacement``s after
/// reading the syntax, and may still refuse (a use that would stop compiling).
public enum FixRequest: Sendable, Hashable {
  /// Make the stored property `property` of `type` `weak` (optional if it is not), and make
  /// the protocol it is typed with class-bound if needed.
  case weaken(type: String, property: String, at: SourceLocation)
  /// Add `AnyObject` to the inheritance clause of the protocol declared at `at`.
  case classBind(protocol: String, at: SourceLocation)
  /// Put imports of `modules` in place of the `import` at `at` (`Foundation` and `Combine`
  /// for an unneeded `import SwiftUI`), or remove its line when `modules` is empty.
  case replaceImport(at: SourceLocation, with: [String])
  /// Capture `self` weakly in the closure whose `{` is at `at`.
  case captureSelfWeakly(at: SourceLocation)
  /// Make the handler `handler` (as the facts wrote it: `self.show`, or a closure) of the
  /// subscribing call at `at`, made in `type`, capture `self` weakly.
  case weakenSubscription(type: String, handler: String, at: SourceLocation)
  /// Not repaired, and why.
  case notFixable(String)
}
