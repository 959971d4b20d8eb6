import FlyingFox
import Foundation

/// An answer before faults change it and before it goes on the wire: a status and JSON bytes.
struct MockResponse: Sendable {
  var status: Int
  var body: Data
  /// The `Content-Type`; JSON unless a resource serves something else (media).
  var contentType: String = MockResponse.contentType
  /// Headers a resource adds, such as `Content-Range`.
  var headers: [String: String] = [:]

  /// A 200 (or `status`) answer with the JSON `body`.
  static func json(_ body: Data, status: Int = 200) -> MockResponse {
    MockResponse(status: status, body: body)
  }

  /// An error answer: `status` with the body `{"error":"<message>"}`.
  static func error(_ status: Int, _ message: String) -> MockResponse {
    MockResponse(status: status, body: JSONWriter.errorBody(message))
  }

  /// The value of every answer's `Content-Type`, including the deliberately broken ones.
  static let contentType = "application/json; charset=utf-8"
  /// The header that names the fault an answer was given, to help a person reading the traffic.
  static let faultHeader = HTTPHeader("X-MockAPI-Fault")

  /// The FlyingFox response to send. FlyingFox sets `Content-Length` from the body's size.
  func httpResponse(fault: MockAPI.Fault?) -> HTTPResponse {
    var headers: HTTPHeaders = [.contentType: contentType]
    for (name, value) in self.headers {
      headers[HTTPHeader(name)] = value
    }
    if let fault {
      headers[Self.faultHeader] = fault.description
    }
    // 204 and 304 answers have no body; sending one would corrupt the next answer on the
    // connection.
    let body = [204, 304].contains(status) ? Data() : body
    // Large bodies (generated users) go out in bigger pieces: fewer writes, same memory.
    let bufferSize = body.count > 1 << 20 ? 1 << 16 : 1 << 12
    return HTTPResponse(
      statusCode: HTTPStatusCode(status, phrase: Self.reasonPhrase(for: status)),
      headers: headers,
      body: HTTPBodySequence(data: body, suggestedBufferSize: bufferSize)
    )
  }

  /// The reason phrase for the status line, such as `Service Unavailable` for 503.
  static func reasonPhrase(for status: Int) -> String {
    reasonPhrases[status] ?? (status < 400 ? "OK" : status < 500 ? "Client Error" : "Server Error")
  }

  private static let reasonPhrases: [Int: String] = [
    200: "OK", 201: "Created", 202: "Accepted", 204: "No Content",
    301: "Moved Permanently", 302: "Found", 304: "Not Modified",
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
    418: "I'm a teapot", 422: "Unprocessable Content", 429: "Too Many Requests",
    500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway",
    503: "Service Unavailable", 504: "Gateway Timeout",
  ]
}
