import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Spawns a program and waits for it to exit: the suites that time whole processes (`viper new`,
/// the lint benchmark's sides).
///
/// `posix_spawn` and `wait4` (`waitpid` with the child's resource usage) rather than Foundation's
/// `Process`, whose `waitUntilExit` sometimes hangs on Linux. The child's standard input, output
/// and error are `/dev/null`, and every other descriptor is closed in the child when the C
/// library has `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later).
public enum Spawn {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// How long one run took.
  public struct Timing: Sendable {
    /// From the spawn to the exit, as a person waits for it.
    public var wall: Duration
    /// The child's CPU time, user and system: what the run costs whatever else the machine
    /// is doing (on a shared machine the wall time also counts waiting for a core).
    public var cpu: Duration
  }

  /// Runs `program` with `arguments` and times it. Throws if it cannot be spawned or does
  /// not exit with status 0.
  public static func run(_ program: String, _ arguments: [String]) throws -> Timing {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor: Int32 in [0, 1, 2] {
      let flags = descriptor == 0 ? O_RDONLY : O_WRONLY
      posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
    }
    if let closeFrom {
      _ = closeFrom(&actions, 3)
    }
    let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    let clock = ContinuousClock()
    let start = clock.now
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, program, &actions, nil, argv, envp)
    guard spawned == 0 else {
      throw Failure(description: "posix_spawn \(program): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else {
        throw Failure(description: "waitpid: \(String(cString: strerror(errno)))")
      }
    }
    let elapsed = clock.now - start
    guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
      throw Failure(
        description: "\(program) \(arguments.joined(separator: " ")): wait status \(status)")
    }
    func duration(_ time: timeval) -> Duration {
      .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
    return Timing(wall: elapsed, cpu: duration(usage.ru_utime) + duration(usage.ru_stime))
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

  /// Whether the child's other descriptors are closed (for the reports).
  public static var closesOtherDescriptors: Bool { closeFrom != nil }
}
