import Foundation

/// Where an engine's playback stands.
public enum PlaybackState: Sendable, Equatable {
  /// Nothing is loaded.
  case idle
  /// A file is being opened.
  case loading
  /// Loaded and not moving.
  case paused
  /// Moving with the clock.
  case playing
  /// Stopped at the end of the media.
  case ended
}

/// What an engine tells its owner while it plays.
public enum PlaybackEvent: Sendable, Equatable {
  /// The position passed a whole second: it is now `position`.
  case progress(Duration)
  /// Playback reached the end of the media and stopped.
  case ended
}

/// Plays one media file: opens it, then plays, pauses, seeks and skips on a clock.
///
/// ``ClockedPlaybackEngine`` is the real one. The position always stays within
/// `0...duration`.
@MainActor
public protocol VideoPlaybackEngine: AnyObject {
  /// The loaded media, if any.
  var media: VideoMedia? { get }
  /// Where playback stands.
  var state: PlaybackState { get }
  /// The playback position, within `0...duration` (zero when nothing is loaded).
  var position: Duration { get }
  /// Receives progress and end-of-media events while playing.
  var onEvent: (@MainActor (PlaybackEvent) -> Void)? { get set }
  /// Opens `url` (replacing what was loaded) and returns the surface that shows it.
  func load(_ url: URL) async throws(VideoPlaybackError) -> any VideoRenderSurface
  /// Starts or resumes playback; from the end, starts again from zero.
  func play()
  /// Pauses playback.
  func pause()
  /// Moves to `position`, clamped to `0...duration`. At the end while playing, it ends.
  func seek(to position: Duration)
  /// Unloads the media and stops any decoder: back to ``PlaybackState/idle``.
  func unload()
}

extension VideoPlaybackEngine {
  /// Moves by `offset` from the current position, clamped to `0...duration`.
  public func skip(by offset: Duration) {
    seek(to: position + offset)
  }
}
