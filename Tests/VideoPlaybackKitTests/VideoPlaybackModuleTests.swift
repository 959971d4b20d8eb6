import Foundation
import MockAPI
import Testing
import VideoPlaybackKit
import VideoPlaybackKitTerminal
import ViperKit
import ViperKitTesting
import ViperTerminal

/// The module as the builder makes it: both entry points, the wiring, the terminal views, and
/// what dismissal frees.
@MainActor
@Suite("Video playback module: builder, views, leaks")
struct VideoPlaybackModuleTests {
  private func dependencies(clock: TestClock<Duration> = TestClock())
    -> VideoPlaybackDependencyManager
  {
    .terminal(makeEngine: { ClockedPlaybackEngine(clock: PlaybackClock(clock)) })
  }

  @Test("both entry points wire view -> presenter -> interactor strongly, back-references weakly")
  func wiring() throws {
    let builder = VideoPlaybackBuilder(dependency: dependencies())
    for (module, indexPath) in [
      (
        builder.buildInCell(indexPath: IndexPath(indexes: [0, 7]), theme: .compact),
        IndexPath(indexes: [0, 7])
      ),
      (builder.buildStandalone(theme: .standard), nil),
    ] {
      let view = try #require(module.view as? VideoTerminalView)
      let presenter = try #require(view.presenter as? VideoPlaybackPresenter)
      #expect(presenter === module.input)
      #expect(presenter.view === view)
      #expect(presenter.bar === view.barView)
      #expect(module.input.indexPath == indexPath)
      let roles = module.screen.parts.all.map(\.role)
      #expect(roles == ["view", "playbackBar", "presenter", "interactor", "engine"])
      let interactor = try #require(module.screen.parts.all[3].object as? VideoPlaybackInteractor)
      #expect(interactor.output === presenter)
    }
    let themes = [
      builder.buildInCell(indexPath: IndexPath(indexes: [0, 0]), theme: .compact),
      builder.buildStandalone(theme: .standard),
    ].compactMap { ($0.view as? VideoTerminalView)?.barView.bar.theme }
    #expect(themes == [.compact, .standard])
  }

  @Test("releasing the module frees every part, even while it plays")
  func releaseFreesEverything() async throws {
    let clock = TestClock()
    let builder = VideoPlaybackBuilder(dependency: dependencies(clock: clock))
    var module: Module<any VideoPlaybackModuleInput>? = builder.buildStandalone()
    let parts = try #require(module?.screen.parts)
    var view: VideoTerminalView? = try #require(module?.view as? VideoTerminalView)
    view?.viewDidLoad()
    module?.input.configure(url: try Fixture.url("clip-faststart.mp4"), title: "Clip")
    _ = view?.handle(.enter)
    #expect(await eventually { view?.isPlaying == true })
    view = nil
    module = nil
    await expectDeallocation(of: parts)
  }

  @Test(
    "dismissing the expanded view ends the ffmpeg child; releasing the module frees it all",
    .enabled(if: FFmpegFrameDecoder.locate() != nil, "ffmpeg is not installed: no child to end"))
  func expandedViewLeavesNoChild() async throws {
    let builder = VideoPlaybackBuilder(dependency: .terminal())
    var module: Module<any VideoPlaybackModuleInput>? = builder.buildStandalone()
    let parts = try #require(module?.screen.parts)
    var view: VideoTerminalView? = try #require(module?.view as? VideoTerminalView)
    view?.viewDidLoad()
    module?.input.configure(url: try Fixture.url("clip-faststart.mp4"), title: "Clip")
    _ = view?.handle(.enter)
    _ = view?.handle(.character("f"))
    #expect(await eventually { view?.surface != nil && view?.isExpanded == true })
    var frame = Frame(size: Size(width: 32, height: 12))
    _ = await eventually {
      view?.renderExpanded(in: frame.bounds, into: &frame)
      return frame[16, 4].text == "▀"
    }
    let pid = try #require(Self.childProcessID(of: view?.surface))
    _ = view?.handle(.character("f"))
    #expect(await eventually { processIsGone(pid) }, "ffmpeg \(pid) outlived the expanded view")
    // Drawn again, it starts again; releasing the module ends that one too.
    view?.renderExpanded(in: frame.bounds, into: &frame)
    let again = try #require(Self.childProcessID(of: view?.surface))
    view = nil
    module = nil
    await expectDeallocation(of: parts)
    #expect(await eventually { processIsGone(again) }, "ffmpeg \(again) outlived its module")
  }

