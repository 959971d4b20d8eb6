import ArgumentParser
import Foundation

/// `viper`: the ViperKit command-line tool.
@main
struct ViperCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "viper",
    abstract: "ViperKit's tool: VIPER architecture lint and module graphs.",
    version: "0.1.0",
    subcommands: [Lint.self, Graph.self]
  )

  /// Runs the command; usage errors exit with status 2 (as `viper lint` documents), not
  /// argument-parser's 64.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }
}
