/// A key press, as decoded from what a terminal sends.
public enum Key: Hashable, Sendable {
  /// A printable character (a letter, digit, space, punctuation, any Unicode text).
  case character(Character)
  /// Return / Enter.
  case enter
  /// Tab.
  case tab
  /// Shift-Tab.
  case backTab
  /// Backspace.
  case backspace
  /// A lone Escape key press.
  case escape
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Delete (forward delete).
  case delete
  /// Control plus a key: a lowercase letter (`.ctrl("a")` for Ctrl-A), or `@`, `\`, `]`, `^`,
  /// `_` for the other control codes. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M arrive as
  /// ``backspace``, ``tab`` and ``enter``, because terminals send the same bytes for them.
  case ctrl(Character)
}
