import Foundation
import MockAPI
import Testing

@testable import VideoPlaybackKit

/// Builds ISO base media boxes by hand, for the parser's edge cases.
enum Box {
  static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(UInt32(8 + payload.count)) + Array(type.utf8) + payload
  }

  /// A box with a 64-bit size (size field 1, then largesize).
  static func large(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    be32(1) + Array(type.utf8) + be64(UInt64(16 + payload.count)) + payload
  }

  static func ftyp(_ brand: String = "isom") -> [UInt8] {
    box("ftyp", Array(brand.utf8) + be32(512) + Array("isomiso2".utf8))
  }

  static func mvhd(timescale: UInt32, duration: UInt32) -> [UInt8] {
    box("mvhd", [0, 0, 0, 0] + be32(0) + be32(0) + be32(timescale) + be32(duration) + zeros(80))
  }

  static func mvhd1(timescale: UInt32, duration: UInt64) -> [UInt8] {
    box("mvhd", [1, 0, 0, 0] + be64(0) + be64(0) + be32(timescale) + be64(duration) + zeros(80))
  }

  static func tkhd(width: Int, height: Int) -> [UInt8] {
    box(
      "tkhd",
      [0, 0, 0, 3] + zeros(20) + zeros(8) + zeros(8) + zeros(36)
        + be32(UInt32(width) << 16) + be32(UInt32(height) << 16))
  }

  static func mdhd(timescale: UInt32, duration: UInt32) -> [UInt8] {
    box("mdhd", [0, 0, 0, 0] + be32(0) + be32(0) + be32(timescale) + be32(duration) + zeros(4))
  }

  static func hdlr(_ type: String) -> [UInt8] {
    box("hdlr", zeros(8) + Array(type.utf8) + zeros(12) + [0])
  }

  static func trak(_ handler: String, width: Int = 0, height: Int = 0, seconds: UInt32 = 2)
    -> [UInt8]
  {
    box(
      "trak",
      tkhd(width: width, height: height)
        + box("mdia", mdhd(timescale: 1000, duration: seconds * 1000) + hdlr(handler)))
  }

  static func moov(_ children: [UInt8]...) -> [UInt8] {
    box("moov", children.flatMap { $0 })
  }

  static func be32(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 255), UInt8((value >> 8) & 255), UInt8(value & 255)]
  }

  static func be64(_ value: UInt64) -> [UInt8] {
    be32(UInt32(value >> 32)) + be32(UInt32(value & 0xFFFF_FFFF))
  }

  static func zeros(_ count: Int) -> [UInt8] { [UInt8](repeating: 0, count: count) }
}

/// The bundled media fixtures.
enum Fixture {
  static func url(_ name: String) throws -> URL {
    try #require(MockMedia.fileURL(named: name), "the fixture \(name) is not bundled")
  }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: try url(name)))
  }

  /// What ffprobe said about each valid fixture (Scripts/make-media-fixtures.sh).
  static func ffprobeReport() throws -> [String: (duration: Double, width: Int, height: Int)] {
    let url = try #require(MockMedia.ffprobeReportURL)
    let text = try String(contentsOf: url, encoding: .utf8)
    var report: [String: (Double, Int, Int)] = [:]
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: "\t").map(String.init)
      guard fields.count == 4, let duration = Double(fields[1]), let width = Int(fields[2]),
        let height = Int(fields[3])
      else { continue }
      report[fields[0]] = (duration, width, height)
    }
    return report
  }
}
