/// The `error` of a JSON-RPC response: a code and a message a person can act on.
///
/// The codes are JSON-RPC's and LSP's; a server answers a request it cannot serve with one
/// of them, never by going silent.
public struct ResponseError: Error, Sendable, Hashable, Codable {
  /// What kind of error (``parseError``, ``methodNotFound``, ...).
  public var code: Int
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The bytes were no message: a bad header, or a body that is not JSON.
  public static let parseError = -32700
  /// JSON, but not a JSON-RPC message (no `method`, an id that is neither number nor string).
  public static let invalidRequest = -32600
  /// A request whose method the server does not know.
  public static let methodNotFound = -32601
  /// A known request whose `params` lack a field or have one of the wrong type.
  public static let invalidParams = -32602
  /// The server failed to serve the request.
  public static let internalError = -32603
  /// A request other than `initialize` before `initialize`.
  public static let serverNotInitialized = -32002
  /// The client cancelled the request (`$/cancelRequest`) before it was served.
  public static let requestCancelled = -32800
}
