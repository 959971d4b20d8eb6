import ArgumentParser
import Foundation
import ViperTooling

/// `viper templates list`: every set, bundled and the user's.
struct TemplatesList: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "List the template sets: bundled ones and those of .viper.yml's `templates`.",
    discussion: "Example:\n  viper templates list"
  )

  func run() throws {
    do {
      let catalog = try TemplateDescriber.catalog()
      print(TemplateDescriber.list(try catalog.sets()))
    } catch {
      throw refuse(error)
    }
  }
}
