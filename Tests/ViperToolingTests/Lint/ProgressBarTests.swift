import Foundation
import ProcessTestSupport
import Testing

/// `viper lint` on a terminal: a progress bar on standard error for runs over a second, erased
/// when done. (Runs without a terminal print no bar: `LintCommandTests` pins their exact
/// standard error.)
@Suite(
  "viper lint in a real terminal (tmux)",
  .enabled(if: Tmux.isAvailable, "tmux is not installed")
)
struct ProgressBarTests {
  @Test("a run over a second draws a progress bar, then erases it and prints the summary")
  func progressBar() async throws {
    // Enough code that a debug build takes several seconds over it, run at the lowest priority
    // so that it does not starve the tests running beside this one (under ThreadSanitizer,
    // video and HTTP tests timed out behind it).
    var files: [String: String] = [:]
    for index in 0..<300 {
      files["Module\(index)/Item\(index)Presenter.swift"] = Self.presenter(index)
    }
    let folder = try SourceFolder(files)
    defer { folder.remove() }
    let tmux = try await Tmux.start(width: 120, height: 10)
    defer { tmux.kill() }
    try await tmux.type(
      "nice -n 19 \(ViperBinary.path) lint --reporter json \(folder.path()) > /dev/null; "
        + "echo done-$((40+2))",
      enter: true)
    try await tmux.waitFor("/300 files", timeout: .seconds(120))
    let during = try await tmux.screen()
    #expect(during.contains("█") || during.contains("░"))
    // The typed command line says `$((40+2))`; only the shell's echo says 42.
    try await tmux.waitFor("done-42", timeout: .seconds(300))
    let after = try await tmux.screen()
    #expect(after.contains("viper lint: 300 files, 0 errors, 300 warnings, 0 notes"))
    #expect(!after.contains("░") && !after.contains("/300 files"))
  }

  static func presenter(_ index: Int) -> String {
    var text = """
      import Foundation

      final class Item\(index)Presenter {
        weak var view: Item\(index)View?
        private var items: [String] = []

      """
    for method in 0..<20 {
      text += """
          func update\(method)(_ values: [Int]) {
            let doubled = values.map { $0 * 2 }.filter { $0 > \(method) }
            items.append(contentsOf: doubled.map { "item \\($0) of \(method)" })
          }

        """
    }
    return text + "}\n\nfinal class Item\(index)View {}\n"
  }
}
