/// What ``Frame/put(_:x:y:style:maxWidth:truncation:)`` does with text that does not fit.
public enum Truncation: Sendable {
  /// Cut the text at the last column.
  case clip
  /// Cut the text and show `…` in the last column, so a reader can tell something is missing.
  case ellipsis
}
