import FlyingFox

/// One resource of the mock API, such as users: the routes it answers.
///
/// A resource is one file under `Routes/` holding a type that conforms to this protocol, listed
/// in ``MockResources/all(in:)``. It only answers the normal case: ``RequestPipeline`` applies
/// every fault (status, delay, body corruption, empty lists) to every route, so a new resource
/// gets fault injection for free. A resource that can generate items reads
/// ``MockRequest/generatedCount``.
protocol MockResource: Sendable {
  /// The routes this resource answers, such as `GET /users` and `GET /users/:id`.
  var routes: [MockRoute] { get }
}

/// A method and path pattern, and the code that answers requests that match them.
struct MockRoute: Sendable {
  /// Whether a route answers a list or one item, which decides what
  /// ``MockAPI/Fault/emptyList`` does: `[]` for a list, 404 for an item.
  enum Kind: Sendable {
    case list
    case item
  }

  private enum Component: Sendable, Equatable {
    case literal(String)
    case parameter(String)
  }

  let method: HTTPMethod
  /// The path pattern, with `:name` for a parameter: `/users/:id`.
  let pattern: String
  let kind: Kind
  let handler: @Sendable (MockRequest) async throws -> MockResponse
  private let components: [Component]

  init(
    _ method: HTTPMethod,
    _ pattern: String,
    kind: Kind,
    handler: @escaping @Sendable (MockRequest) async throws -> MockResponse
  ) {
    self.method = method
    self.pattern = pattern
    self.kind = kind
    self.handler = handler
    components = pattern.split(separator: "/").map { component in
      component.hasPrefix(":")
        ? .parameter(String(component.dropFirst())) : .literal(String(component))
    }
  }

  /// The path parameters if `method` and `path` match this route, such as `["id": "3"]` for
  /// `/users/3` and `/users/:id`; otherwise `nil`.
  func match(method: HTTPMethod, path: String) -> [String: String]? {
    let nodes = path.split(separator: "/")
    guard method == self.method, nodes.count == components.count else { return nil }
    var parameters: [String: String] = [:]
    for (node, component) in zip(nodes, components) {
      switch component {
      case .literal(let text):
        guard node == text else { return nil }
      case .parameter(let name):
        parameters[name] = String(node)
      }
    }
    return parameters
  }
}

/// What a route handler needs to know about a request.
struct MockRequest: Sendable {
  /// The request path, such as `/users/3`.
  var path: String
  /// The path parameters, such as `["id": "3"]`.
  var parameters: [String: String]
  /// How many generated items a list should answer with instead of the bundled ones, set by
  /// ``MockAPI/Fault/generatedUsers(_:)`` or `?count=`; `nil` for the bundled data.
  var generatedCount: Int?
  /// The `Range` header, such as `bytes=0-99`, for resources that serve byte ranges.
  var range: String? = nil
}
