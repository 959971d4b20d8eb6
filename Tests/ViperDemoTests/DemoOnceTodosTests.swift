import Foundation
import MockAPI
import ProcessTestSupport
import ReferenceApps
import Testing
import TodosTestSupport
import ViperKit

/// `viper-demo --once --tab todos` over a data folder that already holds todos: the frame is
/// drawn once the server has answered or failed, from the todos of the server asked only, and
/// a database the first release wrote is migrated with a notice. Real processes, real servers.
@Suite("viper-demo --once: the saved todos (real process)", .serialized)
struct DemoOnceTodosTests {
  /// `--once` on the todos tab in production at `api`'s address.
  private static func todosOnce(_ url: URL) -> [String] {
    ["--once", "--tab", "todos", "--env", "production", "--base-url", url.absoluteString]
  }

  @Test(
    "offline: the saved todos with the interactive app's line 'Offline: showing todos saved at HH:MM.', exit 0"
  )
  func offlineFrame() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let api = try await MockAPI.start()
    let online = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    #expect(online.status == 0, "\(online.stderr)")
    #expect(online.stdout.contains("90 of 200 done"))
    #expect(!online.stdout.contains("Offline"))
    await api.stop()

    let offline = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    #expect(offline.status == 0, "\(offline.stderr)")
    #expect(
      offline.stdout.contains(/⚠ Offline: showing todos saved at [0-2][0-9]:[0-5][0-9]\./),
      "\(offline.stdout)")
    #expect(offline.stdout.contains("[ ] delectus aut autem"))
    #expect(offline.stdout.contains("90 of 200 done"))
  }

  @Test(
    "the same server answering late with another list: the frame is its answer, not the saved rows")
  func waitsForTheAnswer() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let api = try await MockAPI.start()
    let first = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    #expect(first.stdout.contains("90 of 200 done"))
    api.setFault(.combined([.delay(.milliseconds(400)), .generated(count: 3)]))
    let second = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    await api.stop()
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains(" of 3 done"), "\(second.stdout)")
    #expect(!second.stdout.contains("delectus aut autem"), "\(second.stdout)")
  }

  @Test(
    "after a run in development (the embedded API), another server's frame shows that server's todos only"
  )
  func anotherServersFrame() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let development = try await DemoBinary.run(
      ["--once", "--tab", "todos"], environment: ["XDG_DATA_HOME": home.path])
    #expect(development.stdout.contains("90 of 200 done"))
    let other = try await MockAPI.start(
      fault: .combined([.delay(.milliseconds(300)), .generated(count: 4)]))
    let output = try await DemoBinary.run(
      Self.todosOnce(other.baseURL), environment: ["XDG_DATA_HOME": home.path])
    await other.stop()
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains(" of 4 done"), "\(output.stdout)")
    #expect(!output.stdout.contains("of 200 done"), "\(output.stdout)")
  }

  @Test(
    "a data folder the first release wrote: its todos kept aside with one line on standard error naming the folder; the frame is the server's; nothing sent; said once"
  )
  func firstReleaseDatabase() async throws {
    let home = DemoBinary.DataHome()
    defer { home.remove() }
    let folder = URL(fileURLWithPath: home.path).appendingPathComponent("viper-demo")
    let file = folder.appendingPathComponent("todos.sqlite")
    let old = [
      FirstReleaseTodosDatabase.Todo(
        id: 1, userID: 1, title: "delectus aut autem", completed: true, isPending: true),
      FirstReleaseTodosDatabase.Todo(id: 2, userID: 1, title: "an old todo", completed: false),
    ]
    try FirstReleaseTodosDatabase.write(
      to: file, todos: old, savedAt: ["all": Date(timeIntervalSince1970: 1_790_000_000)])
    let api = try await MockAPI.start()

    let first = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr
        == "viper-demo: 2 todos saved by an earlier version (1 of them a change the server never "
        + "had) could not be matched to a server: kept aside in \(folder.path) (todos.sqlite), "
        + "never shown and never sent.\n")
    #expect(first.stdout.contains("[ ] delectus aut autem"))
    #expect(first.stdout.contains("90 of 200 done"))
    #expect(!first.stdout.contains("an old todo"))
    #expect(api.requestCount(path: "/todos/1") == 0)

    let second = try await DemoBinary.run(
      Self.todosOnce(api.baseURL), environment: ["XDG_DATA_HOME": home.path])
    await api.stop()
    #expect(second.status == 0)
    #expect(second.stderr == "")
    #expect(try FirstReleaseTodosDatabase.todos(in: file, table: "todoBeforeScopes") == old)
  }
}
