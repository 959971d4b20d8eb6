import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal device: raw mode, the alternate screen, key input, resize and signals.
///
/// ```swift
/// let terminal = Terminal()
/// try terminal.start()
/// defer { terminal.restore() }
/// var renderer = ANSIRenderer(colorMode: terminal.colorMode)
/// for await event in terminal.events {
///   // draw with renderer.render(frame) and terminal.write(_:)
/// }
/// ```
///
/// ``start()`` puts the terminal in raw mode (no echo, no line editing; Ctrl-C still raises
/// SIGINT), switches to the alternate screen and hides the cursor. The terminal is put back
/// by ``restore()``, which is idempotent, and also, without the program's help:
/// - when the process exits normally (an `atexit` handler);
/// - on SIGINT, SIGTERM and SIGHUP: the terminal is restored at once and ``events`` delivers
///   ``TerminalEvent/interrupt(_:)``, so the program can shut down and exit with
///   `128 + signal` (``TerminalRunner`` returns that code). If nobody reads ``events``, or the
///   program has not exited within ``signalGracePeriod``, or a second signal arrives, the
///   process exits with `128 + signal` by itself;
/// - on Ctrl-Z (SIGTSTP): restored, then stopped; on `fg` (SIGCONT) it returns to raw mode and
///   the alternate screen and sends ``TerminalEvent/resize(_:)`` so the screen is repainted.
///
/// Signals are observed with `DispatchSource` signal sources (each signal set to `SIG_IGN`
/// first), never with code inside a C signal handler.
///
/// All mutable state sits behind one lock, which also serialises output: a frame being written
/// when a signal arrives is finished before the terminal is restored, and bytes written after
/// ``restore()`` are dropped, so they cannot land on the shell's screen.
public final class Terminal: Sendable {
  private enum Phase: Sendable {
    case idle, active, suspended, restored
  }

  private struct State {
    var phase = Phase.idle
    var originalAttributes: termios?
    var rawAttributes: termios?
    var reader: InputReader?
    var hasEventConsumer = false
  }

  /// How long the process may take to exit by itself after SIGINT, SIGTERM or SIGHUP.
  public static let signalGracePeriod: Duration = .seconds(3)

  /// Whether standard input and standard output are both terminals (false in CI, in pipes,
  /// under `swift test`).
  public static var isInteractive: Bool {
    isatty(STDIN_FILENO) != 0 && isatty(STDOUT_FILENO) != 0
  }

  /// The styling the terminal shows, from the environment (see ``ColorMode/detect(environment:)``).
  public let colorMode: ColorMode
  /// The descriptor keys are read from and whose termios is changed.
  public let inputDescriptor: Int32
  /// The descriptor output is written to and whose window size is read.
  public let outputDescriptor: Int32
  private let handlesSignals: Bool
  private let state = Locked(State())
  private let stream: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation

