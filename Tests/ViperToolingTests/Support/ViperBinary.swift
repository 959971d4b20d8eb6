import Foundation

/// The built `viper` executable, run as a child process.
enum ViperBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  static var path: String {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper").path
  }

  struct Output: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `viper` with `arguments` and waits for it, off the cooperative pool.
  static func run(_ arguments: [String], environment: [String: String] = [:]) async throws
    -> Output
  {
    try await offThePool {
      let output = try ChildProcess.run(
        path, arguments,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}

/// A temporary folder of files, removed by `remove()`.
struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("viper-tests-\(UUID().uuidString)")

  init(_ files: [String: String]) throws {
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
  }

  func path(_ name: String = "") -> String {
    name.isEmpty ? url.path : url.appendingPathComponent(name).path
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
