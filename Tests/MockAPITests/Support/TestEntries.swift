import Foundation

/// A todo as a client decodes it, to compare answers with exact values.
struct TestTodo: Decodable, Equatable {
  var userId: Int
  var id: Int
  var title: String
  var completed: Bool

  /// JSONPlaceholder's todo 1.
  static let first = TestTodo(userId: 1, id: 1, title: "delectus aut autem", completed: false)
  /// JSONPlaceholder's todo 3.
  static let third = TestTodo(userId: 1, id: 3, title: "fugiat veniam minus", completed: false)
  /// JSONPlaceholder's todo 200, the last.
  static let last = TestTodo(
    userId: 10, id: 200, title: "ipsam aperiam voluptates qui", completed: false)
}

/// An item as a client decodes it.
struct TestItem: Decodable, Equatable {
  var id: Int
  var name: String

  /// Item 1, from JSONPlaceholder's album 1.
  static let first = TestItem(id: 1, name: "quidem molestiae enim")
}

/// A crypto price as a client decodes it: both fields strings.
struct TestCrypto: Decodable, Equatable {
  var currency: String
  var price: String
}
