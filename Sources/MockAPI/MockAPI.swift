import FlyingFox
import Foundation

/// An embedded HTTP server that stands in for the public JSONPlaceholder API, and fails on
/// demand.
///
/// The development environment, the demo app and the tests point their HTTP clients at
/// ``baseURL`` instead of `https://jsonplaceholder.typicode.com`. The server listens on
/// 127.0.0.1 only and answers:
///
/// - `GET /users`: the 10 JSONPlaceholder users.
/// - `GET /users/{id}`: one user; 404 if there is none, 400 if `id` is not an integer.
/// - `GET /todos`: JSONPlaceholder's 200 todos,
///   `[{"userId":1,"id":1,"title":"delectus aut autem","completed":false}, ...]`;
///   `?userId=3` keeps user 3's (none for an unknown user, 400 if it is not an integer).
/// - `GET /todos/{id}`: one todo; 404 if there is none, 400 if `id` is not an integer.
/// - `PATCH /todos/{id}` with a JSON object holding any of `"completed"` (a Boolean) and
///   `"title"` (a string): changes the todo and answers it whole. The change lasts as long as
///   this server (later GETs answer it; a new server starts from the bundled todos). A body
///   that is not such an object is a 400 that names the problem; other keys are ignored.
/// - `GET /items`: 100 items made from JSONPlaceholder's albums,
///   `[{"id":1,"name":"quidem molestiae enim"}, ...]`; `GET /items/{id}`: one (404, 400).
/// - `GET /cryptos`: 300 prices in the public crypto dataset's shape, both fields strings,
///   `[{"currency":"BTC","price":"43250.12"}, ...]`.
/// - anything else: 404 `{"error":"no route for GET /x"}`.
///
/// Every answer is JSON (`Content-Type: application/json; charset=utf-8`). A ``Fault`` makes
/// answers fail, on every route and method alike: for every request (``setFault(_:)``), for
/// the next few (``injectFault(_:path:count:)``), or for one (`?fault=503`, see ``Fault``).
/// ``Fault/generated(count:)`` or `?count=N` makes every list answer N generated entries
/// (`/cryptos?count=2000`, `/items?count=10000`).
///
/// ```swift
/// let api = try await MockAPI.start()
/// let url = api.baseURL.appending(path: "users")
/// let (data, _) = try await URLSession.shared.data(from: url)  // 10 users
///
/// api.injectFault(.status(503), path: "/users")
/// let (_, response) = try await URLSession.shared.data(from: url)  // 503, once
///
/// var toggle = URLRequest(url: api.baseURL.appending(path: "todos/3"))
/// toggle.httpMethod = "PATCH"
/// toggle.httpBody = Data(#"{"completed":true}"#.utf8)
/// _ = try await URLSession.shared.data(for: toggle)  // todo 3, completed, from now on
///
/// await api.stop()
/// ```
public final class MockAPI: Sendable {
  /// Every route a server answers, as `METHOD /path`, such as `GET /users/{id}`, in the order
  /// the resources are listed; for a person (or `viper-demo serve`) telling what a server offers.
  public static let endpoints: [String] = [
    "GET /users", "GET /users/{id}",
    "GET /todos", "GET /todos/{id}", "PATCH /todos/{id}",
    "GET /items", "GET /items/{id}",
    "GET /cryptos",
    "GET /media", "GET /media/{name}",
  ]

  /// The port the server listens on: the requested one, or the free one it picked for port 0.
  public let port: UInt16
  /// The server's root URL, `http://127.0.0.1:<port>`, without a trailing slash.
  public let baseURL: URL

  private let server: HTTPServer
  private let runTask: Task<Void, Never>
  private let faults: FaultBook

  private init(
    port: UInt16, baseURL: URL, server: HTTPServer, runTask: Task<Void, Never>,
    faults: FaultBook
  ) {
    self.port = port
    self.baseURL = baseURL
    self.server = server
    self.runTask = runTask
    self.faults = faults
  }

  deinit {
    // A server dropped without `stop()` must not keep listening: cancelling `run()` closes it.
    runTask.cancel()
  }

  /// Starts a server on 127.0.0.1 and returns once it accepts connections.
  ///
  /// - Parameters:
  ///   - port: The port to listen on; 0 (the default) picks a free one, readable from ``port``.
  ///   - fault: A fault for every request, as if set with ``setFault(_:)``.
  /// - Throws: ``MockAPIError`` if the bundled data is missing or broken
  ///   (``MockAPIError/Code/missingResource``, ``MockAPIError/Code/invalidResource``) or the
  ///   port cannot be used (``MockAPIError/Code/cannotListen``).
  public static func start(port: UInt16 = 0, fault: Fault? = nil) async throws -> MockAPI {
    try await start(port: port, fault: fault, bundle: .module)
  }

