import Foundation
import MockAPI
import ProcessTestSupport
import ReferenceApps
import Testing
import TodosTestSupport
import ViperKit

/// `viper-demo --once --tab todos` over a data folder that already holds todos: a database
/// the first release wrote is migrated with a notice. Real processes, real servers.
@Suite("viper-demo --once: the saved todos (real process)", .serialized)
struct DemoOnceTodosTests {
  /// `--once` on the todos tab in production at `api`'s address.
  private static func todosOnce(_ url: URL) -> [String] {
    ["--once", "--tab", "todos", "--env", "production", "--base-url", url.absoluteString]
  }

  @Test("a data folder the first release wrote: its todos kept aside with one line on standard error naming the folder; the frame is the server's; nothing sent; said once")
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
