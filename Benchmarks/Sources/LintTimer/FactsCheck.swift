import Foundation
import ViperTooling

/// `LintTimer facts`: the exactness check of skeleton parsing over a corpus. Every file is
/// read for its declarations twice, as `viper lint` first reads it: from its skeleton where it
/// has one (`FileAnalyzer.Parsing.skeleton`, what the linter does) and parsed whole
/// (`.whole`, what it did before). The facts must be equal, field by field.
///
/// Writes `FILES DIFFERENT` to the output file, then for each file whose facts differ its path
/// and the fields that differ (for types, the type and its field), and prints the same.
enum FactsCheck {
  static func run(configuration: LintConfiguration, files: [String], output: String) {
    let naming = configuration.naming
    let differences = Locked([(Int, String)]())
    DispatchQueue.concurrentPerform(iterations: files.count) { index in
      let path = files[index]
      guard let data = FileManager.default.contents(atPath: path) else { return }
      let bytes = [UInt8](data)
      let skeleton = FileAnalyzer.analyze(
        bytes: bytes, path: path, naming: naming, parsing: .skeleton)
      let whole = FileAnalyzer.analyze(bytes: bytes, path: path, naming: naming, parsing: .whole)
      guard skeleton != whole else { return }
      let report = ([path] + fields(differing: skeleton, whole)).joined(separator: "\n  ")
      differences.withLock { $0.append((index, report)) }
    }
    let found = differences.withLock { $0 }.sorted { $0.0 < $1.0 }.map(\.1)
    let text =
      "\(files.count) \(found.count)\n" + found.map { $0 + "\n" }.joined()
    print("LintTimer facts: \(files.count) files, \(found.count) with different facts")
    for report in found { print(report) }
    writeOutput(text, to: output)
  }

  /// The names of the fields whose values differ (`types: UsersPresenter.calls`).
  static func fields(differing lhs: FileFacts, _ rhs: FileFacts) -> [String] {
    var names: [String] = []
    for (left, right) in zip(Mirror(reflecting: lhs).children, Mirror(reflecting: rhs).children)
    where String(describing: left.value) != String(describing: right.value) {
      let label = left.label ?? "?"
      guard label == "types" else {
        names.append(label)
        continue
      }
      if lhs.types.count != rhs.types.count {
        names.append("types: \(lhs.types.count) against \(rhs.types.count)")
      }
      for (type, other) in zip(lhs.types, rhs.types) where type != other {
        for (field, otherField) in zip(
          Mirror(reflecting: type).children, Mirror(reflecting: other).children)
        where String(describing: field.value) != String(describing: otherField.value) {
          names.append("types: \(type.name).\(field.label ?? "?")")
        }
      }
    }
    return names
  }
}

/// A value behind a lock, for the threads of `concurrentPerform`.
final class Locked<Value>: @unchecked Sendable {
  private var value: Value
  private let lock = NSLock()

  init(_ value: Value) { self.value = value }

  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body(&value)
  }
}
