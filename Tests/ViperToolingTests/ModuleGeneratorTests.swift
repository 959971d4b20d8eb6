import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

#if canImport(Glibc)
  import Glibc
#endif

/// `viper new` as a library, on real folders: what it writes, and every refusal.
@Suite("viper new: writing modules", .cpuBound)
struct ModuleGeneratorTests {
  private static let moduleFiles = [
    "ProfileContract.swift", "ProfileBuilder.swift", "ProfileView.swift",
    "ProfilePresenter.swift", "ProfileInteractor.swift", "ProfileRouter.swift", "Profile.swift",
    "ProfileRowViewModel.swift", "ProfileViewState.swift", "ProfileDTO.swift",
    "ProfileService.swift",
  ]
  private static let testFiles = [
    "ProfileTestDoubles.swift", "ProfilePresenterTests.swift", "ProfileInteractorTests.swift",
    "ProfileModuleTests.swift",
  ]

  private func options(_ name: String = "Profile", force: Bool = false, dryRun: Bool = false)
    -> NewModuleOptions
  {
    NewModuleOptions(
      name: name, entities: ["Profile: id Int, name String"], output: "Sources/App",
      tests: "Tests/AppTests", force: force, dryRun: dryRun)
  }

  @Test("writes the module and its tests into <output>/NAME and <tests>/NAME")
  func writesModule() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = try ModuleGenerator(workingDirectory: folder.url).run(options())
    let expected =
      (Self.moduleFiles.map { "Sources/App/Profile/\($0)" }
      + Self.testFiles.map { "Tests/AppTests/Profile/\($0)" }).sorted()
    #expect(folder.files() == expected)
    #expect(report.files.map(\.path).sorted() == expected)
    #expect(report.files.allSatisfy { $0.status == "created" })
    #expect(report.moduleFolder == "Sources/App/Profile")
    #expect(report.testsFolder == "Tests/AppTests/Profile")
    #expect(report.compositionRoot.contains("extension AppComponent: ProfileDependency {"))
    let rendered = try Samples.render(
      "terminal", try Samples.request(entity: "Profile: id Int, name String"))
    let presenter = try #require(rendered.first { $0.path == "ProfilePresenter.swift" })
    #expect(try folder.read("Sources/App/Profile/ProfilePresenter.swift") == presenter.contents)
  }

  @Test(
    "--store adds the store and its tests, says to register the store, and is refused by a set without store files"
  )
  func store() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options()
    options.store = true
    let report = try ModuleGenerator(workingDirectory: folder.url).run(options)
    let expected =
      ((Self.moduleFiles + ["ProfileStore.swift"]).map { "Sources/App/Profile/\($0)" }
      + (Self.testFiles + ["ProfileStoreTests.swift"]).map { "Tests/AppTests/Profile/\($0)" })
      .sorted()
    #expect(folder.files() == expected)
    #expect(
      report.compositionRoot.contains(
        "var profileStore: any ProfileStore { services[ProfileStoreKey.self] }"))
    #expect(
      try folder.read("Sources/App/Profile/ProfileInteractor.swift").contains(
        "store.savedProfiles()"))
    #expect(
      try folder.read("Sources/App/Profile/ProfileBuilder.swift").contains(
        "store: dependency.profileStore"))

    var uikit = self.options("Other")
    uikit.store = true
    uikit.template = "uikit"
    #expect {
      try ModuleGenerator(workingDirectory: folder.url).run(uikit)
    } throws: { error in
      "\(error)".contains(
        "the template set `uikit` has no store files; --store is offered by: terminal")
    }
    #expect(!folder.files().contains { $0.contains("Other") })
  }

  @Test(
    "--store with a list, a nested entity or a decimal is refused, naming the field; nothing is written"
  )
  func storeRefusesWhatItCannotKeep() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options("Orders")
    options.store = true
    options.entities = [
      "Order: id Int, placed Date, lines [OrderLine]", "OrderLine: sku String",
    ]
    #expect {
      try ModuleGenerator(workingDirectory: folder.url).run(options)
    } throws: { error in
      "\(error)".contains(
        "--store keeps fields of the types String, Int, Double, Float, Bool, Date, URL and UUID; "
          + "`lines` is `[OrderLine]`")
    }
    #expect(folder.files() == [])
  }

  @Test(
    "--store with a field named like the store's own columns (position, scope) is refused, naming it; nothing is written",
    arguments: ["position", "scope"])
  func storeRefusesItsOwnColumnNames(field: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options("Places")
    options.store = true
    options.entities = ["Place: id Int, \(field) String"]
    #expect {
      try ModuleGenerator(workingDirectory: folder.url).run(options)
    } throws: { error in
      "\(error)".contains(
        "--store keeps each record's place in the list and its data scope in columns named "
          + "`position` and `scope`; rename the field `\(field)`, or leave out --store")
    }
    #expect(folder.files() == [])
  }

  @Test("nested entities go in the entity's and the DTO's files")
  func nestedEntitiesFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options("Orders")
    options.entities = ["Order: id Int, lines [OrderLine]", "OrderLine: sku String"]
    _ = try ModuleGenerator(workingDirectory: folder.url).run(options)
    let entity = try folder.read("Sources/App/Orders/Order.swift")
    #expect(entity.contains("public struct OrderLine: Sendable, Hashable {"))
    #expect(entity.contains("lines: dto.lines.map(OrderLine.init)"))
    let dto = try folder.read("Sources/App/Orders/OrderDTO.swift")
    #expect(dto.contains("public var lines: [OrderLineDTO]"))
  }

  @Test("--contracts directional names the protocols by direction, everywhere they are used")
  func directionalContracts() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options()
    options.contracts = .directional
    _ = try ModuleGenerator(workingDirectory: folder.url).run(options)
    let contract = try folder.read("Sources/App/Profile/ProfileContract.swift")
    for name in [
      "ProfilePresenterToView: ViperView", "ProfileViewToPresenter: ViperPresenter",
      "ProfilePresenterToInteractor: ViperInteractor", "ProfileInteractorToPresenter: AnyObject",
      "ProfilePresenterToRouter",
    ] {
      #expect(contract.contains("public protocol \(name)"), "\(name)")
    }
    let everything = try folder.files().map { try folder.read($0) }.joined()
    for name in ["ViewInput", "ViewOutput", "InteractorInput", "InteractorOutput", "RouterInput"] {
      #expect(!everything.contains("Profile\(name)"), "\(name) is left somewhere")
    }
  }

  @Test(".viper.yml's `contracts` key picks the style; --contracts wins over it")
  func contractsFromConfiguration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("contracts: directional\n", to: ".viper.yml")
    _ = try ModuleGenerator(workingDirectory: folder.url).run(options())
    #expect(
      try folder.read("Sources/App/Profile/ProfileContract.swift")
        .contains("public protocol ProfilePresenterToView"))
    var other = options("Other")
    other.contracts = .inputOutput
    other.entities = ["Other: id Int"]
    _ = try ModuleGenerator(workingDirectory: folder.url).run(other)
    #expect(
      try folder.read("Sources/App/Other/OtherContract.swift")
        .contains("public protocol OtherViewInput"))
  }

  @Test(
    "a directional module lints clean, and the linter still finds a strong view reference in it")
  func directionalModuleLints() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var options = options()
    options.contracts = .directional
    _ = try ModuleGenerator(workingDirectory: folder.url).run(options)
    let linter = Linter()
    let module = folder.url.appendingPathComponent("Sources/App/Profile").path
    #expect(linter.run(files: try linter.swiftFiles(in: [module])).findings.map(\.rule) == [])

    let presenter = "Sources/App/Profile/ProfilePresenter.swift"
    let weak = "public weak var view: (any ProfilePresenterToView)?"
    let source = try folder.read(presenter)
    #expect(source.contains(weak))
    try folder.write(
      source.replacingOccurrences(of: weak, with: "public var view: (any ProfilePresenterToView)?"),
      to: presenter)
    let findings = Linter().run(files: try linter.swiftFiles(in: [module])).findings
    #expect(findings.map(\.rule).contains("HoldBackReferencesWeakly"))
  }

  @Test("a dry run lists the files and writes nothing")
  func dryRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let report = try ModuleGenerator(workingDirectory: folder.url).run(options(dryRun: true))
    #expect(folder.files() == [])
    #expect(report.dryRun)
    #expect(
      report.tree.split(separator: "\n").prefix(3).map(String.init) == [
        "Sources/App/Profile/", "  ProfileContract.swift", "  ProfileBuilder.swift",
      ])
    #expect(report.tree.contains("Tests/AppTests/Profile/\n  ProfileTestDoubles.swift"))
  }

  @Test("the staging folder a killed run left behind is removed by the next run")
  func removesAbandonedStaging() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // No process has pid 99999999 (above Linux's largest pid_max).
    try folder.write("half\n", to: "Sources/App/.viper-new-Profile-99999999-7/Profile.swift")
    try folder.write("ours\n", to: "Sources/App/.viper-new-notes/keep.txt")
    _ = try ModuleGenerator(workingDirectory: folder.url).run(options())
    #expect(!folder.files().contains { $0.contains("99999999") })
    #expect(folder.files().contains("Sources/App/.viper-new-notes/keep.txt"))
  }

  @Test("a dry run over existing files marks them and says the run would be refused")
  func dryRunOverExistingFiles() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("// mine\n", to: "Sources/App/Profile/ProfileView.swift")
    let report = try ModuleGenerator(workingDirectory: folder.url).run(options(dryRun: true))
    #expect(
      report.files.filter { $0.status == "exists" }.map(\.path) == [
        "Sources/App/Profile/ProfileView.swift"
      ])
    #expect(report.tree.contains("  ProfileView.swift  (exists: refused without --force)\n"))
    #expect(report.notes == ["1 file(s) exist already: without --force, viper new would refuse."])
    #expect(try folder.read("Sources/App/Profile/ProfileView.swift") == "// mine\n")
  }

  @Test("an existing file is never overwritten without --force; nothing is written then")
  func refusesToOverwrite() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("// mine\n", to: "Tests/AppTests/Profile/ProfileModuleTests.swift")
    let path = folder.appending("Tests/AppTests/Profile/ProfileModuleTests.swift").path
    #expect(
      throws: GeneratorError(
        .fileExists,
        "1 file(s) exist already and were left as they are:\n  \(path)\n"
          + "Nothing was written. Pass --force to overwrite them, or choose another name.")
    ) {
      try ModuleGenerator(workingDirectory: folder.url).run(options())
    }
    #expect(folder.files() == ["Tests/AppTests/Profile/ProfileModuleTests.swift"])
    #expect(try folder.read("Tests/AppTests/Profile/ProfileModuleTests.swift") == "// mine\n")
  }

  @Test("--force overwrites the module's files and keeps the user's other files")
  func forceOverwrites() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("// mine\n", to: "Sources/App/Profile/ProfilePresenter.swift")
    try folder.write("// notes\n", to: "Sources/App/Profile/Notes.swift")
    let report = try ModuleGenerator(workingDirectory: folder.url).run(options(force: true))
    #expect(
      report.files.filter { $0.status == "overwritten" }.map(\.path) == [
        "Sources/App/Profile/ProfilePresenter.swift"
      ])
    #expect(try folder.read("Sources/App/Profile/ProfilePresenter.swift").hasPrefix("// Generated"))
    #expect(try folder.read("Sources/App/Profile/Notes.swift") == "// notes\n")
    #expect(folder.files().count == Self.moduleFiles.count + Self.testFiles.count + 1)
    #expect(!folder.files().contains { $0.contains(".viper-new") })
  }

  @Test("an output folder that can't be written is refused and nothing is left behind")
  func outputBlockedByAFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("not a folder\n", to: "Sources")
    #expect {
      try ModuleGenerator(workingDirectory: folder.url).run(options())
    } throws: { error in
      guard let error = error as? GeneratorError else { return false }
      return error.kind == .cannotWrite && error.message.hasPrefix("cannot write to ")
        && error.message.hasSuffix("Nothing was written.")
    }
    #expect(folder.files() == ["Sources"])
  }

  @Test(
    "a read-only output folder is refused, and the tests folder already staged is removed",
    .enabled(if: getuid() != 0, "root writes into read-only folders")
  )
  func readOnlyOutput() throws {
    let folder = try TemporaryFolder()
    defer {
      chmod(folder.appending("Tests").path, 0o755)
      folder.remove()
    }
    try FileManager.default.createDirectory(
      at: folder.appending("Tests"), withIntermediateDirectories: true)
    chmod(folder.appending("Tests").path, 0o555)
    #expect(throws: GeneratorError.self) {
      try ModuleGenerator(workingDirectory: folder.url).run(options())
    }
    #expect(folder.files() == [])
  }

  @Test("when the second folder can't be written, the first one is rolled back")
  func allOrNothing() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    // Tests/AppTests is a file: staging the tests fails after the module was staged.
    try folder.write("in the way\n", to: "Tests/AppTests")
    #expect(throws: GeneratorError.self) {
      try ModuleGenerator(workingDirectory: folder.url).run(options())
    }
    #expect(folder.files() == ["Tests/AppTests"])
    #expect(!FileManager.default.fileExists(atPath: folder.appending("Sources").path))
  }

  @Test("without --output, a package with one target gets Sources/<it> and Tests/<it>Tests")
  func guessesFolders() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("", to: "Sources/Shop/Shop.swift")
    try folder.write("", to: "Tests/ShopTests/ShopTests.swift")
    let report = try ModuleGenerator(workingDirectory: folder.url).run(
      NewModuleOptions(name: "Cart"))
    #expect(report.moduleFolder == "Sources/Shop/Cart")
    #expect(report.testsFolder == "Tests/ShopTests/Cart")
    #expect(report.entity == "CartItem")
    #expect(
      try folder.read("Tests/ShopTests/Cart/CartPresenterTests.swift").contains(
        "@testable import Shop"))
  }

  @Test("with several targets and no --output, it asks where the module goes")
  func asksForOutput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("", to: "Sources/A/A.swift")
    try folder.write("", to: "Sources/B/B.swift")
    #expect(
      throws: GeneratorError(
        .invalidOption,
        "where should the module go? Sources has 2 targets. Pass --output DIR (such as "
          + "Sources/App), or run `viper init` and set `modules` in .viper.yml.")
    ) {
      try ModuleGenerator(workingDirectory: folder.url).run(NewModuleOptions(name: "Cart"))
    }
  }

  @Test("bad names and entities are refused before anything is read or written")
  func refusesBadInput() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let generator = ModuleGenerator(workingDirectory: folder.url)
    for name in ["class", "1Foo", "../x", ""] {
      #expect(throws: GeneratorError.self) { try generator.run(options(name)) }
    }
    var bad = options()
    bad.entities = ["Profile: id Color"]
    #expect(throws: GeneratorError.self) { try generator.run(bad) }
    #expect(folder.files() == [])
  }
}
