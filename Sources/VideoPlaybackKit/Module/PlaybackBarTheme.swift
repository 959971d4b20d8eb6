/// A colour as red, green and blue bytes, for themes that front ends map to their own colours.
public struct ThemeColor: Sendable, Hashable {
  /// Red, 0...255.
  public var red: UInt8
  /// Green, 0...255.
  public var green: UInt8
  /// Blue, 0...255.
  public var blue: UInt8

  /// A colour.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}

/// How the playback bar looks: the builder's entry points take one.
///
/// ```swift
/// builder.buildInCell(indexPath: IndexPath(indexes: [0, 3]), theme: .compact)
/// ```
public struct PlaybackBarTheme: Sendable, Hashable {
  /// The played part of the track.
  public var played: ThemeColor
  /// The rest of the track.
  public var remaining: ThemeColor
  /// The character the played part is drawn with.
  public var playedGlyph: Character
  /// The character the rest of the track is drawn with.
  public var remainingGlyph: Character
  /// Whether the bar shows the elapsed and total times.
  public var showsTimes: Bool

  /// A theme.
  public init(
    played: ThemeColor, remaining: ThemeColor, playedGlyph: Character = "━",
    remainingGlyph: Character = "─", showsTimes: Bool = true
  ) {
    self.played = played
    self.remaining = remaining
    self.playedGlyph = playedGlyph
    self.remainingGlyph = remainingGlyph
    self.showsTimes = showsTimes
  }

  /// The standalone player's bar: a red track with times.
  public static let standard = PlaybackBarTheme(
    played: ThemeColor(red: 230, green: 60, blue: 60),
    remaining: ThemeColor(red: 110, green: 110, blue: 110))

  /// A feed cell's bar: a thin blue track with times.
  public static let compact = PlaybackBarTheme(
    played: ThemeColor(red: 70, green: 140, blue: 240),
    remaining: ThemeColor(red: 90, green: 90, blue: 90), playedGlyph: "▬", remainingGlyph: "·")
}

/// What the playback bar shows, ready to draw: made by the presenter.
public struct PlaybackBarViewModel: Sendable, Hashable {
  /// Playing (`▶`) or not (`⏸`).
  public var isPlaying: Bool
  /// How much has played, 0...1.
  public var fraction: Double
  /// The position, `0:03`.
  public var elapsedText: String
  /// The duration, `1:05`, or `--:--` before the file is open.
  public var durationText: String
  /// How to draw it.
  public var theme: PlaybackBarTheme

  /// A bar.
  public init(
    isPlaying: Bool, fraction: Double, elapsedText: String, durationText: String,
    theme: PlaybackBarTheme
  ) {
    self.isPlaying = isPlaying
    self.fraction = fraction
    self.elapsedText = elapsedText
    self.durationText = durationText
    self.theme = theme
  }

  /// `m:ss` (or `h:mm:ss`) for a whole number of seconds.
  public static func timeText(_ duration: Duration) -> String {
    let total = max(0, Int(duration.seconds.rounded(.down)))
    let (hours, minutes, seconds) = (total / 3600, (total / 60) % 60, total % 60)
    let twoDigits = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
    return hours > 0
      ? "\(hours):\(twoDigits(minutes)):\(twoDigits(seconds))"
      : "\(minutes):\(twoDigits(seconds))"
  }
}
