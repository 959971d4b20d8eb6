/// One row of the users list, exactly as the view renders it.
public struct UserRowViewModel: Sendable, Hashable, Identifiable {
  /// The user's id, for selection.
  public let id: Int
  /// The user's name.
  public let title: String
  /// `@username · email`, or whichever of them exists.
  public let subtitle: String

  /// Creates a row.
  public init(id: Int, title: String, subtitle: String) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
  }
}
