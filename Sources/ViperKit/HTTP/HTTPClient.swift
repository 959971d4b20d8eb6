import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Sends requests to one base URL, checks that the answer is HTTP and 2xx, and decodes it.
///
/// Every failure is an ``HTTP/Error``: the client never throws anything else, so a presenter
/// can always show ``HTTP/Error/message``.
///
/// ```swift
/// let client = HTTPClient(baseURL: URL(string: "http://127.0.0.1:8080")!)
/// let users = try await client.send(.get("users"), as: [UserDTO].self)
/// ```
public struct HTTPClient: Sendable {
  /// The URL every request path is relative to.
  public let baseURL: URL
  /// How long a request may take before it fails with ``HTTP/Error/timedOut``.
  public let timeout: Duration
  /// What sends the requests.
  public let transport: any HTTPTransport

  /// Creates a client.
  ///
  /// - Parameters:
  ///   - baseURL: The URL request paths are relative to.
  ///   - timeout: How long a request may take. Default: 10 seconds.
  ///   - transport: What sends requests. Default: `URLSession.shared`.
  public init(
    baseURL: URL,
    timeout: Duration = .seconds(10),
    transport: any HTTPTransport = URLSession.shared
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.transport = transport
  }

  /// The `URLRequest` for `request`.
  public func urlRequest(for request: HTTP.Request) -> URLRequest {
    var url = baseURL
    for component in request.path.split(separator: "/") {
      url.appendPathComponent(String(component))
    }
    if !request.query.isEmpty,
      var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    {
      components.queryItems = (components.queryItems ?? []) + request.query
      url = components.url ?? url
    }
    var urlRequest = URLRequest(url: url)
    urlRequest.httpMethod = request.method.rawValue
    urlRequest.httpBody = request.body
    urlRequest.timeoutInterval = timeout.timeInterval
    urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    return urlRequest
  }

  /// Sends `request` and returns the body of a 2xx answer.
  ///
  /// - Throws: ``HTTP/Error``: anything but an HTTP 2xx answer.
  public func send(_ request: HTTP.Request) async throws(HTTP.Error) -> Data {
    let urlRequest = urlRequest(for: request)
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await transport.send(urlRequest)
    } catch {
      throw Self.map(error, host: Self.hostDescription(baseURL))
    }
    // URLSession on Linux may finish a request that was cancelled while in flight.
    if Task.isCancelled { throw .cancelled }
    guard let http = response as? HTTPURLResponse else { throw .invalidResponse }
    guard (200...299).contains(http.statusCode) else { throw .statusCode(http.statusCode) }
    return data
  }

  /// Sends `request` and decodes the body of a 2xx answer as `Value`.
  ///
  /// - Throws: ``HTTP/Error``; ``HTTP/Error/undecodable(_:)`` says where decoding failed.
  public func send<Value: Decodable>(
    _ request: HTTP.Request,
    as type: Value.Type,
    decoder: JSONDecoder = JSONDecoder()
  ) async throws(HTTP.Error) -> Value {
    let data = try await send(request)
    do {
      return try decoder.decode(Value.self, from: data)
    } catch {
      throw .undecodable(HTTP.DecodingFailure(error, data: data))
    }
  }

  /// Maps an error thrown by a transport to an ``HTTP/Error``.
  public static func map(_ error: any Error, host: String) -> HTTP.Error {
    if let error = error as? HTTP.Error { return error }
    if error is CancellationError { return .cancelled }
    guard let urlError = error as? URLError else {
      return .transport(String(describing: error))
    }
    switch urlError.code {
    case .cancelled: return .cancelled
    case .timedOut: return .timedOut
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
      return .cannotConnect(host: host)
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff:
      return .noNetwork
    case .badServerResponse, .cannotParseResponse:
      return .invalidResponse
    default:
      return .transport(urlError.localizedDescription)
    }
  }

  private static func hostDescription(_ url: URL) -> String {
    guard let host = url.host else { return url.absoluteString }
    return url.port.map { "\(host):\($0)" } ?? host
  }
}

extension Duration {
  /// The duration in seconds, as Foundation wants it.
  var timeInterval: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
