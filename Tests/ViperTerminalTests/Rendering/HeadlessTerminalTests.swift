import Testing
import ViperTerminal

@Suite("HeadlessTerminal")
struct HeadlessTerminalTests {
  @Test("shows the last frame drawn as text and counts frames")
  func drawsFrames() {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
    #expect(terminal.lines == ["", ""])
    #expect(terminal.frameCount == 0)
    var frame = Frame(size: terminal.size)
    frame.put("Hello 日本", x: 0, y: 1)
    terminal.draw(frame)
    #expect(terminal.text == "\nHello 日本")
    #expect(terminal.lines == ["", "Hello 日本"])
    #expect(terminal.frameCount == 1)
    #expect(terminal.frame == frame)
  }

  @Test("takes the size of the frame drawn, and resize blanks the screen")
  func sizes() {
    let terminal = HeadlessTerminal(size: Size(width: 10, height: 2))
    terminal.draw(Frame(size: Size(width: 4, height: 1)))
    #expect(terminal.size == Size(width: 4, height: 1))
    terminal.resize(to: Size(width: 3, height: 3))
    #expect(terminal.size == Size(width: 3, height: 3))
    #expect(terminal.lines == ["", "", ""])
    #expect(terminal.frameCount == 1)
  }
}
