import ArgumentParser
import Foundation
import ViperTooling

/// `viper new NAME`: writes a module and its tests.
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Generate a VIPER module and its tests from a template set.",
    discussion: """
      Writes <output>/<NAME>/ (contract, builder, view, presenter, interactor, router, \
      entity, DTO, view model, service) and <tests>/<NAME>/ (wiring, presenter harness, \
      interactor and leak tests). Nothing existing is overwritten without --force, and the \
      module is written all or nothing.

      Examples:
        viper new Profile --entity 'Profile: id Int, name String, email String?'
        viper new Cart --output Sources/Shop/Modules --tests Tests/ShopTests --dry-run
        viper new Settings --template uikit --json
        viper new Feed --template ./Templates/feed

      Defaults come from .viper.yml (see `viper init`); without one, --output is \
      Sources/<the only target> and --tests is Tests/<target>Tests when it exists.
      """
  )

  @Argument(help: "The module's name: a Swift type name, such as Profile.")
  var name: String

  @Option(
    help: ArgumentHelp(
      "The module's entity and its fields; repeat for the entities its fields use.",
      discussion: "Types: String, Int, Int8-64, UInt, UInt8-64, Double, Float, Bool, Date "
        + "(ISO 8601 on the wire), URL, UUID, Decimal, a later --entity's name; [Type] for a "
        + "list; add ? for optional. Default: '<NAME>Item: id Int, name String'. Example: "
        + "--entity 'Order: id Int, placed Date, lines [OrderLine]' "
        + "--entity 'OrderLine: sku String, quantity Int'.",
      valueName: "'Name: field Type, field [Type]?'"))
  var entity: [String] = []

  @Option(
    help: ArgumentHelp(
      "The template set: terminal, uikit, swiftui, or a set's folder.", valueName: "set|path"))
  var template: String?

  @Option(help: ArgumentHelp("Where the module's folder goes.", valueName: "dir"))
  var output: String?

  @Option(help: ArgumentHelp("Where the tests' folder goes.", valueName: "dir"))
  var tests: String?

  @Option(
    name: .customLong("import"),
    help: ArgumentHelp(
      "The module the tests import (default: the folder after Sources/ in --output).",
      valueName: "target"))
  var testImport: String?

  @Flag(
    help: ArgumentHelp(
      "Keep what the module fetches in a store on the device (SQLite through GRDB), shown first.",
      discussion: "Adds a store protocol with SQLite, fake and unimplemented implementations, "
        + "an interactor that shows the saved list before the service answers, and their tests. "
        + "The app depends on GRDB (https://github.com/groue/GRDB.swift). Terminal set only."))
  var store = false

  @Option(
    help: ArgumentHelp(
      "How the contract's protocols are named (default: .viper.yml's, else input-output).",
      discussion: "input-output: ProfileViewInput, ProfileViewOutput, ProfileInteractorInput, "
        + "ProfileInteractorOutput, ProfileRouterInput. directional: ProfilePresenterToView, "
        + "ProfileViewToPresenter, ProfilePresenterToInteractor, ProfileInteractorToPresenter, "
        + "ProfilePresenterToRouter.",
      valueName: "input-output|directional"))
  var contracts: ContractStyle?

  @Flag(help: "Print the files that would be written and change nothing.")
  var dryRun = false

  @Flag(help: "Overwrite files that exist.")
  var force = false

  @Flag(help: "Print what was written as JSON, for scripts.")
  var json = false

  func run() throws {
    let generator = ModuleGenerator(
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let options = NewModuleOptions(
      name: name, entities: entity, template: template, output: output, tests: tests,
      testImport: testImport, force: force, dryRun: dryRun, store: store, contracts: contracts)
    let report: NewModuleReport
    do {
      report = try generator.run(options)
    } catch {
      throw refuse(error)
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      let data = try encoder.encode(report)
      print(String(decoding: data, as: UTF8.self))
      return
    }
    if dryRun {
      print("Dry run: these files would be written (nothing was changed):\n")
      print(report.tree)
    } else {
      let count = report.files.count
      print("Generated \(report.module) (template set \(report.template)): \(count) files.\n")
      print(report.tree)
    }
    for note in report.notes {
      print("\nNote: \(note)")
    }
    print("\n" + report.compositionRoot)
  }
}

extension ContractStyle: ExpressibleByArgument {}
