import Foundation
import Testing
import ViperKit

@testable import MockAPI
@testable import VideoPlaybackKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Media served by a real MockAPI over HTTP, with Range requests.
@Suite("Media over HTTP")
struct MediaOverHTTPTests {
  @Test("MockAPI answers a byte range with 206 and Content-Range")
  func rangeRequest() async throws {
    let api = try await MockAPI.start()
    var request = URLRequest(url: api.baseURL.appendingPathComponent("media/red.mp4"))
    request.setValue("bytes=4-11", forHTTPHeaderField: "Range")
    let (data, response) = try await URLSession.shared.send(request)
    let http = try #require(response as? HTTPURLResponse)
    let size = try Fixture.bytes("red.mp4").count
    #expect(http.statusCode == 206)
    #expect(http.value(forHTTPHeaderField: "Content-Range") == "bytes 4-11/\(size)")
    #expect(http.value(forHTTPHeaderField: "Content-Type") == "video/mp4")
    #expect(String(decoding: data, as: UTF8.self) == "ftypisom")
    // Past the end: 416.
    request.setValue("bytes=\(size)-", forHTTPHeaderField: "Range")
    let (_, past) = try await URLSession.shared.send(request)
    #expect((past as? HTTPURLResponse)?.statusCode == 416)
    await api.stop()
  }

  @Test("the streaming parser reads a file with moov at the end over HTTP in a few requests")
  func parsesOverHTTP() async throws {
    let api = try await MockAPI.start()
    for name in MockMedia.validNames {
      let url = api.baseURL.appendingPathComponent("media/\(name)")
      let remote = try await MediaProbe().probe(url)
      #expect(remote == (try ISOBoxParser.parse(try Fixture.bytes(name))))
    }
    // The length, the headers of ftyp, mdat and moov, and the payloads of ftyp and moov:
    // never the media data.
    #expect(api.requestCount(path: "/media/clip-largesize.mp4") == 6)
    await api.stop()
  }

  @Test("a broken file over HTTP fails as it does on disk; a missing one says 404")
  func brokenOverHTTP() async throws {
    let api = try await MockAPI.start()
    let truncated = await #expect(throws: VideoPlaybackError.self) {
      try await MediaProbe().probe(api.baseURL.appendingPathComponent("media/broken-truncated.mov"))
    }
    #expect(truncated?.kind == .truncated)
    let missing = api.baseURL.appendingPathComponent("media/nope.mp4")
    let error = await #expect(throws: VideoPlaybackError.self) {
      try await MediaProbe().probe(missing)
    }
    #expect(
      error
        == VideoPlaybackError(
          .notFound, "\(missing.absoluteString) does not exist (the server said 404)"))
    await api.stop()
  }

  @Test("GET /media lists every media file by name")
  func list() async throws {
    let api = try await MockAPI.start()
    let (data, _) = try await URLSession.shared.data(
      from: api.baseURL.appendingPathComponent("media"))
    let names = try JSONDecoder().decode([String].self, from: data)
    #expect(names == (MockMedia.validNames + MockMedia.brokenNames).sorted())
    await api.stop()
  }

  @Test("byte ranges: a-b, a-, -n, and impossible ones")
  func byteRanges() {
    #expect(MediaResource.byteRange("bytes=0-9", size: 100) == 0..<10)
    #expect(MediaResource.byteRange("bytes=90-200", size: 100) == 90..<100)
    #expect(MediaResource.byteRange("bytes=50-", size: 100) == 50..<100)
    #expect(MediaResource.byteRange("bytes=-10", size: 100) == 90..<100)
    #expect(MediaResource.byteRange("bytes=100-", size: 100) == nil)
    #expect(MediaResource.byteRange("bytes=9-1", size: 100) == nil)
    #expect(MediaResource.byteRange("items=0-1", size: 100) == nil)
  }
}
