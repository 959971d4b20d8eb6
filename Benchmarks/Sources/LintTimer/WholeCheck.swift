import Foundation
import ViperTooling

/// `LintTimer whole`: the exactness check of the linter's two readings. `viper lint` reads
/// every file for its declarations first and reads again whole only the files a rule needs the
/// bodies of; the findings must be those of every file read whole (`Linter.findings(in:)` over
/// facts with every body walked). Writes `FINDINGS WHOLE` and then each finding only one of the
/// two gives (`-` the linter's, `+` the whole reading's) to the output file, prints the same,
/// and exits 1 when they differ.
enum WholeCheck {
  static func run(linter: Linter, files: [String], output: String) {
    var facts = [FileFacts?](repeating: nil, count: files.count)
    facts.withUnsafeMutableBufferPointer { buffer in
      let slots = OptionalSlots(buffer)
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        guard let data = FileManager.default.contents(atPath: files[index]) else { return }
        slots.set(index, FileAnalyzer.analyze(bytes: [UInt8](data), path: files[index]))
      }
    }
    let linted = linter.lint(files: files).map { "\($0)" }
    let whole = linter.findings(in: facts.compactMap { $0 }).map { "\($0)" }
    let (lintedSet, wholeSet) = (Set(linted), Set(whole))
    let differences =
      linted.filter { !wholeSet.contains($0) }.map { "- \($0)" }
      + whole.filter { !lintedSet.contains($0) }.map { "+ \($0)" }
    let text = "\(linted.count) \(whole.count)\n" + differences.map { $0 + "\n" }.joined()
    print(
      "LintTimer whole: \(linted.count) findings linted, \(whole.count) read whole, "
        + "\(differences.count) different")
    for line in differences { print(line) }
    writeOutput(text, to: output)
    if !differences.isEmpty { exit(1) }
  }
}

/// A buffer each of `concurrentPerform`'s iterations writes one distinct slot of.
private struct OptionalSlots: @unchecked Sendable {
  let buffer: UnsafeMutableBufferPointer<FileFacts?>

  init(_ buffer: UnsafeMutableBufferPointer<FileFacts?>) { self.buffer = buffer }

  func set(_ index: Int, _ value: FileFacts) { buffer[index] = value }
}
