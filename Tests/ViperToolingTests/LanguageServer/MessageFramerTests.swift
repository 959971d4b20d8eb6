import Foundation
import Testing

@testable import ViperTooling

/// Cutting the client's byte stream into messages: any split, several at once, bad headers
/// skipped with the messages after them kept.
@Suite struct MessageFramerTests {
  static func framed(_ body: String, header: String? = nil) -> [UInt8] {
    Array("\(header ?? "Content-Length: \(body.utf8.count)")\r\n\r\n\(body)".utf8)
  }

  static func frames(_ bytes: [UInt8], pieces: Int = 1) -> [MessageFramer.Frame] {
    var framer = MessageFramer()
    var frames: [MessageFramer.Frame] = []
    let size = max(1, (bytes.count + pieces - 1) / pieces)
    var offset = 0
    while offset < bytes.count {
      framer.append(bytes[offset..<min(offset + size, bytes.count)])
      while let frame = framer.next() { frames.append(frame) }
      offset += size
    }
    if let last = framer.finish() { frames.append(last) }
    return frames
  }

  static func message(_ text: String) -> MessageFramer.Frame { .message(Data(text.utf8)) }

  @Test func aMessageSplitIntoSingleBytesComesOutWhole() {
    let body = #"{"jsonrpc":"2.0","method":"initialized","params":{"é":"📚"}}"#
    let bytes = Self.framed(body)
    #expect(Self.frames(bytes, pieces: bytes.count) == [Self.message(body)])
  }

  @Test func messagesWrittenTogetherComeOutOneByOne() {
    let bytes = Self.framed("{\"a\":1}") + Self.framed("{}") + Self.framed("[]")
    #expect(
      Self.frames(bytes) == [Self.message("{\"a\":1}"), Self.message("{}"), Self.message("[]")])
  }

  @Test func contentTypeAndTheHeadersCaseAreAccepted() {
    let bytes = Self.framed(
      "{}",
      header: "content-type: application/vscode-jsonrpc; charset=utf-8\r\nCONTENT-LENGTH:   2")
    #expect(Self.frames(bytes) == [Self.message("{}")])
  }

  @Test func anEmptyBodyIsAMessage() {
    #expect(Self.frames(Array("Content-Length: 0\r\n\r\n".utf8)) == [Self.message("")])
  }

  @Test func aHeaderWithoutALengthIsSkippedAndTheNextMessageKept() {
    let bytes =
      Self.framed("", header: "Content-Type: application/vscode-jsonrpc") + Self.framed("{}")
    #expect(
      Self.frames(bytes) == [
        .malformed("a header without 'Content-Length'"), Self.message("{}"),
      ])
  }

  @Test(arguments: [
    ("Content-Length: twelve", "'Content-Length: twelve' is not a length"),
    ("Content-Length: -3", "'Content-Length: -3' is not a length"),
    ("Content-Length 3", "a header line without ':' ('Content-Length 3')"),
    (
      "Content-Length: 999999999999",
      "a body of 999999999999 bytes is over the limit of 67108864 bytes"
    ),
  ])
  func aBadHeaderIsSkippedWithWhatIsWrong(header: String, problem: String) {
    let bytes = Self.framed("", header: header) + Self.framed("{}")
    #expect(Self.frames(bytes) == [.malformed(problem), Self.message("{}")])
  }

  @Test func bytesBetweenMessagesAreSkippedAsOneRun() {
    let bytes = Self.framed("{}") + Array("garbage without a header".utf8) + Self.framed("[]")
    #expect(
      Self.frames(bytes) == [
        Self.message("{}"),
        .malformed("bytes outside a message (a message starts with a 'Content-Length' header)"),
        Self.message("[]"),
      ])
  }

  @Test func lineBreaksBetweenMessagesAreTolerated() {
    let bytes = Self.framed("{}") + Array("\r\n\n ".utf8) + Self.framed("[]")
    #expect(Self.frames(bytes) == [Self.message("{}"), Self.message("[]")])
  }

  @Test func anInputThatEndsInsideAMessageSaysSo() {
    #expect(
      Self.frames(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)) == [
        .malformed("the input ended inside a message (4 of its 10 bytes came)")
      ])
    #expect(
      Self.frames(Array("Content-Len".utf8)) == [
        .malformed("the input ended inside a message's header")
      ])
  }

  @Test func aHeaderThatNeverEndsIsDroppedAfterItsLimit() {
    let header = "Content-Length: 2\r\nX-Padding: " + String(repeating: "x", count: 9000)
    let bytes = Array(header.utf8) + Array("\r\n\r\n{}".utf8) + Self.framed("[]")
    let frames = Self.frames(bytes)
    #expect(
      frames.first
        == .malformed(
          "a header longer than 8192 bytes, or one not ended by an empty line"))
    #expect(frames.last == Self.message("[]"))
  }

  @Test func randomBytesNeverStopTheMessagesAfterThem() {
    var random = SeededRandom(seed: 0xF2A3_E5)
    for round in 0..<200 {
      let noise = (0..<random.next(below: 3000)).map { _ in UInt8(random.next(below: 256)) }
      let bytes = noise + Self.framed("{\"round\":\(round)}")
      let frames = Self.frames(bytes, pieces: 1 + random.next(below: 40))
      #expect(frames.last == Self.message("{\"round\":\(round)}"), "round \(round)")
      #expect(
        frames.dropLast().allSatisfy {
          if case .malformed = $0 { true } else { false }
        }, "round \(round)")
    }
  }
}
