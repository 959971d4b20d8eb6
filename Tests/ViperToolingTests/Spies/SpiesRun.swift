import Foundation
import ViperTooling

/// Runs `viper spies` (the library) over sources written to a temporary folder, and reads back
/// what it wrote, with the folder's path taken out of the headers.
struct SpiesRun {
  let report: SpiesReport
  /// The written files by name (`ShelfViewInputSpy.swift`).
  let files: [String: String]
  /// The sources' folder, taken out of paths.
  private let folder: String

  init(
    _ sources: [String: String], module: String?, testImport: String? = "App",
    configuration: LintConfiguration = LintConfiguration()
  ) throws {
    let sourceFolder = try SourceFolder(sources)
    defer { sourceFolder.remove() }
    folder = sourceFolder.path() + "/"
    let output = try TemporaryFolder("viper-spies-output")
    defer { output.remove() }
    report = try SpiesGenerator(workingDirectory: output.url, configuration: configuration).run(
      SpiesOptions(
        module: module, paths: [sourceFolder.path()], output: output.path, testImport: testImport))
    var files: [String: String] = [:]
    for name in output.files() {
      files[name] = try output.read(name).replacingOccurrences(of: folder, with: "")
    }
    self.files = files
  }

  /// The refusals of every module, as `item: reason` lines.
  var refusals: [String] {
    report.modules.flatMap {
      $0.refusals.map { $0.line.replacingOccurrences(of: folder, with: "") }
    }
  }

  /// A written file without its two or more header lines (up to the first blank line).
  func body(_ name: String) -> String? {
    guard let text = files[name], let blank = text.range(of: "\n\n") else { return nil }
    return String(text[blank.upperBound...])
  }
}
