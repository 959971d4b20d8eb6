import Foundation
import VideoPlaybackKit
import ViperKit
import ViperKitTesting

// Recording doubles for the video playback contracts: one line per method.

final class InteractorOutputSpy: Spy<any VideoPlaybackInteractorOutput>,
  VideoPlaybackInteractorOutput
{
  func resetPresentation() { record() }
  func loadStarted() { record() }
  func loadSucceeded(surface: any VideoRenderSurface) {
    record(surface.url.lastPathComponent, surface.media.duration)
  }
  func loadFailed(message: String) { record(message) }
  func startedPlaying(duration: Duration) { record(duration) }
  func stopped() { record() }
  func playedToEnd() { record() }
  func playing(forSeconds seconds: Int) { record(seconds) }
  func moved(to position: Duration) { record(position) }
  func expandedChanged(_ isExpanded: Bool) { record(isExpanded) }
}

final class InteractorSpy: Spy<any VideoPlaybackInteractorInput>, VideoPlaybackInteractorInput {
  func tapVideo(url: URL, at indexPath: IndexPath?) {
    record(url.lastPathComponent, indexPath as Any)
  }
  func scrub(to time: Duration) { record(time) }
  func skipBack(seconds: Int) { record(seconds) }
  func skipForward(seconds: Int) { record(seconds) }
  func toggleExpanded() { record() }
  func movedOffScreen() { record() }
  func reusedInCell() { record() }
}

final class VideoViewSpy: Spy<any VideoPlaybackViewInput>, VideoPlaybackViewInput {
  func viewDidLoad() {}
  func showIdle(title: String) { record(title) }
  func showLoading(title: String) { record(title) }
  func showVideo(_ surface: any VideoRenderSurface, title: String) {
    record(surface.url.lastPathComponent, title)
  }
  func showError(_ message: String) { record(message) }
  func showExpanded(_ isExpanded: Bool) { record(isExpanded) }
}

final class PlaybackBarSpy: Spy<any PlaybackBarViewInput>, PlaybackBarViewInput {
  func showBar(_ bar: PlaybackBarViewModel) {
    record("\(bar.isPlaying ? "▶" : "⏸") \(bar.elapsedText)/\(bar.durationText)")
  }
}

/// A surface to write expectations with: only its URL and media matter to the spies.
@MainActor
final class StubSurface: VideoRenderSurface {
  let url: URL
  let media: VideoMedia
  init(_ name: String, duration: Duration) {
    url = URL(fileURLWithPath: "/\(name)")
    media = VideoMedia(brand: "isom", timescale: 1000, duration: duration, tracks: [])
  }
  var framesUnavailableReason: String? { nil }
  func frame(width: Int, height: Int) -> VideoFrame? { nil }
  func stop() {}
}
