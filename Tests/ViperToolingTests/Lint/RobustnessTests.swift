import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// Bad input becomes notes, never a crash. The files are real files, analyzed on the linter's
/// own threads (large stacks), as `viper lint` does.
@Suite(.cpuBound) struct RobustnessTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("viper-lint-robustness-\(UUID().uuidString)")

  func lint(_ files: [String: [UInt8]]) async throws -> [Finding] {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
      let url = folder.appendingPathComponent(name)
      try Data(bytes).write(to: url)
      paths.append(url.path)
    }
    let linter = Linter()
    return linter.findings(in: await linter.analyze(files: paths))
  }

  func describe(_ findings: [Finding]) -> [String] {
    findings.map {
      "\(($0.location.file as NSString).lastPathComponent):\($0.location.line):\($0.location.column): \($0.severity.rawValue): \($0.message) [\($0.rule)]"
    }
  }

  @Test func invalidUTF8IsANoteAndTheRestIsStillLinted() async throws {
    var bytes = Array("final class UsersView {}\nlet s = \"".utf8)
    bytes += [0xFF, 0xFE, 0xC3]
    bytes += Array("\"\nfinal class UsersPresenter { var view: UsersView? }\n".utf8)
    let findings = try await lint(["UsersPresenter.swift": bytes])
    #expect(
      describe(findings) == [
        "UsersPresenter.swift:1:1: note: the file is not valid UTF-8; invalid bytes were read as U+FFFD [parse]",
        "UsersPresenter.swift:3:30: error: make the back-reference 'view' of the presenter 'UsersPresenter' to its view 'weak' or 'unowned' [HoldBackReferencesWeakly]",
        "UsersPresenter.swift:3:30: warning: 'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol [HoldRolesThroughProtocols]",
      ])
  }

  @Test(
    "a byte that is not UTF-8 is found wherever it falls in the file, and UTF-8 beyond ASCII is no problem"
  )
  func utf8IsCheckedAtEveryOffset() async throws {
    var files: [String: [UInt8]] = [:]
    for offset in 0..<20 {
      let padding = Array(repeating: UInt8(ascii: " "), count: offset)
      files["Invalid\(offset).swift"] = padding + [0xFF] + Array("\nlet a = 1\n".utf8)
      files["Valid\(offset).swift"] =
        padding + Array("\nlet name = \"Café 東京 🚀\" // ü\n".utf8)
    }
    let notes = try await lint(files).filter { $0.message.contains("not valid UTF-8") }
    let noted = Set(notes.map { ($0.location.file as NSString).lastPathComponent })
    #expect(noted == Set((0..<20).map { "Invalid\($0).swift" }))
  }

  @Test func syntaxErrorsAreANoteAtTheFirstError() async throws {
    let source = "final class UsersPresenter {\n  func load( {\n}\n"
    let findings = try await lint(["Broken.swift": Array(source.utf8)])
    #expect(
      describe(findings) == [
        "Broken.swift:2:14: note: the file has syntax errors (or nests too deeply); its facts may be incomplete [parse]"
      ])
  }

  @Test func emptyFilesAndFilesOfOnlyCommentsReportNothing() async throws {
    let findings = try await lint([
      "Empty.swift": [], "Comments.swift": Array("// viper:disable\n/* nothing */\n".utf8),
      "Newlines.swift": Array("\n\n\n".utf8),
    ])
    #expect(findings.isEmpty)
  }

  @Test(.notUnderThreadSanitizer) func deepNestingIsANoteNotACrash() async throws {
    let depth = 20_000
    let expression =
      "let x = " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let closures =
      "func f() {" + String(repeating: "{ ", count: depth) + String(repeating: "}", count: depth)
      + "}"
    let types = String(repeating: "class A {", count: 2_000) + String(repeating: "}", count: 2_000)
    let findings = try await lint([
      "Arrays.swift": Array(expression.utf8), "Closures.swift": Array(closures.utf8),
      "Types.swift": Array(types.utf8),
    ])
    #expect(findings.count == 3)
    #expect(findings.allSatisfy { $0.rule == "parse" && $0.severity == .note })
  }

  @Test(
    "more than 12 '[' in a row (blanks between allowed) are a note at the first; in comments and strings, or 12, they are parsed"
  )
  func bracketRuns() async throws {
    let run = "let b = [ " + String(repeating: "[", count: 13) + String(repeating: "]", count: 14)
    let twelve = String(repeating: "[", count: 12) + String(repeating: "]", count: 12)
    let findings = try await lint([
      "Run.swift": Array("let a = 1\n\(run)\n".utf8),
      "Twelve.swift": Array("let x = \(twelve)\n".utf8),
      "Hidden.swift": Array(
        """
        // [[[[[[[[[[[[[[[[[[[[
        /* [[[[[[[[[[[[[[[[[[[[ */
        let s = "[[[[[[[[[[[[[[[[[[[["
        final class UsersPresenter { weak var view: UsersView? }
        final class UsersView {}

        """.utf8),
    ])
    #expect(
      describe(findings) == [
        "Hidden.swift:4:30: warning: 'UsersPresenter.view' holds the concrete view 'UsersView'; hold it through a protocol [HoldRolesThroughProtocols]",
        "Run.swift:2:9: note: the file opens more than 12 '[' in a row, which the Swift parser takes exponential time on; it was not analyzed [parse]",
      ])
  }

  @Test(.notUnderThreadSanitizer) func aTenMegabyteFileIsLinted() async throws {
    // Mostly documentation comments (as in generated API clients), so that a debug build
    // under ThreadSanitizer parses it in seconds, not minutes.
    var source = "final class UsersView {}\n"
    let comment = "/// " + String(repeating: "Documentation of the item. ", count: 36) + "\n"
    let block =
      comment + comment + comment + comment + """
        final class Item0000Presenter {
          weak var view: UsersView?
          let title = "a string literal that makes the line longer than it needs to be"
          func load() { let values = [1, 2, 3].map { $0 * 2 }; print(values) }
        }

        """
    var index = 0
    while source.utf8.count < 10_000_000 {
      source += block.replacingOccurrences(of: "0000", with: String(index))
      index += 1
    }
    let findings = try await lint(["Big.swift": Array(source.utf8)])
    // Each presenter holds the concrete view: one finding per block, none other.
    #expect(findings.count == index)
    #expect(findings.allSatisfy { $0.rule == HoldRolesThroughProtocols.key })
  }
}
