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
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(home.shellCommand)", enter: true)
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
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(home.shellCommand)", enter: true)
    try await tmux.waitFor("Leanne Graham")
    // Crypto prices, formatted by the presenter.
    try await tmux.keys("2")
    try await tmux.waitFor("$43,250.12")
    try await tmux.waitFor("300 currencies")
    // Todos: toggle the first todo; the server keeps it, so a reload still shows it done.
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
    // The listing page: cells of title and id.
    try await tmux.keys("4")
    try await tmux.waitFor("quidem molestiae enim")
    try await tmux.waitFor("#1")
    // The video feed (VideoPlaybackKit); Tab wraps round from the last tab to the users.
    try await tmux.keys("5")
    try await tmux.waitFor("clip-faststart.mp4")
    try await tmux.keys("Tab")
    try await tmux.waitFor("Ervin Howell")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
  }

  @Test("Ctrl-C (SIGINT) quits and restores the terminal")
  func interrupt() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(home.shellCommand); echo exit=$?", enter: true)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.keys("C-c")
    try await tmux.waitFor("exit=130", absent: "ViperKit demo")
    try await tmux.type("echo restored-$((40+2))", enter: true)
    try await tmux.waitFor("restored-42")
  }

  @Test("SIGTERM quits and restores the terminal")
  func terminate() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(home.shellCommand); echo exit=$?", enter: true)
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
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    try await tmux.type("\(home.shellCommand)", enter: true)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.resize(width: 30, height: 8)
    try await tmux.waitFor("too small")
    try await tmux.resize(width: 90, height: 25)
    try await tmux.waitFor("Leanne Graham")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
  }
}
