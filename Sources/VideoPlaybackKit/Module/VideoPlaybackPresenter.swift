import Foundation
import ViperKit

/// Turns the video view's events into interactor inputs, and playback into what the video view
/// and the playback bar show.
@MainActor
public final class VideoPlaybackPresenter: VideoPlaybackViewOutput, VideoPlaybackInteractorOutput,
  VideoPlaybackModuleInput
{
  /// How far skip back and skip forward move, in seconds.
  public static let skipInterval = 10

  /// The video view, held weakly: the view owns the presenter.
  public weak var view: (any VideoPlaybackViewInput)?
  /// The playback bar, held weakly: the video view owns it.
  public weak var bar: (any PlaybackBarViewInput)?
  /// How the bar looks.
  public let theme: PlaybackBarTheme
  /// The cell the item is in, or `nil` standalone.
  public private(set) var indexPath: IndexPath?

  private let interactor: any VideoPlaybackInteractorInput
  private var url: URL?
  private var title = ""
  private var duration: Duration?
  private var position: Duration = .zero
  private var isPlaying = false

  /// Creates the presenter. It does nothing until ``viewDidLoad()``.
  public init(
    interactor: any VideoPlaybackInteractorInput, theme: PlaybackBarTheme,
    indexPath: IndexPath? = nil
  ) {
    self.interactor = interactor
    self.theme = theme
    self.indexPath = indexPath
  }

  /// What the bar shows now.
  public var barViewModel: PlaybackBarViewModel {
    let fraction = duration.map { $0 > .zero ? position.seconds / $0.seconds : 0 } ?? 0
    return PlaybackBarViewModel(
      isPlaying: isPlaying, fraction: min(max(fraction, 0), 1),
      elapsedText: PlaybackBarViewModel.timeText(position),
      durationText: duration.map(PlaybackBarViewModel.timeText) ?? "-:--", theme: theme)
  }

  // MARK: VideoPlaybackViewOutput

  public func viewDidLoad() {
    view?.showIdle(title: title)
    bar?.showBar(barViewModel)
  }

  public func didTapVideo() {
    guard let url else {
      view?.showError("There is nothing to play yet.")
      return
    }
    interactor.tapVideo(url: url, at: indexPath)
  }

  public func didScrub(toFraction fraction: Double) {
    guard let duration, !fraction.isNaN else { return }
    interactor.scrub(to: duration * min(max(fraction, 0), 1))
  }

  public func didTapSkipBack() {
    interactor.skipBack(seconds: Self.skipInterval)
  }

  public func didTapSkipForward() {
    interactor.skipForward(seconds: Self.skipInterval)
  }

  public func didTapExpand() {
    interactor.toggleExpanded()
  }

  // MARK: VideoPlaybackInteractorOutput

  public func resetPresentation() {
    duration = nil
    position = .zero
    isPlaying = false
    view?.showIdle(title: title)
    bar?.showBar(barViewModel)
  }

  public func loadStarted() {
    view?.showLoading(title: title)
  }

  public func loadSucceeded(surface: any VideoRenderSurface) {
    duration = surface.media.duration
    position = .zero
    view?.showVideo(surface, title: title)
    bar?.showBar(barViewModel)
  }

  public func loadFailed(message: String) {
    isPlaying = false
    view?.showError("Couldn't play \(title.isEmpty ? "the video" : title). \(message)")
  }

  public func startedPlaying(duration: Duration) {
    if let known = self.duration, position >= known {
      position = .zero
    }
    self.duration = duration
    isPlaying = true
    bar?.showBar(barViewModel)
  }

  public func stopped() {
    isPlaying = false
    bar?.showBar(barViewModel)
  }

  public func playedToEnd() {
    isPlaying = false
    position = duration ?? position
    bar?.showBar(barViewModel)
  }

  public func playing(forSeconds seconds: Int) {
    position = .seconds(seconds)
    bar?.showBar(barViewModel)
  }

  public func moved(to position: Duration) {
    self.position = position
    bar?.showBar(barViewModel)
  }

  public func expandedChanged(_ isExpanded: Bool) {
    view?.showExpanded(isExpanded)
  }

  // MARK: VideoPlaybackModuleInput

  public func configure(url: URL, title: String) {
    self.url = url
    self.title = title
    view?.showIdle(title: title)
    bar?.showBar(barViewModel)
  }

  public func moveOffScreen() {
    interactor.movedOffScreen()
  }

  public func prepareForReuse() {
    interactor.reusedInCell()
  }
}
