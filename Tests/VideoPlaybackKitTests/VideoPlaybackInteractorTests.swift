import Foundation
import MockAPI
import Testing
import VideoPlaybackKit
import ViperKitTesting

/// Every interactor input and the outputs it produces, with the real engine on a `TestClock`.
@MainActor
@Suite("Video playback interactor: inputs -> outputs")
struct VideoPlaybackInteractorTests {
  struct Subject {
    let interactor: VideoPlaybackInteractor
    let output: InteractorOutputSpy
    let clock: TestClock<Duration>
    let manager: SharedPlaybackManager
  }

  static let cell = IndexPath(indexes: [0, 2])
  /// How long an expectation waits. Loading reads a real file; under ThreadSanitizer, with
  /// hundreds of tests sharing the main actor, that has taken over the harness's default 5 s.
  static let patience: Duration = .seconds(30)

  private func makeHarness(manager: SharedPlaybackManager = SharedPlaybackManager())
    -> ModuleHarness<Subject>
  {
    ModuleHarness { log in
      let clock = TestClock()
      let engine = ClockedPlaybackEngine(clock: PlaybackClock(clock))
      let interactor = VideoPlaybackInteractor(
        engine: engine, manager: manager, indexPath: Self.cell)
      let output = InteractorOutputSpy(.interactorOutput, log: log)
      interactor.output = output
      return Subject(interactor: interactor, output: output, clock: clock, manager: manager)
    }
  }

  // Plain values for expectations: a failing #expect reflects every object in its expression,
  // and reflecting an engine (closures, locks) is slow and has crashed Swift Testing.
  private static func isCurrent(_ harness: ModuleHarness<Subject>) -> Bool {
    harness.subject.manager.isCurrent(harness.subject.interactor)
  }
  private static func nothingCurrent(_ harness: ModuleHarness<Subject>) -> Bool {
    harness.subject.manager.currentParticipant == nil
  }
  private static func state(_ harness: ModuleHarness<Subject>) -> PlaybackState {
    harness.subject.interactor.playbackState
  }
  private static func position(_ harness: ModuleHarness<Subject>) -> Duration {
    harness.subject.interactor.position
  }

  /// Taps `name` and waits until it plays.
  private func startPlaying(_ name: String, in harness: ModuleHarness<Subject>) async throws {
    harness.subject.interactor.tapVideo(url: try Fixture.url(name), at: Self.cell)
    await harness.expect(timeout: Self.patience) {
      $0.output.loadStarted()
      $0.output.loadSucceeded(surface: StubSurface(name, duration: .seconds(4)))
      $0.output.startedPlaying(duration: .seconds(4))
    }
  }

