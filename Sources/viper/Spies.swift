import ArgumentParser
import Foundation
import ViperTooling

/// `viper spies MODULE`: spies for an existing module's presenter, and a harness subject.
struct Spies: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write spies and a harness subject for a module you already have.",
    discussion: """
      Reads the code as `viper lint` does (the same model; --config and --include), finds \
      MODULE's presenter and every protocol it talks through (its stored properties of a \
      protocol type: view, interactor, router, module output, whatever their names), and \
      writes into --output a spy for each, <Protocol>Spy.swift, and \
      <MODULE>HarnessSubject.swift.

      A spy is a ViperKitTesting Spy that records every requirement: async ones (with a \
      synchronous twin for harness.expect), throwing ones (a settable ...Error), returning \
      ones (a settable ...Result), overloads, settable properties; objects by identity, \
      values by value. Escaping closures it is handed are kept for the test to call.

      The harness subject makes the real presenter the way the module's own builder, \
      assembly or createModule() does (initializer or property injection) and wires it with \
      the spies: `static func wire(_ log: MessageLog) -> Self` for a ModuleHarness, with what \
      that code gets from its caller as more parameters.

      The files compile in a Swift 6 test target against code in Swift 5 mode that is not \
      @MainActor: a spy adopts such a protocol with an isolated conformance (`@MainActor P`, \
      Swift 6.2 or later). What cannot be spied (a presenter a framework wires at run time, a \
      protocol declared outside the code read, a presenter that holds a concrete class) is \
      refused with one line each on standard error; nothing that would not compile is written.

      Exit status: 0 when everything was written, 1 when something was refused (the rest is \
      still written), 64-78 when nothing was (66: no such module; 73: files exist). Nothing \
      is overwritten without --force; a file with the same text is left alone.

      Examples:
        viper spies Users Sources/App --output Tests/AppTests/Spies
        viper spies Shelf . --output Tests/ShelfTests --import Shelf
        viper spies --all App --output /tmp/spies --dry-run --json
      """
  )

  @Argument(
    help: ArgumentHelp(
      "The module, as `viper graph` names it, then the files or folders to read (default: .).",
      valueName: "module> <paths"))
  var arguments: [String] = []

  @Flag(help: "Spy every module's presenter (then every argument is a path).")
  var all = false

  @Option(help: ArgumentHelp("Where the spies go (a test target's folder).", valueName: "dir"))
  var output: String

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "The module the spies `@testable import` (default: the folder after Sources/ in the presenter's path).",
      valueName: "target"))
  var testImport: String?

  @Option(help: "The configuration file (default: .viper.yml in the current folder, if any).")
  var config: String?

  @Option(
    name: .customLong("include"),
    help: "Also read files left out by default: third-party, tests or templates (repeatable).")
  var included: [SkipReason] = []

  @Flag(help: "Print the files that would be written and change nothing.")
  var dryRun = false

  @Flag(help: "Overwrite files that exist with other contents.")
  var force = false

  @Flag(help: "Print what was written and refused as JSON, for scripts.")
  var json = false

  func validate() throws {
    if !all && arguments.isEmpty { throw ValidationError("name the module to spy, or pass --all") }
  }

  func run() throws {
    let report: SpiesReport
    do {
      var configuration = try LintConfiguration.load(path: config)
      configuration.included.formUnion(included)
      let generator = SpiesGenerator(
        workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        configuration: configuration)
      report = try generator.run(
        SpiesOptions(
          module: all ? nil : arguments.first, paths: Array(arguments.dropFirst(all ? 0 : 1)),
          output: output, testImport: testImport, dryRun: dryRun, force: force))
    } catch let error as ConfigurationError {
      throw refuse(GeneratorError(.configError, error.description))
    } catch let error as GeneratorError {
      throw refuse(error)
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      print(String(decoding: try encoder.encode(report), as: UTF8.self))
    } else {
      print(Self.summary(report))
    }
    var standardError = StandardError()
    for module in report.modules {
      for refusal in module.refusals {
        print("viper spies: refused: \(refusal.line)", to: &standardError)
      }
    }
    if report.modules.contains(where: { !$0.refusals.isEmpty }) { throw ExitCode(1) }
  }

  /// What a person reads: the files, then each module's notes.
  static func summary(_ report: SpiesReport) -> String {
    var lines: [String] = []
    let written = report.files.filter { $0.status != "unchanged" }.count
    if report.dryRun {
      lines.append("Dry run: these files would be written (nothing was changed):")
    } else {
      lines.append(
        "Wrote \(written) file\(written == 1 ? "" : "s") (@testable import \(report.testImport)):")
    }
    let marks = [
      "overwritten": "  (overwrite)", "exists": "  (exists: refused without --force)",
      "unchanged": "  (unchanged)",
    ]
    for file in report.files { lines.append("  " + file.path + (marks[file.status] ?? "")) }
    for module in report.modules {
      for note in module.notes { lines.append("Note (\(module.name)): \(note)") }
    }
    return lines.joined(separator: "\n")
  }
}
