import Foundation

/// The HTTP vocabulary of ViperKit's service layer: methods, requests and errors.
///
/// ``HTTPClient`` sends an ``HTTP/Request`` and maps every failure to an ``HTTP/Error`` whose
/// ``HTTP/Error/message`` a person can act on.
public enum HTTP {
  /// An HTTP request method.
  public enum Method: String, Sendable, Hashable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"
    case head = "HEAD"
  }

  /// A request relative to an ``HTTPClient``'s base URL.
  ///
  /// ```swift
  /// let request = HTTP.Request.get("users", query: ["page": "2"])
  /// let patch = try HTTP.Request.json(.patch, "todos/3", body: ["completed": true])
  /// ```
  public struct Request: Sendable, Hashable {
    /// The method.
    public var method: Method
    /// The path, relative to the base URL (`"users"`, `"users/3"`).
    public var path: String
    /// Query items, in order.
    public var query: [URLQueryItem]
    /// Header fields.
    public var headers: [String: String]
    /// The body, if any.
    public var body: Data?

    /// Creates a request.
    public init(
      method: Method,
      path: String,
      query: [URLQueryItem] = [],
      headers: [String: String] = [:],
      body: Data? = nil
    ) {
      self.method = method
      self.path = path
      self.query = query
      self.headers = headers
      self.body = body
    }

    /// A `GET` request for `path`, with `query` items sorted by name.
    public static func get(_ path: String, query: [String: String] = [:]) -> Request {
      Request(
        method: .get,
        path: path,
        query: query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
      )
    }

    /// A request whose body is `value` encoded as JSON.
    ///
    /// - Throws: The encoder's error when `value` cannot be encoded.
    public static func json(
      _ method: Method,
      _ path: String,
      body value: some Encodable,
      encoder: JSONEncoder = JSONEncoder()
    ) throws -> Request {
      Request(
        method: method,
        path: path,
        headers: ["Content-Type": "application/json"],
        body: try encoder.encode(value)
      )
    }
  }
}
