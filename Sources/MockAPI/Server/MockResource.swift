import FlyingFox
import Foundation

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
  /// The request method, such as `GET` or `PATCH`.
  var method: HTTPMethod = .GET
  /// The request path, such as `/users/3`.
  var path: String
  /// The path parameters, such as `["id": "3"]`.
  var parameters: [String: String]
  /// The query items, fault parameters (`fault`, `delay`, `count`) included, in order.
  var query: [HTTPRequest.QueryItem] = []
  /// The request body; empty for a request without one.
  var body = Data()
  /// How many generated entries a list should answer with instead of the bundled ones, set by
  /// ``MockAPI/Fault/generated(count:)``, ``MockAPI/Fault/generatedUsers(_:)`` or `?count=`;
  /// `nil` for the bundled data.
  var generatedCount: Int?
  /// The `Range` header, such as `bytes=0-99`, for resources that serve byte ranges.
  var range: String? = nil

  /// The value of the first query item called `name`, or `nil` if there is none.
  func queryValue(_ name: String) -> String? {
    query.first { $0.name == name }?.value
  }

  /// The path parameter `id` as an integer, or else a 400 saying that a `noun`'s id is one:
  /// `a todo id is an integer, not 'abc'`, `an item id is an integer, not 'abc'`.
  func integerID(noun: String) throws(MockRouteFailure) -> Int {
    let text = parameters["id"] ?? ""
    guard let value = Int(text) else {
      let article = noun.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      throw MockRouteFailure(.error(400, "\(article) \(noun) id is an integer, not '\(text)'"))
    }
    return value
  }
}

/// An error answer a handler throws instead of returning, so helpers can stop a request early;
/// ``RequestPipeline`` sends its ``response`` like any other answer, faults included.
struct MockRouteFailure: Error {
  /// The answer to send.
  var response: MockResponse

  init(_ response: MockResponse) {
    self.response = response
  }
}
