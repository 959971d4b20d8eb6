import Foundation

/// The built `viper` executable, run as a child process.
enum ViperBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  static var url: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper")
  }

  struct Output {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `viper` with `arguments` and waits for it to exit.
  static func run(_ arguments: [String]) async throws -> Output {
    try await offThePool {
      let output = try ChildProcess.run(url.path, arguments)
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}
