import Foundation
import MockAPI
import PropertyBased
import Testing
import VideoPlaybackKit
import ViperKitTesting

/// The shared manager's invariants under random sequences of taps, scrolls, reuses, skips and
/// scrubs over a feed of cells, each with the real engine on one `TestClock`.
@MainActor
@Suite("Shared playback manager: invariants")
struct SharedPlaybackManagerPropertyTests {
  /// One thing a person (or the feed) does.
  enum Step: Sendable, CustomStringConvertible {
    case tap(Int)
    case offScreen(Int)
    case reuse(Int)
    case skip(Int, seconds: Int)
    case scrub(Int, fraction: Double)
    case wait(milliseconds: Int)

    var description: String {
      switch self {
      case .tap(let cell): "tap \(cell)"
      case .offScreen(let cell): "off screen \(cell)"
      case .reuse(let cell): "reuse \(cell)"
      case .skip(let cell, let seconds): "skip \(cell) by \(seconds) s"
      case .scrub(let cell, let fraction): "scrub \(cell) to \(fraction)"
      case .wait(let milliseconds): "wait \(milliseconds) ms"
      }
    }
  }

  static let cells = 5
  static let files = [
    "clip-faststart.mp4", "clip-moov-at-end.mov", "clip-largesize.mp4", "red.mp4",
  ]

  static let step = Gen.frequency(
    (3, Gen.int(in: 0...(cells - 1)).map(Step.tap)),
    (1, Gen.int(in: 0...(cells - 1)).map(Step.offScreen)),
    (1, Gen.int(in: 0...(cells - 1)).map(Step.reuse)),
    (
      1, zip(Gen.int(in: 0...(cells - 1)), Gen.int(in: -15...15)).map { Step.skip($0, seconds: $1) }
    ),
    (
      1,
      zip(Gen.int(in: 0...(cells - 1)), Gen.double(in: -0.5...1.5)).map {
        Step.scrub($0, fraction: $1)
      }
    ),
    (2, Gen.int(in: 1...2500).map { Step.wait(milliseconds: $0) })
  )

  @Test("at most one item plays, and every position stays within 0...duration")
  func invariantsHold() async throws {
    let urls = try Self.files.map { try Fixture.url($0) }
    await propertyCheck(count: 100, input: Self.step.array(of: 1...40)) { steps in
      let clock = TestClock()
      let manager = SharedPlaybackManager()
      let feed = (0..<Self.cells).map { row in
        VideoPlaybackInteractor(
          engine: ClockedPlaybackEngine(clock: PlaybackClock(clock)), manager: manager,
          indexPath: IndexPath(indexes: [0, row]))
      }
      for step in steps {
        switch step {
        case .tap(let cell):
          feed[cell].tapVideo(url: urls[cell % urls.count], at: nil)
        case .offScreen(let cell):
          feed[cell].movedOffScreen()
        case .reuse(let cell):
          feed[cell].reusedInCell()
        case .skip(let cell, let seconds):
          seconds < 0
            ? feed[cell].skipBack(seconds: -seconds) : feed[cell].skipForward(seconds: seconds)
        case .scrub(let cell, let fraction):
          feed[cell].scrub(to: .seconds(4) * fraction)
        case .wait(let milliseconds):
          await clock.advance(by: .milliseconds(milliseconds))
        }
        // Let loads finish: a load in flight is the one moment two items could race.
        _ = await eventually { feed.allSatisfy { $0.playbackState != .loading } }
        let playing = feed.indices.filter { feed[$0].playbackState == .playing }
        #expect(playing.count <= 1, "after \(step): cells \(playing) are all playing")
        if let only = playing.first {
          let managed = manager.isCurrent(feed[only])
          #expect(managed, "after \(step): cell \(only) plays unmanaged")
        }
        for (cell, item) in feed.enumerated() {
          let duration = item.duration ?? .zero
          let position = item.position
          #expect(
            position >= .zero && position <= duration,
            "after \(step): cell \(cell) is at \(position) of \(duration)")
        }
      }
    }
  }
}
