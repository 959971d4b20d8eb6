import Testing
import ViperTerminal

@Suite("Rect")
struct RectTests {
  let screen = Rect(size: Size(width: 80, height: 24))

  @Test("a rect made from a size sits at the origin")
  func sizeInitializerStartsAtOrigin() {
    #expect(screen == Rect(x: 0, y: 0, width: 80, height: 24))
    #expect(screen.size == Size(width: 80, height: 24))
  }

  @Test("negative sizes are stored as zero and count as empty")
  func negativeSizesBecomeEmpty() {
    let rect = Rect(x: 3, y: 4, width: -5, height: 2)
    #expect(rect.width == 0)
    #expect(rect.isEmpty)
    #expect(!screen.isEmpty)
  }

  @Test("inset shrinks each side and never goes negative")
  func insetShrinksAndClamps() {
    #expect(screen.inset(horizontal: 2, vertical: 1) == Rect(x: 2, y: 1, width: 76, height: 22))
    #expect(Rect(x: 0, y: 0, width: 3, height: 3).inset(horizontal: 5).width == 1)
    #expect(Rect(x: 0, y: 0, width: 4, height: 2).inset(horizontal: 9, vertical: 9).isEmpty)
  }

  @Test("splitTop and splitBottom divide the rows and clamp the count")
  func splitsClamp() {
    let (top, rest) = screen.splitTop(1)
    #expect(top == Rect(x: 0, y: 0, width: 80, height: 1))
    #expect(rest == Rect(x: 0, y: 1, width: 80, height: 23))
    let (content, bottom) = screen.splitBottom(2)
    #expect(content == Rect(x: 0, y: 0, width: 80, height: 22))
    #expect(bottom == Rect(x: 0, y: 22, width: 80, height: 2))
    #expect(screen.splitTop(99).rest == Rect(x: 0, y: 24, width: 80, height: 0))
    #expect(screen.splitBottom(-3).bottom == Rect(x: 0, y: 24, width: 80, height: 0))
  }

  @Test("splitLeft and splitRight divide the columns")
  func columnSplits() {
    #expect(screen.splitLeft(10).left == Rect(x: 0, y: 0, width: 10, height: 24))
    #expect(screen.splitRight(1).right == Rect(x: 79, y: 0, width: 1, height: 24))
    #expect(screen.splitRight(1).rest == Rect(x: 0, y: 0, width: 79, height: 24))
  }

  @Test("centered puts the extra column and row at the right and bottom, and clamps")
  func centeredClamps() {
    #expect(screen.centered(width: 41, height: 11) == Rect(x: 19, y: 6, width: 41, height: 11))
    #expect(screen.centered(width: 200, height: 50) == screen)
    let inner = Rect(x: 10, y: 5, width: 10, height: 4)
    #expect(inner.centered(width: 4, height: 2) == Rect(x: 13, y: 6, width: 4, height: 2))
  }

  @Test("intersection keeps the shared cells, or is empty")
  func intersection() {
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 5, y: 8, width: 10, height: 10)
    #expect(a.intersection(b) == Rect(x: 5, y: 8, width: 5, height: 2))
    #expect(a.intersection(Rect(x: 20, y: 20, width: 2, height: 2)).isEmpty)
  }

  @Test("sizes print as WIDTHxHEIGHT and compare by containment")
  func sizeDescription() {
    #expect(Size(width: 80, height: 24).description == "80x24")
    #expect(Size(width: 80, height: 24).contains(Size(width: 40, height: 24)))
    #expect(!Size(width: 30, height: 8).contains(Size(width: 40, height: 12)))
  }
}
