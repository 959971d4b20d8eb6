import SnapshotTesting
import Testing
import ViperTerminal

@Suite("StatusLine")
struct StatusLineTests {
  @Test("a reversed bar with the right part right-aligned, at 80 and 40 columns")
  func snapshots() {
    let status = StatusLine(left: "Users — 10 loaded from http://127.0.0.1:8080", right: "3/10")
    for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
      let row = Rect(size: size).splitBottom(1).bottom
      let frame = render(status, size: size, in: row)
      assertSnapshot(of: frame.textAndStyles, as: .lines, named: "\(size)")
    }
  }

  @Test("the left part is cut first, then the right")
  func truncation() {
    let status = StatusLine(left: "Loading users from the server", right: "12/10000")
    #expect(render(status, size: Size(width: 24, height: 1)).lines() == [" Loading user… 12/10000"])
    #expect(render(status, size: Size(width: 10, height: 1)).lines() == [" 12/10000"])
    #expect(render(status, size: Size(width: 6, height: 1)).lines() == [" 12/…"])
  }

  @Test("the whole row is in the bar's style")
  func fillsRow() {
    let frame = render(StatusLine(left: "ok"), size: Size(width: 6, height: 1))
    #expect(frame.styleMask == "RRRRRR")
    #expect(frame.lines() == [" ok"])
  }
}
