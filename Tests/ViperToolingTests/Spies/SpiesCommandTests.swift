import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// `viper spies` as a user runs it: a real child process over real files.
@Suite("viper spies: the command", .cpuBound)
struct SpiesCommandTests {
  @Test("writes the files, lists them, and exits 0")
  func writes() async throws {
    let sources = try SourceFolder(SpiesFixtures.directional)
    defer { sources.remove() }
    let output = try TemporaryFolder("viper-spies-command")
    defer { output.remove() }
    let run = try await ViperBinary.run(
      ["spies", "Pantry", sources.path(), "--output", output.path, "--import", "Pantry"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stdout == """
        Wrote 4 files (@testable import Pantry):
          \(output.path)/PresenterToViewPantryProtocolSpy.swift
          \(output.path)/PresenterToInteractorPantryProtocolSpy.swift
          \(output.path)/PresenterToRouterPantryProtocolSpy.swift
          \(output.path)/PantryHarnessSubject.swift

        """)
    #expect(run.stderr == "")
    #expect(output.files().count == 4)
  }

  @Test("prints one line per refusal on standard error, writes the rest, and exits 1")
  func refusalsExitOne() async throws {
    var files = SpiesFixtures.directional
    files["Pantry/PantryPresenter.swift"] = files["Pantry/PantryPresenter.swift"]?
      .replacingOccurrences(
        of: "var router: PresenterToRouterPantryProtocol?", with: "var router: PantryRouter?")
    let sources = try SourceFolder(files)
    defer { sources.remove() }
    let output = try TemporaryFolder("viper-spies-command")
    defer { output.remove() }
    let run = try await ViperBinary.run([
      "spies", "Pantry", sources.path(), "--output", output.path,
    ])
    #expect(run.status == 1)
    #expect(
      run.stderr == """
        viper spies: refused: PantryPresenter.router: holds the router 'PantryRouter' itself, not through a protocol, so no spy can stand in for it
        viper spies: refused: PantryHarnessSubject: not written: the presenter talks through what the lines above could not spy

        """)
    #expect(
      output.files() == [
        "PresenterToInteractorPantryProtocolSpy.swift", "PresenterToViewPantryProtocolSpy.swift",
      ])
  }

  @Test("an unknown module exits 66 and names the modules there are")
  func unknownModule() async throws {
    let sources = try SourceFolder(SpiesFixtures.directional)
    defer { sources.remove() }
    let run = try await ViperBinary.run([
      "spies", "Larder", sources.path(), "--output", "/tmp/unused",
    ])
    #expect(run.status == 66)
    #expect(run.stderr == "viper: error: no module named 'Larder'; modules: Pantry\n")
  }

  @Test("--json prints the report, --dry-run writes nothing")
  func jsonDryRun() async throws {
    let sources = try SourceFolder(SpiesFixtures.directional)
    defer { sources.remove() }
    let output = try TemporaryFolder("viper-spies-command")
    defer { output.remove() }
    let run = try await ViperBinary.run(
      ["spies", "Pantry", sources.path(), "--output", output.path, "--json", "--dry-run"])
    #expect(run.status == 0, "\(run.stderr)")
    let report = try JSONDecoder().decode(SpiesReport.self, from: Data(run.stdout.utf8))
    #expect(report.dryRun)
    #expect(report.testImport == "Pantry")
    #expect(report.modules.map(\.name) == ["Pantry"])
    #expect(
      report.modules.first?.spies == [
        "PresenterToViewPantryProtocolSpy", "PresenterToInteractorPantryProtocolSpy",
        "PresenterToRouterPantryProtocolSpy",
      ])
    #expect(report.modules.first?.subject == "PantryHarnessSubject")
    #expect(report.files.map(\.status) == ["created", "created", "created", "created"])
    #expect(output.files() == [])
  }

  @Test("--help names every option and how legacy protocols are adopted")
  func help() async throws {
    let run = try await ViperBinary.run(["spies", "--help"])
    #expect(run.status == 0)
    for text in [
      "--output <dir>", "--import <target>", "--config <config>", "--include <include>",
      "--dry-run", "--force", "--json", "--all", "isolated conformance", "HarnessSubject",
      "Exit status: 0",
    ] {
      #expect(run.stdout.contains(text), "\(text) missing from:\n\(run.stdout)")
    }
  }

  @Test("without a module or --all it is a usage error")
  func usage() async throws {
    let run = try await ViperBinary.run(["spies", "--output", "/tmp/unused"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("Error: name the module to spy, or pass --all"))
  }
}
