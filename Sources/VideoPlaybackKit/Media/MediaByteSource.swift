import Foundation
import ViperKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Random access to the bytes of a media file, wherever it lives.
///
/// ``ISOBoxParser``'s streaming `parse` reads through it, box header by box header, so a remote
/// file costs a few small Range requests rather than a download.
public protocol MediaByteSource: Sendable {
  /// The file's size in bytes.
  func length() async throws(VideoPlaybackError) -> Int64
  /// Up to `count` bytes from `offset`; fewer only at the end of the file.
  func read(at offset: Int64, count: Int) async throws(VideoPlaybackError) -> [UInt8]
}

/// A local file, read at the offsets asked for.
public struct FileByteSource: MediaByteSource {
  /// The file.
  public let url: URL

  /// A source for the file at `url`.
  public init(url: URL) {
    self.url = url
  }

  public func length() async throws(VideoPlaybackError) -> Int64 {
    let path = url.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw VideoPlaybackError(.notFound, "there is no file at \(path)")
    }
    guard !isDirectory.boolValue else {
      throw VideoPlaybackError(.unreadable, "\(path) is a folder, not a media file")
    }
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      return (attributes[.size] as? NSNumber)?.int64Value ?? 0
    } catch {
      throw VideoPlaybackError(.unreadable, "\(path) cannot be read: \(error.localizedDescription)")
    }
  }

  public func read(at offset: Int64, count: Int) async throws(VideoPlaybackError) -> [UInt8] {
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      try handle.seek(toOffset: UInt64(max(0, offset)))
      return [UInt8](try handle.read(upToCount: count) ?? Data())
    } catch {
      throw VideoPlaybackError(
        .unreadable, "\(url.path) cannot be read: \(error.localizedDescription)")
    }
  }
}

/// A file on an HTTP server that answers Range requests (`Range: bytes=a-b` -> 206).
///
/// A server that ignores Range and answers 200 with the whole body still works: the bytes
/// asked for are cut out of it.
public struct HTTPByteSource: MediaByteSource {
  /// The file's address.
  public let url: URL
  private let session: URLSession

  /// A source for `url`, fetched with `session`.
  public init(url: URL, session: URLSession = .shared) {
    self.url = url
    self.session = session
  }

  public func length() async throws(VideoPlaybackError) -> Int64 {
    // A one-byte range answers with `Content-Range: bytes 0-0/TOTAL`.
    let (data, response) = try await fetch(range: 0...0)
    if response.statusCode == 206,
      let total = response.value(forHTTPHeaderField: "Content-Range")?.split(separator: "/").last
        .flatMap({ Int64($0) })
    {
      return total
    }
    if response.statusCode == 416 {
      return 0
    }
    return Int64(data.count)
  }

  public func read(at offset: Int64, count: Int) async throws(VideoPlaybackError) -> [UInt8] {
    guard count > 0 else { return [] }
    let (data, response) = try await fetch(range: offset...(offset + Int64(count) - 1))
    switch response.statusCode {
    case 206:
      return [UInt8](data.prefix(count))
    case 416:
      return []
    default:
      // A 200: the whole file.
      let start = Int(min(Int64(data.count), offset))
      return [UInt8](data.dropFirst(start).prefix(count))
    }
  }

  private func fetch(range: ClosedRange<Int64>) async throws(VideoPlaybackError) -> (
    Data, HTTPURLResponse
  ) {
    var request = URLRequest(url: url)
    request.setValue("bytes=\(range.lowerBound)-\(range.upperBound)", forHTTPHeaderField: "Range")
    let data: Data
    let response: URLResponse
    do {
      // ViperKit's send, not data(for:): on Linux, cancelling data(for:) can deadlock inside
      // FoundationNetworking (swift-corelibs-foundation#5412); send answers a cancelled
      // request at once instead.
      (data, response) = try await session.send(request)
    } catch {
      throw VideoPlaybackError(
        .unreadable, "\(url.absoluteString) cannot be fetched: \(error.localizedDescription)")
    }
    guard let http = response as? HTTPURLResponse else {
      throw VideoPlaybackError(.unreadable, "\(url.absoluteString) did not answer over HTTP")
    }
    switch http.statusCode {
    case 200, 206, 416:
      return (data, http)
    case 404:
      throw VideoPlaybackError(
        .notFound, "\(url.absoluteString) does not exist (the server said 404)")
    default:
      throw VideoPlaybackError(
        .unreadable, "\(url.absoluteString) cannot be fetched: the server said \(http.statusCode)")
    }
  }
}
