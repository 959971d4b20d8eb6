import SnapshotTesting
import Testing
import ViperTerminal

@Suite("ProgressBar")
struct ProgressBarTests {
  @Test(
    "clamps the fraction and shows the percentage",
    arguments: [
      (0.0, "  0%"), (0.33, " 33%"), (1.0, "100%"), (Double.nan, "  0%"), (-2, "  0%"),
      (7, "100%"), (0.999, " 99%"), (Double.infinity, "100%"),
    ])
  func percent(fraction: Double, text: String) {
    #expect(ProgressBar(fraction: fraction).percentText == text)
  }

  @Test("eighth blocks give sub-cell precision")
  func partialBlocks() {
    let line = { (fraction: Double) in
      render(ProgressBar(fraction: fraction), size: Size(width: 8, height: 1)).lines()[0]
    }
    // 8 columns: a 3-column bar (24 eighths), a space, the percentage.
    #expect(line(0) == "░░░   0%")
    #expect(line(1.0 / 24) == "▏░░   4%")
    #expect(line(0.5) == "█▌░  50%")
    #expect(line(23.0 / 24) == "██▉  95%")
    #expect(line(1) == "███ 100%")
  }

  @Test("snapshots for 0, 0.33, 1 and NaN at 80 and 40 columns")
  func snapshots() {
    for size in [Size(width: 80, height: 24), Size(width: 40, height: 12)] {
      var frame = Frame(size: size)
      for (row, fraction) in [0, 0.33, 1, Double.nan].enumerated() {
        ProgressBar(fraction: fraction, label: "Download")
          .render(in: Rect(x: 0, y: row, width: size.width, height: 1), into: &frame)
      }
      ProgressBar(fraction: 0.5).render(in: Rect(x: 0, y: 5, width: 6, height: 1), into: &frame)
      assertSnapshot(of: frame.text, as: .lines, named: "\(size)")
    }
  }
}
