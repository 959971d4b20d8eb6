import Foundation

/// A tmux session running a plain shell, on a tmux server of its own.
///
/// Its own server (`-L`), not the default one shared by every test: when a test kills the
/// last session of a shared server, the server exits a moment later, and a `new-session`
/// from the next test that reaches it in that moment fails ("server exited unexpectedly").
/// CI failed on exactly that once.
package struct Tmux {
  package let session: String

  package static var isAvailable: Bool {
    (try? runNow(["-V"], socket: nil)) != nil
  }

  package static func start(width: Int, height: Int) async throws -> Tmux {
    let tmux = Tmux(session: "viperkit-test-\(UUID().uuidString.prefix(8))")
    try await tmux.run([
      "-f", "/dev/null", "new-session", "-d", "-s", tmux.session, "-x", "\(width)", "-y",
      "\(height)",
      "env PS1='$ ' TERM=xterm-256color bash --norc --noprofile",
    ])
    return tmux
  }

  package func type(_ text: String, enter: Bool = false) async throws {
    try await run(["send-keys", "-t", session, "-l", text])
    if enter { try await keys("Enter") }
  }

  package func keys(_ keys: String...) async throws {
    for key in keys {
      try await run(["send-keys", "-t", session, key])
      // Let the app read each key on its own, as typed by a person.
      try await Task.sleep(for: .milliseconds(50))
    }
  }

  package func screen() async throws -> String {
    try await run(["capture-pane", "-p", "-t", session])
  }

  /// The pid of the shell the pane runs.
  package func panePID() async throws -> String {
    try await run(["display-message", "-p", "-t", session, "#{pane_pid}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  package func resize(width: Int, height: Int) async throws {
    try await run(["resize-window", "-t", session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Waits until the screen contains `text` (and not `absent`), or throws after `timeout`
  /// with the screen as it last was.
  package func waitFor(
    _ text: String,
    absent: String? = nil,
    timeout: Duration = .seconds(15)
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var last = ""
    while clock.now < deadline {
      last = try await screen()
      if last.contains(text) && !(absent.map(last.contains) ?? false) { return }
      try await Task.sleep(for: .milliseconds(50))
    }
    throw WaitError(text: text, absent: absent, timeout: timeout, screen: last)
  }

  package struct WaitError: Error, CustomStringConvertible {
    let text: String
    let absent: String?
    let timeout: Duration
    let screen: String
    package var description: String {
      "waited \(timeout) for \"\(text)\"\(absent.map { " without \"\($0)\"" } ?? ""); the screen:\n\(screen)"
    }
  }

  /// Ends the session's server, and with it the shell and anything still running in it.
  package func kill() {
    _ = try? Self.runNow(["kill-server"], socket: session)
  }

  /// Runs tmux against this session's server, off the cooperative pool.
  @discardableResult
  package func run(_ arguments: [String]) async throws -> String {
    let socket = session
    return try await offThePool { try Self.runNow(arguments, socket: socket) }
  }

  /// Runs tmux and waits for it, blocking the calling thread.
  @discardableResult
  package static func runNow(_ arguments: [String], socket: String?) throws -> String {
    let output = try ChildProcess.run("tmux", (socket.map { ["-L", $0] } ?? []) + arguments)
    guard output.status == 0 else {
      throw TmuxError(
        arguments: arguments, status: output.status,
        stderr: String(decoding: output.stderr, as: UTF8.self))
    }
    return String(decoding: output.stdout, as: UTF8.self)
  }

  package struct TmuxError: Error, CustomStringConvertible {
    let arguments: [String]
    let status: Int32
    let stderr: String
    package var description: String {
      "tmux \(arguments.joined(separator: " ")) exited \(status): "
        + stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
