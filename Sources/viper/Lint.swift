import ArgumentParser
import Foundation
import ViperTooling

extension ReporterKind: ExpressibleByArgument {}

extension SkipReason: ExpressibleByArgument {
  public init?(argument: String) { self.init(key: argument) }
  public static var allValueStrings: [String] { allCases.map(\.key) }
}

/// `viper lint`: checks VIPER architecture rules.
struct Lint: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Checks VIPER architecture rules (ownership, cycles, layering).",
    discussion: """
      Exit status: 0 when clean, 1 when a finding has error severity (any finding with \
      --strict), 2 on a usage or configuration error. Suppress a finding inline with \
      '// viper:disable:next RULE', or '// viper:disable RULE' ... '// viper:enable RULE'. \
      In a folder, third-party code (Pods/, Carthage/, ...), test code and Xcode templates are \
      left out; --include brings them back. With --fix, the findings that can be repaired \
      safely are (weak back-references, class-bound protocols, cycles, unused UI imports, \
      weak self in interactor closures); each edited file must still parse, and is replaced \
      whole through a temporary file. --fix --dry-run prints the changes as a unified diff \
      and writes nothing. With --since REF, the whole tree is linted (rules read across \
      files) but only findings on lines added or changed since REF are reported (git diff \
      against where the branch left REF, working tree and untracked files included); the \
      exit status follows what is reported.
      """
  )

  @Argument(help: "Files or folders to lint (default: the current folder).")
  var paths: [String] = []

  @Option(help: "The configuration file (default: .viper.yml in the current folder, if any).")
  var config: String?

  @Option(
    name: .customLong("include"),
    help: "Also lint files left out by default: third-party, tests or templates (repeatable).")
  var included: [SkipReason] = []

  @Option(
    help: "The output format: xcode, json, sarif, github, junit, checkstyle, gitlab or markdown.")
  var reporter: ReporterKind = .xcode

  @Option(
    help: ArgumentHelp(
      "Report only findings on lines added or changed since this git revision.",
      valueName: "ref"))
  var since: String?

  @Option(help: "Leave out the findings this baseline file accepts; report stale entries.")
  var baseline: String?

  @Option(help: "Write every finding to this baseline file.")
  var writeBaseline: String?

  @Flag(help: "Fail (exit 1) on any finding, not only on errors.")
  var strict = false

  @Flag(help: "Print only the findings: no summary line and no progress bar.")
  var quiet = false

  @Flag(help: "Repair what can be repaired safely, then lint again and say what was left and why.")
  var fix = false

  @Flag(help: "With --fix: print the changes as a unified diff and write nothing.")
  var dryRun = false

  @Option(help: "Where the lint cache lives (default: .viper-cache in the current folder).")
  var cachePath: String?

  @Flag(help: "Parse every file, and neither read nor write the lint cache.")
  var noCache = false

  @Flag(help: "Print the rules as a Markdown table and exit.")
  var listRules = false

  @Option(help: .hidden)
  var touch: String?

  func validate() throws {
    if dryRun && !fix { throw ValidationError("--dry-run goes with --fix") }
    if noCache && cachePath != nil { throw ValidationError("--no-cache and --cache-path conflict") }
  }

  func run() throws {
    if listRules {
      print(LintRules.markdownTable(), terminator: "")
      return
    }
    do {
      try lint()
    } catch let error as ConfigurationError {
      FileHandle.standardError.write(Data("viper lint: \(error.description)\n".utf8))
      throw ExitCode(2)
    }
  }

  private func lint() throws {
    var configuration = try LintConfiguration.load(path: config)
    configuration.included.formUnion(included)
    let cache =
      noCache
      ? nil
      : LintCache(
        folder: cachePath ?? ".viper-cache", toolVersion: Self.toolFingerprint,
        configuration: configuration)
    let linter = Linter(configuration: configuration, cache: cache)
    var selection = try linter.select(paths: paths.isEmpty ? ["."] : paths)
    let files = selection.files
    let baselineFile = try baseline.map { path throws(ConfigurationError) in
      try Baseline.load(path: path)
    }
    let progress = quiet ? nil : ProgressLine(total: files.count)
    var onProgress: (@Sendable (Int) -> Void)?
    if let progress { onProgress = { progress.update($0) } }
    let workingDirectory = FileManager.default.currentDirectoryPath
    let changes = try since.map { ref throws(ConfigurationError) in
      try ChangedLines.since(
        ref, in: Self.repositoryFolder(of: paths), workingDirectory: workingDirectory)
    }
    for note in changes?.notes ?? [] {
      FileHandle.standardError.write(Data("viper lint: note: \(note)\n".utf8))
    }
    let wantsFixes = fix || reporter.printsFixes
    var run = linter.run(files: files, fixes: wantsFixes, progress: onProgress)
    progress?.finish()
    if fix {
      var shown = baselineFile.map { $0.apply(to: run.findings).findings } ?? run.findings
      if let changes { shown = changes.filter(shown) }
      let outcome = FixApplier().apply(shown, dryRun: dryRun)
      if dryRun {
        FileHandle.standardOutput.write(Data(outcome.changes.map(\.unifiedDiff).joined().utf8))
      }
      FileHandle.standardError.write(
        Data(Self.fixReport(outcome, findings: shown, dryRun: dryRun).utf8))
      if dryRun {
        throw ExitCode(shown.contains { $0.fix == nil && $0.severity == .error } ? 1 : 0)
      }
      run = linter.run(files: files, fixes: true, progress: nil)
    }
    if let cache {
      do {
        try cache.save()
      } catch {
        FileHandle.standardError.write(
          Data(
            "viper lint: note: could not write the cache in '\(cache.folder)': \(error.localizedDescription)\n"
              .utf8))
      }
    }
    var findings = run.findings
    if !run.codebase.testFiles.isEmpty {
      let tests = Set(run.codebase.testFiles)
      selection.files.removeAll { tests.contains($0) }
      selection.skipped[.tests, default: []] += run.codebase.testFiles
    }
    if let writeBaseline {
      try Baseline(findings: findings.filter { $0.severity != .note }).write(to: writeBaseline)
    }
    if let baselineFile {
      let (kept, stale) = baselineFile.apply(to: findings)
      findings = kept + stale.map(Baseline.staleFinding)
    }
    var unchanged = 0
    if let changes {
      let reported = changes.filter(findings)
      unchanged = findings.count - reported.count
      findings = reported
    }
    let context = ReportContext(
      projectRoot: reporter == .gitlab ? Self.projectRoot(changes: changes) : nil,
      workingDirectory: workingDirectory)
    let output = reporter.report(findings, context: context)
    FileHandle.standardOutput.write(Data(output.utf8))
    if !quiet {
      let errors = findings.filter { $0.severity == .error }.count
      let warnings = findings.filter { $0.severity == .warning }.count
      let notes = findings.filter { $0.severity == .note }.count
      let skipped =
        selection.skippedCount == 0
        ? "" : " (\(selection.skippedCount) skipped: \(selection.skippedSummary))"
      let sinceNote =
        since.map {
          "; only lines changed since \($0) (\(unchanged) finding\(unchanged == 1 ? "" : "s") elsewhere not reported)"
        } ?? ""
      FileHandle.standardError.write(
        Data(
          "viper lint: \(selection.files.count) files\(skipped), \(errors) errors, \(warnings) warnings, \(notes) notes\(sinceNote)\n"
            .utf8))
    }
    if let touch { _ = FileManager.default.createFile(atPath: touch, contents: Data()) }
    if findings.contains(where: { $0.severity == .error }) || (strict && !findings.isEmpty) {
      throw ExitCode(1)
    }
  }
}

