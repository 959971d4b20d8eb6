import BenchmarkSupport
import Foundation

/// The `viper-demo` binary the start-to-first-frame benchmark runs, through ``Spawn``.
enum DemoLaunch {
  /// The environment variable that names the `viper-demo` binary.
  static let variable = "VIPER_DEMO"

  /// Where `swift build --scratch-path Benchmarks/.build-demo` puts the release binary.
  static let defaultPath: String = {
    // This file is Benchmarks/Benchmarks/Terminal/DemoLaunch.swift.
    let benchmarks = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return benchmarks.appendingPathComponent(".build-demo/release/viper-demo").path
  }()

  /// The binary to run: `$VIPER_DEMO`, else ``defaultPath``.
  static var path: String {
    ProcessInfo.processInfo.environment[variable] ?? defaultPath
  }

  /// Whether the binary exists and is executable.
  static var isAvailable: Bool {
    FileManager.default.isExecutableFile(atPath: path)
  }

  /// How to build the binary, for when it is missing.
  static var howToBuild: String {
    """
    Terminal/start to first frame: skipped, no viper-demo at \(path). Build it with
      swift build -c release --product viper-demo --package-path .. --scratch-path .build-demo
    from the Benchmarks folder, or set \(variable) to the binary's path.
    """
  }

  /// Runs the binary with `arguments` and returns how long it took from the spawn to its exit.
  /// Throws if it cannot be spawned or does not exit with status 0.
  static func run(_ arguments: [String]) throws -> Duration {
    try Spawn.run(path, arguments).wall
  }

  /// Whether the child's other descriptors are closed (for the report).
  static var closesOtherDescriptors: Bool { Spawn.closesOtherDescriptors }
}
