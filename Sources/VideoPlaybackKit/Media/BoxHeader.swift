/// The header of one ISO base media box: its type, where it starts, and how big it is.
///
/// A box is `size(4) type(4) [largesize(8)] [usertype(16)] payload`: `size == 1` means a
/// 64-bit size follows, `size == 0` means the box runs to the end of its parent (or file).
struct BoxHeader: Equatable {
  /// The four-character type, such as `moov`.
  var type: String
  /// Where the box starts, from the start of the file.
  var offset: Int64
  /// The whole box's size, header included.
  var size: Int64
  /// The header's size: 8, 16, or 24/32 for `uuid` boxes.
  var headerSize: Int64
  /// Whether the type's four bytes are printable ASCII, as in every real box type.
  var hasPrintableType = true

  /// Where the payload starts.
  var payloadOffset: Int64 { offset + headerSize }
  /// The payload's size.
  var payloadSize: Int64 { size - headerSize }
  /// Where the box ends.
  var end: Int64 { offset + size }

  /// The most bytes a header can take.
  static let maximumSize = 32

  /// Decodes the header at `offset` from `bytes` (the first up to 32 bytes of the box), for a
  /// box that must end by `parentEnd`.
  ///
  /// - Throws: `truncated` when the header or the box runs past the end of the file (`parent`
  ///   is `nil`); `corrupt` when a size is impossible or the box overflows its parent box.
  static func decode(
    _ bytes: ArraySlice<UInt8>, at offset: Int64, parentEnd: Int64, parent: String?
  ) throws(VideoPlaybackError) -> BoxHeader {
    let available = parentEnd - offset
    guard bytes.count >= 8, available >= 8 else {
      throw overrun("box header", at: offset, needs: 8, available: available, parent: parent)
    }
    let start = bytes.startIndex
    let size32 = readUInt32(bytes, start)
    let type = fourCC(bytes[(start + 4)..<(start + 8)])
    var headerSize: Int64 = 8
    var size: Int64
    switch size32 {
    case 1:
      guard bytes.count >= 16, available >= 16 else {
        throw overrun(type, at: offset, needs: 16, available: available, parent: parent)
      }
      let large = readUInt64(bytes, start + 8)
      guard large <= UInt64(Int64.max) else {
        throw VideoPlaybackError.corrupt(
          type, at: offset, "its 64-bit size, \(large), is impossible")
      }
      size = Int64(large)
      headerSize = 16
    case 0:
      size = available
    default:
      size = Int64(size32)
    }
    if type == "uuid" {
      headerSize += 16
    }
    guard size >= headerSize else {
      throw VideoPlaybackError.corrupt(
        type, at: offset, "its size, \(size), is smaller than its \(headerSize)-byte header")
    }
    guard size <= available else {
      throw overrun(type, at: offset, needs: size, available: available, parent: parent)
    }
    let printable = bytes[(start + 4)..<(start + 8)].allSatisfy { (0x20..<0x7F).contains($0) }
    return BoxHeader(
      type: type, offset: offset, size: size, headerSize: headerSize, hasPrintableType: printable)
  }

  private static func overrun(
    _ type: String, at offset: Int64, needs size: Int64, available: Int64, parent: String?
  ) -> VideoPlaybackError {
    guard let parent else {
      return .truncated(type, at: offset, needs: size, has: available)
    }
    return .corrupt(
      type, at: offset,
      "it needs \(size) bytes but its parent '\(parent)' has only \(max(0, available)) left")
  }

  /// Four bytes as text; bytes outside printable ASCII become `?`, so messages stay readable.
  static func fourCC(_ bytes: ArraySlice<UInt8>) -> String {
    String(
      decoding: bytes.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  static func readUInt32(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt32 {
    (UInt32(bytes[index]) << 24) | (UInt32(bytes[index + 1]) << 16)
      | (UInt32(bytes[index + 2]) << 8) | UInt32(bytes[index + 3])
  }

  static func readUInt64(_ bytes: ArraySlice<UInt8>, _ index: Int) -> UInt64 {
    (UInt64(readUInt32(bytes, index)) << 32) | UInt64(readUInt32(bytes, index + 4))
  }
}
