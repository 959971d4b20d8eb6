import Foundation

/// Why a video could not be opened or played, with a message a person can act on.
///
/// ``kind`` says what broadly went wrong, for code that reacts to it; ``message`` says it for a
/// person, naming the box and the byte where it matters.
///
/// ```swift
/// do {
///   let media = try await MediaProbe().probe(url)
/// } catch {
///   print(error.message)  // "clip.mp4 is cut short: its 'moov' box needs 4,096 bytes ..."
/// }
/// ```
public struct VideoPlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The broad reason, for code that reacts differently to each.
  public enum Kind: Sendable, Equatable {
    /// The file or URL does not exist (or the server said 404).
    case notFound
    /// The bytes are not an MP4 or MOV (ISO base media) file.
    case unsupportedContainer
    /// The file holds no video track (an audio-only file, say).
    case noVideoTrack
    /// The file ends inside a box: it was cut short.
    case truncated
    /// A box's size or contents make no sense.
    case corrupt
    /// The file could not be read, or the server could not be reached or refused.
    case unreadable
  }

  /// The broad reason.
  public let kind: Kind
  /// What went wrong, for a person: names the file and what to do where there is something.
  public let message: String

  /// An error of `kind` with `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }

  static func corrupt(_ box: String, at offset: Int64, _ reason: String) -> Self {
    Self(.corrupt, "the '\(box)' box at byte \(offset) is corrupt: \(reason)")
  }

  static func truncated(_ box: String, at offset: Int64, needs size: Int64, has available: Int64)
    -> Self
  {
    Self(
      .truncated,
      "the file is cut short: the '\(box)' box at byte \(offset) needs \(size) bytes, "
        + "but only \(max(0, available)) are left")
  }

  /// This error with its message prefixed by `name` (the file's name), for lists of files.
  func naming(_ name: String) -> Self {
    Self(kind, "\(name): \(message)")
  }
}
