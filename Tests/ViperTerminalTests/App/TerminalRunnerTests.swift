import Foundation
import Testing
import ViperTerminal

/// The runner on a real (pseudo-)terminal: keys typed, frames written, exit codes.
@MainActor
@Suite("TerminalRunner", .serialized)
struct TerminalRunnerTests {
  private func makeTerminal(_ pty: PseudoTerminal) -> Terminal {
    Terminal(
      input: pty.secondary, output: pty.secondary, environment: ["TERM": "xterm-256color"],
      handlesSignals: false)
  }

  @Test("animates while loading, redraws on invalidate and keys, returns the quit code")
  func runsScene() async throws {
    let pty = try PseudoTerminal(width: 24, height: 5)
    let scene = CounterScene()
    let runner = TerminalRunner(terminal: makeTerminal(pty))
    let user = Task { @MainActor in
      try await Task.sleep(for: .milliseconds(350))
      scene.deliver(["Ada", "Grace", "Linus"])
      try await Task.sleep(for: .milliseconds(200))
      pty.type("j")
      try await Task.sleep(for: .milliseconds(200))
      pty.type("x")
    }
    let code = try await runner.run(scene)
    try await user.value
    #expect(code == 3)
    #expect(scene.ticks >= 1, "the spinner was animated")
    #expect(scene.handledKeys == [.character("j"), .character("x")])

    let output = pty.readAvailable()
    var screen = VirtualTerminal(size: Size(width: 24, height: 5))
    screen.feed(output)
    #expect(screen.lines == [" Ada", " Grace", " Linus", "", " keys: 1            2/3"])
    #expect(screen.style(x: 1, y: 1) == Style(reverse: true))
    let text = String(decoding: output, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(text.hasSuffix("\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l"), "restored")
  }

  @Test("a hung-up terminal ends the run with 128 + SIGHUP, restored")
  func hangUp() async throws {
    let pty = try PseudoTerminal(width: 24, height: 5)
    let scene = CounterScene()
    let terminal = makeTerminal(pty)
    let runner = TerminalRunner(terminal: terminal)
    let user = Task {
      try await Task.sleep(for: .milliseconds(200))
      pty.hangUp()
    }
    let code = try await runner.run(scene)
    try await user.value
    #expect(code == 128 + SIGHUP)
    terminal.write(Array("after".utf8))  // dropped, and no crash on a closed terminal
  }

  @Test("a terminal that cannot start makes run() throw")
  func throwsWithoutTTY() async throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let terminal = Terminal(
      input: descriptors[0], output: descriptors[1], environment: [:], handlesSignals: false)
    let runner = TerminalRunner(terminal: terminal)
    await #expect(throws: TerminalError.self) {
      _ = try await runner.run(CounterScene())
    }
  }
}
