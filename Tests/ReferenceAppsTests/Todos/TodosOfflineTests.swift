import Foundation
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// Offline first, through the real interactor over a fake API and a store in memory, with
/// every message asserted: the saved list at once then the server's, the saved list when the
/// server cannot be reached, toggles saved here first (synced, refused, or kept pending and
/// sent on the next load).
@MainActor
@Suite("Todos: offline first (harness)")
struct TodosOfflineTests {
  private static let server = [
    TodoDTO(userID: 1, id: 1, title: "delectus aut autem", completed: false),
    TodoDTO(userID: 1, id: 4, title: "et porro tempora", completed: true),
  ]
  /// The todos as saved on an earlier run: todo 4 not yet done then, and todo 7 since deleted.
  private static let saved = [
    TodoRecord(id: 1, userID: 1, title: "delectus aut autem", completed: false),
    TodoRecord(id: 4, userID: 1, title: "et porro tempora", completed: false),
    TodoRecord(id: 7, userID: 1, title: "illo expedita", completed: true),
  ]
  /// 14:02 UTC, when `saved` was saved.
  private static let savedAt = Date(timeIntervalSince1970: 1_789_948_800 + 14 * 3600 + 2 * 60)
  nonisolated private static let now = Date(timeIntervalSince1970: 1_790_000_000)

  /// The list as the presenter shows it; `isRefreshing` for the saved list shown while the
  /// server is asked.
  private static func list(
    _ todos: [Todo], pending: Set<Int> = [], notice: String? = nil, isRefreshing: Bool = false
  ) -> TodosListViewModel {
    TodosPresenter.list(
      todos, userID: nil, pending: pending, notice: notice, isRefreshing: isRefreshing)
  }

  private func harness(
    service: any TodosService, store: any TodosStore
  ) -> ModuleHarness<TodosHarnessSubject> {
    ModuleHarness(
      wire: TodosHarnessSubject.wire(service: service, store: store, now: { Self.now }))
  }

