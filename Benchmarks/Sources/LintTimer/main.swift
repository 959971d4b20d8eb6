import Foundation
import ViperTooling

// One side of the lint benchmark, in a process of its own, as `viper lint` runs: without the
// malloc interposer that package-benchmark links into the benchmark executables (it puts a
// header on every allocation and calls through to libc, which costs lint, with its many small
// allocations, about 5% more than parse-only on the corpus).
//
//   LintTimer lint|parse CORPUS_FOLDER OUTPUT_FILE
//   LintTimer cached CORPUS_FOLDER OUTPUT_FILE CACHE_FOLDER
//   LintTimer edit CORPUS_FOLDER OUTPUT_FILE
//   LintTimer facts CORPUS_FOLDER OUTPUT_FILE
//   LintTimer dump CORPUS_FOLDER OUTPUT_FILE
//   LintTimer whole CORPUS_FOLDER OUTPUT_FILE
//
// Finds the corpus's Swift files (not timed), then times `Linter().lint(files:)` (what
// `viper lint` runs), `Linter.parseOnly(files:)` (read and parse with SwiftParser on the
// same threads), or a lint with the cache in CACHE_FOLDER (opening it, linting, saving it, as
// `viper lint` does), and writes the nanoseconds to OUTPUT_FILE. `edit` times, in one
// process, a cold lint and then what the language server does per keystroke: a
// `LintWorkspace` over the corpus takes an unsaved edit of one file and works the findings out
// (see EditTimer.swift). `facts` times nothing: it checks that every file's facts are the same
// read from its skeleton and parsed whole (see FactsCheck.swift). `dump` times nothing either: it
// writes every file's facts and the findings, to compare two builds (see FactsDump.swift).
// `whole` checks that the linter's findings are those of every file read whole (see
// WholeCheck.swift).

let arguments = CommandLine.arguments
let modes = ["lint", "parse", "edit", "facts", "dump", "whole"]
guard
  (arguments.count == 4 && modes.contains(arguments[1]))
    || (arguments.count == 5 && arguments[1] == "cached")
else {
  FileHandle.standardError.write(
    Data(
      "usage: LintTimer lint|parse|edit|facts|dump|whole CORPUS_FOLDER OUTPUT_FILE, or cached CORPUS_FOLDER OUTPUT_FILE CACHE_FOLDER\n"
        .utf8))
  exit(2)
}
// Every Swift file of the corpus, test and vendored folders included, as every earlier round
// measured: `viper lint` leaves those out by default, which would change what is compared.
var configuration = LintConfiguration()
configuration.included = Set(SkipReason.allCases)
let linter = Linter(configuration: configuration)
let files: [String]
do {
  files = try linter.swiftFiles(in: [arguments[2]])
} catch {
  FileHandle.standardError.write(Data("LintTimer: \(error)\n".utf8))
  exit(1)
}
let clock = ContinuousClock()
if arguments[1] == "facts" {
  FactsCheck.run(configuration: configuration, files: files, output: arguments[3])
  exit(0)
}
if arguments[1] == "dump" {
  FactsDump.run(linter: linter, configuration: configuration, files: files, output: arguments[3])
  exit(0)
}
if arguments[1] == "whole" {
  WholeCheck.run(linter: linter, files: files, output: arguments[3])
  exit(0)
}
if arguments[1] == "edit" {
  EditTimer.run(
    linter: linter, configuration: configuration, folder: arguments[2], files: files,
    output: arguments[3])
  exit(0)
}
let elapsed: Duration
if arguments[1] == "lint" {
  elapsed = clock.measure { _ = linter.lint(files: files).count }
} else if arguments[1] == "cached" {
  elapsed = clock.measure {
    let cache = LintCache(
      folder: arguments[4], toolVersion: "LintTimer", configuration: configuration)
    _ = Linter(configuration: configuration, cache: cache).lint(files: files).count
    do {
      try cache.save()
    } catch {
      FileHandle.standardError.write(Data("LintTimer: cannot save the cache: \(error)\n".utf8))
      exit(1)
    }
  }
} else {
  elapsed = clock.measure { _ = Linter.parseOnly(files: files) }
}
let nanoseconds =
  elapsed.components.seconds * 1_000_000_000
  + elapsed.components.attoseconds / 1_000_000_000
writeOutput("\(nanoseconds) \(files.count)\n", to: arguments[3])
