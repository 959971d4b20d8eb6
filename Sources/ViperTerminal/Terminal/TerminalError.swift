/// Why a ``Terminal`` could not start.
public struct TerminalError: Error, Equatable, CustomStringConvertible {
  /// What went wrong and what to do about it.
  public let message: String

  /// A person-readable explanation.
  public var description: String { message }

  /// The input is not a terminal (a pipe, a file, a CI job).
  static func notATerminal(_ code: Int32) -> TerminalError {
    TerminalError(
      message: "standard input is not a terminal (\(SystemError.describe(code))); "
        + "run the program in a terminal, or render without one (HeadlessTerminal, --once)"
    )
  }

  /// The terminal refused the raw mode settings.
  static func rawModeFailed(_ code: Int32) -> TerminalError {
    TerminalError(
      message: "could not switch the terminal to raw mode (\(SystemError.describe(code)))"
    )
  }

  /// The pipe that stops the key reader could not be made (too many open files).
  static func inputUnavailable(_ code: Int32) -> TerminalError {
    TerminalError(
      message: "could not start reading keys (\(SystemError.describe(code))); "
        + "close some files or raise the open-file limit (ulimit -n)"
    )
  }

  /// ``Terminal/start()`` was called on a terminal that was already started.
  static let alreadyStarted = TerminalError(
    message: "the terminal was already started; a Terminal is started once (make a new one)"
  )
}
