import Foundation
import Testing

/// The built `viper-demo` executable, run as a child process.
enum DemoBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  static var url: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper-demo")
  }

  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Standard output with every run of blanks and line breaks made one space, so a message
    /// the screen wrapped reads as one sentence.
    var words: String {
      stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
  }

  /// Runs the demo with `arguments`, with no terminal, and waits for it to exit.
  static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Output
  {
    try await offThePool {
      let output = try ChildProcess.run(
        url.path, arguments,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}
