import Foundation
import ViperKit

// Every protocol of the video playback module, named by direction. The services it plays
// through have their own protocols beside their implementations: VideoPlaybackEngine and
// VideoRenderSurface (Engine/), FrameDecoder (Engine/), MediaByteSource (Media/).

/// Presenter -> video view: what the picture area shows.
@MainActor
public protocol VideoPlaybackViewInput: ViperView {
  /// Nothing loaded: show the item's title (if known) and a play prompt.
  func showIdle(title: String)
  /// The file is being opened.
  func showLoading(title: String)
  /// The file is open: draw `surface` (its frames, or its metadata without a decoder).
  func showVideo(_ surface: any VideoRenderSurface, title: String)
  /// The file could not be opened or played: show `message`.
  func showError(_ message: String)
  /// Show the picture full size (`true`) or inline (`false`).
  func showExpanded(_ isExpanded: Bool)
}

/// Presenter -> playback-bar view: position, duration and state.
@MainActor
public protocol PlaybackBarViewInput: AnyObject {
  /// Show `bar`.
  func showBar(_ bar: PlaybackBarViewModel)
}

/// Video view and playback-bar view -> presenter.
@MainActor
public protocol VideoPlaybackViewOutput: ViperPresenter {
  /// The person tapped the video (Enter): load and play, or pause, or resume.
  func didTapVideo()
  /// The person dragged the bar to `fraction` (0...1) of the duration.
  func didScrub(toFraction fraction: Double)
  /// The person asked to go back ``VideoPlaybackPresenter/skipInterval`` seconds.
  func didTapSkipBack()
  /// The person asked to go forward ``VideoPlaybackPresenter/skipInterval`` seconds.
  func didTapSkipForward()
  /// The person toggled the expanded view.
  func didTapExpand()
}

/// Presenter -> interactor: the module's inputs.
@MainActor
public protocol VideoPlaybackInteractorInput: ViperInteractor {
  /// Play `url` (in the cell at `indexPath`, or standalone when `nil`): loads it first if it
  /// is not loaded; on a playing item, pauses; on a paused or ended one, plays.
  func tapVideo(url: URL, at indexPath: IndexPath?)
  /// Moves the position to `time` (clamped to the media).
  func scrub(to time: Duration)
  /// Moves the position back `seconds`.
  func skipBack(seconds: Int)
  /// Moves the position forward `seconds`.
  func skipForward(seconds: Int)
  /// Switches between the inline and the expanded view.
  func toggleExpanded()
  /// The item left the screen: it pauses (and will not start if it was still loading).
  func movedOffScreen()
  /// The cell is reused for another item: stop, unload, and reset.
  func reusedInCell()
}

/// Interactor -> presenter: the module's outputs.
@MainActor
public protocol VideoPlaybackInteractorOutput: AnyObject {
  /// Forget what is shown: back to the idle state.
  func resetPresentation()
  /// Loading started.
  func loadStarted()
  /// The file is open; `surface` draws it.
  func loadSucceeded(surface: any VideoRenderSurface)
  /// The file could not be opened: `message` says why.
  func loadFailed(message: String)
  /// Playback started (or resumed) on media lasting `duration`.
  func startedPlaying(duration: Duration)
  /// Playback stopped (paused, by the person, by the shared manager, or off screen).
  func stopped()
  /// Playback reached the end of the media.
  func playedToEnd()
  /// Playback has been playing for `seconds` whole seconds of media.
  func playing(forSeconds seconds: Int)
  /// The position moved (scrub, skip) to `position`, playing or not.
  func moved(to position: Duration)
  /// The expanded view is now on (`true`) or off.
  func expandedChanged(_ isExpanded: Bool)
}

/// Other modules (a feed) -> this module.
@MainActor
public protocol VideoPlaybackModuleInput: AnyObject {
  /// The item this view plays: `url`, shown as `title`.
  func configure(url: URL, title: String)
  /// The item left the screen (scrolled away, selection moved): pause it.
  func moveOffScreen()
  /// The cell is reused for another item: reset, then ``configure(url:title:)`` again.
  func prepareForReuse()
  /// The item's index path in its feed, or `nil` when standalone.
  var indexPath: IndexPath? { get }
}

/// The interactor as the shared playback manager sees it.
@MainActor
public protocol PlaybackParticipant: AnyObject {
  /// Another item started playing: stop this one.
  func playbackManagerDidStop()
}
