import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spawns `viper-demo` and waits for it to exit, for the start-to-first-frame benchmark.
///
/// It uses `posix_spawn` and `waitpid` rather than Foundation's `Process`, whose
/// `waitUntilExit` sometimes hangs on Linux. The child's standard input, output and error are
/// `/dev/null`, and every other descriptor is closed in the child when the C library has
/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later).
enum DemoLaunch {
  /// The environment variable that names the `viper-demo` binary.
  static let variable = "VIPER_DEMO"

  /// Where `swift build --scratch-path Benchmarks/.build-demo` puts the release binary.
  static let defaultPath: String = {
    // This file is Benchmarks/Benchmarks/Terminal/DemoLaunch.swift.
    let benchmarks = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    return benchmarks.appendingPathComponent(".build-demo/release/viper-demo").path
  }()

  /// The binary to run: `$VIPER_DEMO`, else ``defaultPath``.
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
    Terminal/start to first frame: skipped, no viper-demo at \(path). Build it with
      swift build -c release --product viper-demo --package-path .. --scratch-path .build-demo
    from the Benchmarks folder, or set \(variable) to the binary's path.
    """
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs the binary with `arguments` and returns how long it took from the spawn to its exit.
  /// Throws if it cannot be spawned or does not exit with status 0.
  static func run(_ arguments: [String]) throws -> Duration {
    let path = self.path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      let flags = descriptor == 0 ? O_RDONLY : O_WRONLY
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
    }
    if let closeFrom = closeFrom {
      _ = closeFrom(&actions, 3)
    }

    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }

    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw Failure(description: "posix_spawn \(path): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw Failure(description: "waitpid: \(String(cString: strerror(errno)))")
      }
    }
    let elapsed = clock.now - start
    // WIFEXITED and WEXITSTATUS are macros: exited normally when the low 7 bits are 0.
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw Failure(description: "\(path) \(arguments.joined(separator: " ")): wait status \(status)")
    }
    return elapsed
  }

  private typealias CloseFrom =
    @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

  /// `posix_spawn_file_actions_addclosefrom_np`, if the C library has it.
  private static let closeFrom: CloseFrom? = {
    guard let handle = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np")
    else { return nil }
    return unsafeBitCast(symbol, to: CloseFrom.self)
  }()

  /// Whether the child's other descriptors are closed (for the report).
  static var closesOtherDescriptors: Bool { closeFrom != nil }
}
