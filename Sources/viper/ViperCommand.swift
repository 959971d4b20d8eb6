import ArgumentParser
import Foundation

/// `viper`: generate VIPER modules, check them against the architecture's rules, and draw
/// their graph.
@main
struct ViperCommand: AsyncParsableCommand {
  /// What `viper --version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "viper",
    abstract: "Generate VIPER modules, lint VIPER architecture rules, and draw module graphs.",
    discussion: """
      Examples:
        viper init
        viper new Profile --entity 'Profile: id Int, name String, email String?'
        viper new Settings --template swiftui --output Sources/App
        viper templates list
        viper lint Sources --strict
        viper graph Sources --format mermaid
        viper spies Users Sources --output Tests/AppTests/Spies
        viper lsp                      (started by an editor; see Docs/Editors.md)

      Shell completions: viper --generate-completion-script zsh (or bash, fish).
      """,
    version: ViperCommand.version,
    // One subcommand per file; add new ones to this list.
    subcommands: [
      New.self,
      Init.self,
      Templates.self,
      Lint.self,
      Graph.self,
      Spies.self,
      LSP.self,
    ]
  )

  /// Runs the command. Usage errors of `viper lint` and `viper graph` exit with status 2, as
  /// linters do (and as `viper lint --help` documents); the generator's subcommands keep
  /// argument-parser's 64 (EX_USAGE), like their other refusals.
  static func main() async {
    do {
      var command = try parseAsRoot()
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      if exitCode(for: error) == .validationFailure, Self.isLintOrGraph(CommandLine.arguments) {
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(2)
      }
      exit(withError: error)
    }
  }

  /// Whether the command line runs `viper lint` or `viper graph`.
  private static func isLintOrGraph(_ arguments: [String]) -> Bool {
    guard let subcommand = arguments.dropFirst().first else { return false }
    return subcommand == "lint" || subcommand == "graph"
  }
}
