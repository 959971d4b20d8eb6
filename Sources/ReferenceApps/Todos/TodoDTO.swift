/// A todo as the `/todos` endpoint sends it (JSONPlaceholder's shape): the service layer's
/// data, mirroring the wire (`{"userId":1,"id":1,"title":"delectus aut autem","completed":false}`).
public struct TodoDTO: Codable, Sendable, Hashable {
  /// The id of the user the todo belongs to.
  public var userID: Int
  /// The todo's id.
  public var id: Int
  /// What is to be done.
  public var title: String
  /// Whether it is done.
  public var completed: Bool

  /// Creates a todo.
  public init(userID: Int, id: Int, title: String, completed: Bool) {
    self.userID = userID
    self.id = id
    self.title = title
    self.completed = completed
  }

  private enum CodingKeys: String, CodingKey {
    case userID = "userId"
    case id
    case title
    case completed
  }
}

/// The body of `PATCH /todos/{id}` that marks a todo done or not done.
public struct TodoCompletionPatchDTO: Codable, Sendable, Hashable {
  /// The new completion state.
  public var completed: Bool

  /// Creates the patch.
  public init(completed: Bool) {
    self.completed = completed
  }
}
