import Testing

@testable import ViperTerminal

@Suite("ColorPalette")
struct ColorPaletteTests {
  @Test("24-bit colours map to the nearest cube or gray entry of the 256 palette")
  func nearestIndexed() {
    #expect(ColorPalette.nearestIndexed(255, 0, 0) == 196)
    #expect(ColorPalette.nearestIndexed(0, 0, 0) == 16)
    #expect(ColorPalette.nearestIndexed(255, 255, 255) == 231)
    #expect(ColorPalette.nearestIndexed(128, 128, 128) == 244)
    #expect(ColorPalette.nearestIndexed(95, 135, 175) == 67)
  }

  @Test("palette entries have their xterm RGB values")
  func indexedRGB() {
    #expect(ColorPalette.rgb(ofIndexed: 1) == (205, 0, 0))
    #expect(ColorPalette.rgb(ofIndexed: 67) == (95, 135, 175))
    #expect(ColorPalette.rgb(ofIndexed: 232) == (8, 8, 8))
    #expect(ColorPalette.rgb(ofIndexed: 255) == (238, 238, 238))
  }

  @Test(
    "each mode keeps what it can show and converts the rest",
    arguments: [
      (Color.ansi(3), ColorMode.ansi16, Color.ansi(3)),
      (.ansi(200), .ansi16, .ansi(13)),
      (.indexed(21), .ansi16, .ansi(4)),
      (.rgb(0, 0, 0), .ansi16, .ansi(0)),
      (.ansi(3), .indexed256, .ansi(3)),
      (.ansi(100), .trueColor, .indexed(100)),
      (.rgb(1, 2, 3), .trueColor, .rgb(1, 2, 3)),
      (.red, .monochrome, .default),
      (.red, .none, .default),
      (.default, .ansi16, .default),
    ])
  func downgrade(color: Color, mode: ColorMode, expected: Color) {
    #expect(ColorPalette.downgrade(color, to: mode) == expected)
  }
}
