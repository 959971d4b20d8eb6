/// Something that happened to a running ``Terminal``.
public enum TerminalEvent: Sendable, Equatable {
  /// A key was pressed.
  case key(Key)
  /// The window changed size (also sent after the program resumes from Ctrl-Z, when the
  /// screen must be painted again).
  case resize(Size)
  /// The program was asked to stop: SIGINT (Ctrl-C), SIGTERM or SIGHUP, or the terminal's
  /// input ended (reported as SIGHUP). The terminal has already been restored.
  case interrupt(Int32)
}
