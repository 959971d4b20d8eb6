import Foundation

/// `GET /media` (the list of media files) and `GET /media/{name}` (one file, with
/// `Range: bytes=a-b` answered by 206 Partial Content), from `Resources/media/`.
struct MediaResource: MockResource {
  /// The folder of media files in the bundle's resources.
  static let folder = "media"

  private let files: [String: URL]

  /// Finds the media files in `bundle`.
  init(bundle: Bundle) {
    var files: [String: URL] = [:]
    for url in MockMedia.fileURLs(in: bundle) {
      files[url.lastPathComponent] = url
    }
    self.files = files
  }

  var routes: [MockRoute] {
    [
      MockRoute(.GET, "/media", kind: .list) { _ in list() },
      MockRoute(.GET, "/media/:name", kind: .item) { request in file(request) },
    ]
  }

  private func list() -> MockResponse {
    let names = files.keys.sorted().map { "\"\($0)\"" }.joined(separator: ",")
    return .json(Data("[\(names)]".utf8))
  }

  private func file(_ request: MockRequest) -> MockResponse {
    let name = request.parameters["name"] ?? ""
    guard let url = files[name], let data = try? Data(contentsOf: url) else {
      return .error(404, "no media file named '\(name)'")
    }
    var response = MockResponse(status: 200, body: data, contentType: Self.contentType(of: name))
    response.headers["Accept-Ranges"] = "bytes"
    guard let header = request.range else { return response }
    guard let range = Self.byteRange(header, size: data.count) else {
      response.status = 416
      response.body = Data()
      response.headers["Content-Range"] = "bytes */\(data.count)"
      return response
    }
    response.status = 206
    response.body = data.subdata(in: range)
    response.headers["Content-Range"] =
      "bytes \(range.lowerBound)-\(range.upperBound - 1)/\(data.count)"
    return response
  }

  /// The bytes `header` (`bytes=a-b`, `bytes=a-`, `bytes=-n`) asks for in a file of `size`
  /// bytes, or `nil` when none of them exist (416).
  static func byteRange(_ header: String, size: Int) -> Range<Int>? {
    guard header.hasPrefix("bytes="), size > 0 else { return nil }
    let spec = header.dropFirst("bytes=".count).split(separator: ",").first ?? ""
    let parts = spec.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let first = Int(parts[0].trimmingCharacters(in: .whitespaces))
    let last = Int(parts[1].trimmingCharacters(in: .whitespaces))
    switch (first, last) {
    case (let first?, let last?) where first <= last && first < size:
      return first..<min(size, last + 1)
    case (let first?, nil) where parts[1].isEmpty && first < size:
      return first..<size
    case (nil, let suffix?) where parts[0].isEmpty && suffix > 0:
      return max(0, size - suffix)..<size
    default:
      return nil
    }
  }

  static func contentType(of name: String) -> String {
    switch (name as NSString).pathExtension.lowercased() {
    case "mp4": "video/mp4"
    case "mov": "video/quicktime"
    case "m4a": "audio/mp4"
    case "png": "image/png"
    default: "application/octet-stream"
    }
  }
}
