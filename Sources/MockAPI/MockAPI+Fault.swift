import Foundation

extension MockAPI {
  /// A failure the server plays instead of, or on top of, its normal answer.
  ///
  /// Set one for every request with ``MockAPI/setFault(_:)``, for the next few requests with
  /// ``MockAPI/injectFault(_:path:count:)``, or for one request with query parameters
  /// (`?fault=503`, `?fault=malformed|truncated|empty|utf8`, `?delay=250`, `?count=10000`).
  /// Every fault applies to every route, whatever its method (a `PATCH /todos/3` fails like a
  /// `GET /todos/3`).
  /// A query parameter beats an injected fault, which beats the server-wide one; the winner
  /// replaces the others rather than adding to them.
  ///
  /// ```swift
  /// api.injectFault(.combined([.delay(.milliseconds(200)), .status(503)]), path: "/users")
  /// // The next GET /users waits 200 ms, then answers 503 {"error":"..."}.
  /// ```
  public enum Fault: Sendable, Equatable, CustomStringConvertible {
    /// Answer with this HTTP status and a small JSON body `{"error":"..."}`.
    ///
    /// The status must be from 200 to 599 (1xx answers are not final); for any other, the
    /// server answers 500 with an error that says so.
    case status(Int)
    /// Wait this long, then answer normally. Delays past ``maximumDelay`` wait ``maximumDelay``.
    case delay(Duration)
    /// Answer with the normal status (200 where the request would succeed) and a JSON content
    /// type, but a body that is not JSON.
    case malformedBody
    /// Answer normally but send only the first half of the body, with a `Content-Length` that
    /// matches, so the client sees a complete response whose JSON is cut off.
    case truncatedBody
    /// Answer `[]` from list endpoints and 404 from single-item endpoints.
    case emptyList
    /// Answer every list route with this many generated entries instead of the bundled ones,
    /// and every item route from those generated entries; the same as
    /// ``generated(count:)``, named from when users were the only resource.
    ///
    /// Kept so existing callers go on working; prefer ``generated(count:)`` for resources other
    /// than users. Its ``description`` still says `N generated users`.
    case generatedUsers(Int)
    /// Answer every list route (`/users`, `/todos`, `/items`, `/cryptos`) with this many
    /// generated entries (ids 1...N, at most ``maximumGeneratedCount``), and every item route
    /// (`/users/{id}`, `/todos/{id}`, `/items/{id}`) with generated entry `id` (404 past N).
    ///
    /// Generated entries are deterministic (entry `id` is always the same) and have every field
    /// the bundled ones have. `?count=N` asks for it on one request. For a count below 0 or
    /// above the maximum, the server answers 500 with an error that says so.
    ///
    /// ```swift
    /// api.setFault(.generated(count: 10_000))
    /// // GET /items -> 10,000 items; GET /cryptos -> 10,000 cryptos with unique currencies
    /// ```
    case generated(count: Int)
    /// Answer normally but with two bytes of the first JSON string value replaced by `0xFF 0xFE`,
    /// which is not valid UTF-8. A body without a string becomes a one-string array holding
    /// those two bytes.
    case invalidUTF8
    /// Apply several faults to the same request: delays add up, the last status and count win,
    /// and body faults apply in order to whatever the answer is, so
    /// `.combined([.status(503), .truncatedBody])` sends half of the 503's body.
    indirect case combined([Fault])

    /// The longest delay the server waits for one request.
    public static let maximumDelay: Duration = .seconds(300)
    /// The most entries ``generated(count:)``, ``generatedUsers(_:)`` and `?count=` generate.
    public static let maximumGeneratedCount = 1_000_000
    /// The same as ``maximumGeneratedCount``, named from when users were the only resource.
    public static let maximumGeneratedUsers = maximumGeneratedCount

    /// A short, readable name for the fault, such as `status 503` or `delay 250 ms`.
    ///
    /// Responses carry it in an `X-MockAPI-Fault` header.
    public var description: String {
      switch self {
      case .status(let code): "status \(code)"
      case .delay(let duration): "delay \(Self.describe(duration))"
      case .malformedBody: "malformed body"
      case .truncatedBody: "truncated body"
      case .emptyList: "empty list"
      case .generatedUsers(let count): "\(count) generated users"
      case .generated(let count): "\(count) generated entries"
      case .invalidUTF8: "invalid UTF-8"
      case .combined(let faults): "combined(\(faults.map(\.description).joined(separator: ", ")))"
      }
    }

    private static func describe(_ duration: Duration) -> String {
      let (seconds, attoseconds) = duration.components
      let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
      guard attoseconds % attosecondsPerMillisecond == 0 else { return "\(duration)" }
      let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
      guard !overflow else { return "\(duration)" }
      return "\(milliseconds + attoseconds / attosecondsPerMillisecond) ms"
    }
  }
}
