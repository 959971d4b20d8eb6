/// One row of the todos list, exactly as the view renders it.
public struct TodoRowViewModel: Sendable, Hashable, Identifiable {
  /// The todo's id, for toggling.
  public let id: Int
  /// What is to be done.
  public let title: String
  /// Whether to draw it as done.
  public let isCompleted: Bool
  /// Whether a change of it is on its way to the server (draw it as saving).
  public let isPending: Bool

  /// Creates a row.
  public init(id: Int, title: String, isCompleted: Bool, isPending: Bool = false) {
    self.id = id
    self.title = title
    self.isCompleted = isCompleted
    self.isPending = isPending
  }
}

/// The todos list as the view renders it: a heading, a summary and the rows.
public struct TodosListViewModel: Sendable, Hashable {
  /// Whose todos these are: `All users` or `User 3`.
  public let heading: String
  /// How many are done: `4 of 20 done`.
  public let summary: String
  /// The rows, in the server's order.
  public let rows: [TodoRowViewModel]

  /// Creates the list.
  public init(heading: String, summary: String, rows: [TodoRowViewModel]) {
    self.heading = heading
    self.summary = summary
    self.rows = rows
  }
}