  /// Creates the terminal of standard input and standard output.
  public convenience init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.init(input: STDIN_FILENO, output: STDOUT_FILENO, environment: environment)
  }

  /// Creates a terminal on other descriptors (for example `/dev/tty` opened by the program
  /// when its standard output is redirected).
  ///
  /// - Parameter handlesSignals: whether ``start()`` installs the process-wide handlers for
  ///   SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and SIGCONT (see the type's overview).
  public init(
    input: Int32,
    output: Int32,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    handlesSignals: Bool = true
  ) {
    self.colorMode = ColorMode.detect(environment: environment)
    self.inputDescriptor = input
    self.outputDescriptor = output
    self.handlesSignals = handlesSignals
    (stream, continuation) = AsyncStream.makeStream(
      of: TerminalEvent.self,
      bufferingPolicy: .bufferingNewest(1024)
    )
  }

  /// What happens to the terminal: keys, resizes and interrupts, until ``restore()``.
  ///
  /// There is one stream per terminal, for one reader; it ends when the terminal is restored.
  public var events: AsyncStream<TerminalEvent> {
    state.withLock { $0.hasEventConsumer = true }
    return stream
  }

  /// The window size in cells, or nil when the output is not a terminal.
  public func size() -> Size? {
    TerminalDevice.windowSize(of: outputDescriptor)
  }

  /// Switches to raw mode, the alternate screen and a hidden cursor, and starts reading keys.
  ///
  /// - Throws: ``TerminalError`` when the input is not a terminal or refuses raw mode, or when
  ///   the terminal was already started.
  public func start() throws {
    if handlesSignals {
      SignalRouter.install()
    }
    let original = try TerminalDevice.attributes(of: inputDescriptor)
    let raw = TerminalDevice.rawAttributes(from: original)
    try state.withLock { state in
      guard state.phase == .idle else { throw TerminalError.alreadyStarted }
      try TerminalDevice.apply(raw, to: inputDescriptor, discardingInput: true)
      guard let reader = makeReader() else {
        let code = errno
        try? TerminalDevice.apply(original, to: inputDescriptor, discardingInput: false)
        throw TerminalError.inputUnavailable(code)
      }
      state.originalAttributes = original
      state.rawAttributes = raw
      state.phase = .active
      if colorMode != .none {
        TerminalDevice.writeAll(TerminalDevice.enterSequence, to: outputDescriptor)
      }
      state.reader = reader
      reader.start()
    }
    TerminalRegistry.activate(self)
  }

  /// Puts the terminal back as it was before ``start()``: leaves the alternate screen, shows
  /// the cursor, restores the termios settings, stops reading keys and ends ``events``.
  ///
  /// Safe to call any number of times, from any thread, also without ``start()``.
  public func restore() {
    finish(reportingInterrupt: nil)
  }

  /// Writes `bytes` to the output, all of them (partial writes and EINTR are retried).
  ///
  /// Dropped after ``restore()`` and while suspended by Ctrl-Z.
  public func write(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    state.withLock { state in
      guard state.phase == .active || state.phase == .idle else { return }
      TerminalDevice.writeAll(bytes, to: outputDescriptor)
    }
  }

  // MARK: - Events from the signal router

  /// SIGINT, SIGTERM or SIGHUP: restore now, report it, make sure the process ends.
  func interrupt(by signalNumber: Int32) {
    let isObserved = state.withLock { $0.hasEventConsumer && $0.phase != .restored }
    finish(reportingInterrupt: isObserved ? signalNumber : nil)
    guard isObserved else {
      exit(128 + signalNumber)
    }
    let delay = Terminal.signalGracePeriod.components
    DispatchQueue.global().asyncAfter(
      deadline: .now() + .seconds(Int(delay.seconds))
    ) {
      exit(128 + signalNumber)
    }
  }

  /// SIGWINCH: report the new size.
  func windowDidResize() {
    let isActive = state.withLock { $0.phase == .active }
    if isActive, let size = size() {
      continuation.yield(.resize(size))
    }
  }

  /// SIGTSTP: restore the terminal, then stop the process.
  func suspend() {
    let didSuspend = state.withLock { state in
      guard state.phase == .active else { return false }
      leaveScreen(&state)
      state.phase = .suspended
      return true
    }
    if didSuspend {
      kill(getpid(), SIGSTOP)
    }
  }

  /// SIGCONT after a suspend: raw mode and the alternate screen again, and a repaint.
  func resumeAfterSuspend() {
    let didResume = state.withLock { state in
      guard state.phase == .suspended, let raw = state.rawAttributes else { return false }
      try? TerminalDevice.apply(raw, to: inputDescriptor, discardingInput: false)
      if colorMode != .none {
        TerminalDevice.writeAll(TerminalDevice.enterSequence, to: outputDescriptor)
      }
      state.phase = .active
      return true
    }
    if didResume {
      continuation.yield(.resize(size() ?? Size(width: 80, height: 24)))
    }
  }

  /// A reader that turns key presses into events and the end of input into SIGHUP.
  private func makeReader() -> InputReader? {
    InputReader(
      descriptor: inputDescriptor,
      onKeys: { [continuation] keys in
        for key in keys {
          continuation.yield(.key(key))
        }
      },
      onEnd: { [continuation] in
        continuation.yield(.interrupt(SIGHUP))
      }
    )
  }

  // MARK: - Restoring

  /// Restores the terminal and ends the event stream; does nothing unless started.
  ///
  /// Restores the device (unless a suspend already did), reports the interrupt if any, stops
  /// the reader and finishes the stream.
  private func finish(reportingInterrupt signalNumber: Int32?) {
    let reader: InputReader?? = state.withLock { state in
      switch state.phase {
      case .idle, .restored:
        return .none
      case .active:
        leaveScreen(&state)
      case .suspended:
        break
      }
      state.phase = .restored
      defer { state.reader = nil }
      return .some(state.reader)
    }
    guard case .some(let reader) = reader else { return }
    if let signalNumber {
      continuation.yield(.interrupt(signalNumber))
    }
    reader?.stop()
    TerminalRegistry.deactivate(self)
    continuation.finish()
  }

  /// Leaves the alternate screen and restores the original termios; the lock is held.
  private func leaveScreen(_ state: inout State) {
    if colorMode != .none {
      TerminalDevice.writeAll(TerminalDevice.leaveSequence, to: outputDescriptor)
    }
    if let original = state.originalAttributes {
      try? TerminalDevice.apply(original, to: inputDescriptor, discardingInput: false)
    }
  }
}
