import Foundation

/// One message the client sent, sorted by kind: a request (answered), a notification (not
/// answered), a response to a request of the server's, or something that is none of these
/// (answered with an error, `id` null when it has none).
///
/// The body is kept as it came, so that a handler decodes its `params` into the type it
/// expects (``params(_:)``).
public enum IncomingMessage: Sendable {
  /// A request: answered with a result or an error.
  case request(id: RequestID, method: String, body: Data)
  /// A notification: never answered.
  case notification(method: String, body: Data)
  /// A response to one of the server's requests.
  case response(id: RequestID, error: ResponseError?)
  /// Not a JSON-RPC message; the error to answer with.
  case invalid(id: RequestID?, error: ResponseError)

  /// Sorts the body of one framed message.
  public init(body: Data) {
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: body)
    } catch {
      self = .invalid(
        id: nil,
        error: ResponseError(code: ResponseError.parseError, message: "the message is not JSON"))
      return
    }
    guard case .object(let members) = value else {
      self = Self.invalidRequest(nil, "a message is a JSON object (batches are not supported)")
      return
    }
    var id: RequestID?
    if let given = members["id"], given != .null {
      guard let valid = RequestID(given) else {
        self = Self.invalidRequest(nil, "'id' must be a number or a string")
        return
      }
      id = valid
    }
    guard members["jsonrpc"] == .string("2.0") else {
      self = Self.invalidRequest(id, "'jsonrpc' must be \"2.0\"")
      return
    }
    if let method = members["method"] {
      guard case .string(let name) = method else {
        self = Self.invalidRequest(id, "'method' must be a string")
        return
      }
      if let id {
        self = .request(id: id, method: name, body: body)
      } else {
        self = .notification(method: name, body: body)
      }
      return
    }
    if let id, members["result"] != nil || members["error"] != nil {
      let error = members["error"].flatMap { error -> ResponseError? in
        guard let code = error["code"]?.intValue else { return nil }
        return ResponseError(code: code, message: error["message"]?.stringValue ?? "")
      }
      self = .response(id: id, error: error)
      return
    }
    self = Self.invalidRequest(id, "the message has no 'method'")
  }

  private static func invalidRequest(_ id: RequestID?, _ message: String) -> IncomingMessage {
    .invalid(id: id, error: ResponseError(code: ResponseError.invalidRequest, message: message))
  }

  /// The `params` of a request or notification body, decoded as `Params`; a missing or
  /// mistyped field is an ``ResponseError/invalidParams`` error that names it.
  public static func params<Params: Decodable>(_ type: Params.Type, in body: Data)
    throws(ResponseError) -> Params
  {
    do {
      return try JSONDecoder().decode(Envelope<Params>.self, from: body).params
    } catch let error as DecodingError {
      throw ResponseError(code: ResponseError.invalidParams, message: describe(error))
    } catch {
      throw ResponseError(code: ResponseError.invalidParams, message: "invalid 'params'")
    }
  }

  private struct Envelope<Params: Decodable>: Decodable {
    var params: Params
  }

  /// A decoding error as a person reads it: which field, and what is wrong with it.
  static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      // The envelope's own `params` key is left out: the fields are named within the params.
      let inParams = keys.first?.stringValue == "params" ? Array(keys.dropFirst()) : keys
      let names = inParams.map { key in key.intValue.map { "[\($0)]" } ?? key.stringValue }
      let joined = names.reduce("") { path, name in
        path.isEmpty || name.hasPrefix("[") ? path + name : path + "." + name
      }
      return joined.isEmpty ? "params" : joined
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "'\(path(context.codingPath + [key]))' is missing"
    case .valueNotFound(_, let context):
      return "'\(path(context.codingPath))' is null"
    case .typeMismatch(let type, let context):
      return "'\(path(context.codingPath))' is not \(describe(type))"
    case .dataCorrupted(let context):
      return context.codingPath.isEmpty
        ? "the message is not JSON" : "'\(path(context.codingPath))' is invalid"
    @unknown default:
      return "invalid 'params'"
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type: "an integer"
    case is Bool.Type: "a boolean"
    case is Double.Type: "a number"
    case is [String: Any].Type: "an object"
    case is [Any].Type: "an array"
    default: "of the expected type (\(type))"
    }
  }
}
