import Foundation
import MockAPI
import ProcessTestSupport
import ReferenceApps
import Testing
import ViperKit

/// The todos kept on disk, for real: the demo in a terminal, quit or killed, started again
/// over the same data folder.
@Suite(
  "viper-demo keeps the todos (tmux)",
  .serialized,
  .enabled(if: Tmux.isAvailable, "tmux is not installed")
)
struct SavedTodosTmuxTests {
  /// A data folder of the test's own.
  private static func dataFolder() -> String {
    NSTemporaryDirectory() + "viper-demo-saved-todos-\(UUID().uuidString)"
  }

  @Test("toggle, quit, start again with the server unreachable: the toggled todos are there, marked offline")
  func survivesAQuit() async throws {
    let data = Self.dataFolder()
    defer { try? FileManager.default.removeItem(atPath: data) }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    let demo = "\(DemoBinary.url.path) --tab todos --data-dir \(data)"
    try await tmux.type(demo, enter: true)
    try await tmux.waitFor("[ ] delectus aut autem")
    try await tmux.keys("Space", "Down", "Space")
    try await tmux.waitFor("[x] quis ut nam facilis", absent: "saving…")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")

    // Port 9 (discard) is closed on loopback: nothing answers there.
    try await tmux.type(demo + " --env production --base-url http://127.0.0.1:9", enter: true)
    try await tmux.waitFor("Offline: showing todos saved at")
    try await tmux.waitFor("[x] delectus aut autem")
    try await tmux.waitFor("[x] quis ut nam facilis")
    try await tmux.waitFor("[ ] fugiat veniam minus")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo")
  }

  @Test("killed (SIGKILL) while its changes are on their way: the next run shows every one, sends them, and the server ends with all of them")
  func survivesAKill() async throws {
    let data = Self.dataFolder()
    defer { try? FileManager.default.removeItem(atPath: data) }
    let api = try await MockAPI.start()
    // The first change of each todo is held long enough for the kill to come first.
    for id in 1...3 { api.injectFault(.delay(.seconds(20)), path: "/todos/\(id)") }
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    let demo =
      "\(DemoBinary.url.path) --tab todos --data-dir \(data) --env production "
      + "--base-url \(api.baseURL.absoluteString)"
    try await tmux.type(demo + "; echo exit=$?", enter: true)
    try await tmux.waitFor("[ ] delectus aut autem")
    try await tmux.keys("Space", "Down", "Space", "Down", "Space")
    try await tmux.waitFor("[x] fugiat veniam minus")
    // All three saved on disk, pending, before the kill.
    let store = SQLiteTodosStore(folder: URL(fileURLWithPath: data))
    var pending: [Int] = []
    for _ in 0..<500 {
      pending = (try? await store.pendingChanges().map(\.id)) ?? []
      if pending == [1, 2, 3] { break }
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(pending == [1, 2, 3])
    #expect(api.requestCount(path: "/todos/3") == 1)  // sent, held by the server
    let shell = try await tmux.panePID()
    _ = try await offThePool { try ChildProcess.run("pkill", ["-KILL", "-P", shell]) }
    try await tmux.waitFor("exit=137")

    // The same folder, the server answering at once: the changes are shown, then sent.
    try await tmux.type("stty sane; clear; " + demo + "; echo exit=$?", enter: true)
    try await tmux.waitFor("[x] delectus aut autem")
    try await tmux.waitFor("[x] quis ut nam facilis")
    try await tmux.waitFor("[x] fugiat veniam minus", absent: "not synced")
    let server = LiveTodosService(client: HTTPClient(baseURL: api.baseURL))
    let todos = try await server.todos(userID: 1)
    let changed = todos.filter { [1, 2, 3].contains($0.id) }
    #expect(changed.count == 3 && changed.allSatisfy { $0.completed })
    // Each sent again by the second run, long before the held requests would have been let go.
    #expect((1...3).allSatisfy { api.requestCount(path: "/todos/\($0)") == 2 })
    #expect(try await store.pendingChanges() == [])
    try await tmux.keys("q")
    try await tmux.waitFor("exit=0")
    await api.stop()
  }
}
