import Testing

@testable import ViperTooling

/// Reading `git diff -U0` into the lines a change added or changed.
@Suite struct ChangedLinesTests {
  @Test func hunksGiveTheNewSidesLinesAndDeletionsGiveNone() {
    let diff = """
      diff --git a/Sources/A.swift b/Sources/A.swift
      index 1111111..2222222 100644
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -3,0 +4,2 @@ final class A {
      +  let x = 1
      +  let y = 2
      @@ -10 +12 @@ final class A {
      -  old
      +  new
      @@ -20,3 +23,0 @@ final class A {
      -  gone
      -  gone
      -  gone
      diff --git a/Sources/Gone.swift b/Sources/Gone.swift
      deleted file mode 100644
      --- a/Sources/Gone.swift
      +++ /dev/null
      @@ -1,2 +0,0 @@
      -a
      -b
      diff --git a/Sources/New.swift b/Sources/New.swift
      new file mode 100644
      --- /dev/null
      +++ b/Sources/New.swift
      @@ -0,0 +1,3 @@
      +a
      +b
      +c

      """
    let files = ChangedLines.parse(unifiedDiff: diff)
    #expect(files.count == 2)
    #expect(files["Sources/A.swift"] == .ranges([4...5, 12...12]))
    #expect(files["Sources/New.swift"] == .all)
    #expect(files["Sources/Gone.swift"] == nil)
  }

  @Test func aRenamedFileCountsOnlyTheLinesItChanged() {
    let diff = """
      diff --git a/Old Name.swift b/New Name.swift
      similarity index 90%
      rename from Old Name.swift
      rename to New Name.swift
      --- a/Old Name.swift
      +++ b/New Name.swift
      @@ -7 +7 @@
      -a
      +b
      diff --git a/Same.swift b/Moved/Same.swift
      similarity index 100%
      rename from Same.swift
      rename to Moved/Same.swift

      """
    let files = ChangedLines.parse(unifiedDiff: diff)
    #expect(files == ["New Name.swift": .ranges([7...7])])
  }

  @Test func quotedPathsAreUnquoted() {
    #expect(ChangedLines.unquoted(#""b/tab\there.swift""#) == "b/tab\there.swift")
    #expect(ChangedLines.unquoted(#""b/caf\303\251 \"q\".swift""#) == "b/café \"q\".swift")
    #expect(ChangedLines.unquoted("b/plain name.swift") == "b/plain name.swift")
  }

  @Test func linesAreFoundAmongSortedRanges() {
    let lines = ChangedLines.Lines.ranges([2...3, 7...7, 10...20])
    #expect(
      [1, 2, 3, 4, 6, 7, 8, 10, 15, 20, 21].map(lines.contains) == [
        false, true, true, false, false, true, false, true, true, true, false,
      ])
    #expect(ChangedLines.Lines.all.contains(99))
    #expect(!ChangedLines.Lines.ranges([]).contains(1))
  }

  @Test func aFindingIsNewWhenItsLineOrARelatedPlaceChanged() {
    let changes = ChangedLines(
      root: "/repo", base: "abc",
      files: ["/repo/A.swift": .ranges([5...5]), "/repo/B.swift": .all],
      workingDirectory: "/repo")
    func finding(
      _ rule: String, _ file: String, _ line: Int, related: [ViperTooling.SourceLocation] = []
    ) -> Finding {
      Finding(
        rule: rule, severity: .warning, message: "m",
        location: .init(file: file, line: line, column: 1), related: related)
    }
    let findings = [
      finding("R", "A.swift", 5),
      finding("R", "A.swift", 6),
      finding("R", "./B.swift", 1),
      finding("R", "/repo/C.swift", 1),
      finding("Cycle", "C.swift", 9, related: [.init(file: "A.swift", line: 5, column: 3)]),
      finding("baseline", "A.swift", 1),
      finding("baseline", "C.swift", 1),
    ]
    #expect(
      changes.filter(findings).map { "\($0.rule) \($0.location.file):\($0.location.line)" } == [
        "R A.swift:5", "R ./B.swift:1", "Cycle C.swift:9", "baseline A.swift:1",
      ])
  }
}
