import Foundation
import Testing
import VideoPlaybackKit
import ViperKitTesting

/// The presenter between the views and the interactor: every event and every output.
@MainActor
@Suite("Video playback presenter")
struct VideoPlaybackPresenterTests {
  struct Subject {
    let presenter: VideoPlaybackPresenter
    let interactor: InteractorSpy
    let view: VideoViewSpy
    let bar: PlaybackBarSpy
  }

  static let url = URL(fileURLWithPath: "/media/clip.mp4")
  static let cell = IndexPath(indexes: [0, 4])

  private func makeHarness() -> ModuleHarness<Subject> {
    ModuleHarness { log in
      let interactor = InteractorSpy(.interactor, log: log)
      let presenter = VideoPlaybackPresenter(
        interactor: interactor, theme: .compact, indexPath: Self.cell)
      let view = VideoViewSpy(.view, log: log)
      let bar = PlaybackBarSpy(Boundary("bar"), log: log)
      presenter.view = view
      presenter.bar = bar
      return Subject(presenter: presenter, interactor: interactor, view: view, bar: bar)
    }
  }

  private func configured() async -> ModuleHarness<Subject> {
    let harness = makeHarness()
    harness.subject.presenter.configure(url: Self.url, title: "Clip")
    await harness.expect {
      $0.view.showIdle(title: "Clip")
      $0.bar.showBar(Self.bar(false, "0:00", "-:--"))
    }
    return harness
  }

  static func bar(_ playing: Bool, _ elapsed: String, _ total: String) -> PlaybackBarViewModel {
    PlaybackBarViewModel(
      isPlaying: playing, fraction: 0, elapsedText: elapsed, durationText: total, theme: .compact)
  }

  @Test("view did load shows the idle state and an empty bar, and asks nothing of the interactor")
  func viewDidLoad() async {
    let harness = makeHarness()
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showIdle(title: "")
      $0.bar.showBar(Self.bar(false, "0:00", "-:--"))
    }
  }

  @Test("tapping before anything is configured says there is nothing to play")
  func tapUnconfigured() async {
    let harness = makeHarness()
    harness.subject.presenter.didTapVideo()
    await harness.expect { $0.view.showError("There is nothing to play yet.") }
  }

  @Test("the view's events become interactor inputs, with the cell's index path")
  func eventsBecomeInputs() async {
    let harness = await configured()
    let presenter = harness.subject.presenter
    presenter.didTapVideo()
    presenter.didTapSkipBack()
    presenter.didTapSkipForward()
    presenter.didTapExpand()
    presenter.moveOffScreen()
    presenter.prepareForReuse()
    await harness.expect {
      $0.interactor.tapVideo(url: Self.url, at: Self.cell)
      $0.interactor.skipBack(seconds: 10)
      $0.interactor.skipForward(seconds: 10)
      $0.interactor.toggleExpanded()
      $0.interactor.movedOffScreen()
      $0.interactor.reusedInCell()
    }
  }

  @Test("the interactor's outputs become what the views show")
  func outputsBecomeViewUpdates() async {
    let harness = await configured()
    let presenter = harness.subject.presenter
    presenter.loadStarted()
    presenter.loadSucceeded(surface: StubSurface("clip.mp4", duration: .seconds(75)))
    presenter.startedPlaying(duration: .seconds(75))
    presenter.playing(forSeconds: 3)
    presenter.stopped()
    presenter.moved(to: .seconds(70))
    presenter.playedToEnd()
    presenter.expandedChanged(true)
    presenter.loadFailed(message: "the file is cut short")
    presenter.resetPresentation()
    await harness.expect {
      $0.view.showLoading(title: "Clip")
      $0.view.showVideo(StubSurface("clip.mp4", duration: .seconds(75)), title: "Clip")
      $0.bar.showBar(Self.bar(false, "0:00", "1:15"))
      $0.bar.showBar(Self.bar(true, "0:00", "1:15"))
      $0.bar.showBar(Self.bar(true, "0:03", "1:15"))
      $0.bar.showBar(Self.bar(false, "0:03", "1:15"))
      $0.bar.showBar(Self.bar(false, "1:10", "1:15"))
      $0.bar.showBar(Self.bar(false, "1:15", "1:15"))
      $0.view.showExpanded(true)
      $0.view.showError("Couldn't play Clip. the file is cut short")
      $0.view.showIdle(title: "Clip")
      $0.bar.showBar(Self.bar(false, "0:00", "-:--"))
    }
  }

  @Test("scrubbing to a fraction asks for that share of the duration, clamped")
  func scrubFraction() async {
    let harness = await configured()
    let presenter = harness.subject.presenter
    presenter.didScrub(toFraction: 0.5)  // no duration yet: nothing
    presenter.loadSucceeded(surface: StubSurface("clip.mp4", duration: .seconds(8)))
    presenter.didScrub(toFraction: 0.25)
    presenter.didScrub(toFraction: 1.7)
    await harness.expect {
      $0.view.showVideo(StubSurface("clip.mp4", duration: .seconds(8)), title: "Clip")
      $0.bar.showBar(Self.bar(false, "0:00", "0:08"))
      $0.interactor.scrub(to: .seconds(2))
      $0.interactor.scrub(to: .seconds(8))
    }
  }

  @Test("the bar's fraction and times follow the position")
  func barViewModel() {
    let presenter = VideoPlaybackPresenter(
      interactor: VideoPlaybackInteractorStub(), theme: .standard)
    presenter.loadSucceeded(surface: StubSurface("clip.mp4", duration: .seconds(3725)))
    presenter.moved(to: .seconds(3725 / 5))
    #expect(presenter.barViewModel.fraction == 0.2)
    #expect(presenter.barViewModel.elapsedText == "12:25")
    #expect(presenter.barViewModel.durationText == "1:02:05")
  }
}

/// An interactor that ignores every input.
@MainActor
final class VideoPlaybackInteractorStub: VideoPlaybackInteractorInput {
  func tapVideo(url: URL, at indexPath: IndexPath?) {}
  func scrub(to time: Duration) {}
  func skipBack(seconds: Int) {}
  func skipForward(seconds: Int) {}
  func toggleExpanded() {}
  func movedOffScreen() {}
  func reusedInCell() {}
}
