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
  /// Whether the server has the row as drawn; `false` for a change saved on this device only,
  /// to be sent on the next load (draw it as not synced).
  public let isSynced: Bool

  /// Creates a row.
  public init(
    id: Int, title: String, isCompleted: Bool, isPending: Bool = false, isSynced: Bool = true
  ) {
    self.id = id
    self.title = title
    self.isCompleted = isCompleted
    self.isPending = isPending
    self.isSynced = isSynced
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
  /// Where the list comes from when it is not the server's answer: `Offline: showing todos
  /// saved at 14:02`; `nil` for the server's list.
  public let notice: String?
  /// Whether these are the todos saved on this device, shown while the server has been asked
  /// and has not answered yet: the list is not settled (a front end that draws one frame waits
  /// for the answer, or the failure that puts ``notice``).
  public let isRefreshing: Bool

  /// Creates the list.
  public init(
    heading: String, summary: String, rows: [TodoRowViewModel], notice: String? = nil,
    isRefreshing: Bool = false
  ) {
    self.heading = heading
    self.summary = summary
    self.rows = rows
    self.notice = notice
    self.isRefreshing = isRefreshing
  }
}
