import VideoPlaybackKit

extension VideoPlaybackDependencyManager {
  /// A dependency manager with the terminal views.
  ///
  /// - Parameters:
  ///   - playbackManager: The shared manager.
  ///   - makeEngine: Makes one engine per module; by default the real engine, with ffmpeg
  ///     frames when ffmpeg is installed.
  public static func terminal(
    playbackManager: SharedPlaybackManager = SharedPlaybackManager(),
    makeEngine: @escaping @MainActor () -> any VideoPlaybackEngine = {
      ClockedPlaybackEngine(decoders: FFmpegFrameDecoder.factory())
    }
  ) -> VideoPlaybackDependencyManager {
    VideoPlaybackDependencyManager(
      playbackManager: playbackManager, makeEngine: makeEngine,
      makeVideoView: { presenter, bar in VideoTerminalView(presenter: presenter, bar: bar) },
      makePlaybackBarView: { theme in PlaybackBarTerminalView(theme: theme) })
  }
}
