/// The message shown instead of a screen when the terminal is smaller than the screen needs:
/// `Terminal too small: 30x8, needs at least 40x12`.
public struct TooSmall: Widget, Sendable {
  /// The size the screen needs.
  public var minimum: Size
  /// The terminal's size.
  public var actual: Size

  /// Creates the message for a terminal of `actual` size where `minimum` is needed.
  public init(minimum: Size, actual: Size) {
    self.minimum = minimum
    self.actual = actual
  }

  /// The message text.
  public var message: String {
    "Terminal too small: \(actual), needs at least \(minimum)"
  }

  /// Draws the message centred in `rect`, wrapped to its width.
  public func render(in rect: Rect, into frame: inout Frame) {
    CenteredMessage(message).render(in: rect, into: &frame)
  }
}
