import Foundation

/// What a media file's own header says about it: container brand, duration and tracks.
///
/// Made by ``ISOBoxParser`` from the `ftyp` and `moov` boxes of an MP4 or MOV file.
public struct VideoMedia: Sendable, Equatable {
  /// The container's major brand from `ftyp` (`isom`, `mp42`, `qt  `), or `""` for an old
  /// QuickTime file without one.
  public var brand: String
  /// Ticks per second of the movie header (`mvhd`).
  public var timescale: UInt32
  /// How long the movie lasts.
  public var duration: Duration
  /// Every track, in file order.
  public var tracks: [MediaTrack]

  /// Creates a description; the parser makes these, tests too.
  public init(brand: String, timescale: UInt32, duration: Duration, tracks: [MediaTrack]) {
    self.brand = brand
    self.timescale = timescale
    self.duration = duration
    self.tracks = tracks
  }

  /// The first video track. Every ``VideoMedia`` the parser returns has one.
  public var videoTrack: MediaTrack? { tracks.first { $0.kind == .video } }
  /// Whether there is an audio track.
  public var hasAudio: Bool { tracks.contains { $0.kind == .audio } }
  /// The video's width in pixels (from its track header), or 0.
  public var width: Int { videoTrack?.width ?? 0 }
  /// The video's height in pixels (from its track header), or 0.
  public var height: Int { videoTrack?.height ?? 0 }
  /// The duration in seconds.
  public var durationSeconds: Double { duration.seconds }
  /// `"640x360"`.
  public var resolutionText: String { "\(width)x\(height)" }
}

/// One track of a movie: its kind, timing and (for video) size.
public struct MediaTrack: Sendable, Equatable {
  /// What a track carries, from its handler (`hdlr`) box.
  public enum Kind: Sendable, Equatable {
    /// `vide`: pictures.
    case video
    /// `soun`: sound.
    case audio
    /// Anything else (`text`, `tmcd`, `meta`, ...), with its four-character handler type.
    case other(String)
  }

  /// What the track carries.
  public var kind: Kind
  /// Ticks per second of the track's media header (`mdhd`).
  public var timescale: UInt32
  /// How long the track's media lasts.
  public var duration: Duration
  /// Width in pixels from the track header (`tkhd`), 0 for sound.
  public var width: Int
  /// Height in pixels from the track header (`tkhd`), 0 for sound.
  public var height: Int

  /// Creates a track description.
  public init(kind: Kind, timescale: UInt32, duration: Duration, width: Int, height: Int) {
    self.kind = kind
    self.timescale = timescale
    self.duration = duration
    self.width = width
    self.height = height
  }
}

extension Duration {
  /// The duration in seconds, as a `Double`.
  public var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// `ticks` of `timescale` per second, or `nil` when the value does not fit a `Duration`.
  static func ticks(_ ticks: UInt64, timescale: UInt32) -> Duration? {
    guard timescale > 0 else { return nil }
    let scale = UInt64(timescale)
    let whole = ticks / scale
    let rest = ticks % scale
    guard whole <= UInt64(Int64.max / 2) else { return nil }
    // rest < 2^32, so rest * 10^9 < 2^62: no overflow.
    let nanoseconds = rest * 1_000_000_000 / scale
    return .seconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
  }
}