  private static func childProcessID(of surface: (any VideoRenderSurface)?) -> Int32? {
    let mirror = surface.map { Mirror(reflecting: $0) }
    let decoder = mirror?.children.first { $0.label == "decoder" }?.value as? FFmpegFrameDecoder
    return decoder?.childProcessID
  }

  @Test("the inline view draws the bar; the expanded view says frames need ffmpeg without it")
  func terminalRendering() async throws {
    let dependency = VideoPlaybackDependencyManager.terminal(makeEngine: {
      ClockedPlaybackEngine(clock: PlaybackClock(TestClock()), decoders: nil)
    })
    let module = VideoPlaybackBuilder(dependency: dependency).buildStandalone()
    let view = try #require(module.view as? VideoTerminalView)
    view.viewDidLoad()
    module.input.configure(url: try Fixture.url("clip-moov-at-end.mov"), title: "Bars")
    _ = view.handle(.enter)
    #expect(await eventually { view.isPlaying })
    var frame = Frame(size: Size(width: 40, height: 2))
    view.renderInline(in: frame.bounds, into: &frame)
    #expect(
      frame.lines() == [
        "▶ 0:00 ──────────────────────────── 0:03", "frames need ffmpeg (apt-get install ffm…",
      ])
    _ = view.handle(.character("f"))
    var expanded = Frame(size: Size(width: 60, height: 8))
    view.renderExpanded(in: expanded.bounds, into: &expanded)
    let words = expanded.lines().joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      words.contains("frames need ffmpeg (apt-get install ffmpeg); showing the metadata only"))
    #expect(expanded.lines()[6].hasPrefix("Bars · 128x72 · 0:03"))
  }

  @Test("the expanded view draws pictures in half blocks, and waits for one that is current")
  func halfBlocksAndWaiting() throws {
    let presenter = VideoPlaybackPresenter(
      interactor: VideoPlaybackInteractorStub(), theme: .standard)
    let view = VideoTerminalView(
      presenter: presenter, bar: PlaybackBarTerminalView(theme: .standard))
    let surface = PictureSurface()
    view.showVideo(surface, title: "Two colours")
    view.showExpanded(true)
    var frame = Frame(size: Size(width: 4, height: 5))
    view.renderExpanded(in: frame.bounds, into: &frame)
    // 4x2 pixels of media in 4 columns: one row of cells, red over blue.
    let cell = frame[0, 1]
    #expect(cell.text == "▀")
    #expect(cell.style.foreground == .rgb(255, 0, 0))
    #expect(cell.style.background == .rgb(0, 0, 255))
    #expect(!view.isWaitingForPicture)
    surface.position = .seconds(3)  // a seek: the picture is from before it
    view.renderExpanded(in: frame.bounds, into: &frame)
    #expect(view.isWaitingForPicture)
    surface.picture = nil  // nothing decoded yet
    view.renderExpanded(in: frame.bounds, into: &frame)
    #expect(view.isWaitingForPicture)
    #expect(frame.lines().joined().contains("ding"))  // "decoding…", wrapped in 4 columns
  }
}

/// A surface whose picture (red top row, blue bottom row) and position a test sets.
@MainActor
final class PictureSurface: VideoRenderSurface {
  let url = URL(fileURLWithPath: "/two-colours.mp4")
  let media = VideoMedia(
    brand: "isom", timescale: 1000, duration: .seconds(5),
    tracks: [MediaTrack(kind: .video, timescale: 1000, duration: .seconds(5), width: 4, height: 2)])
  var position: Duration = .zero
  var picture: VideoFrame? = VideoFrame(
    width: 4, height: 2, time: .zero,
    pixels: Array(repeating: [255, 0, 0], count: 4).flatMap { $0 }
      + Array(repeating: [0, 0, 255], count: 4).flatMap { $0 })
  var framesUnavailableReason: String? { nil }
  var playbackPosition: Duration { position }
  func frame(width: Int, height: Int) -> VideoFrame? {
    picture.map {
      VideoFrame(
        width: width, height: height, time: $0.time, pixels: Self.scaled($0, width, height))
    }
  }
  func stop() {}

  private static func scaled(_ picture: VideoFrame, _ width: Int, _ height: Int) -> [UInt8] {
    (0..<height).flatMap { y in
      (0..<width).flatMap { x -> [UInt8] in
        let pixel = picture.pixel(x: x * picture.width / width, y: y * picture.height / height)
        return [pixel.red, pixel.green, pixel.blue]
      }
    }
  }
}
