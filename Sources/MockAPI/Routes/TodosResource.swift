import Foundation

/// `GET /todos` (optionally `?userId=N`), `GET /todos/{id}` and `PATCH /todos/{id}`, from the
/// bundled JSONPlaceholder todos or, under ``MockAPI/Fault/generated(count:)`` or `?count=N`,
/// from ``TodoGenerator``.
///
/// A PATCH changes the bundled todo for the lifetime of the server: later GETs answer the
/// changed todo, and a new server starts from the bundled data again. Generated todos cannot
/// change: a PATCH answers the generated todo with the change applied, and keeps nothing.
struct TodosResource: MockResource {
  /// The bundled file the todos come from.
  static let fileName = "todos.json"

  /// The todos in the bundled order, changed by PATCHes.
  private let todos: Locked<[MockTodo]>
  /// Where each todo's id is in `todos`; the ids never change.
  private let positions: [Int: Int]
  private let generatedLists = BodyCache(byteBudget: 16 << 20)

  /// Loads the todos from `todos.json` in `bundle`.
  init(bundle: Bundle) throws {
    let data = try BundledResource.data(named: Self.fileName, in: bundle)
    try self.init(json: data)
  }

  /// Loads the todos from the contents of a `todos.json`.
  init(json: Data) throws {
    let todos = try BundledResource.decode([MockTodo].self, from: json, named: Self.fileName)
    var positions: [Int: Int] = [:]
    for (position, todo) in todos.enumerated() {
      guard positions.updateValue(position, forKey: todo.id) == nil else {
        throw MockAPIError.invalidResource(
          Self.fileName, reason: "two todos have the id \(todo.id)")
      }
    }
    self.todos = Locked(todos)
    self.positions = positions
  }

  var routes: [MockRoute] {
    [
      MockRoute(.GET, "/todos", kind: .list) { request in try await list(request) },
      MockRoute(.GET, "/todos/:id", kind: .item) { request in try todo(request) },
      MockRoute(.PATCH, "/todos/:id", kind: .item) { request in try patch(request) },
    ]
  }

  private func list(_ request: MockRequest) async throws -> MockResponse {
    var userId: Int?
    if let text = request.queryValue("userId") {
      guard let number = Int(text) else {
        return .error(400, "userId must be an integer, not '\(text)'")
      }
      userId = number
    }
    if let count = request.generatedCount {
      let ids = TodoGenerator.ids(count: count, userId: userId)
      let key = "todos?count=\(count)&userId=\(userId.map(String.init) ?? "")"
      let body = try await generatedLists.body(for: key) {
        try await GeneratedList.body(
          ids: ids, estimatedEntrySize: TodoGenerator.estimatedTodoSize,
          write: TodoGenerator.write(id:to:))
      }
      return .json(body)
    }
    let snapshot = todos.withLock { $0 }
    let writer = JSONWriter(capacity: snapshot.count * 90 + 2)
    writer.write("[")
    var first = true
    for todo in snapshot where userId == nil || todo.userId == userId {
      if !first {
        writer.write(",")
      }
      first = false
      todo.write(to: writer)
    }
    writer.write("]")
    return .json(writer.takeData())
  }

  private func todo(_ request: MockRequest) throws(MockRouteFailure) -> MockResponse {
    .json(try find(request).json)
  }

  private func patch(_ request: MockRequest) throws(MockRouteFailure) -> MockResponse {
    let found = try find(request)
    let patch = try TodoPatch.parse(request.body, path: request.path)
    guard request.generatedCount == nil, let position = positions[found.id] else {
      return .json(patch.applied(to: found).json)
    }
    let changed = todos.withLock { todos in
      todos[position] = patch.applied(to: todos[position])
      return todos[position]
    }
    return .json(changed.json)
  }

  /// The todo the request's `id` names, or a 400 or 404 answer.
  private func find(_ request: MockRequest) throws(MockRouteFailure) -> MockTodo {
    let id = try request.integerID(noun: "todo")
    if let count = request.generatedCount {
      guard id >= 1, id <= count else {
        throw MockRouteFailure(
          .error(404, "no todo with id \(id): there are \(count) generated todos"))
      }
      return TodoGenerator.todo(id: id)
    }
    guard let position = positions[id] else {
      throw MockRouteFailure(.error(404, "no todo with id \(id)"))
    }
    return todos.withLock { $0[position] }
  }
}
