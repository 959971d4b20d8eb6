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

  /// Runs `viper` with `arguments` in `folder` (where it reads `.viper.yml`; by default an
  /// empty one, so the repository's own `.viper.yml` never applies) and waits for it to exit.
  static func run(_ arguments: [String], in folder: URL? = nil) async throws -> Output {
    let directory = try folder ?? TemporaryFolder("viper-cwd").url
    defer { if folder == nil { try? FileManager.default.removeItem(at: directory) } }
    return try await offThePool {
      // Through sh for its `cd`: posix_spawn has no portable way to set the child's folder.
      let output = try ChildProcess.run(
        "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, url.path] + arguments)
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}
