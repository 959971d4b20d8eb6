import VideoPlaybackKit
import ViperTerminal

/// The playback bar in a terminal: `▶ 0:01 ━━━━━━━──────── 0:04`, in its theme's colours.
@MainActor
public final class PlaybackBarTerminalView: PlaybackBarViewInput {
  /// What the bar shows (before the presenter's first update, an empty paused bar).
  public private(set) var bar: PlaybackBarViewModel
  /// Called after every change.
  public var onChange: (@MainActor () -> Void)?

  /// A bar in `theme`.
  public init(theme: PlaybackBarTheme) {
    bar = PlaybackBarViewModel(
      isPlaying: false, fraction: 0, elapsedText: "0:00", durationText: "-:--", theme: theme)
  }

  public func showBar(_ bar: PlaybackBarViewModel) {
    self.bar = bar
    onChange?()
  }

  /// Draws the bar on the first row of `rect`.
  public func render(in rect: Rect, into frame: inout Frame) {
    guard !rect.isEmpty else { return }
    let theme = bar.theme
    var x = rect.x
    x += frame.put(bar.isPlaying ? "▶ " : "⏸ ", x: x, y: rect.y, maxWidth: rect.maxX - x)
    if theme.showsTimes {
      x += frame.put(bar.elapsedText + " ", x: x, y: rect.y, maxWidth: rect.maxX - x)
    }
    let tail = theme.showsTimes ? " " + bar.durationText : ""
    let width = rect.maxX - x - tail.count
    if width >= 3 {
      let played = Int((bar.fraction * Double(width)).rounded())
      let playedStyle = Style(foreground: Self.color(theme.played))
      let restStyle = Style(foreground: Self.color(theme.remaining))
      for column in 0..<width {
        let isPlayed = column < played
        frame[x + column, rect.y] = Cell(
          text: String(isPlayed ? theme.playedGlyph : theme.remainingGlyph),
          style: isPlayed ? playedStyle : restStyle)
      }
      x += width
    }
    frame.put(tail, x: x, y: rect.y, maxWidth: rect.maxX - x, truncation: .clip)
  }

  /// The terminal colour for a theme colour.
  static func color(_ color: ThemeColor) -> Color {
    .rgb(color.red, color.green, color.blue)
  }
}
