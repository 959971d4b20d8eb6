/// What the user picker shows.
public enum UserPickerViewState: Sendable, Equatable {
  /// The users are loading.
  case loading
  /// The choices.
  case options([UserPickerOptionViewModel])
  /// The users could not be loaded.
  case error(String)
}

extension UserPickerViewState {
  /// The choices on screen, empty when there are none.
  public var options: [UserPickerOptionViewModel] {
    if case .options(let options) = self { return options }
    return []
  }
}
