// swift-tools-version: 6.1
import Foundation
import PackageDescription

// A libFuzzer target for VideoPlaybackKit's ISO box parser. Build and run (see README.md):
//   swift build --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address --product BoxParserFuzzer
//   SWIFT_BACKTRACE=enable=no .build/debug/BoxParserFuzzer -max_total_time=60 corpus seeds
// A path dependency is known by its folder's name (`main`, `wt-5`, a CI clone's name).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardizedFileURL.lastPathComponent

let package = Package(
  name: "BoxParserFuzz",
  dependencies: [.package(path: "../..")],
  targets: [
    .executableTarget(
      name: "BoxParserFuzzer",
      dependencies: [.product(name: "VideoPlaybackKit", package: root)],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ]
)
