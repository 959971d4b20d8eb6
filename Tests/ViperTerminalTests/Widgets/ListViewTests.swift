import SnapshotTesting
import Testing
import ViperTerminal

/// A data source that makes rows on demand and counts how many it was asked for.
final class CountingSource: ListDataSource {
  let count: Int
  private(set) var requested: [Int] = []

  init(count: Int) {
    self.count = count
  }

  func row(at index: Int) -> ListRow {
    requested.append(index)
    return ListRow(title: "User \(index + 1)", detail: "id \(index)")
  }
}

@Suite("ListView")
struct ListViewTests {
  private let size = Size(width: 40, height: 24)

  @Test("a million rows: drawing 24 rows asks only for the 24 visible ones")
  func virtualised() {
    for selection in [0, 500_000, 999_999] {
      let source = CountingSource(count: 1_000_000)
      var state = ListState(selection: selection, offset: selection)
      state.clamp(count: source.count, visibleRows: 24)
      _ = render(ListView(source: source, state: state), size: size)
      #expect(source.requested.count == 24)
      #expect(source.requested == Array(state.offset..<(state.offset + 24)))
    }
  }

  @Test("selection at the top, middle and bottom of a million rows")
  func selectionPositions() {
    let source = CountingSource(count: 1_000_000)
    for (name, selection) in [("top", 0), ("middle", 500_000), ("bottom", 999_999)] {
      var state = ListState(selection: selection, offset: selection - 12)
      state.clamp(count: source.count, visibleRows: 24)
      let frame = render(ListView(source: source, state: state), size: size)
      assertSnapshot(of: frame.textAndStyles, as: .lines, named: name)
    }
  }

  @Test("titles and details share narrow rows; the title wins")
  func narrowRows() {
    let rows = [
      ListRow(title: "Leanne Graham", detail: "Bret"),
      ListRow(title: "Clementine Bauch", detail: "Samantha the longest"),
      ListRow(title: "A title far too long for this narrow list", detail: "gone"),
      ListRow(title: "日本語の名前", detail: "👍 ok"),
      ListRow(title: "No detail"),
    ]
    let frame = render(
      ListView(source: rows, state: ListState(selection: 1)), size: Size(width: 30, height: 5))
    assertSnapshot(of: frame.textAndStyles, as: .lines)
  }

  @Test("no scroll bar when everything fits or when it is turned off")
  func scrollIndicator() {
    let rows = (1...3).map { ListRow(title: "Row \($0)") }
    let fits = render(ListView(source: rows, state: ListState()), size: Size(width: 12, height: 3))
    #expect(fits.lines() == [" Row 1", " Row 2", " Row 3"])
    let many = (1...30).map { ListRow(title: "Row \($0)") }
    let off = render(
      ListView(source: many, state: ListState(), showsScrollIndicator: false),
      size: Size(width: 12, height: 3))
    #expect(off.lines() == [" Row 1", " Row 2", " Row 3"])
    let on = render(ListView(source: many, state: ListState()), size: Size(width: 12, height: 3))
    #expect(on.lines() == [" Row 1     █", " Row 2     │", " Row 3     │"])
  }

  @Test("an empty list draws nothing and asks for no rows")
  func emptyList() {
    let source = CountingSource(count: 0)
    let frame = render(ListView(source: source, state: ListState(selection: 5)), size: size)
    #expect(frame == Frame(size: size))
    #expect(source.requested.isEmpty)
  }

  @Test("the view clamps a stale state instead of drawing past the end")
  func staleState() {
    let rows = (1...5).map { ListRow(title: "Row \($0)") }
    let frame = render(
      ListView(source: rows, state: ListState(selection: 40, offset: 38)),
      size: Size(width: 10, height: 3))
    #expect(frame.lines() == [" Row 3   │", " Row 4   │", " Row 5   █"])
    #expect(frame[1, 2].style == Style(reverse: true))
  }
}
