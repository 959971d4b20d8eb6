import Foundation

/// Decodes the pictures of one media file, at a size and position the caller asks for.
///
/// ``FFmpegFrameDecoder`` is the real one. Calls come from the main actor; a decoder does its
/// slow work elsewhere and answers with the latest picture it has.
public protocol FrameDecoder: Sendable {
  /// The latest decoded picture at or before `position`, scaled to `width` x `height`; it
  /// (re)starts decoding when the size changes or `position` jumps.
  func frame(at position: Duration, width: Int, height: Int) -> VideoFrame?
  /// Stops decoding and ends any child process.
  func stop()
  /// Why there are no pictures although decoding was asked for (the decoder failed), or `nil`.
  var problem: String? { get }
}

/// Makes a ``FrameDecoder`` for a loaded file.
public struct FrameDecoderFactory: Sendable {
  /// Makes the decoder for the file at a URL with its header.
  public let make: @Sendable (URL, VideoMedia) -> any FrameDecoder

  /// A factory from `make`.
  public init(make: @escaping @Sendable (URL, VideoMedia) -> any FrameDecoder) {
    self.make = make
  }
}
