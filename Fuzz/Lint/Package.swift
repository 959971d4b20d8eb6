// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target for viper lint's per-file analysis (FileAnalyzer) and the rules over the
// one-file model. Build and run (see README.md beside this file):
//
//   swift build -c debug --sanitize=fuzzer --sanitize=address -Xswiftc -sanitize=fuzzer,address --product LintFuzzer
//   SWIFT_BACKTRACE=enable=no .build/debug/LintFuzzer -max_total_time=60 Corpus
let package = Package(
  name: "LintFuzz",
  dependencies: [.package(name: "ViperKit", path: "../..")],
  targets: [
    .executableTarget(
      name: "LintFuzzer",
      dependencies: [.product(name: "ViperTooling", package: "ViperKit")],
      swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
    )
  ]
)
