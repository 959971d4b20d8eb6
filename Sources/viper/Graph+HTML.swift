import Foundation
import ViperTooling

extension Graph {
  /// `--format html`: lints the files as `viper lint` does (same configuration, no cache, no
  /// baseline) and prints one self-contained page holding the model `--format json` prints and
  /// the findings.
  func html(linter: Linter, files: [String], storyboards: [String]) throws {
    if let module {
      throw ConfigurationError(
        "--module does not go with --format html; open the page at #select=\(module) instead")
    }
    let run = linter.run(files: files)
    let shown = (paths.isEmpty ? ["."] : paths).map {
      URL(fileURLWithPath: $0).standardizedFileURL.path
    }
    let title = "viper graph: " + shown.joined(separator: " ")
    let page = HTMLGraph.page(
      codebase: linter.withStoryboards(storyboards, in: run.codebase), findings: run.findings,
      title: title)
    FileHandle.standardOutput.write(Data(page.utf8))
  }
}
