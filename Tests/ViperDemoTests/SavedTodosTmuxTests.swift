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

  @Test(
    "toggle, quit, start again with the server gone: the toggled todos are there, marked offline")
  func survivesAQuit() async throws {
    let data = Self.dataFolder()
    defer { try? FileManager.default.removeItem(atPath: data) }
    let api = try await MockAPI.start()
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    let demo =
      "\(DemoBinary.url.path) --tab todos --data-dir \(data) --env production "
      + "--base-url \(api.baseURL.absoluteString)"
    try await tmux.type(demo, enter: true)
    try await tmux.waitFor("[ ] delectus aut autem", timeout: Self.patience)
    try await tmux.keys("Space", "Down", "Space")
    try await tmux.waitFor("[x] quis ut nam facilis", absent: "saving…", timeout: Self.patience)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)

    // The same server, gone: nothing answers at its address now.
    await api.stop()
    try await tmux.type(demo, enter: true)
    try await tmux.waitFor("Offline: showing todos saved at", timeout: Self.patience)
    try await tmux.waitFor("[x] delectus aut autem", timeout: Self.patience)
    try await tmux.waitFor("[x] quis ut nam facilis", timeout: Self.patience)
    try await tmux.waitFor("[ ] fugiat veniam minus", timeout: Self.patience)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)
  }

  @Test(
    "two servers, the default data folder: a toggle made while A was down is never sent to B, B shows its own list, and A gets the toggle once it is back"
  )
  func twoServers() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let a = try await MockAPI.start()
    let b = try await MockAPI.start()
    let tmux = try await Tmux.start(width: 100, height: 30)
    defer { tmux.kill() }
    func demo(_ api: MockAPI) -> String {
      "\(DemoBinary.url.path) --env production --base-url \(api.baseURL.absoluteString) "
        + "--tab todos"
    }
    try await tmux.type("export XDG_DATA_HOME=\(home.path)", enter: true)
    try await tmux.type(demo(a), enter: true)
    try await tmux.waitFor("[ ] delectus aut autem", timeout: Self.patience)
    await a.stop()
    try await tmux.keys("Space")
    try await tmux.waitFor("not synced", timeout: Self.patience)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)

    try await tmux.type(demo(b), enter: true)
    try await tmux.waitFor("90 of 200 done", timeout: Self.patience)
    let screen = try await tmux.screen()
    #expect(screen.contains("[ ] delectus aut autem"), "\(screen)")
    #expect(!screen.contains("not synced"), "\(screen)")
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)
    #expect(b.requestCount(path: "/todos/1") == 0)
    let onB = try await LiveTodosService(client: HTTPClient(baseURL: b.baseURL)).todos(userID: 1)
    #expect(onB.first?.completed == false)

    // A back at its address: the toggle is sent there.
    let back = try await MockAPI.start(port: a.port)
    try await tmux.type(demo(back), enter: true)
    try await tmux.waitFor("91 of 200 done", absent: "not synced", timeout: Self.patience)
    #expect(back.requestCount(path: "/todos/1") == 1)
    let onA = try await LiveTodosService(client: HTTPClient(baseURL: back.baseURL))
      .todos(userID: 1)
    #expect(onA.first?.completed == true)
    try await tmux.keys("q")
    try await tmux.waitFor("$ ", absent: "ViperKit demo", timeout: Self.patience)
    #expect(b.requestCount(path: "/todos/1") == 0)
    await back.stop()
    await b.stop()
  }

  @Test(
    "killed (SIGKILL) while its changes are on their way: the next run shows every one, sends them, and the server ends with all of them"
  )
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
    let store = SQLiteTodosStore(
      folder: URL(fileURLWithPath: data), scope: DataScope(.production(baseURL: api.baseURL)))
    var pending: [Int] = []
    try await Self.eventually {
      pending = (try? await store.pendingChanges().map(\.id)) ?? []
      return pending == [1, 2, 3]
        && (1...3).allSatisfy { api.requestCount(path: "/todos/\($0)") == 1 }
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
