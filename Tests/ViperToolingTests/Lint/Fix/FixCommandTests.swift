import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper lint --fix`, `--dry-run` and the fixes in the JSON and SARIF reports, run as a user
/// runs them: a child process over real files.
@Suite("viper lint --fix as a command", .cpuBound)
struct FixCommandTests {
  /// The tutorial module and a presenter extension that reads a file: a warning no fix
  /// repairs.
  static let files = FixTests.tutorialFiles.merging([
    "NotesPresenter+Cache.swift": """
    import Foundation

    extension NotesPresenter {
        func cached() -> Data? { FileManager.default.contents(atPath: "/tmp/notes") }
    }

    """
  ]) { $1 }

  @Test(
    "--fix repairs, prints what it fixed and what it did not and why, exits 0 when no error is left; a second run changes nothing"
  )
  func fixesAndReports() async throws {
    let folder = try SourceFolder(Self.files)
    defer { folder.remove() }
    let first = try await ViperBinary.run(["lint", "--fix", folder.path()])
    #expect(first.status == 0)
    #expect(
      first.stderr.contains(
        "fixed: \(folder.path("NotesPresenter.swift")):2:5: make 'NotesPresenter.view' weak [HoldBackReferencesWeakly]\n"
      ))
    // Six: the view's `interactor` is never assigned, so no cycle runs through it.
    #expect(
      first.stderr.contains(
        "viper lint --fix: fixed 6 findings in 3 files; 1 not fixed (1 not fixable automatically)\n"
      ))
    #expect(
      first.stderr.contains(
        "not fixed: \(folder.path("NotesPresenter+Cache.swift")):4:30: not fixable automatically [NoIOInPresenters]\n"
      ))
    let presenter = try String(contentsOfFile: folder.path("NotesPresenter.swift"), encoding: .utf8)
    #expect(presenter.contains("    weak var view: AnyView?   // the screen\n"))
    let again = try await ViperBinary.run(["lint", "--fix", folder.path()])
    #expect(again.stderr.contains("viper lint --fix: fixed 0 findings in 0 files"))
  }

  @Test(
    "--fix --dry-run prints a unified diff, writes nothing, and exits 1 while an error finding is left unfixed"
  )
  func dryRun() async throws {
    let folder = try SourceFolder(FixTests.tutorialFiles)
    defer { folder.remove() }
    let output = try await ViperBinary.run(["lint", "--fix", "--dry-run", folder.path()])
    #expect(
      output.stdout.contains(
        "--- a/\(folder.path("NotesPresenter.swift"))\n+++ b/\(folder.path("NotesPresenter.swift"))\n"
      ))
    #expect(
      output.stdout.contains(
        "-    var view: AnyView?   // the screen\n+    weak var view: AnyView?   // the screen\n"))
    #expect(output.stderr.contains("would fix: "))
    for (name, text) in FixTests.tutorialFiles {
      #expect(try String(contentsOfFile: folder.path(name), encoding: .utf8) == text)
    }
    let refused = try await ViperBinary.run(["lint", "--dry-run", folder.path()])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--dry-run goes with --fix"))
  }

  @Test(
    "the JSON report carries each fixable finding's fix as byte-range replacements that rebuild the fixed file"
  )
  func jsonCarriesFixes() async throws {
    let folder = try SourceFolder(Self.files)
    defer { folder.remove() }
    let output = try await ViperBinary.run(["lint", "--reporter", "json", "--quiet", folder.path()])
    struct Entry: Decodable {
      var rule: String
      var file: String
      var fix: Fix?
    }
    let entries = try JSONDecoder().decode([Entry].self, from: Data(output.stdout.utf8))
    let weak = try #require(
      entries.first {
        $0.rule == "HoldBackReferencesWeakly" && $0.file.hasSuffix("NotesPresenter.swift")
      })
    let fix = try #require(weak.fix)
    #expect(fix.description == "make 'NotesPresenter.view' weak")
    // `AnyView` is made class-bound in the same fix, so that `weak` compiles.
    #expect(
      fix.replacements.map { ($0.file as NSString).lastPathComponent } == [
        "Contract.swift", "NotesPresenter.swift",
      ])
    #expect(fix.replacements.first?.text == ": AnyObject")
    let replacement = try #require(fix.replacements.last)
    #expect(replacement.text == "weak ")
    #expect(replacement.length == 0)
    #expect(replacement.start == Replacement.Position(line: 2, column: 5))
    // Applying the replacement to the file gives the line --fix writes.
    var bytes = Array(FixTests.tutorialFiles["NotesPresenter.swift"]?.utf8 ?? "".utf8)
    bytes.replaceSubrange(
      replacement.offset..<replacement.offset + replacement.length,
      with: Array(replacement.text.utf8))
    #expect(String(decoding: bytes, as: UTF8.self).contains("    weak var view: AnyView?"))
    #expect(entries.contains { $0.rule == "NoIOInPresenters" && $0.fix == nil })
  }

  @Test(
    "the SARIF report carries fixes[].artifactChanges with deleted regions and inserted content")
  func sarifCarriesFixes() async throws {
    let folder = try SourceFolder(FixTests.tutorialFiles)
    defer { folder.remove() }
    let output = try await ViperBinary.run([
      "lint", "--reporter", "sarif", "--quiet", folder.path(),
    ])
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    let runs = try #require(log["runs"] as? [[String: Any]])
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    let withFixes = results.filter { $0["fixes"] != nil }
    // Every fixable finding: the view's never-assigned `interactor` closes no cycle.
    #expect(withFixes.count == 6)
    let importFix = try #require(
      withFixes.first { $0["ruleId"] as? String == "NoUnusedUIFrameworkImports" })
    let fixes = try #require(importFix["fixes"] as? [[String: Any]])
    let change = try #require((fixes.first?["artifactChanges"] as? [[String: Any]])?.first)
    let uri = try #require((change["artifactLocation"] as? [String: Any])?["uri"] as? String)
    #expect(uri.hasSuffix("NotesInteractor.swift"))
    let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
    let region = try #require(replacement["deletedRegion"] as? [String: Any])
    #expect(region["startLine"] as? Int == 1)
    #expect(region["startColumn"] as? Int == 8)
    #expect(region["byteLength"] as? Int == 5)
    #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "Foundation")
  }
}
