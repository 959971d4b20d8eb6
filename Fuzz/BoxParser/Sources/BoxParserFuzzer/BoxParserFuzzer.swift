import VideoPlaybackKit

/// libFuzzer's entry point: parse the bytes as an MP4/MOV file. Any input must either parse
/// to media with a video track and a duration of zero or more, or fail with an error; a
/// crash, a hang or a sanitizer report is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  do {
    let media = try ISOBoxParser.parse(bytes)
    precondition(media.videoTrack != nil, "parsed media without a video track")
    precondition(media.duration >= .zero, "parsed a negative duration")
  } catch {
    precondition(!error.message.isEmpty, "an error without a message")
  }
  return 0
}
