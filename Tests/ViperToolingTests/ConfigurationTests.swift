import Foundation
import ProcessTestSupport
import Testing
import ViperTooling

@Suite(".viper.yml and viper init", .cpuBound)
struct ConfigurationTests {
  @Test("viper init writes a commented file that reads back, with the guessed folders")
  func initWritesCommentedFile() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("", to: "Sources/Shop/Shop.swift")
    try folder.write("", to: "Tests/ShopTests/ShopTests.swift")
    try ConfigurationWriter(folder: folder.url).write()
    let text = try folder.read(".viper.yml")
    #expect(text.hasPrefix("# viper configuration, read by `viper new`"))
    #expect(text.contains("\nmodules: Sources/Shop\n"))
    #expect(text.contains("\ntests: Tests/ShopTests\n"))
    let config = try ViperConfiguration.load(from: folder.url)
    #expect(
      config
        == ViperConfiguration(
          modules: "Sources/Shop", tests: "Tests/ShopTests", template: "terminal",
          suffixes: .init(
            presenter: "Presenter", interactor: "Interactor", router: "Router",
            builder: "Builder")))
  }

  @Test("viper init does not replace an existing file without --force")
  func initRefusesToOverwrite() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("author: Me\n", to: ".viper.yml")
    #expect(
      throws: GeneratorError(
        .fileExists,
        "\(folder.appending(".viper.yml").path) exists already; pass --force to replace it")
    ) {
      try ConfigurationWriter(folder: folder.url).write()
    }
    #expect(try folder.read(".viper.yml") == "author: Me\n")
    try ConfigurationWriter(folder: folder.url).write(modules: "Sources/X", force: true)
    #expect(try ViperConfiguration.load(from: folder.url).modules == "Sources/X")
  }

  @Test("the configuration gives folders, import, author and suffixes to viper new")
  func drivesGeneration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write(
      """
      modules: Sources/Shop/Modules
      tests: Tests/ShopTests/Modules
      author: Jane Appleseed
      company: Example Inc.
      suffixes:
        presenter: Presentation
        builder: Assembly
      """, to: ".viper.yml")
    let report = try ModuleGenerator(workingDirectory: folder.url).run(
      NewModuleOptions(name: "Cart"))
    #expect(report.moduleFolder == "Sources/Shop/Modules/Cart")
    #expect(report.files.map(\.path).contains("Sources/Shop/Modules/Cart/CartPresentation.swift"))
    #expect(report.files.map(\.path).contains("Sources/Shop/Modules/Cart/CartAssembly.swift"))
    let presenter = try folder.read("Sources/Shop/Modules/Cart/CartPresentation.swift")
    #expect(presenter.contains("// Created for Jane Appleseed, Example Inc.\n"))
    #expect(presenter.contains("public final class CartPresentation: CartViewOutput"))
    #expect(
      try folder.read("Tests/ShopTests/Modules/Cart/CartModuleTests.swift").contains(
        "@testable import Shop\n"))
  }

  @Test("a broken .viper.yml is refused with its path and the key at fault")
  func brokenConfiguration() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try folder.write("suffixes: [1, 2]\n", to: ".viper.yml")
    #expect {
      try ModuleGenerator(workingDirectory: folder.url).run(
        NewModuleOptions(name: "Cart", output: "Sources/App"))
    } throws: { error in
      guard let error = error as? GeneratorError else { return false }
      return error.kind == .configError
        && error.message.hasPrefix(
          folder.appending(".viper.yml").path + ": not a valid configuration: `suffixes`")
    }
  }

  @Test("the file viper init writes, before any edit, is a valid configuration")
  func commentedTemplateParses() throws {
    let text = ViperConfiguration.commentedTemplate(modules: nil, tests: nil)
    #expect(try ViperConfiguration.parse(text, path: "x").template == "terminal")
  }
}
