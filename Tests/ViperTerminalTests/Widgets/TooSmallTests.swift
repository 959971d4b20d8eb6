import SnapshotTesting
import Testing
import ViperTerminal

@Suite("TooSmall")
struct TooSmallTests {
  @Test("names the actual and the needed size")
  func message() {
    let widget = TooSmall(minimum: Size(width: 40, height: 12), actual: Size(width: 30, height: 8))
    #expect(widget.message == "Terminal too small: 30x8, needs at least 40x12")
  }

  @Test("centred and wrapped, at 80x24, 40x12 and a tiny 30x8")
  func snapshots() {
    for size in [
      Size(width: 80, height: 24), Size(width: 40, height: 12), Size(width: 30, height: 8),
    ] {
      let widget = TooSmall(minimum: Size(width: 100, height: 30), actual: size)
      assertSnapshot(of: render(widget, size: size).text, as: .lines, named: "\(size)")
    }
  }
}
