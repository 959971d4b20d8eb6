/// A progress bar with eighth-of-a-cell precision: `Downloading ████▍░░░░░  45%`.
///
/// The fraction is clamped to 0...1 (NaN counts as 0). The bar takes the row's width after
/// the label and before the percentage; in very narrow rects only the percentage shows.
public struct ProgressBar: Widget, Sendable {
  /// The partial blocks for one to seven eighths of a cell.
  static let partialBlocks = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
  /// The full block.
  static let fullBlock = "█"
  /// The unfilled part of the track.
  static let track = "░"

  /// How much is done, 0...1.
  public var fraction: Double
  /// Text before the bar.
  public var label: String

  /// Creates a progress bar; `fraction` is clamped to 0...1 and NaN becomes 0.
  public init(fraction: Double, label: String = "") {
    self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    self.label = label
  }

  /// The percentage as shown, right-aligned in four columns (`  0%`, ` 45%`, `100%`); it
  /// rounds down, so 100% means done.
  public var percentText: String {
    let percent = Int((fraction * 100).rounded(.down))
    let text = "\(percent)%"
    return String(repeating: " ", count: max(0, 4 - text.count)) + text
  }

  /// Draws the bar in the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    var x = rect.x
    if !label.isEmpty {
      x += frame.put(label, x: x, y: rect.y, maxWidth: max(0, rect.width - 10))
      x += 1
    }
    let barWidth = rect.maxX - x - 5
    if barWidth >= 3 {
      x += drawBar(width: barWidth, x: x, y: rect.y, into: &frame)
      x += 1
    }
    frame.put(percentText, x: x, y: rect.y, maxWidth: rect.maxX - x, truncation: .clip)
  }

  /// Draws the filled part and the track; returns `width`.
  private func drawBar(width: Int, x: Int, y: Int, into frame: inout Frame) -> Int {
    let eighths = Int((fraction * Double(width * 8)).rounded())
    let full = eighths / 8
    let partial = eighths % 8
    var bar = String(repeating: ProgressBar.fullBlock, count: full)
    if partial > 0 {
      bar += ProgressBar.partialBlocks[partial - 1]
    }
    let filled = frame.put(bar, x: x, y: y, maxWidth: width, truncation: .clip)
    let rest = String(repeating: ProgressBar.track, count: width - filled)
    frame.put(rest, x: x + filled, y: y, style: Style(dim: true), maxWidth: width - filled)
    return width
  }
}
