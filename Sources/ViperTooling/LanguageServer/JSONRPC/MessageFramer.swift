import Foundation

/// Cuts the bytes a client writes into messages: each is a header (`Content-Length: N`,
/// optionally `Content-Type`, each line ended by CR LF, the header by an empty line) and a
/// body of N bytes.
///
/// Bytes come in pieces of any size; a message may be split over pieces, and a piece may
/// hold several messages. Anything that is not a message (a bad header, bytes between
/// messages) comes out as a ``Frame/malformed(_:)`` frame, and the framer goes on at the next
/// `Content-` header it finds, so one bad message never stops the ones after it.
///
/// ```swift
/// var framer = MessageFramer()
/// framer.append(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// framer.next()  // .message(Data("{}".utf8))
/// framer.next()  // nil: waits for more bytes
/// ```
public struct MessageFramer: Sendable {
  /// One message's body, or what was wrong with bytes that were skipped.
  public enum Frame: Sendable, Equatable {
    /// A message's body.
    case message(Data)
    /// Bytes that were no message, skipped; why.
    case malformed(String)
  }

  /// A header longer than this is not one.
  public static let maximumHeaderLength = 8192
  /// A body longer than this is refused (its header is skipped, not its bytes).
  public static let maximumBodyLength = 64 << 20

  private var buffer: [UInt8] = []
  /// Where the bytes not yet read start in ``buffer``.
  private var start = 0
  /// The length of the body whose header was read.
  private var bodyLength: Int?

  private static let headerStart = Array("content-".utf8)
  private static let headerEnd: [UInt8] = [13, 10, 13, 10]

  /// An empty framer.
  public init() {}

  /// Adds bytes read from the client.
  public mutating func append(_ bytes: some Sequence<UInt8>) {
    buffer.append(contentsOf: bytes)
  }

  /// The next whole message or malformed run of bytes, or `nil` when more bytes are needed.
  public mutating func next() -> Frame? {
    defer { compact() }
    while true {
      if let length = bodyLength {
        guard buffer.count - start >= length else { return nil }
        let body = Data(buffer[start..<(start + length)])
        start += length
        bodyLength = nil
        return .message(body)
      }
      // Line breaks between messages are tolerated, as some clients write them.
      while start < buffer.count, [9, 10, 13, 32].contains(buffer[start]) { start += 1 }
      guard start < buffer.count else { return nil }
      if !startsWithHeader() {
        return skip(
          from: start + 1,
          because: "bytes outside a message (a message starts with a 'Content-Length' header)")
      }
      let searched = min(buffer.count, start + Self.maximumHeaderLength + Self.headerEnd.count)
      guard
        let end = find(Self.headerEnd, from: start, upTo: searched, caseInsensitive: false)
      else {
        if buffer.count - start > Self.maximumHeaderLength {
          return skip(
            from: start + 1,
            because:
              "a header longer than \(Self.maximumHeaderLength) bytes, or one not ended by an empty line"
          )
        }
        return nil
      }
      let header = buffer[start..<end]
      start = end + Self.headerEnd.count
      switch Self.contentLength(of: header) {
      case .success(let length): bodyLength = length
      case .failure(let problem): return .malformed(problem.message)
      }
    }
  }

  /// At the end of the input: what is left of a message that was cut short, if anything.
  public mutating func finish() -> Frame? {
    let rest = buffer[start...].filter { ![9, 10, 13, 32].contains($0) }
    defer {
      buffer = []
      start = 0
      bodyLength = nil
    }
    if let length = bodyLength {
      return .malformed(
        "the input ended inside a message (\(buffer.count - start) of its \(length) bytes came)")
    }
    return rest.isEmpty ? nil : .malformed("the input ended inside a message's header")
  }

  /// Whether the unread bytes start like a header (`Content-`, in any case), or could once
  /// more bytes come.
  private func startsWithHeader() -> Bool {
    let count = min(Self.headerStart.count, buffer.count - start)
    return (0..<count).allSatisfy { Self.lowercased(buffer[start + $0]) == Self.headerStart[$0] }
  }

  /// Drops the unread bytes up to the next `Content-` at or after `offset` (or, if there is
  /// none, all but a tail that may be the start of one), as a malformed frame.
  private mutating func skip(from offset: Int, because reason: String) -> Frame {
    if let next = find(Self.headerStart, from: offset, upTo: buffer.count, caseInsensitive: true) {
      start = next
    } else {
      var keep = min(Self.headerStart.count - 1, buffer.count - offset)
      while keep > 0,
        !zip(buffer[(buffer.count - keep)...], Self.headerStart).allSatisfy({
          Self.lowercased($0) == $1
        })
      {
        keep -= 1
      }
      start = buffer.count - keep
    }
    return .malformed(reason)
  }

  /// Where `needle` first occurs in `buffer[offset..<end]`.
  private func find(_ needle: [UInt8], from offset: Int, upTo end: Int, caseInsensitive: Bool)
    -> Int?
  {
    guard end - offset >= needle.count, offset >= 0 else { return nil }
    for index in offset...(end - needle.count) {
      var matches = true
      for (position, byte) in needle.enumerated() {
        let candidate = buffer[index + position]
        if (caseInsensitive ? Self.lowercased(candidate) : candidate) != byte {
          matches = false
          break
        }
      }
      if matches { return index }
    }
    return nil
  }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (65...90).contains(byte) ? byte + 32 : byte
  }

  private struct HeaderProblem: Error {
    let message: String
  }

  /// The body length a header gives, or what is wrong with it.
  private static func contentLength(of header: ArraySlice<UInt8>) -> Result<Int, HeaderProblem> {
    var length: Int?
    let text = String(decoding: header, as: UTF8.self)
    for line in text.components(separatedBy: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else {
        return .failure(HeaderProblem(message: "a header line without ':' ('\(line.prefix(80))')"))
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard name == "content-length" else { continue }
      guard let number = Int(value), number >= 0 else {
        return .failure(
          HeaderProblem(message: "'Content-Length: \(value.prefix(80))' is not a length"))
      }
      guard number <= maximumBodyLength else {
        return .failure(
          HeaderProblem(
            message: "a body of \(number) bytes is over the limit of \(maximumBodyLength) bytes"))
      }
      length = number
    }
    guard let length else {
      return .failure(HeaderProblem(message: "a header without 'Content-Length'"))
    }
    return .success(length)
  }

  /// Drops the bytes read once they are most of the buffer.
  private mutating func compact() {
    if start > 0 && start * 2 >= buffer.count {
      buffer.removeFirst(start)
      start = 0
    }
  }
}
