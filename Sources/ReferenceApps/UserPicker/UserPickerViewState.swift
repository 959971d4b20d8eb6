/// What the user picker shows.
public enum UserPickerViewState: Sendable, Equatable {
  /// The users are loading.
  case loading
  /// The choices.
  case options([UserPickerOptionViewModel])
  /// The users could not be loaded.
  case error(String)
}
