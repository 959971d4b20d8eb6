import Foundation
import ReferenceApps
import Testing
import ViperKit
import ViperKitTesting

/// The todos presenter and interactor over a fake service, with every message asserted:
/// loading, filtering, optimistic toggles and their failures.
@MainActor
@Suite("Todos: presenter and interactor (harness)")
struct TodosPresenterTests {
  private static let dtos = [
    TodoDTO(userID: 1, id: 1, title: "delectus aut autem", completed: false),
    TodoDTO(userID: 1, id: 4, title: "et porro tempora", completed: true),
    TodoDTO(userID: 2, id: 21, title: "suscipit repellat", completed: false),
  ]
  private static let todos = dtos.map(Todo.init)

  private static func list(
    _ todos: [Todo], heading: String = "All users", pending: Set<Int> = []
  ) -> TodosListViewModel {
    let done = todos.count { $0.isCompleted }
    return TodosListViewModel(
      heading: heading, summary: "\(done) of \(todos.count) done",
      rows: todos.map {
        TodoRowViewModel(
          id: $0.id, title: $0.title, isCompleted: $0.isCompleted,
          isPending: pending.contains($0.id))
      })
  }

  private func loaded(
    _ service: any TodosService = FakeTodosService(todos: Self.dtos)
  ) async -> ModuleHarness<TodosHarnessSubject> {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: service))
    harness.subject.presenter.viewDidLoad()
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.interactorOutput.didFetchTodos(.success(Self.todos))
      $0.view.showTodos(Self.list(Self.todos))
    }
    return harness
  }

  @Test("nothing until the view loads; then the todos with their completion and a summary")
  func loads() async {
    let harness = ModuleHarness(
      wire: TodosHarnessSubject.wire(service: FakeTodosService(todos: Self.dtos)))
    await harness.expectNoMessages(during: .milliseconds(10))
    _ = await loaded()
    #expect(Self.list(Self.todos).summary == "1 of 3 done")
  }

  @Test("a toggle changes the row at once (saving), then shows what the server answered")
  func toggleSucceeds() async {
    let harness = await loaded()
    harness.subject.presenter.didToggleTodo(id: 1)
    var toggled = Self.todos
    toggled[0].isCompleted = true
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [1]))
      $0.interactor.setCompleted(true, todoID: 1)
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .success(toggled[0]))
      $0.view.showTodos(Self.list(toggled))
    }
  }

  @Test("a refused toggle puts the row back and says why")
  func toggleFails() async {
    let harness = await loaded()
    // An answer for a todo with no change on its way is ignored.
    harness.subject.presenter.didSetCompleted(todoID: 99, result: .failure(.refused(.noNetwork)))
    harness.subject.presenter.didToggleTodo(id: 4)
    var toggled = Self.todos
    toggled[1].isCompleted = false
    harness.subject.presenter.didSetCompleted(
      todoID: 4, result: .failure(.refused(.statusCode(500))))
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [4]))
      $0.interactor.setCompleted(false, todoID: 4)
      $0.view.showTodos(Self.list(Self.todos))
      $0.view.showToggleError(
        "Couldn't mark it as not done: \(HTTP.Error.statusCode(500).message)")
    }
    // The real interactor's answer for the toggle arrives later and changes nothing: the
    // toggle was settled by the failure.
    await harness.expect {
      $0.interactorOutput.didSetCompleted(todoID: 4, result: .success(toggled[1]))
    }
  }

  @Test("over a failing service: the toggle goes through the interactor and comes back refused")
  func toggleFailsThroughService() async {
    let service = FakeTodosService(todos: Self.dtos)
    let harness = await loaded(FailingChanges(wrapping: service))
    harness.subject.presenter.didToggleTodo(id: 1)
    var toggled = Self.todos
    toggled[0].isCompleted = true
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [1]))
      $0.interactor.setCompleted(true, todoID: 1)
      $0.interactorOutput.didSetCompleted(todoID: 1, result: .failure(.refused(.statusCode(500))))
      $0.view.showTodos(Self.list(Self.todos))
      $0.view.showToggleError(
        "Couldn't mark it as done: \(HTTP.Error.statusCode(500).message)")
    }
  }

  @Test("a second toggle of a row still saving is ignored")
  func toggleWhilePending() async {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: nil))
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didFetchTodos(.success(Self.todos))
    harness.skipReceivedMessages()
    harness.subject.presenter.didToggleTodo(id: 21)
    harness.subject.presenter.didToggleTodo(id: 21)
    harness.subject.presenter.didToggleTodo(id: 404)
    var toggled = Self.todos
    toggled[2].isCompleted = true
    await harness.expect {
      $0.view.showTodos(Self.list(toggled, pending: [21]))
      $0.interactor.setCompleted(true, todoID: 21)
    }
  }

  @Test("a failed load shows the error with its message; no todos shows the empty state")
  func failureAndEmpty() async {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: nil))
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didFetchTodos(.failure(.cannotConnect(host: "127.0.0.1:9")))
    harness.subject.presenter.filter(userID: 7)
    harness.subject.presenter.didFetchTodos(.success([]))
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.view.showError(
        "Couldn't load the todos. \(HTTP.Error.cannotConnect(host: "127.0.0.1:9").message)")
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: 7)
      $0.view.showEmpty("User 7 has no todos.")
    }
  }

  @Test("filtering reloads for that user; before the view loads it only picks the filter")
  func filter() async {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: nil))
    harness.subject.presenter.filter(userID: 2)
    await harness.expectNoMessages(during: .milliseconds(10))
    harness.subject.presenter.viewDidLoad()
    let user2 = Self.todos.filter { $0.userID == 2 }
    harness.subject.presenter.didFetchTodos(.success(user2))
    harness.subject.presenter.filter(userID: 2)  // the same filter: nothing to do
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: 2)
      $0.view.showTodos(Self.list(user2, heading: "User 2"))
    }
  }

  @Test("u opens the picker with the current filter; its answer closes it and filters")
  func picker() async {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: nil, userID: 3))
    harness.subject.presenter.viewDidLoad()
    harness.skipReceivedMessages()
    harness.subject.presenter.didRequestUserFilter()
    harness.subject.presenter.userPicker(didPick: 5)
    harness.subject.presenter.didRequestUserFilter()
    harness.subject.presenter.userPickerDidCancel()
    await harness.expect {
      $0.router.showUserPicker(selectedUserID: 3, output: harness.subject.presenter)
      $0.router.closeUserPicker()
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: 5)
      $0.router.showUserPicker(selectedUserID: 5, output: harness.subject.presenter)
      $0.router.closeUserPicker()
    }
  }

  @Test("a change still saving keeps its new state when the list reloads under it")
  func reloadKeepsPending() async {
    let harness = ModuleHarness(wire: TodosHarnessSubject.wire(service: nil))
    harness.subject.presenter.viewDidLoad()
    harness.subject.presenter.didFetchTodos(.success(Self.todos))
    harness.subject.presenter.didToggleTodo(id: 1)
    harness.skipReceivedMessages()
    harness.subject.presenter.didRequestReload()
    harness.subject.presenter.didFetchTodos(.success(Self.todos))
    var toggled = Self.todos
    toggled[0].isCompleted = true
    await harness.expect {
      $0.view.showLoading()
      $0.interactor.fetchTodos(userID: nil)
      $0.view.showTodos(Self.list(toggled, pending: [1]))
    }
  }
}

/// A todos service whose reads work and whose changes fail with `failure`.
final class FailingChanges: TodosService {
  private let wrapped: any TodosService
  private let failure: HTTP.Error
  init(wrapping wrapped: any TodosService, failure: HTTP.Error = .statusCode(500)) {
    self.wrapped = wrapped
    self.failure = failure
  }
  func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    try await wrapped.todos(userID: userID)
  }
  func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    throw failure
  }
}