extension Lint {
  /// The folder whose git repository `--since` reads: the first path linted (its folder, for
  /// a file), else the current folder. The SwiftPM plugins run `viper` from elsewhere.
  static func repositoryFolder(of paths: [String]) -> String {
    guard let first = paths.first else { return FileManager.default.currentDirectoryPath }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) else {
      return FileManager.default.currentDirectoryPath
    }
    return isFolder.boolValue ? first : (first as NSString).deletingLastPathComponent
  }

  /// The folder GitLab reads report paths against: `$CI_PROJECT_DIR` in a GitLab job, else
  /// the git work tree's top folder, else the current folder.
  static func projectRoot(changes: ChangedLines?) -> String {
    if let root = ProcessInfo.processInfo.environment["CI_PROJECT_DIR"], !root.isEmpty {
      return root
    }
    if let changes { return changes.root }
    let current = FileManager.default.currentDirectoryPath
    return (try? ChangedLines.topFolder(of: current)) ?? current
  }

  /// The version and the build of this executable (its size and modification time): a cache
  /// written by another build of the same version is not trusted, since the facts it holds
  /// may have been worked out differently.
  static let toolFingerprint: String = {
    var fingerprint = ViperCommand.version
    if let path = Bundle.main.executablePath,
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    {
      let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
      let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
      fingerprint += "+\(size)-\(modified)"
    }
    return fingerprint
  }()

  /// What `--fix` did, for a person: one line per finding fixed or not (with why), then a
  /// count.
  static func fixReport(_ outcome: FixApplier.Outcome, findings: [Finding], dryRun: Bool) -> String
  {
    var lines: [String] = []
    let verb = dryRun ? "would fix" : "fixed"
    for finding in outcome.fixed {
      lines.append(
        "\(verb): \(finding.location): \(finding.fix?.description ?? "") [\(finding.rule)]")
    }
    var notFixed = 0
    var automatic = 0
    for (finding, reason) in outcome.skipped {
      lines.append("not fixed: \(finding.location): \(reason) [\(finding.rule)]")
      notFixed += 1
    }
    for finding in findings where finding.fix == nil && finding.severity != .note {
      let reason = finding.notFixable ?? "not fixable automatically"
      if reason == "not fixable automatically" { automatic += 1 }
      lines.append("not fixed: \(finding.location): \(reason) [\(finding.rule)]")
      notFixed += 1
    }
    let files = outcome.changes.count
    lines.append(
      "viper lint --fix: \(verb) \(outcome.fixed.count) finding\(outcome.fixed.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); \(notFixed) not fixed (\(automatic) not fixable automatically)"
    )
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A one-line progress bar on standard error, drawn only when standard error is a terminal
/// and the run has taken more than a second; erased when done.
final class ProgressLine: @unchecked Sendable {
  private let total: Int
  private let start = Date()
  private let lock = NSLock()
  private var lastDraw = Date.distantPast
  private var drawn = false
  private let enabled = isatty(STDERR_FILENO) == 1

  init(total: Int) { self.total = total }

  func update(_ done: Int) {
    guard enabled else { return }
    lock.withLock {
      let now = Date()
      guard now.timeIntervalSince(start) > 1, now.timeIntervalSince(lastDraw) > 0.1 else {
        return
      }
      lastDraw = now
      drawn = true
      let width = 30
      let filled = total == 0 ? width : done * width / total
      let bar =
        String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
      FileHandle.standardError.write(Data("\r\u{1B}[2K\(bar) \(done)/\(total) files".utf8))
    }
  }

  func finish() {
    lock.withLock {
      if drawn { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
    }
  }
}
