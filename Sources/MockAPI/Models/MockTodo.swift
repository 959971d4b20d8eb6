import Foundation

/// A todo as JSONPlaceholder serves it, decoded from the bundled `todos.json`.
struct MockTodo: Decodable, Sendable, Equatable {
  var userId: Int
  var id: Int
  var title: String
  var completed: Bool

  /// Writes the todo as compact JSON, in JSONPlaceholder's key order:
  /// `{"userId":1,"id":1,"title":"delectus aut autem","completed":false}`.
  func write(to writer: JSONWriter) {
    writer.write(#"{"userId":"#)
    writer.writeInteger(userId)
    writer.write(#","id":"#)
    writer.writeInteger(id)
    writer.write(#","title":"#)
    writer.writeString(title)
    writer.write(completed ? #","completed":true}"# : #","completed":false}"#)
  }

  /// The todo as compact JSON.
  var json: Data {
    let writer = JSONWriter()
    write(to: writer)
    return writer.takeData()
  }
}
