/// Colour conversions for terminals that show fewer colours than a style asks for.
enum ColorPalette {
  /// The xterm defaults for the 16 theme colours, used to find the nearest one.
  private static let ansi: [(UInt8, UInt8, UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// The six levels of each channel in the 256-colour cube (indexes 16...231).
  private static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

  /// `color` as the given mode can show it (`.default` when it can show no colour).
  static func downgrade(_ color: Color, to mode: ColorMode) -> Color {
    switch (mode, color) {
    case (.none, _), (.monochrome, _):
      return .default
    case (_, .default):
      return .default
    case (.trueColor, .ansi(let value)), (.indexed256, .ansi(let value)):
      return value < 16 ? color : .indexed(value)
    case (.trueColor, .indexed), (.trueColor, .rgb), (.indexed256, .indexed):
      return color
    case (.indexed256, .rgb(let red, let green, let blue)):
      return .indexed(nearestIndexed(red, green, blue))
    case (.ansi16, .ansi(let value)), (.ansi16, .indexed(let value)):
      if value < 16 { return .ansi(value) }
      let (red, green, blue) = rgb(ofIndexed: value)
      return .ansi(nearestANSI(red, green, blue))
    case (.ansi16, .rgb(let red, let green, let blue)):
      return .ansi(nearestANSI(red, green, blue))
    }
  }

  /// The RGB value of a 256-palette index.
  static func rgb(ofIndexed index: UInt8) -> (UInt8, UInt8, UInt8) {
    switch index {
    case 0..<16:
      return ansi[Int(index)]
    case 16..<232:
      let value = Int(index) - 16
      return (
        UInt8(cubeLevels[value / 36]), UInt8(cubeLevels[(value / 6) % 6]),
        UInt8(cubeLevels[value % 6])
      )
    default:
      let level = 8 + 10 * (Int(index) - 232)
      return (UInt8(level), UInt8(level), UInt8(level))
    }
  }

  /// The 256-palette index (cube or gray ramp, never the themeable 0...15) nearest to a colour.
  static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    func level(_ channel: UInt8) -> Int {
      var best = 0
      for (index, value) in cubeLevels.enumerated()
      where abs(value - Int(channel)) < abs(cubeLevels[best] - Int(channel)) {
        best = index
      }
      return best
    }
    let cube = 16 + 36 * level(red) + 6 * level(green) + level(blue)
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grayStep = min(23, max(0, (average - 3) / 10))
    let gray = 232 + grayStep
    let cubeDistance = distance(rgb(ofIndexed: UInt8(cube)), (red, green, blue))
    let grayDistance = distance(rgb(ofIndexed: UInt8(gray)), (red, green, blue))
    return UInt8(grayDistance < cubeDistance ? gray : cube)
  }

  /// The theme colour (0...15) nearest to a colour, by the xterm defaults.
  static func nearestANSI(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    var best = 0
    var bestDistance = Int.max
    for (index, candidate) in ansi.enumerated() {
      let candidateDistance = distance(candidate, (red, green, blue))
      if candidateDistance < bestDistance {
        best = index
        bestDistance = candidateDistance
      }
    }
    return UInt8(best)
  }

  private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
    let red = Int(a.0) - Int(b.0)
    let green = Int(a.1) - Int(b.1)
    let blue = Int(a.2) - Int(b.2)
    return red * red + green * green + blue * blue
  }
}
