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
  /// How long a screen may take: the demo runs up to ten times slower under ThreadSanitizer.
  private static let patience: Duration = .seconds(60)

  /// Waits until `condition` holds, for at most a minute (the demo under ThreadSanitizer is
  /// slow), checking every 20 ms.
  private static func eventually(_ condition: () async -> Bool) async throws {
    let deadline = ContinuousClock.now.advanced(by: .seconds(60))
    while !(await condition()) && ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
  }

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
    try await tmux.waitFor("[ ] delectus aut autem", timeout: Self.patience)
    try await tmux.keys("Space", "Down", "Space")
    try await tmux.waitFor("[x] quis ut nam facilis", absent: "saving…", timeout: Self.patience)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)

    // Port 9 (discard) is closed on loopback: nothing answers there.
    try await tmux.type(demo + " --env production --base-url http://127.0.0.1:9", enter: true)
    try await tmux.waitFor("Offline: showing todos saved at", timeout: Self.patience)
    try await tmux.waitFor("[x] delectus aut autem", timeout: Self.patience)
    try await tmux.waitFor("[x] quis ut nam facilis", timeout: Self.patience)
    try await tmux.waitFor("[ ] fugiat veniam minus", timeout: Self.patience)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)
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
    try await tmux.waitFor("[ ] delectus aut autem", timeout: Self.patience)
    try await tmux.keys("Space", "Down", "Space", "Down", "Space")
    try await tmux.waitFor("[x] fugiat veniam minus", timeout: Self.patience)
    // All three saved on disk, pending, and all three sent and held by the server (each
    // held request uses up its todo's delay), before the kill.
    let store = SQLiteTodosStore(folder: URL(fileURLWithPath: data))
    var pending: [Int] = []
    try await Self.eventually {
      pending = (try? await store.pendingChanges().map(\.id)) ?? []
      return pending == [1, 2, 3] && (1...3).allSatisfy { api.requestCount(path: "/todos/\($0)") == 1 }
    }
    #expect(pending == [1, 2, 3])
    #expect((1...3).allSatisfy { api.requestCount(path: "/todos/\($0)") == 1 })
    let shell = try await tmux.panePID()
    _ = try await offThePool { try ChildProcess.run("pkill", ["-KILL", "-P", shell]) }
    try await tmux.waitFor("exit=137", timeout: Self.patience)

    // The same folder, the server answering at once: the changes are shown, then sent.
    try await tmux.type("stty sane; clear; " + demo + "; echo exit=$?", enter: true)
    try await tmux.waitFor("[x] delectus aut autem", timeout: Self.patience)
    try await tmux.waitFor("[x] quis ut nam facilis", timeout: Self.patience)
    try await tmux.waitFor("[x] fugiat veniam minus", absent: "not synced", timeout: Self.patience)
    let server = LiveTodosService(client: HTTPClient(baseURL: api.baseURL))
    var changed: [TodoDTO] = []
    try await Self.eventually {
      changed = (try? await server.todos(userID: 1).filter { [1, 2, 3].contains($0.id) }) ?? []
      return changed.count == 3 && changed.allSatisfy(\.completed)
    }
    #expect(changed.count == 3 && changed.allSatisfy { $0.completed })
    // Each sent again by the second run, long before the held requests would have been let go.
    #expect((1...3).allSatisfy { api.requestCount(path: "/todos/\($0)") == 2 })
    try await Self.eventually { (try? await store.pendingChanges().isEmpty) == true }
    #expect(try await store.pendingChanges().isEmpty)
    try await tmux.keys("q")
    try await tmux.waitFor("exit=0", timeout: Self.patience)
    await api.stop()
  }
}
