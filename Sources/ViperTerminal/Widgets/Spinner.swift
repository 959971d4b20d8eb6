/// An activity indicator and a label: `⠋ Loading users…`.
///
/// The runner calls the scene's `tick()` about ten times a second while the scene reports
/// `needsAnimation`; the scene counts ticks and makes a new spinner with the count.
///
/// ```swift
/// Spinner(tick: ticks, label: "Loading users…").render(in: body, into: &frame)
/// ```
public struct Spinner: Widget, Sendable {
  /// The braille animation frames.
  public static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// The frames for terminals without braille glyphs (Linux console, old fonts).
  public static let asciiFrames = ["-", "\\", "|", "/"]

  /// The animation step; any integer (negative and huge values wrap around).
  public var tick: Int
  /// The text after the indicator.
  public var label: String
  /// How it looks.
  public var style: Style
  /// Whether to use ``asciiFrames``.
  public var ascii: Bool
  /// Where the indicator and label sit in the row.
  public var alignment: Alignment

  /// Creates a spinner at animation step `tick`.
  public init(
    tick: Int,
    label: String,
    style: Style = .plain,
    ascii: Bool = false,
    alignment: Alignment = .leading
  ) {
    self.tick = tick
    self.label = label
    self.style = style
    self.ascii = ascii
    self.alignment = alignment
  }

  /// The indicator glyph for the current tick.
  public var glyph: String {
    let frames = ascii ? Spinner.asciiFrames : Spinner.frames
    let index = ((tick % frames.count) + frames.count) % frames.count
    return frames[index]
  }

  /// Draws the indicator and label in the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    let text = label.isEmpty ? glyph : glyph + " " + label
    Label(text, style: style, alignment: alignment).render(in: rect, into: &frame)
  }
}
