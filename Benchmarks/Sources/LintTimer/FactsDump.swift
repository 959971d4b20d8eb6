import Foundation
import ViperTooling

/// `LintTimer dump`: everything a change to the analyzer must leave as it was, written out so
/// that two builds can be compared with `cmp`. For each file: its facts as the linter's first
/// pass reads them (with the configuration's naming, so from its skeleton or its declarations
/// where it has no role) and read whole (no naming: every body walked); then the findings of
/// `Linter().lint(files:)`. Walk changes (`SyntaxVisitor` or by hand) are proved exact by an
/// identical dump before and after.
enum FactsDump {
  static func run(linter: Linter, configuration: LintConfiguration, files: [String], output: String)
  {
    let naming = configuration.naming
    var texts = [String](repeating: "", count: files.count)
    texts.withUnsafeMutableBufferPointer { buffer in
      let slots = SendableSlots(buffer)
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        let path = files[index]
        guard let data = FileManager.default.contents(atPath: path) else { return }
        let bytes = [UInt8](data)
        let first = FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming)
        let whole = FileAnalyzer.analyze(bytes: bytes, path: path)
        slots.set(index, "\(path)\n  first: \(first)\n  whole: \(whole)\n")
      }
    }
    let findings = linter.lint(files: files).map { "\($0)\n" }
    let text = texts.joined() + "findings: \(findings.count)\n" + findings.joined()
    print("LintTimer dump: \(files.count) files, \(findings.count) findings")
    writeOutput(text, to: output)
  }
}

/// A buffer each of `concurrentPerform`'s iterations writes one distinct slot of.
private struct SendableSlots: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<String>

  init(_ buffer: UnsafeMutableBufferPointer<String>) { self.buffer = buffer }

  func set(_ index: Int, _ value: String) { buffer[index] = value }
}
