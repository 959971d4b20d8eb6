import Foundation

/// The messages a server sends, each encoded as JSON-RPC 2.0 writes it: a response carries
/// its `result` (`null` included) or its `error`, and its `id` (`null` for a message whose id
/// could not be read).
enum OutgoingMessage {
  /// A successful response.
  struct Response<Result: Encodable>: Encodable {
    var id: RequestID
    var result: Result

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("2.0", forKey: .jsonrpc)
      try container.encode(id, forKey: .id)
      // `encode`, not `encodeIfPresent`: an optional result of nil is written `null`.
      try container.encode(result, forKey: .result)
    }
  }

  /// An error response.
  struct Failure: Encodable {
    var id: RequestID?
    var error: ResponseError

    enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("2.0", forKey: .jsonrpc)
      try container.encode(id, forKey: .id)
      try container.encode(error, forKey: .error)
    }
  }

  /// A notification.
  struct Notification<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
  }

  /// A request of the server's to the client.
  struct Request<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var method: String
    var params: Params
  }

  /// The JSON of a message: keys sorted, slashes not escaped.
  static func encode(_ message: some Encodable) -> Data? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try? encoder.encode(message)
  }
}
