/// Reads the structure of an MP4 or MOV (ISO base media) file: `ftyp`, `moov/mvhd`,
/// `trak/tkhd`, `mdia/mdhd` and `hdlr`, with 64-bit sizes, boxes in any order and `moov` at
/// the end of the file.
///
/// It never trusts a size: every box must fit its parent, every read is bounds-checked, and
/// every step moves forward by at least a header, so a corrupt file ends in a
/// ``VideoPlaybackError`` — never a crash, never an endless loop.
///
/// ```swift
/// let media = try ISOBoxParser.parse(Array(try Data(contentsOf: url)))
/// print(media.duration, media.resolutionText)  // 2.0 seconds 160x90
/// ```
public enum ISOBoxParser {
  /// The largest `moov` box it reads: real ones are kilobytes to a few megabytes.
  public static let maximumMovieBoxSize: Int64 = 64 << 20
  /// The top-level types a file may start with. Old QuickTime files have no `ftyp`.
  static let leadingTypes: Set<String> = [
    "ftyp", "moov", "mdat", "free", "skip", "wide", "pnot", "uuid", "styp",
  ]

  /// Parses a whole file held in memory.
  public static func parse(_ bytes: [UInt8]) throws(VideoPlaybackError) -> VideoMedia {
    let fileEnd = Int64(bytes.count)
    var walk = TopLevelWalk(fileEnd: fileEnd)
    var offset: Int64 = 0
    while let header = try walk.next(
      bytes[Int(offset)..<Int(min(fileEnd, offset + Int64(BoxHeader.maximumSize)))], at: offset)
    {
      if walk.wants(header) {
        let payload = Array(bytes[Int(header.payloadOffset)..<Int(header.end)])
        try walk.take(payload, of: header)
      }
      offset = header.end
    }
    return try walk.finish()
  }

  /// Parses a file through `source`, reading only box headers, `ftyp` and `moov`: the media
  /// data (`mdat`) is skipped, so an HTTP source sends a few small Range requests.
  public static func parse(_ source: any MediaByteSource) async throws(VideoPlaybackError)
    -> VideoMedia
  {
    let fileEnd = try await source.length()
    var walk = TopLevelWalk(fileEnd: fileEnd)
    var offset: Int64 = 0
    while true {
      let count = Int(min(Int64(BoxHeader.maximumSize), fileEnd - offset))
      let head = count > 0 ? try await source.read(at: offset, count: count) : []
      guard let header = try walk.next(head[...], at: offset) else { break }
      if walk.wants(header) {
        let payload = try await source.read(
          at: header.payloadOffset, count: Int(header.payloadSize))
        guard Int64(payload.count) == header.payloadSize else {
          throw .truncated(
            header.type, at: header.offset, needs: header.size,
            has: Int64(payload.count) + header.headerSize)
        }
        try walk.take(payload, of: header)
      }
      offset = header.end
    }
    return try walk.finish()
  }
}

/// The top-level walk, shared by the in-memory and the streaming parser: it decides what to
/// read and keeps what it found.
struct TopLevelWalk {
  let fileEnd: Int64
  private var brand: String?
  private var movie: VideoMedia?
  private var boxCount = 0

  init(fileEnd: Int64) {
    self.fileEnd = fileEnd
  }

  /// The header at `offset` decoded from `head`, or `nil` at the end of the file.
  mutating func next(_ head: ArraySlice<UInt8>, at offset: Int64) throws(VideoPlaybackError)
    -> BoxHeader?
  {
    guard offset < fileEnd else {
      if fileEnd == 0 {
        throw VideoPlaybackError(.unsupportedContainer, "the file is empty")
      }
      return nil
    }
    if boxCount == 0 {
      // Look at the first bytes before trusting them as a size: a PNG or a text file is not
      // a truncated MP4, it is not an MP4 at all.
      guard head.count >= 8,
        ISOBoxParser.leadingTypes.contains(BoxHeader.fourCC(head.dropFirst(4).prefix(4)))
      else {
        throw VideoPlaybackError(
          .unsupportedContainer,
          "not an MP4 or MOV file: it starts with \(Self.hex(head.prefix(8))), not an 'ftyp' box")
      }
    }
    let header = try BoxHeader.decode(head, at: offset, parentEnd: fileEnd, parent: nil)
    guard header.hasPrintableType else {
      throw VideoPlaybackError.corrupt(
        header.type, at: offset, "its type is not text, so the box before it has a wrong size")
    }
    if header.type == "moov", header.size > ISOBoxParser.maximumMovieBoxSize {
      throw VideoPlaybackError.corrupt(
        "moov", at: header.offset,
        "it claims \(header.size) bytes, more than the \(ISOBoxParser.maximumMovieBoxSize) a "
          + "movie header can take")
    }
    if header.type == "ftyp", header.size > 4096 {
      throw VideoPlaybackError.corrupt(
        "ftyp", at: header.offset, "it claims \(header.size) bytes; a file type box has a few dozen"
      )
    }
    boxCount += 1
    return header
  }

  /// Whether the walk needs the payload of `header`.
  func wants(_ header: BoxHeader) -> Bool {
    (header.type == "ftyp" && brand == nil) || (header.type == "moov" && movie == nil)
  }

  /// Takes the payload of a box that ``wants(_:)`` asked for.
  mutating func take(_ payload: [UInt8], of header: BoxHeader) throws(VideoPlaybackError) {
    switch header.type {
    case "ftyp":
      brand = payload.count >= 4 ? BoxHeader.fourCC(payload[0..<4]) : ""
    case "moov":
      movie = try MovieBox.parse(payload, at: header.payloadOffset)
    default:
      break
    }
  }

  /// The media found, or why there is none.
  func finish() throws(VideoPlaybackError) -> VideoMedia {
    guard var movie else {
      throw VideoPlaybackError(
        .corrupt,
        "the file has no 'moov' box, which holds its duration and tracks "
          + "(was it cut short or never finished?)")
    }
    movie.brand = brand ?? ""
    return movie
  }

  static func hex(_ bytes: ArraySlice<UInt8>) -> String {
    let digits = Array("0123456789ABCDEF")
    return bytes.map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 15)])" }.joined(separator: " ")
  }
}
