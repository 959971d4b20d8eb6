import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process a test talks to while it runs (a language server over its standard input
/// and output): bytes written to its input, its output collected as it comes, its exit
/// awaited with a deadline.
///
/// Threads of its own read the output and error pipes and reap the child, so no blocking
/// call runs on Swift's cooperative pool.
///
/// ```swift
/// let server = try InteractiveProcess.start(ViperBinary.path, ["lsp"])
/// server.write(Array("Content-Length: 2\r\n\r\n{}".utf8))
/// let bytes = server.takeOutput()
/// ```
package final class InteractiveProcess: @unchecked Sendable {
  /// The child's pid.
  package let pid: pid_t
  /// Guards the input alone: a write may block until the child reads, and the threads that
  /// collect its output must go on meanwhile (else a child blocked writing its output never
  /// reads).
  private let inputLock = NSLock()
  private var input: Int32?
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var output: [UInt8] = []
  private var errorOutput: [UInt8] = []
  private var status: Int32?

  /// Starts `program` with `arguments`, its standard input a pipe this object writes to.
  package static func start(
    _ program: String, _ arguments: [String],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> InteractiveProcess {
    // A write to a child that ended must fail, not end the test process.
    signal(SIGPIPE, SIG_IGN)
    let child = try ChildProcess.spawn(program, arguments, environment: environment, input: .pipe)
    return InteractiveProcess(child)
  }

  private init(_ child: ChildProcess.Spawned) {
    pid = child.pid
    input = child.stdin
    let readers = DispatchGroup()
    for (descriptor, isError) in [(child.stdout, false), (child.stderr, true)] {
      readers.enter()
      let thread = Thread { [self] in
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
          if count < 0 && errno == EINTR { continue }
          guard count > 0 else { break }
          condition.withLock {
            if isError {
              errorOutput += buffer[0..<count]
            } else {
              output += buffer[0..<count]
            }
            condition.broadcast()
          }
        }
        close(descriptor)
        readers.leave()
      }
      thread.name = "ProcessTestSupport.interactive.read"
      thread.start()
    }
    let reaper = Thread { [self] in
      let exitStatus = ChildProcess.wait(child.pid)
      readers.wait()
      condition.withLock {
        status = exitStatus
        condition.broadcast()
      }
    }
    reaper.name = "ProcessTestSupport.interactive.wait"
    reaper.start()
  }

  /// Writes bytes to the child's standard input; `false` when it cannot take them (closed,
  /// or the child ended).
  @discardableResult
  package func write(_ bytes: [UInt8]) -> Bool {
    inputLock.withLock {
      guard let input else { return false }
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          Glibc.write(input, $0.baseAddress, $0.count)
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        written += count
      }
      return true
    }
  }

  /// Closes the child's standard input (it reads its end).
  package func closeInput() {
    inputLock.withLock {
      if let input { close(input) }
      input = nil
    }
  }

  /// The output that came since the last call.
  package func takeOutput() -> [UInt8] {
    condition.withLock {
      defer { output = [] }
      return output
    }
  }

  /// Everything the child wrote to its standard error so far.
  package var errorText: String {
    condition.withLock { String(decoding: errorOutput, as: UTF8.self) }
  }

  /// The exit status once the child ended and its output was read, waiting at most
  /// `timeout`; `nil` if it is still running then.
  package func exitStatus(within timeout: Duration) async -> Int32? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while clock.now < deadline {
      if let status = condition.withLock({ status }) { return status }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return condition.withLock { status }
  }

  /// Ends the child (SIGKILL) if it still runs, and closes its input.
  package func kill() {
    closeInput()
    if condition.withLock({ status }) == nil { _ = Glibc.kill(pid, SIGKILL) }
  }
}
