import Foundation

/// `GET /users` and `GET /users/{id}`, from the bundled JSONPlaceholder users or, under
/// ``MockAPI/Fault/generated(count:)`` (or ``MockAPI/Fault/generatedUsers(_:)``) or `?count=N`,
/// from ``UserGenerator``.
struct UsersResource: MockResource {
  /// The bundled file the users come from.
  static let fileName = "users.json"

  private let listBody: Data
  private let userBodies: [Int: Data]
  private let generatedLists = BodyCache()

  /// Loads the users from `users.json` in `bundle`.
  init(bundle: Bundle) throws {
    let data = try BundledResource.data(named: Self.fileName, in: bundle)
    try self.init(json: data)
  }

  /// Loads the users from the contents of a `users.json`.
  init(json: Data) throws {
    let users = try BundledResource.decode([MockUser].self, from: json, named: Self.fileName)
    var seen = Set<Int>()
    for user in users where !seen.insert(user.id).inserted {
      throw MockAPIError.invalidResource(Self.fileName, reason: "two users have the id \(user.id)")
    }
    let list = JSONWriter()
    let single = JSONWriter()
    var bodies: [Int: Data] = [:]
    list.write("[")
    for (position, user) in users.enumerated() {
      if position > 0 {
        list.write(",")
      }
      user.write(to: list)
      user.write(to: single)
      bodies[user.id] = single.takeData()
    }
    list.write("]")
    listBody = list.takeData()
    userBodies = bodies
  }

  var routes: [MockRoute] {
    [
      MockRoute(.GET, "/users", kind: .list) { request in try await list(request) },
      MockRoute(.GET, "/users/:id", kind: .item) { request in user(request) },
    ]
  }

  private func list(_ request: MockRequest) async throws -> MockResponse {
    guard let count = request.generatedCount else {
      return .json(listBody)
    }
    let body = try await generatedLists.body(for: "users?count=\(count)") {
      try await UserGenerator.list(count: count)
    }
    return .json(body)
  }

  private func user(_ request: MockRequest) -> MockResponse {
    let text = request.parameters["id"] ?? ""
    guard let id = Int(text) else {
      return .error(400, "a user id is an integer, not '\(text)'")
    }
    if let count = request.generatedCount {
      guard id >= 1, id <= count else {
        return .error(404, "no user with id \(id): there are \(count) generated users")
      }
      return .json(UserGenerator.user(id: id))
    }
    guard let body = userBodies[id] else {
      return .error(404, "no user with id \(id)")
    }
    return .json(body)
  }
}
