import Foundation

/// Makes any number of deterministic todos in JSONPlaceholder's shape.
///
/// Todo `id` is always the same: 20 todos a user as in JSONPlaceholder (todos 1...20 belong to
/// user 1, 21...40 to user 2, ...), a title of 2 to 7 dog-Latin words and a completion state,
/// both from a hash of the id.
enum TodoGenerator {
  /// How many todos each user has, as in JSONPlaceholder.
  static let todosPerUser = 20

  /// Generated todo `id`.
  static func todo(id: Int) -> MockTodo {
    var random = seed(id)
    let title = LoremWords.text(&random, minimum: 2, maximum: 7)
    return MockTodo(
      userId: userID(ofTodo: id), id: id, title: title, completed: random.next() & 1 == 1)
  }

  /// Writes generated todo `id` as compact JSON, the same bytes as `todo(id:).write(to:)`
  /// without making a string first.
  static func write(id: Int, to writer: JSONWriter) {
    var random = seed(id)
    writer.write(#"{"userId":"#)
    writer.writeInteger(userID(ofTodo: id))
    writer.write(#","id":"#)
    writer.writeInteger(id)
    writer.write(#","title":""#)
    LoremWords.write(&random, minimum: 2, maximum: 7, to: writer)
    writer.write(random.next() & 1 == 1 ? #"","completed":true}"# : #"","completed":false}"#)
  }

  /// The ids of the generated todos 1...`count` that belong to `userId` (all of them if `nil`),
  /// or `nil` if there are none.
  static func ids(count: Int, userId: Int?) -> ClosedRange<Int>? {
    guard let userId else { return GeneratedList.ids(count: count) }
    guard userId >= 1, userId <= (count + todosPerUser - 1) / todosPerUser else { return nil }
    let first = (userId - 1) * todosPerUser + 1
    return first...min(userId * todosPerUser, count)
  }

  /// A little more than a generated todo's average size in bytes, to reserve room up front.
  static let estimatedTodoSize = 90

  private static func userID(ofTodo id: Int) -> Int {
    max(id - 1, 0) / todosPerUser + 1
  }

  private static func seed(_ id: Int) -> SplitMix64 {
    SplitMix64(seed: UInt64(truncatingIfNeeded: id) ^ 0x746F_646F)  // "todo"
  }
}
