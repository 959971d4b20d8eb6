import Foundation
import ProcessTestSupport
import Testing

/// The demo in a real terminal: tmux runs a shell, the test types into it and reads the
/// screen, as a person would.
@Suite(
  "viper-demo in a real terminal (tmux)",
  .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed")
)
struct TmuxTests {
  @Test("browse the users: move, open a detail, go back, reload, quit; the shell is back")
  func browse() async throws {
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(DemoBinary.url.path)", enter: true)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.waitFor("development (http://127.0.0.1:")
    try await tmux.keys("Down", "Down")
    try await tmux.keys("Enter")
    try await tmux.waitFor("Samantha")  // Clementine Bauch's username
    try await tmux.waitFor("Nathan@yesenia.net")
    try await tmux.keys("Escape")
    try await tmux.waitFor("Ervin Howell")
    try await tmux.keys("r")
    try await tmux.waitFor("Leanne Graham")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
    // Echo and line editing are back: the shell shows what we type and runs it.
    try await tmux.type("echo restored-$((40+2))", enter: true)
    try await tmux.waitFor("restored-42")
  }

  @Test("visit every tab: prices, toggle a todo over PATCH, filter by user, the listing; quit")
  func everyTab() async throws {
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(DemoBinary.url.path)", enter: true)
    try await tmux.waitFor("Leanne Graham")
    // S2: the prices, formatted by the presenter.
    try await tmux.keys("2")
    try await tmux.waitFor("$43,250.12")
    try await tmux.waitFor("300 currencies")
    // S3: toggle the first todo; the server keeps it, so a reload still shows it done.
    try await tmux.keys("3")
    try await tmux.waitFor("[ ] delectus aut autem")
    try await tmux.waitFor("90 of 200 done")
    try await tmux.keys("Space")
    try await tmux.waitFor("[x] delectus aut autem")
    try await tmux.waitFor("91 of 200 done", absent: "saving…")
    try await tmux.keys("r")
    try await tmux.waitFor("91 of 200 done")
    // Filter by user through the picker: Clementine Bauch is user 3.
    try await tmux.keys("u")
    try await tmux.waitFor("Show the todos of:")
    try await tmux.waitFor("esc close")
    try await tmux.keys("Down", "Down", "Down", "Enter")
    try await tmux.waitFor("User 3")
    try await tmux.waitFor("aliquid amet impedit consequatur")
    // S4: the listing, cells of title and id.
    try await tmux.keys("4")
    try await tmux.waitFor("quidem molestiae enim")
    try await tmux.waitFor("#1")
    // S5: the video feed; Tab wraps round from the last tab to the users.
    try await tmux.keys("5")
    try await tmux.waitFor("clip-faststart.mp4")
    try await tmux.keys("Tab")
    try await tmux.waitFor("Ervin Howell")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
  }

  @Test("Ctrl-C (SIGINT) quits and restores the terminal")
  func interrupt() async throws {
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(DemoBinary.url.path); echo exit=$?", enter: true)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.keys("C-c")
    try await tmux.waitFor("exit=130", absent: "ViperKit demo")
    try await tmux.type("echo restored-$((40+2))", enter: true)
    try await tmux.waitFor("restored-42")
  }

  @Test("SIGTERM quits and restores the terminal")
  func terminate() async throws {
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(DemoBinary.url.path); echo exit=$?", enter: true)
    try await tmux.waitFor("Leanne Graham")
    // The demo is the only child of the pane's shell.
    let shell = try await tmux.panePID()
    _ = try await offThePool { try ChildProcess.run("pkill", ["-TERM", "-P", shell]) }
    try await tmux.waitFor("exit=143", absent: "ViperKit demo")
    try await tmux.type("echo restored-$((40+2))", enter: true)
    try await tmux.waitFor("restored-42")
  }

  @Test("a resized terminal is redrawn at its new size, and a tiny one says it is too small")
  func resize() async throws {
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(DemoBinary.url.path)", enter: true)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.resize(width: 30, height: 8)
    try await tmux.waitFor("too small")
    try await tmux.resize(width: 90, height: 25)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
  }
}

/// A tmux session running a plain shell, on a tmux server of its own.
///
/// Its own server (`-L`), not the default one shared by every test: when a test kills the
/// last session of a shared server, the server exits a moment later, and a `new-session`
/// from the next test that reaches it in that moment fails ("server exited unexpectedly").
/// CI failed on exactly that once.
struct Tmux {
  let session: String

  static var isAvailable: Bool {
    (try? runNow(["-V"], socket: nil)) != nil
  }

  static func start(width: Int, height: Int) async throws -> Tmux {
    let tmux = Tmux(session: "viperkit-test-\(UUID().uuidString.prefix(8))")
    try await tmux.run([
      "-f", "/dev/null", "new-session", "-d", "-s", tmux.session, "-x", "\(width)", "-y", "\(height)",
      "env PS1='$ ' TERM=xterm-256color bash --norc --noprofile",
    ])
    return tmux
  }

  func type(_ text: String, enter: Bool = false) async throws {
    try await run(["send-keys", "-t", session, "-l", text])
    if enter { try await keys("Enter") }
  }

  func keys(_ keys: String...) async throws {
    for key in keys {
      try await run(["send-keys", "-t", session, key])
      // Let the app read each key on its own, as typed by a person.
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  func screen() async throws -> String {
    try await run(["capture-pane", "-p", "-t", session])
  }

  /// The pid of the shell the pane runs.
  func panePID() async throws -> String {
    try await run(["display-message", "-p", "-t", session, "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  func resize(width: Int, height: Int) async throws {
    try await run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Waits until the screen contains `text` (and not `absent`), or fails after `timeout`.
  func waitFor(
    _ text: String,
    absent: String? = nil,
    timeout: Duration = .seconds(15),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var last = ""
    while clock.now < deadline {
      last = try await screen()
      if last.contains(text) && !(absent.map(last.contains) ?? false) { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    Issue.record(
      "waited \(timeout) for \"\(text)\"\(absent.map { " without \"\($0)\"" } ?? ""); the screen:\n\(last)",
      sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// Ends the session's server, and with it the shell and anything still running in it.
  func kill() {
    _ = try? Self.runNow(["kill-server"], socket: session)
  }

  /// Runs tmux against this session's server, off the cooperative pool.
  @discardableResult
  func run(_ arguments: [String]) async throws -> String {
    let socket = session
    return try await offThePool { try Self.runNow(arguments, socket: socket) }
  }

  /// Runs tmux and waits for it, blocking the calling thread.
  @discardableResult
  static func runNow(_ arguments: [String], socket: String?) throws -> String {
    let output = try ChildProcess.run("tmux", (socket.map { ["-L", $0] } ?? []) + arguments)
    guard output.status == 0 else {
      throw TmuxError(
        arguments: arguments, status: output.status,
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
    return String(decoding: output.stdout, as: UTF8.self)
  }

  struct TmuxError: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let stderr: String
    var description: String {
      "tmux \(arguments.joined(separator: " ")) exited \(status): "
        + stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