  /// Starts a server whose data comes from `bundle`, so tests can start one with broken data.
  static func start(port: UInt16, fault: Fault?, bundle: Bundle) async throws -> MockAPI {
    let faults = FaultBook(serverWide: fault)
    let pipeline = RequestPipeline(resources: try MockResources.all(in: bundle), faults: faults)
    let address: sockaddr_in
    do {
      address = try .inet(ip4: "127.0.0.1", port: port)
    } catch {
      throw MockAPIError.cannotListen(port: port, reason: MockAPIError.describe(error))
    }
    let server = HTTPServer(
      address: address,
      // The handler timeout must outlast the longest delay fault.
      timeout: Double(Fault.maximumDelay.components.seconds) + 60,
      logger: .disabled,
      handler: pipeline
    )
    let runTask = try await run(server, port: port)

    guard case .ip4(_, let boundPort)? = await server.listeningAddress,
      let baseURL = URL(string: "http://127.0.0.1:\(boundPort)")
    else {
      await server.stop()
      await runTask.value
      throw MockAPIError.cannotListen(port: port, reason: "the server has no IPv4 address")
    }
    return MockAPI(
      port: boundPort, baseURL: baseURL, server: server, runTask: runTask, faults: faults)
  }

  /// Runs `server` in a task and returns the task once the server listens, or throws if
  /// `run()` ends first (for example because the port is taken).
  private static func run(_ server: HTTPServer, port: UInt16) async throws -> Task<Void, Never> {
    enum Event: Sendable {
      case listening
      case ended((any Error)?)
    }
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    // The server answers at a higher priority than the code that starts it. On Linux each task
    // priority has a cooperative pool of its own (one thread per core), and the tasks the server
    // makes for its connections inherit this one: however much synchronous work is queued at the
    // caller's priority (a test process runs a thousand tests at once), the server's requests do
    // not wait behind it. At the caller's priority they waited more than the client's timeout.
    let runTask = Task(priority: .high) {
      do {
        try await server.run()
        continuation.yield(.ended(nil))
      } catch {
        continuation.yield(.ended(error))
      }
    }
    let listenTask = Task(priority: .high) {
      do {
        try await server.waitUntilListening(timeout: 10)
        continuation.yield(.listening)
      } catch {
        continuation.yield(.ended(error))
      }
    }
    // Whichever of the two tasks reports first decides; the other's report is dropped.
    var iterator = events.makeAsyncIterator()
    let first = await iterator.next()
    continuation.finish()
    listenTask.cancel()

    guard case .listening? = first else {
      runTask.cancel()
      await server.stop()
      await runTask.value
      // The stream ends without an event only when the caller is cancelled.
      try Task.checkCancellation()
      let reason =
        if case .ended(let error?)? = first {
          MockAPIError.describe(error)
        } else {
          "the server stopped"
        }
      throw MockAPIError.cannotListen(port: port, reason: reason)
    }
    return runTask
  }

  /// Stops listening and closes every connection; returns once the server has shut down.
  ///
  /// After it, connecting to ``port`` is refused. Calling it again does nothing.
  public func stop() async {
    await server.stop()
    await runTask.value
  }

  /// Sets the fault applied to every request from now on; `nil` removes it.
  ///
  /// A fault injected with ``injectFault(_:path:count:)`` or asked for in a query parameter
  /// takes its place for the requests it applies to.
  public func setFault(_ fault: Fault?) {
    faults.serverWide = fault
  }

  /// Applies `fault` to the next `count` requests to `path`, before the server-wide fault.
  ///
  /// - Parameters:
  ///   - fault: The fault to apply.
  ///   - path: The path the requests must have, such as `/users` or `/todos/3` (compared
  ///     without the query or a trailing slash, whatever the method); `nil` (the default) for
  ///     any path.
  ///   - count: How many matching requests get the fault; after that, the fault is gone. A
  ///     `count` below 1 injects nothing.
  ///
  /// Faults injected earlier are used first. A request that asks for a fault in its query uses
  /// up nothing.
  ///
  /// ```swift
  /// api.injectFault(.status(500), path: "/users", count: 2)
  /// // GET /users -> 500, GET /users/3 -> 200, GET /users -> 500, GET /users -> 200
  /// ```
  public func injectFault(_ fault: Fault, path: String? = nil, count: Int = 1) {
    faults.inject(fault, path: path, count: count)
  }

  /// How many requests the server has received for `path`, or for all paths if `path` is `nil`.
  ///
  /// Every request counts when it arrives, whatever its answer (including 404s and faults), so
  /// tests can check whether a request was sent. `path` is compared without the query or a
  /// trailing slash.
  public func requestCount(path: String? = nil) -> Int {
    faults.requestCount(path: path)
  }
}
