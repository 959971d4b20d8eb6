import Foundation
import MockAPI
import PropertyBased
import Testing

@testable import VideoPlaybackKit

/// The box parser on every fixture, valid and broken, and on hand-made edge cases.
@Suite("ISO box parser")
struct ISOBoxParserTests {
  static let valid: [(name: String, brand: String, hasAudio: Bool)] = [
    ("clip-faststart.mp4", "isom", true),
    ("clip-moov-at-end.mov", "qt  ", false),
    ("clip-largesize.mp4", "isom", false),
    ("red.mp4", "isom", false),
  ]

  @Test("every valid fixture parses to what ffprobe reports", arguments: valid)
  func validFixtureAgreesWithFFprobe(fixture: (name: String, brand: String, hasAudio: Bool))
    async throws
  {
    let expected = try #require(try Fixture.ffprobeReport()[fixture.name])
    let media = try ISOBoxParser.parse(try Fixture.bytes(fixture.name))
    #expect(media.brand == fixture.brand)
    #expect(abs(media.durationSeconds - expected.duration) < 0.001)
    #expect(media.width == expected.width)
    #expect(media.height == expected.height)
    #expect(media.hasAudio == fixture.hasAudio)
    // The streaming parser, which reads only headers, ftyp and moov, agrees.
    let streamed = try await ISOBoxParser.parse(FileByteSource(url: try Fixture.url(fixture.name)))
    #expect(streamed == media)
  }

  static let broken: [(name: String, kind: VideoPlaybackError.Kind, message: String)] = [
    (
      "broken-truncated.mov", .truncated,
      "the file is cut short: the 'mdat' box at byte 28 needs 1546 bytes, but only 1315 are left"
    ),
    (
      "broken-corrupt-size.mp4", .corrupt,
      "the 'trak' box at byte 148 is corrupt: it needs 1073741824 bytes but its parent 'moov' has only 3026 left"
    ),
    (
      "broken-tiny-box.mp4", .corrupt,
      "the 'free' box at byte 32 is corrupt: its size, 3, is smaller than its 8-byte header"
    ),
    ("broken-audio-only.m4a", .noVideoTrack, "the file has no video track (only audio)"),
    (
      "broken-not-mp4.png", .unsupportedContainer,
      "not an MP4 or MOV file: it starts with 89 50 4E 47 0D 0A 1A 0A, not an 'ftyp' box"
    ),
  ]