  @Test("tap video: loads the file, then plays it, claiming the shared manager")
  func tapLoadsAndPlays() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    #expect(Self.state(harness) == .playing)
    #expect(Self.isCurrent(harness))
  }

  @Test("tap video again: pauses; once more: resumes")
  func tapTogglesPlayback() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    let url = try Fixture.url("clip-faststart.mp4")
    harness.subject.interactor.tapVideo(url: url, at: Self.cell)
    await harness.expect(timeout: Self.patience) { $0.output.stopped() }
    #expect(!Self.isCurrent(harness))
    harness.subject.interactor.tapVideo(url: url, at: Self.cell)
    await harness.expect(timeout: Self.patience) { $0.output.startedPlaying(duration: .seconds(4)) }
  }

  @Test("tap video on a broken file: load failed, with the parser's message")
  func tapBrokenFile() async throws {
    let harness = makeHarness()
    harness.subject.interactor.tapVideo(url: try Fixture.url("broken-audio-only.m4a"), at: nil)
    await harness.expect(timeout: Self.patience) {
      $0.output.loadStarted()
      $0.output.loadFailed(message: "the file has no video track (only audio)")
    }
    #expect(Self.nothingCurrent(harness))
  }

  @Test("tap video on another file: resets, then loads and plays the new one")
  func tapAnotherFile() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    harness.subject.interactor.tapVideo(url: try Fixture.url("red.mp4"), at: Self.cell)
    await harness.expect(timeout: Self.patience) {
      $0.output.resetPresentation()
      $0.output.loadStarted()
      $0.output.loadSucceeded(surface: StubSurface("red.mp4", duration: .seconds(2)))
      $0.output.startedPlaying(duration: .seconds(2))
    }
  }

  @Test("playing: one 'playing for N s' per second, then played to end")
  func playsForSecondsThenEnds() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    for second in 1...3 {
      await untilSleeping(harness.subject.clock)
      await harness.subject.clock.advance(by: .seconds(1))
      await harness.expect(timeout: Self.patience) { $0.output.playing(forSeconds: second) }
    }
    await untilSleeping(harness.subject.clock)
    await harness.subject.clock.advance(by: .seconds(1))
    await harness.expect(timeout: Self.patience) { $0.output.playedToEnd() }
    #expect(Self.nothingCurrent(harness))
  }

  @Test("scrub to a time: moved there, clamped to the media; nothing before a load")
  func scrub() async throws {
    let harness = makeHarness()
    harness.subject.interactor.scrub(to: .seconds(1))
    try await startPlaying("clip-faststart.mp4", in: harness)
    harness.subject.interactor.scrub(to: .milliseconds(2500))
    harness.subject.interactor.scrub(to: .seconds(-3))
    await harness.expect(timeout: Self.patience) {
      $0.output.moved(to: .milliseconds(2500))
      $0.output.moved(to: .zero)
    }
  }

  @Test("skip back and forward N s: moved, clamped; past the end while playing ends")
  func skip() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    harness.subject.interactor.skipForward(seconds: 2)
    harness.subject.interactor.skipBack(seconds: 1)
    harness.subject.interactor.skipBack(seconds: 10)
    await harness.expect(timeout: Self.patience) {
      $0.output.moved(to: .seconds(2))
      $0.output.moved(to: .seconds(1))
      $0.output.moved(to: .zero)
    }
    harness.subject.interactor.skipForward(seconds: 10)
    await harness.expect(timeout: Self.patience) {
      $0.output.playedToEnd()
      $0.output.moved(to: .seconds(4))
    }
    #expect(Self.state(harness) == .ended)
  }

  @Test("toggle expanded: on, then off")
  func toggleExpanded() async {
    let harness = makeHarness()
    harness.subject.interactor.toggleExpanded()
    harness.subject.interactor.toggleExpanded()
    await harness.expect(timeout: Self.patience) {
      $0.output.expandedChanged(true)
      $0.output.expandedChanged(false)
    }
  }

  @Test("moved off screen while playing: stopped, and the position holds")
  func offScreenPauses() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    await untilSleeping(harness.subject.clock)
    await harness.subject.clock.advance(by: .seconds(1))
    await harness.expect(timeout: Self.patience) { $0.output.playing(forSeconds: 1) }
    harness.subject.interactor.movedOffScreen()
    await harness.expect(timeout: Self.patience) { $0.output.stopped() }
    await harness.subject.clock.advance(by: .seconds(5))
    #expect(Self.position(harness) == .seconds(1))
    // Off screen again, or idle: nothing to say.
    harness.subject.interactor.movedOffScreen()
    await harness.expectNoMessages(during: .milliseconds(20))
  }

  @Test("moved off screen while loading: it loads but does not start")
  func offScreenWhileLoading() async throws {
    let harness = makeHarness()
    harness.subject.interactor.tapVideo(url: try Fixture.url("red.mp4"), at: Self.cell)
    harness.subject.interactor.movedOffScreen()
    await harness.expect(timeout: Self.patience) {
      $0.output.loadStarted()
      $0.output.loadSucceeded(surface: StubSurface("red.mp4", duration: .seconds(2)))
    }
    await harness.expectNoMessages(during: .milliseconds(20))
    #expect(Self.state(harness) == .paused)
  }

  @Test("reused in a cell: collapses, resets, unloads; the next tap loads again")
  func reuseResets() async throws {
    let harness = makeHarness()
    try await startPlaying("clip-faststart.mp4", in: harness)
    harness.subject.interactor.toggleExpanded()
    harness.subject.interactor.reusedInCell()
    await harness.expect(timeout: Self.patience) {
      $0.output.expandedChanged(true)
      $0.output.expandedChanged(false)
      $0.output.resetPresentation()
    }
    #expect(Self.state(harness) == .idle)
    #expect(Self.nothingCurrent(harness))
    try await startPlaying("clip-faststart.mp4", in: harness)
  }

  @Test("a new tap on another item stops the one playing")
  func newTapStopsPrevious() async throws {
    let manager = SharedPlaybackManager()
    let first = makeHarness(manager: manager)
    let second = makeHarness(manager: manager)
    try await startPlaying("clip-faststart.mp4", in: first)
    try await startPlaying("clip-faststart.mp4", in: second)
    await first.expect(timeout: Self.patience) { $0.output.stopped() }
    #expect(Self.state(first) == .paused)
    #expect(Self.isCurrent(second))
  }
}
