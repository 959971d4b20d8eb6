import BenchmarkSupport
import Foundation

/// The `viper` binary the `viper new` benchmark runs, through ``Spawn``.
enum ViperLaunch {
  /// The environment variable that names the `viper` binary.
  static let variable = "VIPER_BINARY"

  /// Where `swift build -c release --scratch-path .build-viper` puts the release binary.
  static let defaultPath: String = {
    // This file is Benchmarks/Benchmarks/Generator/ViperLaunch.swift.
    let benchmarks = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return benchmarks.appendingPathComponent(".build-viper/release/viper").path
  }()

  /// The binary to run: `$VIPER_BINARY`, else ``defaultPath``.
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
    Generator/viper new: skipped, no viper at \(path). Build it with
      swift build -c release --product viper --package-path .. --scratch-path .build-viper
    from the Benchmarks folder, or set \(variable) to the binary's path.
    """
  }

  typealias Timing = Spawn.Timing

  /// Runs `program` with `arguments` and times it (see ``Spawn/run(_:_:)``).
  static func run(_ program: String, _ arguments: [String]) throws -> Timing {
    try Spawn.run(program, arguments)
  }
}
