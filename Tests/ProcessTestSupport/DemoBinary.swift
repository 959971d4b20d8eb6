import Foundation

/// The built `viper-demo` executable, run as a child process (by the demo's tests and the
/// video tab's).
package enum DemoBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  package static var url: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper-demo")
  }

  /// A new empty data folder for one run (as `XDG_DATA_HOME`): the todos a run keeps never come
  /// from the person's own runs or from another test's.
  package static func freshDataHome() -> String {
    let folder = NSTemporaryDirectory() + "viper-demo-test-data-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The shell command that starts the demo with a data folder of its own.
  package static var shellCommand: String {
    "XDG_DATA_HOME=\(freshDataHome()) \(url.path)"
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

  /// Runs the demo with `arguments`, with no terminal, and waits for it to exit.
  package static func run(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> Output
  {
    try await offThePool {
      let output = try ChildProcess.run(
        url.path, arguments,
        environment: ProcessInfo.processInfo.environment
          .merging(["XDG_DATA_HOME": freshDataHome()]) { $1 }
          .merging(environment) { $1 })
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}
