import Testing
import ViperTerminal

@Suite("Style")
struct StyleTests {
  @Test("plain is the default look and named colours are the 16 theme colours")
  func plainAndNamedColors() {
    #expect(Style.plain == Style())
    #expect(Style.plain.foreground == .default)
    #expect(Color.red == .ansi(1))
    #expect(Color.gray == .ansi(8))
    #expect(Color.brightWhite == .ansi(15))
  }

  @Test("merging adds attributes and lets non-default colours win")
  func merging() {
    let selected = Style(foreground: .red, reverse: true)
    let merged = selected.merged(with: Style(background: .blue, dim: true))
    #expect(merged == Style(foreground: .red, background: .blue, dim: true, reverse: true))
  }
}
