/// Runs a ``TerminalScene`` without a terminal: for tests, and for printing one screen in a
/// non-interactive run (`--once`).
///
/// It draws into a ``HeadlessTerminal`` exactly what ``TerminalRunner`` would draw, and
/// redraws at once when the scene calls ``TerminalScene/onInvalidate``.
///
/// ```swift
/// let runner = HeadlessRunner(scene: UsersScene(), size: Size(width: 80, height: 24))
/// runner.send(.down)
/// #expect(runner.lines[2] == "> Ervin Howell")
/// runner.send(.character("q"))
/// #expect(runner.exitCode == 0)
/// ```
@MainActor
public final class HeadlessRunner {
  /// The scene being run.
  public let scene: any TerminalScene
  /// Where the frames go.
  public let terminal: HeadlessTerminal
  /// The code the scene quit with, once it did; keys sent after that are ignored.
  public private(set) var exitCode: Int32?

  /// Draws `scene` at `size` right away.
  public init(scene: some TerminalScene, size: Size) {
    self.scene = scene
    self.terminal = HeadlessTerminal(size: size)
    scene.onInvalidate = { [weak self] in
      self?.draw()
    }
    draw()
  }

  /// The screen's text.
  public var text: String { terminal.text }
  /// The screen's rows, trailing spaces trimmed.
  public var lines: [String] { terminal.lines }
  /// The last frame drawn, with its styles.
  public var frame: Frame { terminal.frame }

  /// Hands `key` to the scene, draws again when it asks to, and returns what it asked for.
  @discardableResult
  public func send(_ key: Key) -> SceneAction {
    guard exitCode == nil else { return .none }
    let action = scene.handle(key)
    switch action {
    case .none:
      break
    case .redraw:
      draw()
    case .quit(let code):
      exitCode = code
    }
    return action
  }

  /// Sends each key in turn.
  public func send(_ keys: [Key]) {
    for key in keys {
      send(key)
    }
  }

  /// Sends each character of `text` as a ``Key/character(_:)`` key.
  public func type(_ text: String) {
    for character in text {
      send(.character(character))
    }
  }

  /// Changes the size, as a window resize would, and draws again.
  public func resize(to size: Size) {
    terminal.resize(to: size)
    draw()
  }

  /// Advances the scene's animation `count` times, drawing after each step.
  public func tick(_ count: Int = 1) {
    for _ in 0..<max(0, count) {
      scene.tick()
      draw()
    }
  }

  /// Draws the scene at the current size.
  public func draw() {
    terminal.draw(scene.frame(size: terminal.size))
  }
}