  @Test("every broken fixture fails with its own clear error", arguments: broken)
  func brokenFixtureFails(
    fixture: (name: String, kind: VideoPlaybackError.Kind, message: String)
  ) async throws {
    let error = #expect(throws: VideoPlaybackError.self) {
      try ISOBoxParser.parse(try Fixture.bytes(fixture.name))
    }
    #expect(error?.kind == fixture.kind)
    #expect(error?.message == fixture.message)
    let streamed = await #expect(throws: VideoPlaybackError.self) {
      try await ISOBoxParser.parse(FileByteSource(url: try Fixture.url(fixture.name)))
    }
    #expect(streamed == error)
  }

  @Test("a missing file says where it looked")
  func missingFile() async {
    let error = await #expect(throws: VideoPlaybackError.self) {
      try await MediaProbe().probe(URL(fileURLWithPath: "/nonexistent/clip.mp4"))
    }
    #expect(error == VideoPlaybackError(.notFound, "there is no file at /nonexistent/clip.mp4"))
  }

  @Test("an empty file is not a video")
  func emptyFile() {
    #expect(throws: VideoPlaybackError(.unsupportedContainer, "the file is empty")) {
      try ISOBoxParser.parse([])
    }
  }

  @Test("boxes in any order: moov before ftyp, trak before mvhd, free boxes between")
  func anyOrder() throws {
    let moov = Box.moov(
      Box.trak("soun", seconds: 3), Box.box("free", [1, 2, 3]),
      Box.trak("vide", width: 320, height: 240, seconds: 3),
      Box.mvhd(timescale: 600, duration: 1800))
    let media = try ISOBoxParser.parse(moov + Box.ftyp("mp42") + Box.box("mdat", [9, 9]))
    #expect(media.brand == "mp42")
    #expect(media.duration == .seconds(3))
    #expect(media.resolutionText == "320x240")
    #expect(media.tracks.map(\.kind) == [.audio, .video])
  }

  @Test("64-bit sizes: a largesize mdat and moov, version 1 mvhd, and a last box of size 0")
  func largeSizes() throws {
    let moov = Box.large(
      "moov",
      Box.mvhd1(timescale: 90_000, duration: 90_000 * 5 / 2)
        + Box.trak("vide", width: 1920, height: 1080))
    var file = Box.ftyp() + Box.large("mdat", Box.zeros(100)) + moov
    #expect(try ISOBoxParser.parse(file).duration == .milliseconds(2500))
    // The same moov as the last box with size 0, "to the end of the file".
    let plain = Box.moov(
      Box.mvhd(timescale: 10, duration: 25), Box.trak("vide", width: 2, height: 2))
    file = Box.ftyp() + Box.be32(0) + plain.dropFirst(4)
    #expect(try ISOBoxParser.parse(file).duration == .milliseconds(2500))
  }

  @Test("an unknown movie duration falls back to the longest track")
  func unknownDuration() throws {
    let file = Box.moov(
      Box.mvhd(timescale: 1000, duration: 0), Box.trak("vide", width: 8, height: 8, seconds: 7))
    #expect(try ISOBoxParser.parse(file).duration == .seconds(7))
  }

  @Test("corrupt structures each fail with a clear message")
  func corruptStructures() {
    let cases: [([UInt8], String)] = [
      (
        Box.ftyp() + Box.be32(1) + Array("mdat".utf8) + Box.be64(UInt64.max),
        "the 'mdat' box at byte 24 is corrupt: its 64-bit size, 18446744073709551615, is impossible"
      ),
      (
        Box.ftyp() + Box.box("moov", Box.trak("vide", width: 1, height: 1)),
        "the 'moov' box at byte 24 is corrupt: it has no movie header ('mvhd'), so the duration is unknown"
      ),
      (
        Box.ftyp() + Box.moov(Box.mvhd(timescale: 0, duration: 5), Box.trak("vide")),
        "the 'mvhd' box at byte 32 is corrupt: its timescale is 0"
      ),
      (
        Box.ftyp() + Box.moov(Box.box("mvhd", [7, 0, 0, 0]), Box.trak("vide")),
        "the 'mvhd' box at byte 40 is corrupt: its version, 7, is unknown"
      ),
      (
        Box.ftyp() + Box.moov(Box.box("mvhd", [0, 0, 0, 0, 1]), Box.trak("vide")),
        "the 'mvhd' box at byte 32 is corrupt: it has 5 bytes of data where 16 are needed"
      ),
      (
        Box.ftyp() + Box.box("mdat", [1]) + [0, 0, 0, 9, 0xFF, 0, 1, 2, 3],
        "the '????' box at byte 33 is corrupt: its type is not text, so the box before it has a wrong size"
      ),
      (
        Box.ftyp() + Box.box("free", []),
        "the file has no 'moov' box, which holds its duration and tracks (was it cut short or never finished?)"
      ),
      (
        Box.ftyp() + Box.moov(Box.mvhd(timescale: 1, duration: 1)),
        "the file has no video track (it has no tracks at all)"
      ),
    ]
    for (bytes, message) in cases {
      let error = #expect(throws: VideoPlaybackError.self) { try ISOBoxParser.parse(bytes) }
      #expect(error?.message == message)
    }
  }

  @Test("every prefix of every fixture fails cleanly or parses: no crash, no hang")
  func everyPrefix() throws {
    for name in MockMedia.validNames + MockMedia.brokenNames {
      let bytes = try Fixture.bytes(name)
      for end in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 200)) {
        _ = try? ISOBoxParser.parse(Array(bytes[..<end]))
      }
    }
  }

  @Test("random byte changes to valid files parse or fail with a message, in memory and streamed")
  func randomMutations() async throws {
    let files = try MockMedia.validNames.map { try Fixture.bytes($0) }
    let edits = zip(Gen.int(in: 0...30_000), Gen.uint8(in: 0...255)).array(of: 1...6)
    await propertyCheck(count: 300, input: Gen.int(in: 0...(files.count - 1)), edits) {
      file, edits in
      var bytes = files[file]
      for (position, value) in edits where position < bytes.count {
        bytes[position] = value
      }
      let memory = Result { () throws(VideoPlaybackError) in try ISOBoxParser.parse(bytes) }
      if case .failure(let error) = memory {
        #expect(!error.message.isEmpty)
      }
      let streamed = await Result { () async throws(VideoPlaybackError) in
        try await ISOBoxParser.parse(InMemorySource(bytes: bytes))
      }
      #expect(streamed == memory)
    }
  }
}

/// Bytes in memory, read like a file.
struct InMemorySource: MediaByteSource {
  let bytes: [UInt8]
  func length() async throws(VideoPlaybackError) -> Int64 { Int64(bytes.count) }
  func read(at offset: Int64, count: Int) async throws(VideoPlaybackError) -> [UInt8] {
    let start = Int(min(offset, Int64(bytes.count)))
    return Array(bytes[start..<min(bytes.count, start + count)])
  }
}
