import Foundation
import ViperKit

/// Plays one item with its engine, under the shared manager's one-at-a-time rule.
@MainActor
public final class VideoPlaybackInteractor: VideoPlaybackInteractorInput, PlaybackParticipant {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any VideoPlaybackInteractorOutput)?
  /// The cell the item is in, or `nil` standalone.
  public private(set) var indexPath: IndexPath?

  private let engine: any VideoPlaybackEngine
  private let manager: SharedPlaybackManager
  private let tasks = TaskBag()
  private var url: URL?
  private var isExpanded = false
  /// Whether the item plays as soon as its load finishes.
  private var playWhenLoaded = false
  /// Whether a load is under way. Kept here, not read from the engine: the load task has not
  /// necessarily started (and told the engine) when the next input arrives.
  private var isLoading = false

  /// Creates the interactor over `engine`, sharing `manager` with the other items.
  public init(
    engine: any VideoPlaybackEngine, manager: SharedPlaybackManager, indexPath: IndexPath? = nil
  ) {
    self.engine = engine
    self.manager = manager
    self.indexPath = indexPath
    engine.onEvent = { [weak self] event in self?.handle(event) }
  }

  /// The engine's state, for tests and for the feed's invariants.
  public var playbackState: PlaybackState { isLoading ? .loading : engine.state }
  /// The engine's position.
  public var position: Duration { engine.position }
  /// The loaded media's duration, if loaded.
  public var duration: Duration? { engine.media?.duration }

  // MARK: VideoPlaybackInteractorInput

  public func tapVideo(url: URL, at indexPath: IndexPath?) {
    if let indexPath {
      self.indexPath = indexPath
    }
    if url == self.url {
      switch playbackState {
      case .playing:
        pause()
        return
      case .paused, .ended:
        play()
        return
      case .loading:
        playWhenLoaded = true
        manager.willPlay(self)
        return
      case .idle:
        break
      }
    } else if self.url != nil {
      unload()
      output?.resetPresentation()
    }
    load(url)
  }

  public func scrub(to time: Duration) {
    guard !isLoading, engine.media != nil else { return }
    engine.seek(to: time)
    output?.moved(to: engine.position)
  }

  public func skipBack(seconds: Int) {
    scrub(to: engine.position - .seconds(seconds))
  }

  public func skipForward(seconds: Int) {
    scrub(to: engine.position + .seconds(seconds))
  }

  public func toggleExpanded() {
    isExpanded.toggle()
    output?.expandedChanged(isExpanded)
  }

  public func movedOffScreen() {
    playWhenLoaded = false
    if playbackState == .playing {
      pause()
    } else {
      manager.didStop(self)
    }
  }

  public func reusedInCell() {
    unload()
    output?.resetPresentation()
  }

  // MARK: PlaybackParticipant

  public func playbackManagerDidStop() {
    playWhenLoaded = false
    if engine.state == .playing {
      engine.pause()
      output?.stopped()
    }
  }

  // MARK: Playback

  private func load(_ url: URL) {
    tasks.cancelAll()
    self.url = url
    isLoading = true
    playWhenLoaded = true
    manager.willPlay(self)
    output?.loadStarted()
    tasks.run { [weak self, engine] in
      do throws(VideoPlaybackError) {
        let surface = try await engine.load(url)
        // Cancelled: a newer load, a reuse, or the module went away; they own the state now.
        guard !Task.isCancelled else { return }
        self?.loaded(surface)
      } catch {
        guard !Task.isCancelled else { return }
        self?.failed(error)
      }
    }
  }

  private func loaded(_ surface: any VideoRenderSurface) {
    isLoading = false
    output?.loadSucceeded(surface: surface)
    if playWhenLoaded {
      play()
    }
  }

  private func failed(_ error: VideoPlaybackError) {
    isLoading = false
    url = nil
    playWhenLoaded = false
    manager.didStop(self)
    output?.loadFailed(message: error.message)
  }

  private func play() {
    guard let media = engine.media else { return }
    playWhenLoaded = false
    manager.willPlay(self)
    engine.play()
    output?.startedPlaying(duration: media.duration)
  }

  private func pause() {
    engine.pause()
    manager.didStop(self)
    output?.stopped()
  }

  private func unload() {
    tasks.cancelAll()
    isLoading = false
    engine.unload()
    manager.didStop(self)
    url = nil
    playWhenLoaded = false
    if isExpanded {
      isExpanded = false
      output?.expandedChanged(false)
    }
  }

  private func handle(_ event: PlaybackEvent) {
    switch event {
    case .progress(let position):
      output?.playing(forSeconds: Int(position.seconds.rounded(.down)))
    case .ended:
      manager.didStop(self)
      output?.playedToEnd()
    }
  }
}
