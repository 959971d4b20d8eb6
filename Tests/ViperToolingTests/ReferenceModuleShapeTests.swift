import Foundation
import Testing
import ViperTooling

/// The reference modules against the generator: each module's folder holds exactly the files
/// `viper new --dry-run --json` says it would write for that module, give or take the
/// departures listed at the top of the module's contract. So the generator, the reference
/// modules and their contracts' comments cannot drift apart.
@Suite("Reference modules: the file set viper new writes")
struct ReferenceModuleShapeTests {
  /// A reference module and the `viper new` arguments that describe it.
  struct Case: Sendable, CustomTestStringConvertible {
    let module: String
    let arguments: [String]
    var testDescription: String { module }
  }

  static let cases: [Case] = [
    Case(module: "Users", arguments: ["--entity", "User: id Int, name String"]),
    Case(module: "UserDetail", arguments: ["--entity", "User: id Int, name String"]),
    Case(module: "UserPicker", arguments: ["--entity", "User: id Int, name String"]),
    Case(module: "Cryptos", arguments: ["--entity", "Crypto: currency String, price String"]),
    Case(
      module: "Todos",
      arguments: ["--entity", "Todo: id Int, userID Int, title String, completed Bool", "--store"]),
    Case(
      module: "Listing",
      arguments: ["--entity", "Item: id Int, name String", "--contracts", "directional"]),
  ]

  static var referenceApps: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/ReferenceApps")
  }

  @Test("every module folder of the reference apps is checked here")
  func everyModuleIsListed() throws {
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.referenceApps.path)
    // App/ is the composition root, Services/ what several modules' services share.
    let modules = Set(folders).subtracting(["App", "Services"])
    #expect(modules == Set(Self.cases.map(\.module)))
  }

  @Test(
    "the folder holds what viper new writes, changed only as its contract's comment says",
    arguments: cases)
  func fileSet(_ module: Case) async throws {
    let scratch = try TemporaryFolder()
    defer { scratch.remove() }
    let output = try await ViperBinary.run(
      ["new", module.module] + module.arguments + [
        "--output", scratch.appending("Sources/App").path,
        "--tests", scratch.appending("Tests/AppTests").path,
        "--import", "App", "--dry-run", "--json",
      ])
    try #require(output.status == 0, "\(output.stderr)")
    let report = try JSONDecoder().decode(NewModuleReport.self, from: Data(output.stdout.utf8))
    let generated = Set(
      report.files.filter { $0.destination == "module" }
        .map { URL(fileURLWithPath: $0.path).lastPathComponent })

    let folder = Self.referenceApps.appendingPathComponent(module.module)
    let files = Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasSuffix(".swift") })
    let contract = try String(
      contentsOf: folder.appendingPathComponent("\(module.module)Contract.swift"),
      encoding: .utf8)
    let departures = try Departures(contract: contract)

    #expect(files == generated.subtracting(departures.without).union(departures.with))
    // Every departure is one: a file left out is one viper new writes, a file added is not.
    #expect(departures.without.subtracting(generated) == [])
    #expect(departures.with.intersection(generated) == [])
  }

  @Test("a contract's list of departures is read as it is written")
  func departuresAreRead() throws {
    let departures = try Departures(
      contract: """
        import ViperKit

        // Every protocol of the module.
        //
        // Where its files depart from what `viper new` writes (a test holds the folder to this list):
        // - without A.swift, B.swift: the reason,
        //   over two lines.
        // - with C.swift: another reason.
        // - D.swift for E.swift: a third.

        /// Presenter -> view.
        """)
    #expect(departures.without == ["A.swift", "B.swift", "E.swift"])
    #expect(departures.with == ["C.swift", "D.swift"])
    #expect(try Departures(contract: "import ViperKit\n\n// No departures.\n").with == [])
    #expect(throws: Departures.Unreadable.self) {
      try Departures(
        contract: "// Where its files depart from what `viper new` writes:\n"
          + "// - moved X.swift: why\n")
    }
  }
}

/// The files a reference module has or lacks compared with what `viper new` writes, as the
/// comment at the top of its contract lists them: after a line that says where its files
/// "depart from what `viper new`" writes, one `// - ` line each, in one of three forms:
/// `without A.swift, B.swift: why`, `with C.swift: why`, `D.swift for E.swift: why`.
struct Departures {
  /// A departure line in none of the three forms.
  struct Unreadable: Error, CustomStringConvertible {
    let line: String
    var description: String { "a departure in none of the three forms: \(line)" }
  }

  private(set) var without: Set<String> = []
  private(set) var with: Set<String> = []

  init(contract: String) throws {
    var inList = false
    for line in contract.split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("//") else {
        if inList { break }
        continue
      }
      if line.contains("depart from what `viper new") {
        inList = true
        continue
      }
      guard inList, line.hasPrefix("// - ") else { continue }
      let entry = line.dropFirst("// - ".count)
      let head = entry.prefix { $0 != ":" }
      let names = head.split(whereSeparator: { $0 == " " || $0 == "," })
        .map(String.init).filter { $0.hasSuffix(".swift") }
      if head.hasPrefix("without ") {
        without.formUnion(names)
      } else if head.hasPrefix("with ") {
        with.formUnion(names)
      } else if names.count == 2, head == "\(names[0]) for \(names[1])" {
        with.insert(names[0])
        without.insert(names[1])
      } else {
        throw Unreadable(line: String(line))
      }
    }
  }
}
