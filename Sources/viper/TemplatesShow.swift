import ArgumentParser
import Foundation
import ViperTooling

/// `viper templates show NAME`: a set's files and variables.
struct TemplatesShow: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show",
    abstract: "Show a template set's files and the variables they use.",
    discussion: "Examples:\n  viper templates show terminal\n  viper templates show ./MySet"
  )

  @Argument(help: "A set's name or folder.")
  var name: String

  func run() throws {
    do {
      let set = try TemplateDescriber.catalog().set(named: name)
      print(TemplateDescriber.show(set))
    } catch {
      throw refuse(error)
    }
  }
}
