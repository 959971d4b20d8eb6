import Testing

@testable import ViperTerminal

@Suite("ScrollRegion")
struct ScrollRegionTests {
  private struct Numbered: ListDataSource {
    let count: Int
    func row(at index: Int) -> ListRow {
      ListRow(title: "User \(index)", detail: "@user\(index) · user\(index)@example.com")
    }
  }

  private func frame(_ state: ListState, rows: Int = 1_000_000) -> Frame {
    var frame = Frame(size: Size(width: 80, height: 24))
    ListView(source: Numbered(count: rows), state: state).render(in: frame.bounds, into: &frame)
    return frame
  }

  @Test("a list that scrolls one row down is found as a block moved up by one")
  func listScrollsDown() {
    var state = ListState(selection: 500_011, offset: 499_988)
    let before = frame(state)
    _ = state.handle(.down, count: 1_000_000, visibleRows: 24)
    let region = ScrollRegion.find(from: before, to: frame(state))
    #expect(region?.amount == 1)
    #expect(region?.top == 0)
  }

  @Test("a list that scrolls one row up is found as a block moved down by one")
  func listScrollsUp() {
    var state = ListState(selection: 500_000, offset: 500_000)
    let before = frame(state)
    _ = state.handle(.up, count: 1_000_000, visibleRows: 24)
    #expect(ScrollRegion.find(from: before, to: frame(state))?.amount == -1)
  }

  @Test("a selection that moves inside the window, or a page jump, is not a scroll")
  func notAScroll() {
    var state = ListState(selection: 500_000, offset: 499_990)
    let before = frame(state)
    _ = state.handle(.down, count: 1_000_000, visibleRows: 24)
    #expect(ScrollRegion.find(from: before, to: frame(state)) == nil)
    let paged = frame(ListState(selection: 600_000, offset: 599_990))
    #expect(ScrollRegion.find(from: before, to: paged) == nil)
  }
}

@Suite("ScrollRegion bytes")
struct ScrollRegionBytesTests {
  private struct Numbered: ListDataSource {
    let count: Int
    func row(at index: Int) -> ListRow {
      ListRow(title: "User \(index)", detail: "@user\(index) · user\(index)@example.com")
    }
  }

  @Test("scrolling a long list by one row writes a scroll and two rows, not the whole window")
  func bytes() {
    var state = ListState(selection: 500_011, offset: 499_988)
    var renderer = ANSIRenderer(colorMode: .trueColor)
    var frame = Frame(size: Size(width: 80, height: 24))
    ListView(source: Numbered(count: 1_000_000), state: state).render(
      in: frame.bounds, into: &frame)
    _ = renderer.render(frame)
    _ = state.handle(.down, count: 1_000_000, visibleRows: 24)
    var next = Frame(size: Size(width: 80, height: 24))
    ListView(source: Numbered(count: 1_000_000), state: state).render(in: next.bounds, into: &next)
    let bytes = renderer.render(next)
    #expect(bytes.count < 200)
  }
}
