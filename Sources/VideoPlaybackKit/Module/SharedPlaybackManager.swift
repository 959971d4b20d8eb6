import Foundation

/// The one playback manager of a feed: at most one item plays at a time.
///
/// Every module the builder makes from one ``VideoPlaybackDependencyManager`` shares it. An
/// item that is about to play (or starts loading to play) claims it with ``willPlay(_:)``,
/// which stops the item that was playing; the newest tap always wins, even over an item still
/// loading. The manager holds participants weakly: it never keeps a dismissed module alive.
@MainActor
public final class SharedPlaybackManager {
  private weak var current: (any PlaybackParticipant)?

  /// A manager with nothing playing.
  public init() {}

  /// The item playing, or about to play once loaded.
  public var currentParticipant: (any PlaybackParticipant)? { current }

  /// `participant` is about to play: the one that was playing (if another) stops first.
  public func willPlay(_ participant: any PlaybackParticipant) {
    guard let previous = current, previous !== participant else {
      current = participant
      return
    }
    current = participant
    previous.playbackManagerDidStop()
  }

  /// `participant` stopped (paused, ended, reset, went off screen).
  public func didStop(_ participant: any PlaybackParticipant) {
    if current === participant {
      current = nil
    }
  }

  /// Whether `participant` is the one playing (or about to).
  public func isCurrent(_ participant: any PlaybackParticipant) -> Bool {
    current === participant
  }
}
