import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

@Suite(.cpuBound) struct BaselineTests {
  func finding(_ file: String, _ line: Int, _ message: String) -> Finding {
    Finding(
      rule: "NoIOInPresenters", severity: .warning, message: message,
      location: SourceLocation(file: file, line: line, column: 1))
  }

  @Test func acceptedFindingsDisappearAndStaleEntriesAreReported() {
    let baseline = Baseline(findings: [finding("A.swift", 3, "one"), finding("B.swift", 9, "two")])
    // "one" moved down two lines: still accepted. "two" was fixed: its entry is stale.
    let (kept, stale) = baseline.apply(to: [
      finding("A.swift", 5, "one"), finding("A.swift", 7, "new"),
    ])
    #expect(kept == [finding("A.swift", 7, "new")])
    #expect(stale == [Baseline.Entry(file: "B.swift", rule: "NoIOInPresenters", message: "two")])
    #expect(
      Baseline.staleFinding(stale[0]).message
        == "stale baseline entry for 'NoIOInPresenters' (two); remove it from the baseline")
  }

  @Test func anEntryAcceptsOnlyAsManyFindingsAsItWasWrittenWith() {
    let baseline = Baseline(findings: [finding("A.swift", 3, "same")])
    let (kept, stale) = baseline.apply(to: [
      finding("A.swift", 3, "same"), finding("A.swift", 4, "same"),
    ])
    #expect(kept == [finding("A.swift", 4, "same")])
    #expect(stale.isEmpty)
  }

  @Test func roundTripsThroughItsFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "baseline-\(UUID().uuidString).json"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let baseline = Baseline(findings: [finding("B.swift", 1, "b"), finding("A.swift", 2, "a")])
    try baseline.write(to: path)
    #expect(try Baseline.load(path: path) == baseline)
    #expect(baseline.entries.map(\.file) == ["A.swift", "B.swift"])
    #expect(throws: ConfigurationError("cannot read the baseline file '/nonexistent/b.json'")) {
      try Baseline.load(path: "/nonexistent/b.json")
    }
  }
}
