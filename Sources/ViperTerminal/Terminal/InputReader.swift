import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads key presses from a terminal on a background thread.
///
/// The thread waits in `poll` on the terminal and on a pipe that ``stop()`` writes to, so it
/// never blocks in `read` and always stops promptly. When a read ends in the middle of an
/// escape sequence, it waits at most ``escapeTimeout`` for the rest and then flushes the
/// decoder: that is how a lone Escape key press is told from an arrow key.
final class InputReader: Sendable {
  /// How long to wait for the rest of an escape sequence.
  static let escapeTimeout: Int32 = 30  // milliseconds

  private let descriptor: Int32
  private let wakeRead: Int32
  private let wakeWrite: Int32
  private let finished = DispatchSemaphore(value: 0)
  private let onKeys: @Sendable ([Key]) -> Void
  private let onEnd: @Sendable () -> Void

  /// Creates a reader of `descriptor` that reports keys to `onKeys` and the end of input (end
  /// of file, a hung-up terminal) to `onEnd`; nil when no wake-up pipe can be made.
  init?(
    descriptor: Int32,
    onKeys: @escaping @Sendable ([Key]) -> Void,
    onEnd: @escaping @Sendable () -> Void
  ) {
    var pipeDescriptors: [Int32] = [-1, -1]
    guard pipe(&pipeDescriptors) == 0 else { return nil }
    self.descriptor = descriptor
    self.wakeRead = pipeDescriptors[0]
    self.wakeWrite = pipeDescriptors[1]
    self.onKeys = onKeys
    self.onEnd = onEnd
  }

  /// Starts the reading thread.
  func start() {
    let thread = Thread { [self] in
      run()
      finished.signal()
    }
    thread.name = "ViperTerminal.input"
    thread.start()
  }

  /// Stops the reading thread and waits (up to a second) until it has stopped.
  func stop() {
    var byte: UInt8 = 1
    _ = write(wakeWrite, &byte, 1)
    if finished.wait(timeout: .now() + .seconds(1)) == .success {
      close(wakeRead)
      close(wakeWrite)
    }
  }

  private func run() {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    var descriptors = [
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
    ]
    while true {
      let timeout = decoder.hasPendingInput ? InputReader.escapeTimeout : -1
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      if ready < 0 {
        if errno == EINTR { continue }
        onEnd()
        return
      }
      if ready == 0 {
        report(decoder.flush())
        continue
      }
      if descriptors[1].revents != 0 {
        return
      }
      let events = descriptors[0].revents
      if events & Int16(POLLNVAL) != 0 {
        onEnd()
        return
      }
      guard events & Int16(POLLIN | POLLHUP | POLLERR) != 0 else { continue }
      let count = read(descriptor, &buffer, buffer.count)
      if count > 0 {
        report(decoder.decode(Array(buffer[0..<count])))
      } else if count < 0 && (errno == EINTR || errno == EAGAIN) {
        continue
      } else {
        onEnd()
        return
      }
    }
  }

  private func report(_ keys: [Key]) {
    if !keys.isEmpty {
      onKeys(keys)
    }
  }
}
