import Foundation
import ViperKit

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An `HTTPTransport` that answers from a closure and records every request.
///
/// For tests of code above the network: presenters and interactors with a live service whose
/// answers are scripted. Tests of the network itself use the real `MockAPI` server.
///
/// ```swift
/// let transport = FakeHTTPTransport.json(#"[{"id":1,"name":"Ada"}]"#)
/// let client = HTTPClient(baseURL: URL(string: "http://example.test")!, transport: transport)
/// ```
public final class FakeHTTPTransport: HTTPTransport {
  /// Makes the answer to a request.
  public typealias Responder = @Sendable (URLRequest) async throws -> (Data, URLResponse)

  private let responder: Responder
  private let recorded = Locked<[URLRequest]>([])

  /// Creates a transport that answers with `responder`.
  public init(_ responder: @escaping Responder) {
    self.responder = responder
  }

  /// Every request sent so far, in order.
  public var requests: [URLRequest] { recorded.withLock { $0 } }

  public func send(_ request: URLRequest) async throws -> (Data, URLResponse) {
    recorded.withLock { $0.append(request) }
    return try await responder(request)
  }

  /// A transport that answers every request with `status` and `body`.
  public static func json(_ body: String, status: Int = 200) -> FakeHTTPTransport {
    FakeHTTPTransport { request in
      (Data(body.utf8), response(for: request, status: status))
    }
  }

  /// A transport that fails every request with `code`, as URLSession would.
  public static func failing(_ code: URLError.Code) -> FakeHTTPTransport {
    FakeHTTPTransport { _ in throw URLError(code) }
  }

  /// A transport whose answers are not HTTP responses.
  public static func notHTTP() -> FakeHTTPTransport {
    FakeHTTPTransport { request in
      let url = request.url ?? URL(fileURLWithPath: "/")
      return (
        Data(),
        URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
      )
    }
  }

  /// An HTTP response to `request` with `status`.
  public static func response(for request: URLRequest, status: Int) -> URLResponse {
    let url = request.url ?? URL(fileURLWithPath: "/")
    return HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1",
      headerFields: ["Content-Type": "application/json"])
      ?? URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
  }
}
