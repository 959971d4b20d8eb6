/// A terminal without a device: it keeps the last frame drawn, as text.
///
/// Tests use it to look at what a screen shows, and programs use it for a non-interactive
/// `--once` run (render one frame, print ``text``).
///
/// ```swift
/// let terminal = HeadlessTerminal(size: Size(width: 20, height: 2))
/// var frame = Frame(size: terminal.size)
/// frame.put("Hello", x: 0, y: 0)
/// terminal.draw(frame)
/// print(terminal.text)  // "Hello\n"
/// ```
public final class HeadlessTerminal {
  /// The terminal's size: the size it was created with or, after a draw, the frame's size.
  public private(set) var size: Size
  /// The last frame drawn (a blank frame before the first draw).
  public private(set) var frame: Frame
  /// How many frames have been drawn.
  public private(set) var frameCount: Int = 0

  /// Creates a headless terminal of `size`, showing a blank screen.
  public init(size: Size) {
    self.size = size
    self.frame = Frame(size: size)
  }

  /// Shows `frame` (it also takes the frame's size).
  public func draw(_ frame: Frame) {
    self.frame = frame
    self.size = frame.size
    frameCount += 1
  }

  /// Changes the size, as a window resize would; the screen is blank until the next draw.
  public func resize(to size: Size) {
    self.size = size
    self.frame = Frame(size: size)
  }

  /// The text of each row, trailing spaces trimmed.
  public var lines: [String] { frame.lines() }

  /// The screen's text: ``lines`` joined with newlines.
  public var text: String { frame.text }
}
