import Foundation

/// Writes a mode's result to its output file (atomically, as the benchmark reads it), or says
/// why it cannot and exits 1.
func writeOutput(_ text: String, to output: String) {
  do {
    try text.write(toFile: output, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("LintTimer: cannot write \(output): \(error)\n".utf8))
    exit(1)
  }
}
