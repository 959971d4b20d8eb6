/// How a cell's text looks: colours and attributes.
///
/// ```swift
/// let warning = Style(foreground: .yellow, bold: true)
/// let selected = Style(reverse: true)
/// ```
public struct Style: Hashable, Sendable {
  /// The text colour.
  public var foreground: Color
  /// The cell's background colour.
  public var background: Color
  /// Bold (or bright) text.
  public var bold: Bool
  /// Dim (faint) text.
  public var dim: Bool
  /// Italic text (not every terminal shows it).
  public var italic: Bool
  /// Underlined text.
  public var underline: Bool
  /// Swapped foreground and background: the usual highlight for a selection.
  public var reverse: Bool

  /// Creates a style; every part defaults to the terminal's own look.
  public init(
    foreground: Color = .default,
    background: Color = .default,
    bold: Bool = false,
    dim: Bool = false,
    italic: Bool = false,
    underline: Bool = false,
    reverse: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.italic = italic
    self.underline = underline
    self.reverse = reverse
  }

  /// The terminal's default look: no colours, no attributes.
  public static let plain = Style()

  /// This style with the attributes of `other` added and its non-default colours taking over.
  ///
  /// Widgets use it to draw, say, a dimmed detail inside a reversed selected row.
  public func merged(with other: Style) -> Style {
    Style(
      foreground: other.foreground == .default ? foreground : other.foreground,
      background: other.background == .default ? background : other.background,
      bold: bold || other.bold,
      dim: dim || other.dim,
      italic: italic || other.italic,
      underline: underline || other.underline,
      reverse: reverse || other.reverse
    )
  }
}
