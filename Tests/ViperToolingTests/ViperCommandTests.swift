import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

/// The `viper` executable as a person runs it: messages on standard error, exit codes.
@Suite("The viper command line", .cpuBound)
struct ViperCommandTests {
  @Test(
    "bad names are refused with a message and exit code 64",
    arguments: [
      (
        "class",
        "viper: error: invalid module name `class`: it is a Swift keyword; choose another name, such as `ClassModule`\n"
      ),
      (
        "1Foo", "viper: error: invalid module name `1Foo`: a Swift name cannot start with a digit\n"
      ),
      (
        "../x",
        "viper: error: invalid module name `../x`: it contains a path separator; give a bare type name and choose the folder with --output\n"
      ),
      ("", "viper: error: the module name is empty: give a Swift type name such as `Profile`\n"),
    ])
  func refusesBadNames(name: String, message: String) async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try await ViperBinary.run(
      ["new", name, "--output", folder.appending("Sources/App").path])
    #expect(output.status == 64)
    #expect(output.stderr == message)
    #expect(output.stdout == "")
    #expect(folder.files() == [])
  }

  @Test("writing over existing files exits 73; --force then succeeds")
  func existingFiles() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let arguments = [
      "new", "Profile", "--output", folder.appending("Sources/App").path,
      "--tests", folder.appending("Tests/AppTests").path, "--import", "App",
    ]
    let first = try await ViperBinary.run(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.hasPrefix("Generated Profile (template set terminal): 15 files.\n"))
    #expect(first.stdout.contains("extension AppComponent: ProfileDependency {"))
    let second = try await ViperBinary.run(arguments)
    #expect(second.status == 73)
    #expect(second.stderr.hasPrefix("viper: error: 15 file(s) exist already"))
    let forced = try await ViperBinary.run(arguments + ["--force"])
    #expect(forced.status == 0)
  }

  @Test("--json lists every file written, and --dry-run writes none")
  func jsonAndDryRun() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = try await ViperBinary.run([
      "new", "Profile", "--entity", "Profile: id Int, name String, email String?", "--output",
      folder.appending("Sources/App").path, "--tests", folder.appending("Tests/AppTests").path,
      "--import", "App", "--dry-run", "--json",
    ])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try JSONDecoder().decode(NewModuleReport.self, from: Data(output.stdout.utf8))
    #expect(report.dryRun)
    #expect(report.files.count == 15)
    #expect(
      report.files.first?.path == folder.appending("Sources/App").path
        + "/Profile/ProfileContract.swift")
    #expect(folder.files() == [])
  }

  @Test("a broken user template exits 65 and names the file and line")
  func brokenTemplate() async throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      "name: t\nsummary: s\nfiles:\n  - {template: A.stencil, to: module, path: A.swift, variables: []}\n",
      to: "Set/template.yml")
    try folder.write("line one\n{% bogus %}\n", to: "Set/A.stencil")
    let output = try await ViperBinary.run([
      "new", "Profile", "--template", folder.appending("Set").path, "--output",
      folder.appending("Out").path,
    ])
    #expect(output.status == 65)
    #expect(output.stderr.hasPrefix("viper: error: \(folder.appending("Set/A.stencil").path):2:"))
  }

  @Test("--version prints the version; templates list names the bundled sets")
  func versionAndTemplates() async throws {
    let version = try await ViperBinary.run(["--version"])
    #expect(version.stdout == "0.1.0\n")
    let list = try await ViperBinary.run(["templates", "list"])
    #expect(list.status == 0)
    #expect(
      list.stdout.split(separator: "\n").prefix(3).map { $0.split(separator: " ").first ?? "" }
        == ["swiftui", "terminal", "uikit"])
    let show = try await ViperBinary.run(["templates", "show", "terminal"])
    #expect(
      show.stdout.contains(
        "module/{{ names.presenter }}.swift  <- Presenter.swift.stencil (shared)"))
    let missing = try await ViperBinary.run(["templates", "show", "android"])
    #expect(missing.status == 66)
  }

  @Test("help shows examples for each subcommand")
  func help() async throws {
    let help = try await ViperBinary.run(["new", "--help"])
    #expect(
      help.stdout.contains(
        "viper new Profile --entity 'Profile: id Int, name String, email String?'"))
    let completion = try await ViperBinary.run(["--generate-completion-script", "bash"])
    #expect(completion.status == 0)
    #expect(completion.stdout.contains("viper"))
  }
}
