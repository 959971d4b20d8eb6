import ViperKit

/// Fetches and changes todos through the ``TodosService``, mapping DTOs to entities.
@MainActor
public final class TodosInteractor: TodosInteractorInput {
  /// Where results go: the presenter, held weakly.
  public weak var output: (any TodosInteractorOutput)?

  private let service: any TodosService
  // Two bags: a new fetch cancels the one it replaces, but never a change on its way.
  private let fetches = TaskBag()
  private let changes = TaskBag()

  /// Creates the interactor over `service`.
  public init(service: any TodosService) {
    self.service = service
  }

  public func fetchTodos(userID: Int?) {
    fetches.cancelAll()
    fetches.perform { [service] () async throws(HTTP.Error) -> [TodoDTO] in
      try await service.todos(userID: userID)
    } then: { [weak self] result in
      self?.output?.didFetchTodos(result.map { $0.map(Todo.init) })
    }
  }

  public func setCompleted(_ completed: Bool, todoID id: Int) {
    changes.perform { [service] () async throws(HTTP.Error) -> TodoDTO in
      try await service.setCompleted(completed, todoID: id)
    } then: { [weak self] result in
      self?.output?.didSetCompleted(todoID: id, result: result.map(Todo.init))
    }
  }
}
