import Foundation
import MockAPI
import ViperKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a test reads from one HTTP exchange with the mock server.
struct TestResponse {
  var status: Int
  var body: Data
  var contentType: String?
  var contentLength: Int?
  var faultHeader: String?

  /// The body as UTF-8 text, or `nil` if it is not valid UTF-8.
  var text: String? { String(data: body, encoding: .utf8) }

  /// The `error` message of a `{"error":"..."}` body.
  func errorMessage() throws -> String {
    try JSONDecoder().decode(ErrorBody.self, from: body).error
  }

  private struct ErrorBody: Decodable {
    var error: String
  }
}

/// The HTTP client the tests use: a real `URLSession` against the real server.
enum TestHTTP {
  /// A session that keeps nothing between tests and gives up on a stuck request quickly.
  /// A test that sends many requests at once shares one session, open to as many connections
  /// and patient enough for a machine busy with other builds (`patience` seconds a request).
  static func makeSession(patience: TimeInterval = 30, connections: Int? = nil) -> URLSession {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = patience
    configuration.timeoutIntervalForResource = patience * 2
    if let connections { configuration.httpMaximumConnectionsPerHost = connections }
    return URLSession(configuration: configuration)
  }

  /// Sends `method` to `target` (a path with an optional query, such as `/users?fault=500`),
  /// with `body` as JSON if there is one.
  static func send(
    _ method: String = "GET", _ target: String, to api: MockAPI, body: Data? = nil,
    session: URLSession = makeSession()
  ) async throws -> TestResponse {
    let url = try url(target, on: api)
    var request = URLRequest(url: url)
    request.httpMethod = method
    if let body {
      request.httpBody = body
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    }
    // Through ViperKit's send: data(for:) can deadlock on Linux when a waiting task is
    // cancelled (swift-corelibs-foundation#5412).
    let (data, response) = try await session.send(request)
    guard let http = response as? HTTPURLResponse else {
      throw TestFailure("\(url) answered with a \(type(of: response)), not an HTTPURLResponse")
    }
    return TestResponse(
      status: http.statusCode,
      body: data,
      contentType: http.value(forHTTPHeaderField: "Content-Type"),
      contentLength: http.value(forHTTPHeaderField: "Content-Length").flatMap { Int($0) },
      faultHeader: http.value(forHTTPHeaderField: "X-MockAPI-Fault")
    )
  }

  /// `GET target` on `api`.
  static func get(_ target: String, from api: MockAPI) async throws -> TestResponse {
    try await send("GET", target, to: api)
  }

  /// `PATCH target` on `api` with the JSON `body`, such as `{"completed":true}`.
  static func patch(
    _ target: String, _ body: String, on api: MockAPI, session: URLSession = makeSession()
  ) async throws -> TestResponse {
    try await send("PATCH", target, to: api, body: Data(body.utf8), session: session)
  }

  /// The URL of `target` (such as `/users/3?fault=500`) on `api`.
  static func url(_ target: String, on api: MockAPI) throws -> URL {
    guard let url = URL(string: api.baseURL.absoluteString + target) else {
      throw TestFailure("'\(target)' does not make a URL")
    }
    return url
  }
}

/// Starts a server on a free port, runs `body` with it, and stops it, even if `body` throws.
func withMockAPI<Result>(
  port: UInt16 = 0, fault: MockAPI.Fault? = nil, _ body: (MockAPI) async throws -> Result
) async throws -> Result {
  let api = try await MockAPI.start(port: port, fault: fault)
  do {
    let result = try await body(api)
    await api.stop()
    return result
  } catch {
    await api.stop()
    throw error
  }
}

/// A failure in a test's own plumbing, with a message that says what went wrong.
struct TestFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
