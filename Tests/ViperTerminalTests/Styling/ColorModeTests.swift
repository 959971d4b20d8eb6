import Testing
import ViperTerminal

@Suite("ColorMode")
struct ColorModeTests {
  @Test(
    "detect follows TERM, NO_COLOR and COLORTERM",
    arguments: [
      ([:], ColorMode.none),
      (["TERM": ""], .none),
      (["TERM": "dumb"], .none),
      (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
      (["TERM": "xterm"], .ansi16),
      (["TERM": "screen"], .ansi16),
      (["TERM": "xterm-256color"], .indexed256),
      (["TERM": "tmux-256color"], .indexed256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
      (["TERM": "xterm", "COLORTERM": "TrueColor"], .trueColor),
      (["TERM": "xterm-direct"], .trueColor),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .monochrome),
      (["TERM": "xterm", "COLORTERM": "truecolor", "NO_COLOR": "yes"], .monochrome),
      (["TERM": "xterm-256color", "NO_COLOR": ""], .indexed256),
      (["TERM": "dumb", "NO_COLOR": "1"], .none),
    ] as [([String: String], ColorMode)]
  )
  func detect(environment: [String: String], expected: ColorMode) {
    #expect(ColorMode.detect(environment: environment) == expected)
  }
}
