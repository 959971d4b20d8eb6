import Testing
import ViperTerminal

@Suite("Label")
struct LabelTests {
  @Test("aligns its text in the first row of its rect")
  func alignment() {
    var frame = Frame(size: Size(width: 10, height: 3))
    Label("ab").render(in: Rect(x: 0, y: 0, width: 10, height: 1), into: &frame)
    Label("ab", alignment: .center).render(in: Rect(x: 0, y: 1, width: 10, height: 1), into: &frame)
    Label("日本", alignment: .trailing).render(
      in: Rect(x: 0, y: 2, width: 10, height: 3), into: &frame)
    #expect(frame.lines() == ["ab", "    ab", "      日本"])
  }

  @Test("stays inside its rect and cuts with an ellipsis")
  func staysInside() {
    var frame = Frame(size: Size(width: 10, height: 1))
    let style = Style(bold: true)
    Label("Hello, world", style: style, alignment: .center)
      .render(in: Rect(x: 2, y: 0, width: 5, height: 1), into: &frame)
    #expect(frame.lines() == ["  Hell…"])
    #expect(frame[2, 0].style == style)
    #expect(frame[7, 0] == .blank)
  }
}
