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
      let process = Process()
      process.executableURL = url
      process.arguments = arguments
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      try process.run()
      // Standard error is read on its own thread while standard output is read here, so
      // neither pipe can fill up and block the child.
      let errData = Locked(Data())
      let errReader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
      errReader.start()
      let outData = out.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      while !errReader.isFinished { usleep(1_000) }
      return Output(
        status: process.terminationStatus,
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData.get(), as: UTF8.self))
    }
  }
}

/// A value shared between two threads.
final class Locked<Value: Sendable>: @unchecked Sendable {
  // @unchecked: `value` is only touched under `lock`.
  private let lock = NSLock()
  private var value: Value
  init(_ value: Value) { self.value = value }
  func get() -> Value { lock.withLock { value } }
  func set(_ newValue: Value) { lock.withLock { value = newValue } }
}
