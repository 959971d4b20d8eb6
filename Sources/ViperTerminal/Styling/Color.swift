/// A text or background colour, as terminals know them.
///
/// Use the named colours (`.red`, `.brightBlue`, `.gray`) for text that should follow the
/// user's terminal theme; `.indexed` and `.rgb` are downgraded by ``ANSIRenderer`` to what the
/// terminal supports (see ``ColorMode``).
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case `default`
  /// One of the 16 theme colours, 0...15 (0-7 normal, 8-15 bright); larger values are treated
  /// as ``indexed(_:)``.
  case ansi(UInt8)
  /// A colour of the xterm 256-colour palette.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// Theme colour 0.
  public static let black = Color.ansi(0)
  /// Theme colour 1.
  public static let red = Color.ansi(1)
  /// Theme colour 2.
  public static let green = Color.ansi(2)
  /// Theme colour 3.
  public static let yellow = Color.ansi(3)
  /// Theme colour 4.
  public static let blue = Color.ansi(4)
  /// Theme colour 5.
  public static let magenta = Color.ansi(5)
  /// Theme colour 6.
  public static let cyan = Color.ansi(6)
  /// Theme colour 7.
  public static let white = Color.ansi(7)
  /// Theme colour 8 ("bright black"), which most themes show as gray.
  public static let gray = Color.ansi(8)
  /// Theme colour 9.
  public static let brightRed = Color.ansi(9)
  /// Theme colour 10.
  public static let brightGreen = Color.ansi(10)
  /// Theme colour 11.
  public static let brightYellow = Color.ansi(11)
  /// Theme colour 12.
  public static let brightBlue = Color.ansi(12)
  /// Theme colour 13.
  public static let brightMagenta = Color.ansi(13)
  /// Theme colour 14.
  public static let brightCyan = Color.ansi(14)
  /// Theme colour 15.
  public static let brightWhite = Color.ansi(15)
}
