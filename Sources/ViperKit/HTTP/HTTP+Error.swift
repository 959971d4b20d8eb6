import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTP {
  /// Everything that can go wrong with a request, each with a message a person can act on.
  ///
  /// ```swift
  /// do { users = try await client.send(.get("users"), as: [UserDTO].self) }
  /// catch { view?.showError(error.message) }  // "The server answered 503 (Service Unavailable)..."
  /// ```
  public enum Error: Swift.Error, Sendable, Hashable, CustomStringConvertible {
    /// The response was not an HTTP response.
    case invalidResponse
    /// The server answered with a status code outside 200...299.
    case statusCode(Int)
    /// The body could not be decoded into the expected type.
    case undecodable(DecodingFailure)
    /// No connection could be made to the host (refused, unknown host).
    case cannotConnect(host: String)
    /// The server did not answer in time.
    case timedOut
    /// The device has no network connection.
    case noNetwork
    /// The request was cancelled (usually because its module was dismissed).
    case cancelled
    /// Any other transport failure, with the system's description.
    case transport(String)

    /// A message for a person: what went wrong and what they can do about it.
    public var message: String {
      switch self {
      case .invalidResponse:
        return "The server's answer was not an HTTP response. Check that the address points "
          + "at a web server."
      case .statusCode(let code):
        let reason = HTTPURLResponse.localizedString(forStatusCode: code).capitalized
        return "The server answered \(code) (\(reason)). " + Self.advice(forStatusCode: code)
      case .undecodable(let failure):
        return "The data from the server could not be read: \(failure)."
      case .cannotConnect(let host):
        return "Could not connect to \(host). Check that the server is running and that the "
          + "address is right."
      case .timedOut:
        return "The server did not answer in time. Try again; if it keeps happening, the "
          + "server may be down."
      case .noNetwork:
        return "There is no network connection. Connect to a network and try again."
      case .cancelled:
        return "The request was cancelled."
      case .transport(let description):
        return "The request failed: \(description). Try again."
      }
    }

    public var description: String { message }

    private static func advice(forStatusCode code: Int) -> String {
      switch code {
      case 400: "The request was not understood; this is a bug in the app."
      case 401, 403: "Access was refused; check your credentials."
      case 404: "The address does not exist; check the server address."
      case 408, 504: "The server took too long; try again."
      case 429: "Too many requests; wait a moment and try again."
      case 500...599: "The server has a problem; try again later."
      default: "Try again later."
      }
    }
  }

  /// Where and why a body could not be decoded.
  public struct DecodingFailure: Sendable, Hashable, CustomStringConvertible {
    /// The coding path to the value that failed, such as `[3].address.geo.lat`; empty for the
    /// top level.
    public let path: String
    /// What was wrong there.
    public let reason: String

    /// Creates a failure record.
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }

    /// Describes a `DecodingError` (or any error a decoder threw) for `data`, the body that
    /// failed to decode.
    ///
    /// Decoders do not always say why a body is not JSON (Foundation on Linux says only "not
    /// valid JSON"), so when the failure is at the top level the body itself is checked for
    /// the two common reasons: bytes that are not UTF-8, and a body cut off before its end.
    public init(_ error: any Swift.Error, data: Data) {
      self.init(error)
      guard path.isEmpty, error is DecodingError else { return }
      if String(data: data, encoding: .utf8) == nil {
        self.init(path: "", reason: "the text is not valid UTF-8")
      } else if Self.endsEarly(data) {
        self.init(path: "", reason: "the data ends too early (truncated)")
      }
    }

    /// Whether `data` stops inside a string, an array or an object: a truncated JSON text.
    static func endsEarly(_ data: Data) -> Bool {
      var depth = 0
      var inString = false
      var escaped = false
      var sawValue = false
      for byte in data {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""):
          inString = true
          sawValue = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          sawValue = true
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): break
        default: sawValue = true
        }
      }
      return inString || depth > 0 || !sawValue
    }

    /// Describes a `DecodingError` (or any error a decoder threw).
    public init(_ error: any Swift.Error) {
      guard let error = error as? DecodingError else {
        self.init(path: "", reason: String(describing: error))
        return
      }
      switch error {
      case .typeMismatch(let type, let context):
        self.init(context, reason: "expected \(Self.name(of: type))")
      case .valueNotFound(let type, let context):
        self.init(context, reason: "expected \(Self.name(of: type)) but found null")
      case .keyNotFound(let key, let context):
        self.init(
          path: Self.path(context.codingPath), reason: "missing field \"\(key.stringValue)\"")
      case .dataCorrupted(let context):
        self.init(context, reason: Self.corruption(context))
      @unknown default:
        self.init(path: "", reason: String(describing: error))
      }
    }

    private init(_ context: DecodingError.Context, reason: String) {
      self.init(path: Self.path(context.codingPath), reason: reason)
    }

    public var description: String {
      path.isEmpty ? reason : "\(reason) at \(path)"
    }

    private static func corruption(_ context: DecodingError.Context) -> String {
      let underlying = context.underlyingError.map { String(describing: $0) } ?? ""
      let text = (context.debugDescription + " " + underlying).lowercased()
      if text.contains("utf-8") || text.contains("utf8") || text.contains("unicode") {
        return "the text is not valid UTF-8"
      }
      if text.contains("end of file") || text.contains("unexpected end")
        || text.contains("eof")
      {
        return "the data ends too early (truncated)"
      }
      if context.codingPath.isEmpty {
        return "the data is not valid JSON"
      }
      return context.debugDescription
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
      var result = ""
      for key in codingPath {
        if let index = key.intValue {
          result += "[\(index)]"
        } else {
          result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
        }
      }
      return result
    }

    private static func name(of type: Any.Type) -> String {
      switch type {
      case is String.Type: "a string"
      case is Int.Type, is Int64.Type, is Int32.Type: "an integer"
      case is Double.Type, is Float.Type: "a number"
      case is Bool.Type: "true or false"
      default:
        if String(describing: type).hasPrefix("Array") { "a list" } else { "an object" }
      }
    }
  }
}
