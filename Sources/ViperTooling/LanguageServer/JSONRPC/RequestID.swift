/// The id of a JSON-RPC request: a number or a string, as the sender chose it; a response
/// carries it back unchanged.
public enum RequestID: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A numeric id (what most clients send).
  case number(Int)
  /// A string id.
  case string(String)

  /// The id a JSON value holds, if it is an integer or a string.
  public init?(_ value: JSONValue) {
    switch value {
    case .integer(let number): self = .number(number)
    case .string(let text): self = .string(text)
    default: return nil
    }
  }

  /// Decodes a number or a string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      self = .number(number)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes the value as JSON writes it.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .number(let number): try container.encode(number)
    case .string(let text): try container.encode(text)
    }
  }

  /// The id as JSON writes it: `7` or `"seven"`.
  public var description: String {
    switch self {
    case .number(let number): "\(number)"
    case .string(let text): "\"\(text)\""
    }
  }
}
