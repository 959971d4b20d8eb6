import Foundation
import MockAPI
import Testing
import ViperKitTesting

@testable import VideoPlaybackKit

/// Frames decoded by a real ffmpeg child process; skipped, saying why, where ffmpeg is missing.
@MainActor
@Suite(
  "ffmpeg frame decoding",
  .enabled(
    if: FFmpegFrameDecoder.locate() != nil,
    "ffmpeg is not installed (apt-get install ffmpeg): frame decoding cannot be tested"))
struct FFmpegFrameDecoderTests {
  @Test("the first frame of a red clip is red, at the size asked for")
  func decodesRed() async throws {
    let executable = try #require(FFmpegFrameDecoder.locate())
    let decoder = FFmpegFrameDecoder(
      executable: executable, url: try Fixture.url("red.mp4"), duration: .seconds(2))
    var frame: VideoFrame?
    _ = await eventually {
      frame = decoder.frame(at: .zero, width: 8, height: 6)
      return frame != nil
    }
    let picture = try #require(frame)
    #expect(picture.width == 8)
    #expect(picture.height == 6)
    #expect(picture.pixels.count == 8 * 6 * 3)
    #expect(picture.time == .zero)
    for (x, y) in [(0, 0), (7, 5), (4, 3)] {
      let (red, green, blue) = picture.pixel(x: x, y: y)
      #expect(red > 230 && green < 30 && blue < 30, "pixel \(x),\(y) is \(red),\(green),\(blue)")
    }
    let pid = try #require(decoder.childProcessID)
    decoder.stop()
    #expect(await eventually { processIsGone(pid) }, "ffmpeg (pid \(pid)) is still there")
  }

  @Test("at the very end of the media there is still a picture: the last one")
  func pictureAtTheEnd() async throws {
    let executable = try #require(FFmpegFrameDecoder.locate())
    let decoder = FFmpegFrameDecoder(
      executable: executable, url: try Fixture.url("red.mp4"), duration: .seconds(2))
    var frame: VideoFrame?
    _ = await eventually {
      frame = decoder.frame(at: .seconds(2), width: 4, height: 2)
      return frame != nil
    }
    let picture = try #require(
      frame, "no picture at the end: \(decoder.problem ?? "no problem reported")")
    #expect(picture.time <= .seconds(2))
    #expect(picture.time >= .milliseconds(1700))
    #expect(picture.pixel(x: 0, y: 0).red > 230)
    decoder.stop()
  }

  @Test("frames follow the engine's clock, and a seek restarts the decoder there")
  func followsTheClock() async throws {
    let clock = TestClock()
    let engine = ClockedPlaybackEngine(
      clock: PlaybackClock(clock), decoders: FFmpegFrameDecoder.factory())
    let surface = try await engine.load(try Fixture.url("clip-faststart.mp4"))
    #expect(surface.framesUnavailableReason == nil)
    #expect(await eventually { surface.frame(width: 16, height: 9)?.time == .zero })
    engine.play()
    await clock.advance(by: .milliseconds(1500))
    #expect(await eventually { surface.frame(width: 16, height: 9)?.time == .milliseconds(1500) })
    engine.pause()
    engine.seek(to: .seconds(3))
    #expect(await eventually { surface.frame(width: 16, height: 9)?.time == .seconds(3) })
  }

  @Test("unloading, and letting the engine go, end the ffmpeg child")
  func noChildLeftBehind() async throws {
    var engine: ClockedPlaybackEngine? = ClockedPlaybackEngine(
      decoders: FFmpegFrameDecoder.factory())
    let surface = try await engine?.load(try Fixture.url("clip-faststart.mp4"))
    _ = await eventually { surface?.frame(width: 4, height: 4) != nil }
    let decoder = try #require((surface as? DecodedVideoSurface)?.decoder as? FFmpegFrameDecoder)
    let pid = try #require(decoder.childProcessID)
    engine = nil
    #expect(await eventually { processIsGone(pid) }, "ffmpeg (pid \(pid)) outlived its engine")
  }

  @Test("decoding over HTTP from MockAPI")
  func decodesOverHTTP() async throws {
    let api = try await MockAPI.start()
    let engine = ClockedPlaybackEngine(decoders: FFmpegFrameDecoder.factory())
    let surface = try await engine.load(api.baseURL.appendingPathComponent("media/red.mp4"))
    var frame: VideoFrame?
    _ = await eventually {
      frame = surface.frame(width: 2, height: 2)
      return frame != nil
    }
    #expect(try #require(frame).pixel(x: 1, y: 1).red > 230)
    surface.stop()
    await api.stop()
  }
}

/// A decoder whose child fails: it says why, and does not start a child on every frame.
@MainActor
@Suite("ffmpeg frame decoding: failures")
struct FFmpegFailureTests {
  @Test("a child that ends without a picture: the decoder reports its last error line")
  func childEndsWithoutPicture() async throws {
    // /bin/sh refuses ffmpeg's first argument, "-nostdin", and exits at once.
    let decoder = FFmpegFrameDecoder(
      executable: URL(fileURLWithPath: "/bin/sh"), url: try Fixture.url("red.mp4"),
      duration: .seconds(2))
    let reported = await eventually {
      _ = decoder.frame(at: .zero, width: 4, height: 4)
      return decoder.problem != nil
    }
    #expect(reported)
    let problem = try #require(decoder.problem)
    #expect(problem.hasPrefix("ffmpeg ended without a picture"), "\(problem)")
    // Within the second that follows, no new child is started.
    #expect(decoder.frame(at: .zero, width: 4, height: 4) == nil)
    #expect(decoder.childProcessID == nil)
  }

  @Test("a program that does not exist: the decoder says it could not start it")
  func missingProgram() throws {
    let decoder = FFmpegFrameDecoder(
      executable: URL(fileURLWithPath: "/nonexistent/ffmpeg"), url: try Fixture.url("red.mp4"),
      duration: .seconds(2))
    #expect(decoder.frame(at: .zero, width: 4, height: 4) == nil)
    #expect(decoder.problem?.hasPrefix("ffmpeg could not be started: ") == true)
  }
}
