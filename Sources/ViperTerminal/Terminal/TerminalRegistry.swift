#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal that is currently started, so that process-wide events (exit, signals) can
/// restore it.
enum TerminalRegistry {
  private static let current = Locked<Terminal?>(nil)

  /// Registers the exit handler once (a lazily initialised global: exactly once).
  private static let exitHandler: Void = {
    atexit {
      TerminalRegistry.active?.restore()
    }
  }()

  /// The started terminal, if any.
  static var active: Terminal? {
    current.withLock { $0 }
  }

  /// Makes `terminal` the active one and makes sure it is restored when the process exits.
  static func activate(_ terminal: Terminal) {
    _ = exitHandler
    current.withLock { $0 = terminal }
  }

  /// Forgets `terminal` if it is the active one.
  static func deactivate(_ terminal: Terminal) {
    current.withLock { active in
      if active === terminal {
        active = nil
      }
    }
  }
}