  @Test("the saved list shows at once, then the server's, which is saved for next time")
  func savedThenFresh() async throws {
    let store = FakeTodosStore(records: Self.saved, savedAt: Self.savedAt)
    let harness = harness(service: FakeTodosService(todos: Self.server), store: store)
    harness.subject.presenter.viewDidLoad()
    let saved = Self.saved.map(Todo.init)
    let fresh = Self.server.map(Todo.init)
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didLoadSavedTodos(saved, savedAt: Self.savedAt)
      $0.view.showTodos(Self.list(saved, isRefreshing: true))
      $0.interactorOutput.didFetchTodos(.success(fresh))
      $0.view.showTodos(Self.list(fresh))
    }
    #expect(store.records == Self.server.map(TodoRecord.init))
    #expect(try await store.todos(userID: nil).savedAt == Self.now)
  }

  @Test(
    "the server cannot be reached: the saved list stays, saying it is offline and when it was saved"
  )
  func offlineWithSavedTodos() async {
    let store = FakeTodosStore(records: Self.saved, savedAt: Self.savedAt)
    let harness = harness(
      service: FakeTodosService(failure: .cannotConnect(host: "127.0.0.1:9")), store: store)
    harness.subject.presenter.viewDidLoad()
    let saved = Self.saved.map(Todo.init)
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didLoadSavedTodos(saved, savedAt: Self.savedAt)
      $0.view.showTodos(Self.list(saved, isRefreshing: true))
      $0.interactorOutput.didFetchTodos(.failure(.cannotConnect(host: "127.0.0.1:9")))
      $0.view.showTodos(Self.list(saved, notice: "Offline: showing todos saved at 14:02."))
    }
    #expect(store.records == Self.saved)
  }

  @Test("the server cannot be reached and nothing is saved: the error, as before")
  func offlineWithoutSavedTodos() async {
    let harness = harness(
      service: FakeTodosService(failure: .noNetwork), store: FakeTodosStore())
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didFetchTodos(.failure(.noNetwork))
      $0.view.showError("Couldn't load the todos. \(HTTP.Error.noNetwork.message)")
    }
  }

  @Test("saved todos that cannot be read: the store's message, and the server is not asked")
  func unreadableStore() async {
    let error = TodosStoreError.notADatabase(path: "/data/todos.sqlite")
    let harness = harness(
      service: FakeTodosService(todos: Self.server), store: FakeTodosStore(failure: error))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didFailToReadSavedTodos(error)
      $0.view.showError(error.message)
    }
  }

  /// A harness over `service` and an empty store, after the first load.
  private func loaded(_ service: any TodosService, store: FakeTodosStore) async
    -> ModuleHarness<TodosHarnessSubject>
  {
    let harness = harness(service: service, store: store)
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didFetchTodos(.success(Self.server.map(Todo.init)))
      $0.view.showTodos(Self.list(Self.server.map(Todo.init)))
    }
    return harness
  }

  @Test("a toggle the server accepts is saved as synced")
  func toggleSynced() async {
    let store = FakeTodosStore()
    let harness = await loaded(FakeTodosService(todos: Self.server), store: store)
    harness.subject.presenter.didToggleTodo(id: 1)
    var toggled = Self.server.map(Todo.init)
    toggled[0].isCompleted = true
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [1]))
      $0.interactor.setCompleted(true, todoID: 1)
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .success(toggled[0]))
      $0.view.showTodos(Self.list(toggled))
    }
    #expect(
      store.records.first
        == TodoRecord(id: 1, userID: 1, title: "delectus aut autem", completed: true))
  }

  @Test("a toggle the server refuses is undone here too, and the row goes back saying why")
  func toggleRefused() async {
    let store = FakeTodosStore()
    let service = FailingChanges(
      wrapping: FakeTodosService(todos: Self.server), failure: .statusCode(403))
    let harness = await loaded(service, store: store)
    harness.subject.presenter.didToggleTodo(id: 1)
    var toggled = Self.server.map(Todo.init)
    toggled[0].isCompleted = true
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [1]))
      $0.interactor.setCompleted(true, todoID: 1)
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .failure(.refused(.statusCode(403))))
      $0.view.showTodos(Self.list(Self.server.map(Todo.init)))
      $0.view.showToggleError("Couldn't mark it as done: \(HTTP.Error.statusCode(403).message)")
    }
    #expect(store.records == Self.server.map(TodoRecord.init))
  }

  @Test(
    "a toggle while the server cannot be reached stays, marked not synced; the next load sends it, and the server has it"
  )
  func togglePendingThenSynced() async throws {
    let store = FakeTodosStore()
    let server = FakeTodosService(todos: Self.server)
    let network = SwitchableNetwork(wrapping: server)
    let harness = await loaded(network, store: store)
    network.isDown = true
    harness.subject.presenter.didToggleTodo(id: 1)
    var toggled = Self.server.map(Todo.init)
    toggled[0].isCompleted = true
    var unsynced = toggled
    unsynced[0].isSynced = false
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [1]))
      $0.interactor.setCompleted(true, todoID: 1)
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .success(unsynced[0]))
      $0.view.showTodos(Self.list(unsynced))
    }
    #expect(try await store.pendingChanges().map(\.id) == [1])
    #expect(try await server.todos().first?.completed == false)

    network.isDown = false
    harness.subject.presenter.didRequestReload()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didLoadSavedTodos(unsynced, savedAt: Self.now)
      $0.view.showTodos(Self.list(unsynced, isRefreshing: true))
      $0.interactorOutput.didFetchTodos(.success(toggled))
      $0.view.showTodos(Self.list(toggled))
    }
    #expect(try await store.pendingChanges() == [])
    #expect(try await server.todos().first?.completed == true)
  }

  @Test(
    "a change saved on an earlier run that the server now refuses: undone here, and the person is told"
  )
  func savedChangeRefusedWhenSent() async {
    var pending = Self.saved[0]
    pending.completed = true
    pending.isPending = true
    let store = FakeTodosStore(records: [pending], savedAt: Self.savedAt)
    let service = FailingChanges(
      wrapping: FakeTodosService(todos: Self.server), failure: .statusCode(409))
    let harness = harness(service: service, store: store)
    harness.subject.presenter.viewDidLoad()
    let shown = [Todo(pending)]
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didLoadSavedTodos(shown, savedAt: Self.savedAt)
      $0.view.showTodos(Self.list(shown, isRefreshing: true))
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .failure(.refused(.statusCode(409))))
      $0.view.showToggleError(
        "Couldn't save your change to \"delectus aut autem\": \(HTTP.Error.statusCode(409).message)"
      )
      $0.interactorOutput.didFetchTodos(.success(Self.server.map(Todo.init)))
      $0.view.showTodos(Self.list(Self.server.map(Todo.init)))
    }
    #expect(store.records == Self.server.map(TodoRecord.init))
  }
}

/// A todos service over another whose network can be switched off: every call then fails as
/// an unreachable server does.
final class SwitchableNetwork: TodosService {
  private let wrapped: any TodosService
  private let down = Locked(false)
  var isDown: Bool {
    get { down.withLock { $0 } }
    set { down.withLock { $0 = newValue } }
  }

  init(wrapping wrapped: any TodosService) { self.wrapped = wrapped }

  func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    if isDown { throw .cannotConnect(host: "127.0.0.1:9") }
    return try await wrapped.todos(userID: userID)
  }

  func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    if isDown { throw .cannotConnect(host: "127.0.0.1:9") }
    return try await wrapped.setCompleted(completed, todoID: id)
  }
}
