import Foundation
import MockAPI
import ProcessTestSupport
import Testing
import VideoPlaybackKit
import VideoPlaybackKitTerminal
import ViperDemo
import ViperKit
import ViperKitTesting
import ViperTerminal

/// The demo's video tab: the feed in-process, and `viper-demo --once --media` as a process.
@MainActor
@Suite("Video feed (viper-demo --tab video)")
struct VideoFeedTests {
  private func feed(_ names: [String]) throws -> VideoFeedTerminalView {
    let clock = TestClock()
    let builder = VideoPlaybackBuilder(
      dependency: .terminal(makeEngine: { ClockedPlaybackEngine(clock: PlaybackClock(clock)) }))
    let items = try names.map { VideoFeedItem(title: $0, url: try Fixture.url($0)) }
    return VideoFeedTerminalView(items: items, builder: builder)
  }

  private static func isPlaying(_ feed: VideoFeedTerminalView, _ row: Int) -> Bool {
    (feed.module(at: row)?.view as? VideoTerminalView)?.isPlaying == true
  }

  @Test("rows show each file's duration and resolution from its header, or its error")
  func rows() async throws {
    let feed = try feed(["clip-largesize.mp4", "broken-audio-only.m4a"])
    feed.viewDidLoad()
    #expect(await eventually { feed.phase != .loading })
    #expect(feed.phase == .failed)
    var frame = Frame(size: Size(width: 70, height: 4))
    feed.render(in: frame.bounds, into: &frame, tick: 0)
    #expect(
      frame.lines() == [
        " clip-largesize.mp4                                  2.50 s · 192x108",
        "   ⏸ 0:00 ······················································ -:--",
        " broken-audio-only.m4a       the file has no video track (only audio)",
        "",
      ])
  }

  @Test("Enter plays the selected item; moving the selection away pauses it; one plays at a time")
  func selectionAndPlayback() async throws {
    let feed = try feed(["clip-faststart.mp4", "red.mp4"])
    feed.viewDidLoad()
    #expect(await eventually { feed.phase == .ready })
    #expect(feed.handle(.enter))
    #expect(await eventually { Self.isPlaying(feed, 0) })
    #expect(feed.handle(.down))
    #expect(!Self.isPlaying(feed, 0))
    #expect(feed.handle(.enter))
    #expect(await eventually { Self.isPlaying(feed, 1) })
    // Back up and play the first again: the second stops, though it never left the screen
    // by itself (the selection moved, and the shared manager agrees).
    #expect(feed.handle(.up))
    #expect(feed.handle(.enter))
    #expect(await eventually { Self.isPlaying(feed, 0) })
    #expect(!Self.isPlaying(feed, 1))
    // f expands the selected item; the title says which.
    #expect(feed.handle(.character("f")))
    #expect(feed.title == "Video › clip-faststart.mp4")
  }

  @Test(
    "dismissing the feed frees it, every cell module, and ends the ffmpeg child of the expanded view",
    .enabled(if: FFmpegFrameDecoder.locate() != nil, "ffmpeg is not installed: no child to end"))
  func dismissingTheFeedLeavesNothing() async throws {
    let items = try ["clip-faststart.mp4", "red.mp4"].map {
      VideoFeedItem(title: $0, url: try Fixture.url($0))
    }
    var feed: VideoFeedTerminalView? = VideoFeedTerminalView(
      items: items, builder: VideoPlaybackBuilder(dependency: .terminal()))
    feed?.viewDidLoad()
    _ = feed?.handle(.down)
    _ = feed?.handle(.enter)
    _ = feed?.handle(.character("f"))
    let parts = try [0, 1].map { try #require(feed?.module(at: $0)?.screen.parts) }
    var frame = Frame(size: Size(width: 40, height: 14))
    let drawn = await eventually {
      feed?.render(in: frame.bounds, into: &frame, tick: 0)
      return frame.lines().contains { $0.contains("▀") }
    }
    let problem = feed?.selectedVideoView?.surface?.decoderProblem
    #expect(drawn, "no picture within 30 s; the decoder says: \(problem ?? "nothing")")
    let pid = try #require(Self.childProcessID(feed?.selectedVideoView?.surface))
    weak let dismissed = feed
    feed = nil
    #expect(await eventually { dismissed == nil }, "the feed outlived its dismissal")
    for module in parts {
      await expectDeallocation(of: module)
    }
    #expect(await eventually { processIsGone(pid) }, "ffmpeg \(pid) outlived the feed")
  }

  private static func childProcessID(_ surface: (any VideoRenderSurface)?) -> Int32? {
    let mirror = surface.map { Mirror(reflecting: $0) }
    let decoder = mirror?.children.first { $0.label == "decoder" }?.value as? FFmpegFrameDecoder
    return decoder?.childProcessID
  }

  @Test("--once --media lists the files with duration and resolution, exit 0 when all load")
  func onceAllLoad() async throws {
    let paths = try ["clip-faststart.mp4", "clip-moov-at-end.mov"].map { try Fixture.url($0).path }
    let output = try await DemoBinary.run(["--once", "--tab", "video", "--media"] + paths)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("clip-faststart.mp4"))
    #expect(output.stdout.contains("4.00 s · 160x90"))
    #expect(output.stdout.contains("3.00 s · 128x72"))
  }

  @Test("--once --media with a broken or missing file shows its error, exit 1")
  func onceWithErrors() async throws {
    let paths = [try Fixture.url("red.mp4").path, "/nonexistent/clip.mp4"]
    let output = try await DemoBinary.run(
      ["--once", "--tab", "video", "--size", "100x12", "--media"] + paths)
    #expect(output.status == 1)
    #expect(output.stdout.contains("2.00 s · 64x36"))
    #expect(output.stdout.contains("there is no file at /nonexistent/clip.mp4"))
  }
}
