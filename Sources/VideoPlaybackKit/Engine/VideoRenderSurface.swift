import Foundation

/// One decoded picture: `width` x `height` pixels, three bytes (red, green, blue) each, rows
/// top to bottom.
public struct VideoFrame: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Where in the media this picture belongs.
  public let time: Duration
  /// `width * height * 3` bytes of RGB.
  public let pixels: [UInt8]

  /// A frame; `pixels` must hold `width * height * 3` bytes (missing ones read as black).
  public init(width: Int, height: Int, time: Duration, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.time = time
    self.pixels = pixels
  }

  /// The colour at column `x`, row `y`; black outside the picture.
  public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
    let index = (y * width + x) * 3
    guard x >= 0, y >= 0, x < width, y < height, index + 2 < pixels.count else { return (0, 0, 0) }
    return (pixels[index], pixels[index + 1], pixels[index + 2])
  }
}

/// What a video view draws: the loaded media and, when a decoder is available, its pictures
/// at the current playback position.
///
/// The engine returns one from ``VideoPlaybackEngine/load(_:)``; it follows the engine's
/// position, so a view only asks for the frame at the size it draws.
@MainActor
public protocol VideoRenderSurface: AnyObject {
  /// The file's URL.
  var url: URL { get }
  /// The media's header.
  var media: VideoMedia { get }
  /// Why there are no pictures (`"frames need ffmpeg ..."`), or `nil` when there are.
  var framesUnavailableReason: String? { get }
  /// The picture at the playback position, scaled to `width` x `height` pixels, or `nil` while
  /// the decoder has none yet (or there is no decoder).
  func frame(width: Int, height: Int) -> VideoFrame?
  /// Stops any decoder (its child process ends). Drawing again restarts it.
  func stop()
  /// Why the decoder gives no pictures (it failed), or `nil`.
  var decoderProblem: String? { get }
  /// The playback position the pictures follow.
  var playbackPosition: Duration { get }
}

extension VideoRenderSurface {
  /// No problem: for surfaces without a decoder of their own.
  public var decoderProblem: String? { nil }
  /// Zero: for surfaces that do not follow a playback position.
  public var playbackPosition: Duration { .zero }
}

/// The surface ``ClockedPlaybackEngine`` makes: metadata always, pictures through a
/// ``FrameDecoder`` kept in step with the engine's position.
@MainActor
final class DecodedVideoSurface: VideoRenderSurface {
  let url: URL
  let media: VideoMedia
  let decoder: (any FrameDecoder)?
  private let position: @MainActor () -> Duration

  init(
    url: URL, media: VideoMedia, decoder: (any FrameDecoder)?,
    position: @escaping @MainActor () -> Duration
  ) {
    self.url = url
    self.media = media
    self.decoder = decoder
    self.position = position
  }

  isolated deinit {
    decoder?.stop()
  }

  var framesUnavailableReason: String? {
    decoder == nil
      ? "frames need ffmpeg (apt-get install ffmpeg); showing the metadata only" : nil
  }

  func frame(width: Int, height: Int) -> VideoFrame? {
    guard width > 0, height > 0 else { return nil }
    return decoder?.frame(at: position(), width: width, height: height)
  }

  func stop() {
    decoder?.stop()
  }

  var decoderProblem: String? { decoder?.problem }

  var playbackPosition: Duration { position() }
}
