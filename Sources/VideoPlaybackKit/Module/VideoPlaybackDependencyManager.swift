import Foundation
import ViperKit

/// Wires the parts of a video playback module: presenter, interactor, video view,
/// playback-bar view, and the shared playback manager every module it makes shares.
///
/// The front end gives the two view factories (the terminal views of
/// `VideoPlaybackKitTerminal`, or an app's own); the engine factory defaults to the real
/// engine, with ffmpeg frames when ffmpeg is installed.
///
/// ```swift
/// let dependencies = VideoPlaybackDependencyManager(
///   makeVideoView: { presenter, bar in VideoTerminalView(presenter: presenter, bar: bar) },
///   makePlaybackBarView: { theme in PlaybackBarTerminalView() })
/// let module = VideoPlaybackBuilder(dependency: dependencies)
///   .buildInCell(indexPath: IndexPath(indexes: [0, 0]), theme: .compact)
/// ```
@MainActor
public final class VideoPlaybackDependencyManager {
  /// Makes the video view, which must hold the presenter and the bar view strongly.
  public typealias VideoViewFactory =
    @MainActor (any VideoPlaybackViewOutput, any PlaybackBarViewInput) -> any VideoPlaybackViewInput
  /// Makes the playback bar for a theme.
  public typealias PlaybackBarViewFactory =
    @MainActor (PlaybackBarTheme) -> any PlaybackBarViewInput

  /// The manager every module made here shares: one item plays at a time.
  public let playbackManager: SharedPlaybackManager
  private let makeEngine: @MainActor () -> any VideoPlaybackEngine
  private let makeVideoView: VideoViewFactory
  private let makePlaybackBarView: PlaybackBarViewFactory

  /// Creates the dependency manager.
  ///
  /// - Parameters:
  ///   - playbackManager: The shared manager (a new one by default).
  ///   - makeEngine: Makes one engine per module; by default the real engine on the
  ///     continuous clock, with ffmpeg frames when ffmpeg is installed.
  ///   - makeVideoView: Makes the video view.
  ///   - makePlaybackBarView: Makes the playback bar.
  public init(
    playbackManager: SharedPlaybackManager = SharedPlaybackManager(),
    makeEngine: @escaping @MainActor () -> any VideoPlaybackEngine = {
      ClockedPlaybackEngine(decoders: FFmpegFrameDecoder.factory())
    },
    makeVideoView: @escaping VideoViewFactory,
    makePlaybackBarView: @escaping PlaybackBarViewFactory
  ) {
    self.playbackManager = playbackManager
    self.makeEngine = makeEngine
    self.makeVideoView = makeVideoView
    self.makePlaybackBarView = makePlaybackBarView
  }

  /// Makes and wires one module: strong references go in initializers, and the three
  /// back-references (presenter -> views, interactor -> presenter) are set here, weak.
  func wire(indexPath: IndexPath?, theme: PlaybackBarTheme) -> Module<
    any VideoPlaybackModuleInput
  > {
    let engine = makeEngine()
    let interactor = VideoPlaybackInteractor(
      engine: engine, manager: playbackManager, indexPath: indexPath)
    let presenter = VideoPlaybackPresenter(
      interactor: interactor, theme: theme, indexPath: indexPath)
    let bar = makePlaybackBarView(theme)
    let view = makeVideoView(presenter, bar)
    presenter.view = view
    presenter.bar = bar
    interactor.output = presenter
    return Module(
      view: view, input: presenter,
      parts: ModuleParts([
        "view": view, "playbackBar": bar, "presenter": presenter, "interactor": interactor,
        "engine": engine,
      ]))
  }
}
