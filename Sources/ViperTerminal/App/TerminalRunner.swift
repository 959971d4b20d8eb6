/// Runs a ``TerminalScene`` on a real ``Terminal``: draws it, feeds it keys, redraws on
/// resize, on ``TerminalScene/onInvalidate`` and on animation ticks, until it quits.
///
/// ```swift
/// @main struct App {
///   @MainActor static func main() async throws {
///     let scene = UsersScene()
///     let code = try await TerminalRunner(terminal: Terminal()).run(scene)
///     exit(code)
///   }
/// }
/// ```
@MainActor
public final class TerminalRunner {
  private enum Input: Sendable {
    case event(TerminalEvent)
    case invalidate
    case tick
    case eventsEnded
  }

  /// The size drawn at when the terminal does not report one.
  public static let fallbackSize = Size(width: 80, height: 24)
  /// Time between animation ticks.
  public static let tickInterval: Duration = .milliseconds(100)

  /// The terminal the runner draws on.
  public let terminal: Terminal
  private var renderer: ANSIRenderer
  private var size = TerminalRunner.fallbackSize
  private var ticker: Task<Void, Never>?
  private var isInvalidationPending = false

  /// Creates a runner for `terminal`.
  public init(terminal: Terminal) {
    self.terminal = terminal
    self.renderer = ANSIRenderer(colorMode: terminal.colorMode)
  }

  /// Runs `scene` until it quits or a signal arrives, and returns the exit code.
  ///
  /// Starts the terminal, draws the scene (``TooSmall`` when below its minimum size), and
  /// handles keys, resizes, interrupts and ticks. The exit code is the scene's, or
  /// `128 + signal` (130 for Ctrl-C). The terminal is always restored before this returns,
  /// also when it throws.
  ///
  /// - Throws: ``TerminalError`` when the terminal cannot start (not a TTY).
  public func run(_ scene: some TerminalScene) async throws -> Int32 {
    try terminal.start()
    let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
    let events = terminal.events
    let forwarder = Task.detached {
      for await event in events {
        continuation.yield(.event(event))
      }
      continuation.yield(.eventsEnded)
    }
    scene.onInvalidate = { [weak self] in
      guard let self, !self.isInvalidationPending else { return }
      self.isInvalidationPending = true
      continuation.yield(.invalidate)
    }
    defer {
      scene.onInvalidate = nil
      ticker?.cancel()
      ticker = nil
      forwarder.cancel()
      continuation.finish()
      terminal.restore()
    }
    size = terminal.size() ?? TerminalRunner.fallbackSize
    draw(scene)
    updateTicker(for: scene, continuation: continuation)
    for await input in inputs {
      switch input {
      case .event(.key(let key)):
        switch scene.handle(key) {
        case .none:
          break
        case .redraw:
          draw(scene)
        case .quit(let code):
          return code
        }
      case .event(.resize(let newSize)):
        size = newSize
        renderer.invalidate()
        draw(scene)
      case .event(.interrupt(let signalNumber)):
        return 128 + signalNumber
      case .invalidate:
        isInvalidationPending = false
        draw(scene)
      case .tick:
        scene.tick()
        draw(scene)
      case .eventsEnded:
        return 0
      }
      updateTicker(for: scene, continuation: continuation)
    }
    return 0
  }

  private func draw(_ scene: some TerminalScene) {
    terminal.write(renderer.render(scene.frame(size: size)))
  }

  /// Starts ticking when the scene animates, stops when it no longer does.
  private func updateTicker(
    for scene: some TerminalScene,
    continuation: AsyncStream<Input>.Continuation
  ) {
    if scene.needsAnimation {
      guard ticker == nil else { return }
      ticker = Task {
        while !Task.isCancelled {
          try? await Task.sleep(for: TerminalRunner.tickInterval)
          guard !Task.isCancelled else { return }
          continuation.yield(.tick)
        }
      }
    } else {
      ticker?.cancel()
      ticker = nil
    }
  }
}
