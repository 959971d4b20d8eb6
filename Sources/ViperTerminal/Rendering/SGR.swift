/// Select Graphic Rendition: the escape sequence that sets colours and attributes.
enum SGR {
  /// `style` reduced to what `mode` can show, so that two styles a terminal would show the same
  /// way compare equal (and cost no escape sequence between them).
  static func effective(_ style: Style, in mode: ColorMode) -> Style {
    switch mode {
    case .none:
      return .plain
    case .monochrome:
      var style = style
      style.foreground = .default
      style.background = .default
      return style
    case .ansi16, .indexed256, .trueColor:
      var style = style
      style.foreground = ColorPalette.downgrade(style.foreground, to: mode)
      style.background = ColorPalette.downgrade(style.background, to: mode)
      return style
    }
  }

  /// The sequence that resets and then sets `style` (already reduced by ``effective(_:in:)``):
  /// `ESC [ 0 ; … m`, or `ESC [ 0 m` for the plain style.
  static func sequence(for style: Style) -> String {
    var parameters = ["0"]
    if style.bold { parameters.append("1") }
    if style.dim { parameters.append("2") }
    if style.italic { parameters.append("3") }
    if style.underline { parameters.append("4") }
    if style.reverse { parameters.append("7") }
    parameters += colorParameters(style.foreground, base: 30, brightBase: 90, extended: 38)
    parameters += colorParameters(style.background, base: 40, brightBase: 100, extended: 48)
    return "\u{1B}[" + parameters.joined(separator: ";") + "m"
  }

  private static func colorParameters(
    _ color: Color,
    base: Int,
    brightBase: Int,
    extended: Int
  ) -> [String] {
    switch color {
    case .default:
      return []
    case .ansi(let value) where value < 8:
      return ["\(base + Int(value))"]
    case .ansi(let value) where value < 16:
      return ["\(brightBase + Int(value) - 8)"]
    case .ansi(let value), .indexed(let value):
      return ["\(extended)", "5", "\(value)"]
    case .rgb(let red, let green, let blue):
      return ["\(extended)", "2", "\(red)", "\(green)", "\(blue)"]
    }
  }
}
