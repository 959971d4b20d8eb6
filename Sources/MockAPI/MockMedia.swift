import Foundation

/// The media files MockAPI serves under `/media/`: small MP4 and MOV files made with ffmpeg
/// (`Scripts/make-media-fixtures.sh`), valid ones and deliberately broken ones.
///
/// ```swift
/// MockMedia.fileURL(named: "clip-faststart.mp4")  // a file URL inside the bundle
/// api.baseURL.appendingPathComponent("media/clip-faststart.mp4")  // the same, over HTTP
/// ```
public enum MockMedia {
  /// The valid files: they open, with a video track.
  public static let validNames = [
    "clip-faststart.mp4", "clip-moov-at-end.mov", "clip-largesize.mp4", "red.mp4",
  ]
  /// The broken files: each fails to open with its own error.
  public static let brokenNames = [
    "broken-truncated.mov", "broken-corrupt-size.mp4", "broken-tiny-box.mp4",
    "broken-audio-only.m4a", "broken-not-mp4.png",
  ]

  /// The bundled file `name`, or `nil` when there is none.
  public static func fileURL(named name: String) -> URL? {
    fileURLs(in: .module).first { $0.lastPathComponent == name }
  }

  /// `media/ffprobe.tsv`: what ffprobe said about each valid file when the fixtures were made
  /// (name, duration in seconds, width, height, tab-separated, with a header line).
  public static var ffprobeReportURL: URL? {
    Bundle.module.url(
      forResource: "ffprobe.tsv", withExtension: nil,
      subdirectory: "Resources/\(MediaResource.folder)")
  }

  /// Every media file bundled (valid and broken), sorted by name.
  public static var allFileURLs: [URL] { fileURLs(in: .module) }

  static func fileURLs(in bundle: Bundle) -> [URL] {
    guard
      let folder = bundle.url(
        forResource: MediaResource.folder, withExtension: nil, subdirectory: "Resources"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { !$0.hasSuffix(".tsv") && !$0.hasPrefix(".") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }
}
