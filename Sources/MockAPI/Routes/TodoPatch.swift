import Foundation

/// The changes a `PATCH /todos/{id}` asks for: a JSON object with any of `"completed"` (a
/// Boolean) and `"title"` (a string). Other keys are ignored, as JSONPlaceholder ignores them.
struct TodoPatch: Sendable, Equatable {
  var title: String?
  var completed: Bool?

  /// An example of a body that works, for error messages.
  static let example = #"{"completed":true}"#

  /// Reads the patch in `body`, the body of a request to `path`, or throws a 400 that names
  /// the problem: an empty body, JSON that does not parse, a body that is not an object, or a
  /// field of the wrong type.
  static func parse(_ body: Data, path: String) throws(MockRouteFailure) -> TodoPatch {
    guard body.contains(where: { !Self.whitespace.contains($0) }) else {
      throw badRequest(
        "the body of PATCH \(path) is empty: send a JSON object such as \(example)")
    }
    let value: JSONValue
    do {
      value = try JSONDecoder().decode(JSONValue.self, from: body)
    } catch {
      throw badRequest(
        "the body of PATCH \(path) is not valid JSON: send a JSON object such as \(example)")
    }
    guard case .object(let fields) = value else {
      throw badRequest(
        "the body of PATCH \(path) must be a JSON object such as \(example), not \(value.kind)")
    }
    var patch = TodoPatch()
    if let completed = fields["completed"] {
      guard case .bool(let flag) = completed else {
        throw badRequest(#""completed" must be true or false, not \#(completed.kind)"#)
      }
      patch.completed = flag
    }
    if let title = fields["title"] {
      guard case .string(let text) = title else {
        throw badRequest(#""title" must be a string, not \#(title.kind)"#)
      }
      patch.title = text
    }
    return patch
  }

  /// `todo` with the patch's fields in place of its own.
  func applied(to todo: MockTodo) -> MockTodo {
    var todo = todo
    if let title {
      todo.title = title
    }
    if let completed {
      todo.completed = completed
    }
    return todo
  }

  private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

  private static func badRequest(_ message: String) -> MockRouteFailure {
    MockRouteFailure(.error(400, message))
  }
}

/// Any JSON value, decoded only far enough to tell what kind it is, so a wrong type can be named
/// (`1` is a number, not a Boolean, where `JSONSerialization` would hand back an `NSNumber` for
/// both).
private enum JSONValue: Decodable {
  case null
  case bool(Bool)
  case number
  case string(String)
  case array
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else if (try? container.decode(Double.self)) != nil {
      self = .number
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if let fields = try? container.decode([String: JSONValue].self) {
      self = .object(fields)
    } else {
      _ = try container.decode([JSONValue].self)
      self = .array
    }
  }

  /// The kind of value, for a message: `a number`, `an array`, `null`.
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a Boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
