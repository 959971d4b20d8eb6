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
  /// Whether the server has ``isCompleted`` as shown; `false` for a change made on this
  /// device that could not be sent yet (it is sent again on the next load).
  public var isSynced: Bool

  /// Creates a todo.
  public init(id: Int, userID: Int, title: String, isCompleted: Bool, isSynced: Bool = true) {
    self.id = id
    self.userID = userID
    self.title = title
    self.isCompleted = isCompleted
    self.isSynced = isSynced
  }

  /// The entity for a todo as the service got it.
  public init(_ dto: TodoDTO) {
    self.init(id: dto.id, userID: dto.userID, title: dto.title, isCompleted: dto.completed)
  }

  /// The entity for a todo as the store keeps it.
  public init(_ record: TodoRecord) {
    self.init(
      id: record.id, userID: record.userID, title: record.title, isCompleted: record.completed,
      isSynced: !record.isPending)
  }
}

extension TodoRecord {
  /// The record of a todo as the server has it (so not pending).
  public init(_ dto: TodoDTO) {
    self.init(id: dto.id, userID: dto.userID, title: dto.title, completed: dto.completed)
  }
}
