import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide signal handling for terminals: SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP and
/// SIGCONT, each observed with a `DispatchSource` (never a raw C signal handler, in which
/// almost nothing is safe to do) and passed to the active ``Terminal``.
///
/// The sources are made once, on the first ``Terminal/start()``, and live as long as the
/// process: once a signal has a dispatch source, its old disposition is gone, so the router
/// stands in for the default action when no terminal is active (terminate with `128 + signal`,
/// or stop for SIGTSTP).
enum SignalRouter {
  /// The signals the router observes.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGTSTP, SIGCONT]

  /// The queue the handlers run on, one at a time.
  private static let queue = DispatchQueue(label: "ViperTerminal.signals")

  /// The sources, made on first use (a lazily initialised global: exactly once, thread-safely).
  private static let sources: Sources = {
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in signals {
      // Ignore first, so the default action (terminate) cannot run before the source sees
      // the signal; the source then observes it.
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
      source.setEventHandler {
        handle(signalNumber)
      }
      source.resume()
      sources.append(source)
    }
    return Sources(sources: sources)
  }()

  /// Keeps the sources alive.
  ///
  /// `@unchecked` because dispatch sources are thread-safe objects that the Dispatch overlay
  /// does not mark `Sendable`; the array is never changed.
  private struct Sources: @unchecked Sendable {
    let sources: [any DispatchSourceSignal]
  }

  /// Makes sure the sources exist.
  static func install() {
    _ = sources
  }

  private static func handle(_ signalNumber: Int32) {
    let terminal = TerminalRegistry.active
    switch signalNumber {
    case SIGWINCH:
      terminal?.windowDidResize()
    case SIGTSTP:
      if let terminal {
        terminal.suspend()
      } else {
        kill(getpid(), SIGSTOP)
      }
    case SIGCONT:
      terminal?.resumeAfterSuspend()
    default:
      if let terminal {
        terminal.interrupt(by: signalNumber)
      } else {
        exit(128 + signalNumber)
      }
    }
  }
}
