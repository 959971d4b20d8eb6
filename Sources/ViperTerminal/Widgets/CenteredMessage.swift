/// A message in the middle of its rect: an optional bold title, then the text, word-wrapped.
///
/// Use it for loading, empty and error states. The text wraps at the rect's width less two
/// columns on each side (none in rects narrower than 12 columns), and at most 60 columns so
/// long messages stay readable; words longer than a line are broken. The block is centred
/// vertically, each line horizontally. When the rect is too short, the last line that fits
/// ends in `…`.
///
/// ```swift
/// CenteredMessage("The server said 503 (Service Unavailable). Press r to retry.",
///                 title: "Could not load users").render(in: body, into: &frame)
/// ```
public struct CenteredMessage: Widget, Sendable {
  /// The widest a wrapped line gets.
  public static let maximumLineWidth = 60

  /// The message.
  public var text: String
  /// A title shown in bold above the message, with a blank line between.
  public var title: String?
  /// How the text looks (the title adds bold).
  public var style: Style

  /// Creates a message.
  public init(_ text: String, title: String? = nil, style: Style = .plain) {
    self.text = text
    self.title = title
    self.style = style
  }

  /// Draws the message centred in `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let margin = rect.width >= 12 ? 2 : 0
    let width = min(rect.width - 2 * margin, CenteredMessage.maximumLineWidth)
    var lines: [(text: String, style: Style)] = []
    if let title {
      for line in TextWrapper.wrap(title, width: width) {
        lines.append((line, style.merged(with: Style(bold: true))))
      }
      lines.append(("", style))
    }
    for line in TextWrapper.wrap(text, width: width) {
      lines.append((line, style))
    }
    if lines.count > rect.height {
      lines = Array(lines.prefix(rect.height))
      if let last = lines.last {
        lines[lines.count - 1].text = TextWrapper.markedTruncated(last.text, width: width)
      }
    }
    let top = rect.y + (rect.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let x = Alignment.center.x(forWidth: DisplayWidth.of(line.text), in: rect)
      frame.put(line.text, x: x, y: top + offset, style: line.style, maxWidth: rect.maxX - x)
    }
  }
}
