import SnapshotTesting
import Testing
import ViperTerminal

@Suite("TabBar")
struct TabBarTests {
  static let titles = ["Users", "Crypto", "Todos", "Listing", "Video"]

  @Test("numbers each tab and highlights the selected one")
  func selected() {
    let frame = render(
      TabBar(titles: ["Users", "Todos"], selected: 1), size: Size(width: 20, height: 1))
    #expect(frame.lines() == [" 1 Users  2 Todos"])
    #expect(frame.styleMask == ".........SSSSSSSSS")
  }

  @Test("snapshots at 80 and 40 columns, the second tab selected")
  func snapshots() {
    for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
      let frame = render(
        TabBar(titles: Self.titles, selected: 1), size: size,
        in: Rect(x: 0, y: 0, width: size.width, height: 1))
      assertSnapshot(of: frame.textAndStyles, as: .lines, named: "\(size)")
    }
  }

  @Test("narrow bars shorten titles, then show numbers, then scroll to the selection")
  func narrow() {
    let shortened = render(
      TabBar(titles: Self.titles, selected: 0), size: Size(width: 30, height: 1))
    #expect(shortened.lines() == [" 1 U…  2 C…  3 T…  4 L…  5 V…"])
    let numbers = render(TabBar(titles: Self.titles, selected: 4), size: Size(width: 16, height: 1))
    #expect(numbers.lines() == [" 1  2  3  4  5"])
    #expect(numbers.styleMask == "............SSS")
    let scrolled = render(TabBar(titles: Self.titles, selected: 4), size: Size(width: 7, height: 1))
    #expect(scrolled.lines() == [" 4  5"])
  }

  @Test("tabs past the ninth have no number")
  func tenthTab() {
    let titles = (1...10).map { "T\($0)" }
    let frame = render(TabBar(titles: titles, selected: 9), size: Size(width: 80, height: 1))
    #expect(frame.lines() == [" 1 T1  2 T2  3 T3  4 T4  5 T5  6 T6  7 T7  8 T8  9 T9  T10"])
  }

  @Test("digit keys 1-9 select existing tabs")
  func shortcuts() {
    #expect(TabBar.index(forShortcut: .character("1"), count: 5) == 0)
    #expect(TabBar.index(forShortcut: .character("5"), count: 5) == 4)
    #expect(TabBar.index(forShortcut: .character("6"), count: 5) == nil)
    #expect(TabBar.index(forShortcut: .character("0"), count: 5) == nil)
    #expect(TabBar.index(forShortcut: .character("٣"), count: 5) == nil)
    #expect(TabBar.index(forShortcut: .down, count: 5) == nil)
  }
}
