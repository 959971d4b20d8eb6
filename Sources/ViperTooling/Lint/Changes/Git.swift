import Foundation

/// Runs `git` as a child process and collects what it prints.
enum Git {
  struct Output {
    var status: Int32
    var stdout: Data
    var stderr: String
  }

  /// Runs `git arguments...` in `directory`. Throws when git cannot be started at all.
  static func run(_ arguments: [String], in directory: String) throws(ConfigurationError) -> Output
  {
    guard let executable = executable() else {
      throw ConfigurationError("--since needs git, which is not on PATH")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    // No pager, no prompts, and the user's configuration cannot change the patch's shape:
    // no external diff driver, no text conversion, no colour, plain a/ b/ prefixes.
    process.arguments = ["-c", "core.quotepath=off", "-c", "color.ui=false"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["GIT_PAGER"] = "cat"
    environment["GIT_TERMINAL_PROMPT"] = "0"
    environment["LC_ALL"] = "C"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw ConfigurationError("could not run git: \(error.localizedDescription)")
    }
    // Both pipes drained at once: a large diff on one must not block git writing the other.
    let errorData = LockedData()
    let reader = Thread { errorData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    reader.start()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    errorData.wait()
    return Output(
      status: process.terminationStatus, stdout: stdout,
      stderr: String(decoding: errorData.value, as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin:/usr/local/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/git"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// Data one thread sets once and another waits for.
private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private let ready = DispatchSemaphore(value: 0)
  private var data = Data()

  func set(_ value: Data) {
    lock.withLock { data = value }
    ready.signal()
  }

  func wait() { ready.wait() }

  var value: Data { lock.withLock { data } }
}
