import Foundation
import ProcessTestSupport

/// The built `viper` executable, run as a child process.
enum ViperBinary {
  /// Beside the test bundle: `swift test` builds it because this test target depends on it.
  static var url: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("viper")
  }

  /// ``url`` as a path.
  static var path: String { url.path }

  struct Output: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs `viper` with `arguments` in `folder` (where it reads `.viper.yml`; by default an
  /// empty one, so the repository's own `.viper.yml` never applies), with `environment` added
  /// to this process's, and waits for it to exit, off the cooperative pool.
  static func run(
    _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]
  ) async throws -> Output {
    let directory = try folder ?? TemporaryFolder("viper-cwd").url
    defer { if folder == nil { try? FileManager.default.removeItem(at: directory) } }
    return try await offThePool {
      // Through sh for its `cd`: posix_spawn has no portable way to set the child's folder.
      let output = try ChildProcess.run(
        "/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", directory.path, url.path] + arguments,
        environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
      return Output(
        status: output.status,
        stdout: String(decoding: output.stdout, as: UTF8.self),
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
  }
}

/// A temporary folder holding the given files (relative path to text), for lint and graph
/// runs; removed by ``remove()``.
struct SourceFolder {
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
