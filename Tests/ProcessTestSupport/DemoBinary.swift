import Foundation

/// The built `viper-demo` executable, run as a child process (by the demo's tests and the
/// video tab's).
package enum DemoBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  package static var url: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper-demo")
  }

  /// A new empty data folder (as `XDG_DATA_HOME`) for one run or one test: the todos a run
  /// keeps never come from the person's own runs or from another test's. The test removes it
  /// (``remove()``) when it is done with it.
  package struct DataHome: Sendable {
    /// The folder.
    package let path: String

    /// Makes the folder.
    package init() {
      path = NSTemporaryDirectory() + "viper-demo-test-data-\(UUID().uuidString)"
      try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The shell command that starts the demo over this data folder.
    package var shellCommand: String { "XDG_DATA_HOME=\(path) \(DemoBinary.url.path)" }

    /// Removes the folder and all it holds.
    package func remove() { try? FileManager.default.removeItem(atPath: path) }
  }

  package struct Output: Sendable {
    package let status: Int32
    package let stdout: String
    package let stderr: String

    /// Standard output with every run of blanks and line breaks made one space, so a message
    /// the screen wrapped reads as one sentence.
    package var words: String {
      stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
  }

  /// Runs the demo with `arguments`, with no terminal, and waits for it to exit; over a data
  /// folder of its own, removed after the run, unless `environment` sets `XDG_DATA_HOME` or
  /// `arguments` a `--data-dir`.
  package static func run(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> Output
  {
    try await offThePool {
      let home = DataHome()
      defer { home.remove() }
      let output = try ChildProcess.run(
        url.path, arguments,
        environment: ProcessInfo.processInfo.environment
          .merging(["XDG_DATA_HOME": home.path]) { $1 }
          .merging(environment) { $1 })
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}
