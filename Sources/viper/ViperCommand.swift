import ArgumentParser

/// `viper`: generate VIPER modules (and, with the other subcommands, check and draw them).
@main
struct ViperCommand: ParsableCommand {
  /// What `viper --version` prints.
  static let version = "0.1.0"

  static let configuration = CommandConfiguration(
    commandName: "viper",
    abstract: "Generate VIPER modules that compile and pass their tests from the start.",
    discussion: """
      Examples:
        viper init
        viper new Profile --entity 'Profile: id Int, name String, email String?'
        viper new Settings --template swiftui --output Sources/App
        viper templates list

      Shell completions: viper --generate-completion-script zsh (or bash, fish).
      """,
    version: ViperCommand.version,
    // One subcommand per file; add new ones to this list.
    subcommands: [
      New.self,
      Init.self,
      Templates.self,
    ]
  )
}
