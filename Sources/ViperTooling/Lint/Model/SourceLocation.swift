/// A place in a source file: the path as given to the linter, a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
  /// The file's path as the linter was given it.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in UTF-8 bytes like the compiler's.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`.
  public var description: String { "\(file):\(line):\(column)" }

  /// `file:line`, the form cycle findings list their edges in.
  public var fileAndLine: String { "\(file):\(line)" }

  /// Orders by file, then line, then column.
  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
