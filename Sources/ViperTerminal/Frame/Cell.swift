/// One cell of a ``Frame``: a grapheme cluster and its style.
///
/// A wide character (CJK, most emoji) takes two cells: the left one holds the character and
/// the right one holds `""`, which means "the right half of the character to my left".
public struct Cell: Hashable, Sendable {
  /// One grapheme cluster of width 1 or 2, or `""` for the right half of a wide character.
  public var text: String
  /// How the cell looks.
  public var style: Style

  /// Creates a cell; ``Frame`` checks the text when the cell is stored.
  public init(text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// A space in the plain style: what a new frame is filled with.
  public static let blank = Cell(text: " ", style: .plain)

  /// Whether this cell is the right half of a wide character.
  public var isContinuation: Bool { text.isEmpty }
}
