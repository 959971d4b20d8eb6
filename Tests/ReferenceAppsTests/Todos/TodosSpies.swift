import Foundation
import ReferenceApps
import ViperKit
import ViperKitTesting

// Recording doubles for the todos contracts: one line per method.

final class TodosViewSpy: Spy<any TodosViewInput>, TodosViewInput {
  func viewDidLoad() {}
  func showLoading() { record() }
  func showTodos(_ list: TodosListViewModel) { record(list) }
  func showEmpty(_ message: String) { record(message) }
  func showError(_ message: String) { record(message) }
  func showToggleError(_ message: String) { record(message) }
}

final class TodosInteractorSpy: Spy<any TodosInteractorInput>, TodosInteractorInput {
  func fetchTodos(userID: Int?) { record(userID as Any) { $0.fetchTodos(userID: userID) } }
  func setCompleted(_ completed: Bool, todoID id: Int) {
    record(completed, id) { $0.setCompleted(completed, todoID: id) }
  }
}

final class TodosInteractorOutputSpy: Spy<any TodosInteractorOutput>, TodosInteractorOutput {
  func didLoadSavedTodos(_ todos: [Todo], savedAt: Date?) {
    record(todos, savedAt as Any) { $0.didLoadSavedTodos(todos, savedAt: savedAt) }
  }
  func didFailToReadSavedTodos(_ error: TodosStoreError) {
    record(error) { $0.didFailToReadSavedTodos(error) }
  }
  func didFetchTodos(_ result: Result<[Todo], HTTP.Error>) {
    record(result) { $0.didFetchTodos(result) }
  }
  func didSetCompleted(todoID id: Int, result: Result<Todo, TodoChangeError>) {
    record(id, result) { $0.didSetCompleted(todoID: id, result: result) }
  }
}

final class TodosRouterSpy: Spy<any TodosRouterInput>, TodosRouterInput {
  func showUserPicker(selectedUserID: Int?, output: any UserPickerModuleOutput) {
    record(selectedUserID as Any)
  }
  func closeUserPicker() { record() }
}

/// The todos presenter with spies at every boundary, over a real interactor, `service` and
/// `store` (or a plain interactor spy without a service); times shown in UTC.
@MainActor
struct TodosHarnessSubject {
  let presenter: TodosPresenter
  let view: TodosViewSpy
  let interactor: TodosInteractorSpy
  let interactorOutput: TodosInteractorOutputSpy
  let router: TodosRouterSpy

  static func wire(
    service: (any TodosService)?, store: any TodosStore = FakeTodosStore(), userID: Int? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) -> (MessageLog) -> TodosHarnessSubject {
    { log in
      let real = service.map { TodosInteractor(service: $0, store: store, now: now) }
      let interactor = TodosInteractorSpy(.interactor, log: log, forwardingTo: real)
      let router = TodosRouterSpy(.router, log: log)
      let presenter = TodosPresenter(
        interactor: interactor, router: router, userID: userID, timeZone: .gmt)
      let interactorOutput = TodosInteractorOutputSpy(
        .interactorOutput, log: log, forwardingTo: presenter)
      real?.output = interactorOutput
      let view = TodosViewSpy(.view, log: log)
      presenter.view = view
      return TodosHarnessSubject(
        presenter: presenter, view: view, interactor: interactor,
        interactorOutput: interactorOutput, router: router)
    }
  }
}

/// A todos view that forwards what it is shown to a spy the test holds (weakly).
@MainActor
final class RetainingTodosView: TodosViewInput {
  let presenter: any TodosViewOutput
  private weak var spy: TodosViewSpy?

  init(presenter: any TodosViewOutput, spy: TodosViewSpy) {
    self.presenter = presenter
    self.spy = spy
  }

  func viewDidLoad() { presenter.viewDidLoad() }
  func showLoading() { spy?.showLoading() }
  func showTodos(_ list: TodosListViewModel) { spy?.showTodos(list) }
  func showEmpty(_ message: String) { spy?.showEmpty(message) }
  func showError(_ message: String) { spy?.showError(message) }
  func showToggleError(_ message: String) { spy?.showToggleError(message) }
}

/// A todos service that counts its `setup()` calls and otherwise acts as a fake.
final class CountingTodosService: TodosService {
  private let fake = FakeTodosService()
  private let count = Locked(0)
  var setupCount: Int { count.withLock { $0 } }

  func setup() async throws {
    count.withLock { $0 += 1 }
    try await fake.setup()
  }
  func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    try await fake.todos(userID: userID)
  }
  func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    try await fake.setCompleted(completed, todoID: id)
  }
}
