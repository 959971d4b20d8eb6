/// One choice of the user picker, exactly as the view renders it.
public struct UserPickerOptionViewModel: Sendable, Hashable {
  /// The user the choice stands for; `nil` for every user.
  public let userID: Int?
  /// `All users`, or the user's name.
  public let title: String
  /// Whether it is the filter in use now.
  public let isSelected: Bool

  /// Creates a choice.
  public init(userID: Int?, title: String, isSelected: Bool) {
    self.userID = userID
    self.title = title
    self.isSelected = isSelected
  }
}
