/// One line of text, aligned in the first row of its rect and cut with `…` when too long.
///
/// ```swift
/// Label("Users", style: Style(bold: true), alignment: .center).render(in: header, into: &frame)
/// ```
public struct Label: Widget, Sendable {
  /// The text (one line; control characters are shown as `�` or a space).
  public var text: String
  /// How the text looks.
  public var style: Style
  /// Where the text sits in the row.
  public var alignment: Alignment

  /// Creates a label.
  public init(_ text: String, style: Style = .plain, alignment: Alignment = .leading) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// Draws the text in the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let x = alignment.x(forWidth: DisplayWidth.of(text), in: rect)
    frame.put(text, x: x, y: rect.y, style: style, maxWidth: rect.maxX - x)
  }
}
