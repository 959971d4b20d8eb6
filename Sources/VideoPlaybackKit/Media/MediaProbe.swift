import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Opens a media file by URL and reads its header: local files (`file:` URLs or paths) and
/// `http:`/`https:` URLs (with Range requests).
///
/// ```swift
/// let media = try await MediaProbe().probe(URL(fileURLWithPath: "clip.mp4"))
/// media.duration  // 4.0 seconds
/// ```
public struct MediaProbe: Sendable {
  private let session: URLSession

  /// A probe that fetches remote files with `session`.
  public init(session: URLSession = .shared) {
    self.session = session
  }

  /// The byte source for `url`.
  ///
  /// - Throws: ``VideoPlaybackError/Kind/unsupportedContainer`` for a scheme other than
  ///   `file`, `http` and `https`.
  public func source(for url: URL) throws(VideoPlaybackError) -> any MediaByteSource {
    switch url.scheme?.lowercased() {
    case "file", nil:
      return FileByteSource(url: url)
    case "http", "https":
      return HTTPByteSource(url: url, session: session)
    case let scheme?:
      throw VideoPlaybackError(
        .unsupportedContainer,
        "\(url.absoluteString): '\(scheme):' URLs cannot be played; "
          + "use a file path or an http:// URL")
    }
  }

  /// What the file at `url` holds.
  public func probe(_ url: URL) async throws(VideoPlaybackError) -> VideoMedia {
    try await ISOBoxParser.parse(try source(for: url))
  }
}
