import Foundation
import MockAPI
import ReferenceApps
import Testing
import ViperKit

/// Two servers and one data folder, as the app's composition root wires them (the live
/// service and the SQLite store of the container's context), over real HTTP to two mock APIs:
/// a change made against one server is never sent to the other, and neither's list ever shows
/// the other's todos.
@MainActor
@Suite("Todos: two servers, one data folder (real store, real HTTP)")
struct TodosTwoServersTests {
  /// Every list a todos view showed, in order.
  final class ShownLists {
    var lists: [TodosListViewModel] = []
  }

  /// The app's services in production at `url`, keeping the todos in `folder`.
  private func services(_ url: URL, folder: URL) -> ServiceContainer {
    let environment = AppEnvironment.production(baseURL: url)
    return ServiceContainer(
      environment: environment,
      context: ServiceContext(environment: environment, dataDirectory: folder))
  }

  /// Opens the todos list over `services` and waits until the server has answered or failed;
  /// returns the view, every list it showed, and the navigation that holds it.
  private func open(_ services: ServiceContainer) async throws -> (
    view: TodosView, shown: ShownLists, navigation: NavigationModel
  ) {
    let navigation = NavigationModel(leakDetector: nil)
    let module = AppComponent(services: services).todosBuilder.build(navigator: navigation)
    let view = try #require(module.view as? TodosView)
    let shown = ShownLists()
    view.onChange = { state in
      if case .todos(let list, _) = state { shown.lists.append(list) }
    }
    navigation.push(module)
    try await waitUntil {
      switch view.state {
      case .loading: false
      case .todos(let list, _): !list.isRefreshing
      case .empty, .error: true
      }
    }
    return (view, shown, navigation)
  }

  @Test(
    "a toggle made while server A is down stays A's: server B never hears of it and shows only its own todos; A, back at its address, gets it"
  )
  func twoServers() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-todos-two-servers-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let a = try await MockAPI.start()
    // B's todos are not A's: five generated ones, so a row of A's would show.
    let b = try await MockAPI.start(fault: .generated(count: 5))
    let bTodos = try await LiveTodosService(client: HTTPClient(baseURL: b.baseURL)).todos()
    let asked = b.requestCount()

    // A's list; A goes away; a toggle is kept on this device, not synced.
    let first = try await open(services(a.baseURL, folder: folder))
    #expect(first.view.rows.count == 200)
    await a.stop()
    first.view.toggle(first.view.rows[0])
    try await waitUntil { first.view.rows.first?.isPending == false }
    #expect(first.view.rows.first?.isCompleted == true)
    #expect(first.view.rows.first?.isSynced == false)

    // B, same folder: B's todos, and only B's, in every list shown; nothing sent to B.
    let second = try await open(services(b.baseURL, folder: folder))
    #expect(second.view.rows.map(\.title) == bTodos.map(\.title))
    #expect(second.shown.lists.map { $0.rows.map(\.title) } == [bTodos.map(\.title)])
    #expect(second.view.rows.allSatisfy { $0.isSynced })
    #expect(b.requestCount(path: "/todos/1") == 0)
    #expect(b.requestCount() == asked + 1)  // the list's GET /todos, and nothing else

    // A back at its address: its saved list first, the change not synced, then sent to A.
    let back = try await MockAPI.start(port: a.port)
    let third = try await open(services(back.baseURL, folder: folder))
    let saved = try #require(third.shown.lists.first)
    #expect(saved.isRefreshing)
    #expect(
      saved.rows.first
        == TodoRowViewModel(
          id: 1, title: "delectus aut autem", isCompleted: true, isPending: false, isSynced: false))
    #expect(back.requestCount(path: "/todos/1") == 1)
    #expect(third.view.rows.first?.isCompleted == true)
    #expect(third.view.rows.first?.isSynced == true)
    let onA = try await LiveTodosService(client: HTTPClient(baseURL: back.baseURL)).todos(userID: 1)
    #expect(onA.first?.completed == true)
    #expect(b.requestCount(path: "/todos/1") == 0)
    _ = (first.navigation, second.navigation, third.navigation)
    await back.stop()
    await b.stop()
  }
}
