import ArgumentParser
import Foundation
import ViperTooling

/// `viper init`: writes a commented `.viper.yml`.
struct Init: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Write a commented .viper.yml in the current folder.",
    discussion: """
      The file says where modules and their tests go, the default template set, who to \
      name in headers, and the role name suffixes. Every key is optional.

      Examples:
        viper init
        viper init --modules Sources/App/Modules --tests Tests/AppTests
      """
  )

  @Option(help: ArgumentHelp("Where new modules go.", valueName: "dir"))
  var modules: String?

  @Option(help: ArgumentHelp("Where their tests go.", valueName: "dir"))
  var tests: String?

  @Flag(help: "Overwrite an existing .viper.yml.")
  var force = false

  func run() throws {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let writer = ConfigurationWriter(folder: folder)
    do {
      let url = try writer.write(modules: modules, tests: tests, force: force)
      print("Wrote \(url.lastPathComponent). Edit it, then: viper new NAME")
    } catch {
      throw refuse(error)
    }
  }
}
