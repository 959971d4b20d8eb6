/// A todo: the todos module's own data, made from a ``TodoDTO`` by the interactor.
public struct Todo: Sendable, Hashable, Identifiable {
  /// The todo's id.
  public let id: Int
  /// The id of the user it belongs to.
  public let userID: Int
  /// What is to be done.
  public let title: String
  /// Whether it is done.
  public var isCompleted: Bool

  /// Creates a todo.
  public init(id: Int, userID: Int, title: String, isCompleted: Bool) {
    self.id = id
    self.userID = userID
    self.title = title
    self.isCompleted = isCompleted
  }

  /// The entity for a todo as the service got it.
  public init(_ dto: TodoDTO) {
    self.init(id: dto.id, userID: dto.userID, title: dto.title, isCompleted: dto.completed)
  }
}
