/// A line of key hints, `↑↓ move  ⏎ open  r reload  q quit`, with the keys in bold.
///
/// Hints that do not fit are left out from the end, whole; the first hint is cut with `…`
/// only when not even it fits.
public struct KeyHints: Widget, Sendable {
  private struct Hint: Sendable {
    let key: String
    let action: String
  }

  /// The style of the keys.
  public static let keyStyle = Style(bold: true)
  /// The style of the actions.
  public static let actionStyle = Style(dim: true)

  private let hints: [Hint]

  /// Creates the hints, in order of importance (the last ones go first when space is short).
  public init(_ hints: [(key: String, action: String)]) {
    self.hints = hints.map { Hint(key: $0.key, action: $0.action) }
  }

  /// Draws the hints in the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    var x = rect.x
    for (index, hint) in hints.enumerated() {
      let separator = index == 0 ? 0 : 2
      let width = DisplayWidth.of(hint.key) + 1 + DisplayWidth.of(hint.action)
      if x + separator + width > rect.maxX {
        if index == 0 {
          frame.put(
            hint.key + " " + hint.action, x: x, y: rect.y, style: KeyHints.keyStyle,
            maxWidth: rect.width)
        }
        return
      }
      x += separator
      x += frame.put(hint.key, x: x, y: rect.y, style: KeyHints.keyStyle)
      x += 1
      x += frame.put(hint.action, x: x, y: rect.y, style: KeyHints.actionStyle)
    }
  }
}
