import Foundation
import MockAPI
import Testing
import ViperKitTesting

@testable import VideoPlaybackKit

/// The real engine on a `TestClock`: load, play, pause, seek, skip, end of media.
@MainActor
@Suite("Clocked playback engine")
struct ClockedPlaybackEngineTests {
  let clock = TestClock()
  let engine: ClockedPlaybackEngine
  let events = EventLog()

  init() {
    engine = ClockedPlaybackEngine(clock: PlaybackClock(clock))
    engine.onEvent = { [events] in events.append($0) }
  }

  private func advance(_ duration: Duration, expecting count: Int) async {
    await untilSleeping(clock)
    await clock.advance(by: duration)
    let arrived = await eventually { events.all.count >= count }
    #expect(arrived, "expected \(count) events, got \(events.all)")
  }

  @Test("loading reads the duration from the file's header and waits, paused, at zero")
  func loadsPaused() async throws {
    let surface = try await engine.load(try Fixture.url("clip-faststart.mp4"))
    #expect(surface.media.duration == .seconds(4))
    #expect(surface.media.resolutionText == "160x90")
    #expect(engine.state == .paused)
    #expect(engine.position == .zero)
  }

  @Test("playing moves with the clock, reports every whole second, and ends at the duration")
  func playsToTheEnd() async throws {
    _ = try await engine.load(try Fixture.url("clip-faststart.mp4"))
    engine.play()
    #expect(engine.state == .playing)
    await advance(.seconds(1), expecting: 1)
    #expect(engine.position == .seconds(1))
    await advance(.seconds(1), expecting: 2)
    await advance(.seconds(1), expecting: 3)
    await advance(.seconds(1), expecting: 4)
    #expect(
      events.all == [
        .progress(.seconds(1)), .progress(.seconds(2)), .progress(.seconds(3)), .ended,
      ])
    #expect(engine.state == .ended)
    #expect(engine.position == .seconds(4))
    // More time changes nothing.
    await clock.advance(by: .seconds(5))
    #expect(engine.position == .seconds(4))
    // Playing again starts over.
    engine.play()
    #expect(engine.position == .zero)
    #expect(engine.state == .playing)
  }

  @Test("pausing holds the position however much time passes")
  func pauseHolds() async throws {
    _ = try await engine.load(try Fixture.url("clip-moov-at-end.mov"))
    engine.play()
    await untilSleeping(clock)
    await clock.advance(by: .milliseconds(1500))
    _ = await eventually { events.all.count == 1 }
    engine.pause()
    #expect(engine.position == .milliseconds(1500))
    await clock.advance(by: .seconds(10))
    #expect(engine.position == .milliseconds(1500))
    #expect(engine.state == .paused)
    #expect(events.all == [.progress(.seconds(1))])
  }

  @Test("seek and skip clamp to 0...duration; skipping past the end while playing ends")
  func seekAndSkip() async throws {
    _ = try await engine.load(try Fixture.url("clip-moov-at-end.mov"))
    engine.seek(to: .seconds(-5))
    #expect(engine.position == .zero)
    engine.skip(by: .seconds(2))
    #expect(engine.position == .seconds(2))
    engine.skip(by: .seconds(-10))
    #expect(engine.position == .zero)
    engine.seek(to: .seconds(99))
    #expect(engine.position == .seconds(3))
    #expect(engine.state == .paused)
    engine.seek(to: .seconds(1))
    engine.play()
    await advance(.milliseconds(500), expecting: 0)
    engine.skip(by: .seconds(10))
    #expect(events.all == [.ended])
    #expect(engine.state == .ended)
    #expect(engine.position == .seconds(3))
  }

  @Test("after a seek while playing, progress counts from the new position")
  func seekWhilePlaying() async throws {
    _ = try await engine.load(try Fixture.url("clip-faststart.mp4"))
    engine.play()
    engine.seek(to: .milliseconds(2500))
    await advance(.milliseconds(500), expecting: 1)
    #expect(events.all == [.progress(.seconds(3))])
  }

  @Test("a broken file fails to load and leaves the engine idle")
  func brokenFile() async throws {
    let error = await #expect(throws: VideoPlaybackError.self) {
      _ = try await engine.load(try Fixture.url("broken-audio-only.m4a"))
    }
    #expect(error?.kind == .noVideoTrack)
    #expect(engine.state == .idle)
    engine.play()
    #expect(engine.state == .idle)
    #expect(engine.position == .zero)
  }

  @Test("unloading stops playback and forgets the media")
  func unload() async throws {
    _ = try await engine.load(try Fixture.url("red.mp4"))
    engine.play()
    engine.unload()
    #expect(engine.state == .idle)
    #expect(engine.media == nil)
    await clock.advance(by: .seconds(5))
    #expect(events.all == [])
  }

  @Test("without a decoder the surface says frames need ffmpeg")
  func metadataOnlySurface() async throws {
    let surface = try await engine.load(try Fixture.url("red.mp4"))
    #expect(
      surface.framesUnavailableReason
        == "frames need ffmpeg (apt-get install ffmpeg); showing the metadata only")
    #expect(surface.frame(width: 4, height: 4) == nil)
  }
}

/// Events in the order they came.
@MainActor
final class EventLog {
  private(set) var all: [PlaybackEvent] = []
  func append(_ event: PlaybackEvent) { all.append(event) }
}
