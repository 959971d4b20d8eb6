import Foundation
import ViperKit

/// The API service of the todos: reads them, and marks one done or not done. Its errors are
/// ``HTTP/Error``s whatever the implementation.
public protocol TodosService: Service {
  /// The todos of the user with `userID`, or every todo when it is `nil`
  /// (`GET /todos?userId=3`, `GET /todos`).
  func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO]
  /// Marks the todo with `id` done or not done (`PATCH /todos/{id}`), and answers it as the
  /// server now has it.
  func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO
}

extension TodosService {
  /// Every todo (`GET /todos`).
  public func todos() async throws(HTTP.Error) -> [TodoDTO] {
    try await todos(userID: nil)
  }
}

/// The ``TodosService`` over HTTP: `GET {base}/todos[?userId=N]` and `PATCH {base}/todos/{id}`.
///
/// ``HTTPClient`` rejects an answer that is not HTTP and any status outside 2xx before it
/// decodes a body.
public struct LiveTodosService: TodosService {
  /// The client requests go through.
  public let client: HTTPClient

  /// Creates the service over `client`.
  public init(client: HTTPClient) {
    self.client = client
  }

  public func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    let query = userID.map { ["userId": String($0)] } ?? [:]
    return try await client.send(.get("todos", query: query), as: [TodoDTO].self)
  }

  public func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    let request = HTTP.Request(
      method: .patch,
      path: "todos/\(id)",
      headers: ["Content-Type": "application/json"],
      body: Data(#"{"completed":\#(completed)}"#.utf8))
    return try await client.send(request, as: TodoDTO.self)
  }
}

/// A ``TodosService`` in memory: a fixed list that changes as todos are marked, answered after
/// a delay on a clock, or a failure when told to fail.
public final class FakeTodosService: TodosService {
  /// How long it waits before answering.
  public let latency: Duration
  /// The clock it waits on.
  public let clock: any Clock<Duration>
  /// When set, every call fails with this error (after the latency).
  public let failure: HTTP.Error?
  private let store: Locked<[TodoDTO]>

  /// Creates a fake that starts with `todos`.
  public init(
    todos: [TodoDTO] = FakeTodosService.sampleTodos,
    latency: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock(),
    failure: HTTP.Error? = nil
  ) {
    self.store = Locked(todos)
    self.latency = latency
    self.clock = clock
    self.failure = failure
  }

  /// Checks the fixed list: two todos with one id would make toggling one toggle the other.
  public func setup() async throws {
    let ids = store.withLock { $0.map(\.id) }
    if let duplicate = Dictionary(grouping: ids, by: { $0 }).first(where: { $0.value.count > 1 }) {
      throw FakeDataError("two todos have the id \(duplicate.key)")
    }
  }

  public func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    try await wait()
    let todos = store.withLock { $0 }
    guard let userID else { return todos }
    return todos.filter { $0.userID == userID }
  }

  public func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    try await wait()
    let updated = store.withLock { todos -> TodoDTO? in
      guard let index = todos.firstIndex(where: { $0.id == id }) else { return nil }
      todos[index].completed = completed
      return todos[index]
    }
    guard let updated else { throw .statusCode(404) }
    return updated
  }

  private func wait() async throws(HTTP.Error) {
    try await FakeLatency.wait(latency, on: clock)
    if let failure { throw failure }
  }

  /// A few todos of two users in JSONPlaceholder's shape, for the fake environment and
  /// previews.
  public static let sampleTodos: [TodoDTO] = [
    TodoDTO(userID: 1, id: 1, title: "delectus aut autem", completed: false),
    TodoDTO(userID: 1, id: 2, title: "quis ut nam facilis et officia qui", completed: false),
    TodoDTO(userID: 1, id: 3, title: "fugiat veniam minus", completed: false),
    TodoDTO(userID: 1, id: 4, title: "et porro tempora", completed: true),
    TodoDTO(
      userID: 2, id: 21, title: "suscipit repellat esse quibusdam voluptatem incidunt",
      completed: false),
    TodoDTO(
      userID: 2, id: 22, title: "distinctio vitae autem nihil ut molestias quo",
      completed: true),
  ]
}

/// Why fake data was refused at ``Service/setup()``.
public struct FakeDataError: Error, Sendable, CustomStringConvertible {
  public let description: String
  init(_ description: String) { self.description = description }
}

/// The ``TodosService`` of a test that did not configure one: every call fails the test and
/// says how to configure a service.
public struct UnimplementedTodosService: TodosService {
  private let context: ServiceContext

  /// Creates the service; it reports through `context`.
  public init(context: ServiceContext) {
    self.context = context
  }

  public func todos(userID: Int?) async throws(HTTP.Error) -> [TodoDTO] {
    throw .transport(context.unimplemented(TodosServiceKey.self).description)
  }

  public func setCompleted(_ completed: Bool, todoID id: Int) async throws(HTTP.Error) -> TodoDTO {
    throw .transport(context.unimplemented(TodosServiceKey.self).description)
  }
}

/// The key of the app's ``TodosService``.
public enum TodosServiceKey: ServiceKey {
  public static func live(_ context: ServiceContext) -> any TodosService {
    LiveTodosService(client: context.httpClient())
  }

  public static func fake(_ context: ServiceContext) -> any TodosService {
    FakeTodosService(latency: context.latency, clock: context.clock)
  }

  public static func unimplemented(_ context: ServiceContext) -> any TodosService {
    UnimplementedTodosService(context: context)
  }
}
