import Foundation
import ViperTooling

/// `LintTimer edit`: the editor's loop, timed. A cold lint of the corpus first (the baseline,
/// in the same process and run), then a `LintWorkspace` over it (loaded, not timed) takes an
/// unsaved edit of one file after another, as `viper lint`'s language server does on
/// `didChange`, and each is timed from the text handed over to the edited file's findings
/// worked out (what the server publishes first; the rest of the codebase's findings are
/// worked out after it, timed apart and printed to standard error): a line added at the top of the file (every
/// location below moves), then the file's text put back. The files edited are the corpus's presenters and view controllers (where an editor's
/// edits land in a VIPER app), else its first files, at most `editCount`.
///
/// `LINTTIMER_EDIT_KIND=body` makes each edit a call added in the file's first method body
/// (`print("edited")` on a line of its own: the calls change, the declarations do not) instead
/// of a comment line at the top (only places move).
///
/// The findings are checked: once every file is put back, the workspace's must be the cold
/// lint's, else it exits 1; `LINTTIMER_EDIT_VERIFY=1` checks every edit against a cold load of
/// a new workspace with the texts as they are (slow); `LINTTIMER_EDIT_TRACE=1` prints each
/// edit's time.
///
/// Writes `COLD_NS MEDIAN_EDIT_NS EDITS FILES MAX_EDIT_NS` to the output file.
enum EditTimer {
  static let editCount = 20

  static func run(
    linter: Linter, configuration: LintConfiguration, folder: String, files: [String],
    output: String
  ) {
    let clock = ContinuousClock()
    var coldFindings: [Finding] = []
    let cold = clock.measure { coldFindings = linter.lint(files: files) }
    let workspace = LintWorkspace(roots: [folder], configuration: configuration)
    do {
      try workspace.load()
    } catch {
      FileHandle.standardError.write(Data("LintTimer edit: \(error)\n".utf8))
      exit(1)
    }
    let roles = files.filter {
      $0.hasSuffix("Presenter.swift") || $0.hasSuffix("ViewController.swift")
    }
    let picked = Array((roles.isEmpty ? files : roles).prefix(editCount))
    // `LINTTIMER_EDIT_ROUNDS=N` edits every file N times, so that a profiler sees mostly edits.
    let rounds =
      ProcessInfo.processInfo.environment["LINTTIMER_EDIT_ROUNDS"].flatMap { Int($0) } ?? 1
    let environment = ProcessInfo.processInfo.environment
    let bodyEdit = environment["LINTTIMER_EDIT_KIND"] == "body"
    let verify = environment["LINTTIMER_EDIT_VERIFY"] == "1"
    let trace = environment["LINTTIMER_EDIT_TRACE"] == "1"
    var times: [Duration] = []
    var settling: [Duration] = []
    // What the language server waits for before it publishes the edited document's
    // diagnostics: the change and that document's findings. The units that only read the
    // file (a twin folder's) are worked out after that, as the server does, untimed.
    for file in Array(repeating: picked, count: max(rounds, 1)).joined() {
      guard let original = workspace.text(of: file) else { continue }
      let edited = bodyEdit ? withCallAdded(to: original) : "// edited\n" + original
      for text in [edited, nil] {
        var published: [Finding] = []
        times.append(
          clock.measure {
            _ = workspace.setText(text, of: file)
            published = workspace.findings(inFile: file)
          })
        settling.append(clock.measure { _ = workspace.settle() })
        if trace, let last = times.last {
          let what = text == nil ? "back" : "edit"
          FileHandle.standardError.write(
            Data("\(nanoseconds(last) / 1_000_000) ms \(what) \(file)\n".utf8))
        }
        if verify {
          // A cold lint of the texts as they are: a new workspace, loaded with the edited text
          // open, reads every file as `viper lint` does (declarations first, then whole where
          // a rule needs more). `Linter.findings(inSources:)` parses every file whole, which
          // on fearless-iOS gives two findings more (`NoUIFrameworkTypesOutsideViews` in a file
          // read for its declarations only), whatever the workspace does.
          let fresh = LintWorkspace(roots: [folder], configuration: configuration)
          if let text { fresh.setText(text, of: file) }
          do {
            try fresh.load()
          } catch {
            FileHandle.standardError.write(Data("LintTimer edit: \(error)\n".utf8))
            exit(1)
          }
          check(
            published, against: fresh.findings(inFile: file),
            after: "the edit of \(file), published first")
          check(workspace.allFindings, against: fresh.allFindings, after: "the edit of \(file)")
        }
      }
    }
    check(workspace.allFindings, against: coldFindings, after: "every file put back")
    times.sort()
    let median = times.isEmpty ? .zero : times[times.count / 2]
    // The rest of the codebase's findings, worked out after the edited file's are published.
    settling.sort()
    if let worst = settling.last {
      FileHandle.standardError.write(
        Data(
          "settled after publishing: median \(nanoseconds(settling[settling.count / 2]) / 1_000_000) ms, worst \(nanoseconds(worst) / 1_000_000) ms\n"
            .utf8))
    }
    let line =
      "\(nanoseconds(cold)) \(nanoseconds(median)) \(times.count) \(files.count) \(nanoseconds(times.last ?? .zero))\n"
    writeOutput(line, to: output)
  }

  /// The text with `print("edited")` on a line of its own after the first line that opens a
  /// method's body; a comment line at the top when no line does.
  static func withCallAdded(to text: String) -> String {
    var lines = text.components(separatedBy: "\n")
    guard
      let opening = lines.firstIndex(where: {
        $0.contains("func ") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("{")
      })
    else { return "// edited\n" + text }
    lines.insert("    print(\"edited\")", at: opening + 1)
    return lines.joined(separator: "\n")
  }

  /// Exits 1, saying where they part, when the workspace's findings are not the cold lint's.
  static func check(_ found: [Finding], against cold: [Finding], after what: String) {
    guard found != cold else { return }
    let extra = found.filter { !cold.contains($0) }.prefix(3)
    let missing = cold.filter { !found.contains($0) }.prefix(3)
    FileHandle.standardError.write(
      Data(
        "LintTimer edit: findings differ from a cold lint after \(what): \(found.count) against \(cold.count); extra \(Array(extra)); missing \(Array(missing))\n"
          .utf8))
    exit(1)
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1_000_000_000 + duration.components.attoseconds / 1_000_000_000
  }
}
