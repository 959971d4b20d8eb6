import Testing
import ViperTerminal

@Suite("ListState")
struct ListStateTests {
  /// Applies `key` to a state and returns the result (selection, offset, handled).
  private func apply(
    _ key: Key,
    to state: ListState,
    count: Int = 100,
    rows: Int = 10
  ) -> (selection: Int, offset: Int, handled: Bool) {
    var state = state
    let handled = state.handle(key, count: count, visibleRows: rows)
    return (state.selection, state.offset, handled)
  }

  static let top = ListState(selection: 0, offset: 0)
  static let middle = ListState(selection: 50, offset: 45)
  static let bottom = ListState(selection: 99, offset: 90)

  @Test(
    "every list key at the top, in the middle and at the bottom of 100 rows, 10 visible",
    arguments: [
      // At the top.
      (top, Key.up, 0, 0), (top, .character("k"), 0, 0),
      (top, .down, 1, 0), (top, .character("j"), 1, 0),
      (top, .pageUp, 0, 0), (top, .pageDown, 10, 10),
      (top, .home, 0, 0), (top, .character("g"), 0, 0),
      (top, .end, 99, 90), (top, .character("G"), 99, 90),
      // In the middle.
      (middle, .up, 49, 45), (middle, .down, 51, 45),
      (middle, .pageUp, 40, 35), (middle, .pageDown, 60, 55),
      (middle, .home, 0, 0), (middle, .end, 99, 90),
      // At the bottom.
      (bottom, .up, 98, 90), (bottom, .down, 99, 90), (bottom, .character("j"), 99, 90),
      (bottom, .pageUp, 89, 80), (bottom, .pageDown, 99, 90),
      (bottom, .home, 0, 0), (bottom, .character("G"), 99, 90),
    ] as [(ListState, Key, Int, Int)]
  )
  func listKeys(state: ListState, key: Key, selection: Int, offset: Int) {
    let result = apply(key, to: state)
    #expect(result.selection == selection)
    #expect(result.offset == offset)
    #expect(result.handled)
  }

  @Test("scrolling follows the selection one row at a time at the edges of the view")
  func scrollsWithSelection() {
    #expect(apply(.down, to: ListState(selection: 9, offset: 0)) == (10, 1, true))
    #expect(apply(.up, to: ListState(selection: 10, offset: 10)) == (9, 9, true))
  }

  @Test("keys that are not list keys are not handled and change nothing")
  func otherKeys() {
    for key in [Key.enter, .character("q"), .left, .tab, .escape, .ctrl("j")] {
      #expect(apply(key, to: Self.middle) == (50, 45, false))
    }
  }

  @Test("an empty list keeps selection and offset at 0")
  func emptyList() {
    for key in [Key.up, .down, .pageUp, .pageDown, .home, .end] {
      #expect(apply(key, to: Self.middle, count: 0) == (0, 0, true))
    }
  }

  @Test("a list shorter than the view never scrolls")
  func shortList() {
    #expect(apply(.end, to: Self.top, count: 5) == (4, 0, true))
    #expect(apply(.pageDown, to: Self.top, count: 5) == (4, 0, true))
  }

  @Test("clamp pulls the selection and offset back when the list shrinks")
  func countShrinks() {
    var state = ListState(selection: 99, offset: 90)
    state.clamp(count: 50, visibleRows: 10)
    #expect(state == ListState(selection: 49, offset: 40))
    state.clamp(count: 3, visibleRows: 10)
    #expect(state == ListState(selection: 2, offset: 0))
    state.clamp(count: 0, visibleRows: 10)
    #expect(state == ListState(selection: 0, offset: 0))
  }

  @Test("clamp keeps the selection visible when the view gets shorter")
  func viewShrinks() {
    var state = ListState(selection: 20, offset: 15)
    state.clamp(count: 100, visibleRows: 3)
    #expect(state == ListState(selection: 20, offset: 18))
    state.clamp(count: 100, visibleRows: 0)
    #expect(state == ListState(selection: 20, offset: 20))
  }

  @Test("the position text counts from 1")
  func positionText() {
    #expect(ListState(selection: 11).positionText(count: 10_000) == "12/10000")
    #expect(ListState().positionText(count: 0) == "0/0")
    #expect(ListState(selection: 7).positionText(count: 3) == "3/3")
  }
}
