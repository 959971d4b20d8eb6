import Foundation
import Testing
import ViperTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Terminal", .serialized)
struct TerminalTests {
  private let environment = ["TERM": "xterm-256color"]

  @Test(
    "isInteractive is false without a TTY (as under swift test in CI)",
    .enabled(if: isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0)
  )
  func notInteractive() {
    #expect(!Terminal.isInteractive)
  }

  @Test("restore() without start() does nothing, any number of times")
  func restoreWithoutStart() {
    let terminal = Terminal(environment: environment)
    terminal.restore()
    terminal.restore()
    #expect(terminal.colorMode == .indexed256)
  }

  @Test("start() on a pipe fails with a message that says what to do")
  func startOnPipe() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let terminal = Terminal(
      input: descriptors[0], output: descriptors[1], environment: environment,
      handlesSignals: false)
    #expect(terminal.size() == nil)
    #expect(throws: TerminalError.self) { try terminal.start() }
    do {
      try terminal.start()
    } catch let error as TerminalError {
      #expect(
        error.message
          == "standard input is not a terminal (Inappropriate ioctl for device); run the program "
          + "in a terminal, or render without one (HeadlessTerminal, --once)")
    }
    terminal.restore()
  }

  @Test("start() enters raw mode and the alternate screen; restore() puts everything back once")
  func rawModeRoundTrip() throws {
    let pty = try PseudoTerminal(width: 100, height: 30)
    let before = pty.attributes()
    let terminal = Terminal(
      input: pty.secondary, output: pty.secondary, environment: environment,
      handlesSignals: false)
    #expect(terminal.size() == Size(width: 100, height: 30))

    try terminal.start()
    let raw = pty.attributes()
    #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
    #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
    #expect(raw.c_lflag & tcflag_t(ISIG) != 0, "Ctrl-C must still raise SIGINT")
    #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
    #expect(
      String(decoding: pty.readAvailable(), as: UTF8.self) == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l")
    #expect(throws: TerminalError.self) { try terminal.start() }

    terminal.write(Array("frame".utf8))
    #expect(String(decoding: pty.readAvailable(), as: UTF8.self) == "frame")

    terminal.restore()
    let after = pty.attributes()
    #expect(after.c_lflag == before.c_lflag)
    #expect(after.c_iflag == before.c_iflag)
    #expect(after.c_oflag == before.c_oflag)
    #expect(after.c_cflag == before.c_cflag)
    #expect(
      String(decoding: pty.readAvailable(), as: UTF8.self)
        == "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h\u{1B}[?1049l")

    terminal.restore()
    terminal.write(Array("late".utf8))
    #expect(pty.readAvailable().isEmpty, "a second restore and late writes write nothing")
  }

  @Test("a dumb terminal gets raw mode but no escape sequences")
  func dumbTerminal() throws {
    let pty = try PseudoTerminal(width: 40, height: 10)
    let terminal = Terminal(
      input: pty.secondary, output: pty.secondary, environment: ["TERM": "dumb"],
      handlesSignals: false)
    try terminal.start()
    #expect(pty.attributes().c_lflag & tcflag_t(ECHO) == 0)
    terminal.restore()
    #expect(pty.readAvailable().isEmpty)
  }

  @Test("keys typed on the terminal arrive as events; a lone Escape after a pause")
  func keyEvents() async throws {
    let pty = try PseudoTerminal(width: 80, height: 24)
    let terminal = Terminal(
      input: pty.secondary, output: pty.secondary, environment: environment,
      handlesSignals: false)
    try terminal.start()
    let events = terminal.events
    let watchdog = Task {
      try await Task.sleep(for: .seconds(10))
      terminal.restore()
    }
    defer { watchdog.cancel() }

    pty.type("\u{1B}[Aq日")
    pty.type("\u{1B}")
    var received: [TerminalEvent] = []
    for await event in events {
      received.append(event)
      if received.count == 4 { break }
    }
    #expect(
      received == [.key(.up), .key(.character("q")), .key(.character("日")), .key(.escape)])

    terminal.restore()
    var afterRestore: [TerminalEvent] = []
    for await event in events {
      afterRestore.append(event)
    }
    #expect(afterRestore.isEmpty, "the stream ends when the terminal is restored")
  }
}
