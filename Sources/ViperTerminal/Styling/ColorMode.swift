/// How much styling a terminal can show, which decides the escape codes ``ANSIRenderer`` writes.
///
/// Detect it from the environment with ``detect(environment:)``.
public enum ColorMode: Sendable, Equatable {
  /// A dumb terminal (`TERM=dumb`, or no `TERM` at all): no escape sequences whatsoever.
  ///
  /// ``ANSIRenderer`` then prints each changed frame as plain lines ending in CR LF, and
  /// ``Terminal`` neither switches to the alternate screen nor hides the cursor.
  case none
  /// Attributes (bold, dim, italic, underline, reverse) but no colours: `NO_COLOR` is set.
  case monochrome
  /// The 16 theme colours.
  case ansi16
  /// The xterm 256-colour palette.
  case indexed256
  /// 24-bit colour.
  case trueColor

  /// The mode a terminal with `environment` supports.
  ///
  /// The rules, first match wins:
  /// 1. `TERM` unset, empty or `dumb`: ``none``. A program started without `TERM` (from cron,
  ///    `env -i`, a service manager) cannot know what escape sequences mean anything, so it
  ///    writes none.
  /// 2. `NO_COLOR` set to a non-empty value (<https://no-color.org>): ``monochrome``.
  /// 3. `COLORTERM` is `truecolor` or `24bit`, or `TERM` ends in `-direct`: ``trueColor``.
  /// 4. `TERM` contains `256color`: ``indexed256``.
  /// 5. Otherwise: ``ansi16``.
  ///
  /// ```swift
  /// ColorMode.detect(environment: ["TERM": "xterm-256color"])  // .indexed256
  /// ColorMode.detect(environment: ["TERM": "xterm", "NO_COLOR": "1"])  // .monochrome
  /// ```
  public static func detect(environment: [String: String]) -> ColorMode {
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" {
      return .none
    }
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
      return .monochrome
    }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") {
      return .trueColor
    }
    if term.contains("256color") {
      return .indexed256
    }
    return .ansi16
  }
}
