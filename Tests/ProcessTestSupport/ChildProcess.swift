import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`, capturing its output.
///
/// Not Foundation's `Process`: on Linux its `waitUntilExit()` waits for a SIGCHLD-driven
/// notification that, with several children ending at once, sometimes never comes, and a test
/// run then hangs for good (seen here with tmux commands run next to the demo's processes).
/// `waitpid` on the child's own pid cannot miss it. Blocking: call it through `offThePool`.
package enum ChildProcess {
  package struct Output: Sendable {
    package let status: Int32
    package let stdout: Data
    package let stderr: Data
  }

  package struct SpawnError: Error, CustomStringConvertible {
    let program: String
    let code: Int32
    package var description: String { "cannot run \(program): \(String(cString: strerror(code)))" }
  }

  /// Runs `program` (looked up in PATH when it has no slash) with `arguments`.
  package static func run(
    _ program: String,
    _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Output {
    let child = try spawn(program, arguments, environment: environment, input: .none)
    let (stdout, stderr) = readBoth(child.stdout, child.stderr)
    return Output(status: wait(child.pid), stdout: stdout, stderr: stderr)
  }

  /// What the child's standard input is.
  package enum Input {
    /// `/dev/null`.
    case none
    /// A pipe whose writing end ``Spawned/stdin`` the caller holds.
    case pipe
  }

  /// A started child: its pid, the writing end of its standard input (with ``Input/pipe``),
  /// and the reading ends of its standard output and error.
  package struct Spawned: Sendable {
    package let pid: pid_t
    package let stdin: Int32?
    package let stdout: Int32
    package let stderr: Int32
  }

  /// Starts `program` with its output and error on pipes, and returns at once. The caller
  /// reads the pipes to their ends, closes them, and reaps the child with ``wait(_:)``.
  package static func spawn(
    _ program: String,
    _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    input: Input
  ) throws -> Spawned {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    var errPipe: [Int32] = [-1, -1]
    guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
      throw SpawnError(program: program, code: errno)
    }
    if input == .pipe {
      guard pipe(&inPipe) == 0 else { throw SpawnError(program: program, code: errno) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if input == .pipe {
      posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
    for descriptor in inPipe + outPipe + errPipe where descriptor >= 0 {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    // Nothing else of ours goes to the child. Without this it inherits every open socket of
    // the test process, among them the listening sockets of the mock API servers other tests
    // run: a server the test stops would then go on accepting connections (in the child's
    // copy) until the child exits, and its port could not be bound again.
    closeFrom(3, in: &actions)

    // Every signal at its default and none blocked in the child. A spawned program otherwise
    // inherits the dispositions this process set to SIG_IGN (the terminal tests ignore
    // SIGTERM and SIGINT to receive them through dispatch sources), and a tmux server spawned
    // from here then shrugs off its own `kill-server`, which works by sending itself SIGTERM.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var allSignals = sigset_t()
    var noSignals = sigset_t()
    sigfillset(&allSignals)
    sigemptyset(&noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid: pid_t = 0
    let spawned =
      program.contains("/")
      ? posix_spawn(&pid, program, &actions, &attributes, argv, envp)
      : posix_spawnp(&pid, program, &actions, &attributes, argv, envp)
    close(outPipe[1])
    close(errPipe[1])
    if input == .pipe { close(inPipe[0]) }
    guard spawned == 0 else {
      close(outPipe[0])
      close(errPipe[0])
      if input == .pipe { close(inPipe[1]) }
      throw SpawnError(program: program, code: spawned)
    }
    return Spawned(
      pid: pid, stdin: input == .pipe ? inPipe[1] : nil, stdout: outPipe[0], stderr: errPipe[0])
  }

  /// Waits for a child to end; its exit status, or 128 + the signal that ended it, as shells
  /// report it. Blocking.
  package static func wait(_ pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, and 128 + signal for a child a signal ended.
    return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }

  /// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up at run time
  /// because Swift's Glibc module does not import it.
  private static func closeFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t) {
    typealias CloseFrom =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let process = dlopen(nil, RTLD_NOW),
      let symbol = dlsym(process, "posix_spawn_file_actions_addclosefrom_np")
    else { return }
    _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first)
  }

  /// Reads two pipes to their ends at once, so neither can fill up and block the child.
  private static func readBoth(_ first: Int32, _ second: Int32) -> (Data, Data) {
    var outputs = [Data(), Data()]
    var descriptors = [
      pollfd(fd: first, events: Int16(POLLIN), revents: 0),
      pollfd(fd: second, events: Int16(POLLIN), revents: 0),
    ]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while descriptors.contains(where: { $0.fd >= 0 }) {
      guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 || errno == EINTR else { break }
      for index in descriptors.indices where descriptors[index].fd >= 0 {
        guard descriptors[index].revents != 0 else { continue }
        let count = read(descriptors[index].fd, &buffer, buffer.count)
        if count > 0 {
          outputs[index].append(contentsOf: buffer[0..<count])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          close(descriptors[index].fd)
          descriptors[index].fd = -1
        }
      }
    }
    return (outputs[0], outputs[1])
  }
}
