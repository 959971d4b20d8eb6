/// Parses the payload of a `moov` box: the movie header and its tracks.
enum MovieBox {
  /// The media described by the `moov` payload `bytes`, which starts at `offset` in the file.
  static func parse(_ bytes: [UInt8], at offset: Int64) throws(VideoPlaybackError) -> VideoMedia {
    let payload = PayloadReader(bytes: bytes[...], fileOffset: offset)
    var header: (timescale: UInt32, ticks: UInt64)?
    var tracks: [MediaTrack] = []
    for child in try payload.children(parent: "moov") {
      switch child.header.type {
      case "mvhd" where header == nil:
        header = try child.reader.timing(box: "mvhd")
      case "trak":
        if let track = try parseTrack(child.reader) {
          tracks.append(track)
        }
      default:
        break
      }
    }
    guard let header else {
      throw VideoPlaybackError.corrupt(
        "moov", at: offset - 8, "it has no movie header ('mvhd'), so the duration is unknown")
    }
    guard header.timescale > 0 else {
      throw VideoPlaybackError.corrupt("mvhd", at: offset, "its timescale is 0")
    }
    guard tracks.contains(where: { $0.kind == .video }) else {
      let found = tracks.map(\.kind.name)
      throw VideoPlaybackError(
        .noVideoTrack,
        "the file has no video track"
          + (found.isEmpty
            ? " (it has no tracks at all)" : " (only \(found.joined(separator: ", ")))"))
    }
    // An unknown movie duration (0, or all ones) falls back to the longest track.
    var duration = Duration.ticks(header.ticks, timescale: header.timescale)
    if header.ticks == 0 || header.ticks == UInt64(UInt32.max) || header.ticks == UInt64.max {
      duration = tracks.map(\.duration).max()
    }
    guard let duration else {
      throw VideoPlaybackError.corrupt(
        "mvhd", at: offset, "its duration, \(header.ticks) ticks, is too large")
    }
    return VideoMedia(brand: "", timescale: header.timescale, duration: duration, tracks: tracks)
  }

  /// A track from a `trak` payload; `nil` for a track without a handler (not playable).
  private static func parseTrack(_ trak: PayloadReader) throws(VideoPlaybackError) -> MediaTrack? {
    var size: (width: Int, height: Int) = (0, 0)
    var kind: MediaTrack.Kind?
    var timing: (timescale: UInt32, ticks: UInt64)?
    for child in try trak.children(parent: "trak") {
      switch child.header.type {
      case "tkhd":
        size = try child.reader.trackSize()
      case "mdia":
        for part in try child.reader.children(parent: "mdia") {
          switch part.header.type {
          case "mdhd": timing = try part.reader.timing(box: "mdhd")
          case "hdlr": kind = try part.reader.handler()
          default: break
          }
        }
      default:
        break
      }
    }
    guard let kind else { return nil }
    let timescale = timing?.timescale ?? 0
    let duration = Duration.ticks(timing?.ticks ?? 0, timescale: timescale) ?? .zero
    let isVideo = kind == .video
    return MediaTrack(
      kind: kind, timescale: timescale, duration: duration,
      width: isVideo ? size.width : 0, height: isVideo ? size.height : 0)
  }
}

extension MediaTrack.Kind {
  /// `video`, `audio`, or the handler type.
  var name: String {
    switch self {
    case .video: "video"
    case .audio: "audio"
    case .other(let type): "'\(type)'"
    }
  }
}

/// Bounds-checked reads inside one box's payload.
struct PayloadReader {
  /// The payload.
  let bytes: ArraySlice<UInt8>
  /// Where the payload starts in the file, for messages.
  let fileOffset: Int64
  /// The box whose payload this is, for messages.
  var box = "moov"

  /// The boxes inside this payload, each of which must fit inside it.
  func children(parent: String) throws(VideoPlaybackError) -> [(
    header: BoxHeader, reader: PayloadReader
  )] {
    var result: [(header: BoxHeader, reader: PayloadReader)] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let offset = fileOffset + Int64(index - bytes.startIndex)
      let end = fileOffset + Int64(bytes.count)
      let head = bytes[index..<min(bytes.endIndex, index + BoxHeader.maximumSize)]
      let header = try BoxHeader.decode(head, at: offset, parentEnd: end, parent: parent)
      guard header.hasPrintableType else {
        throw VideoPlaybackError.corrupt(
          header.type, at: offset, "its type is not text, so a size inside '\(parent)' is wrong")
      }
      let payloadStart = index + Int(header.headerSize)
      let payloadEnd = index + Int(header.size)
      result.append(
        (
          header,
          PayloadReader(
            bytes: bytes[payloadStart..<payloadEnd], fileOffset: header.payloadOffset,
            box: header.type)
        ))
      index = payloadEnd
    }
    return result
  }

  /// Timescale and duration of an `mvhd` or `mdhd` (version 0 or 1) payload.
  func timing(box: String) throws(VideoPlaybackError) -> (timescale: UInt32, ticks: UInt64) {
    let version = try byte(0, needs: 4)
    switch version {
    case 0:
      return (try uint32(12), UInt64(try uint32(16)))
    case 1:
      return (try uint32(20), try uint64(24))
    default:
      throw VideoPlaybackError.corrupt(box, at: fileOffset, "its version, \(version), is unknown")
    }
  }

  /// Width and height (16.16 fixed point, rounded) of a `tkhd` payload.
  func trackSize() throws(VideoPlaybackError) -> (width: Int, height: Int) {
    let version = try byte(0, needs: 4)
    // version 0: 4 flags, 4 creation, 4 modification, 4 id, 4 reserved, 4 duration;
    // version 1 widens the times and the duration to 8 bytes. Then 8 reserved, 2 layer,
    // 2 group, 2 volume, 2 reserved, 36 matrix, then width and height.
    let base: Int
    switch version {
    case 0: base = 24 + 52
    case 1: base = 36 + 52
    default:
      throw VideoPlaybackError.corrupt(
        "tkhd", at: fileOffset, "its version, \(version), is unknown")
    }
    let width = try uint32(base)
    let height = try uint32(base + 4)
    return (Int((UInt64(width) + 0x8000) >> 16), Int((UInt64(height) + 0x8000) >> 16))
  }

  /// The handler type of an `hdlr` payload.
  func handler() throws(VideoPlaybackError) -> MediaTrack.Kind {
    try require(12)
    let start = bytes.startIndex + 8
    let type = BoxHeader.fourCC(bytes[start..<(start + 4)])
    switch type {
    case "vide": return .video
    case "soun": return .audio
    default: return .other(type)
    }
  }

  private func require(_ count: Int) throws(VideoPlaybackError) {
    guard bytes.count >= count else {
      throw VideoPlaybackError.corrupt(
        box, at: fileOffset - 8, "it has \(bytes.count) bytes of data where \(count) are needed")
    }
  }

  private func byte(_ at: Int, needs count: Int) throws(VideoPlaybackError) -> UInt8 {
    try require(max(at + 1, count))
    return bytes[bytes.startIndex + at]
  }

  private func uint32(_ at: Int) throws(VideoPlaybackError) -> UInt32 {
    try require(at + 4)
    return BoxHeader.readUInt32(bytes, bytes.startIndex + at)
  }

  private func uint64(_ at: Int) throws(VideoPlaybackError) -> UInt64 {
    try require(at + 8)
    return BoxHeader.readUInt64(bytes, bytes.startIndex + at)
  }
}
