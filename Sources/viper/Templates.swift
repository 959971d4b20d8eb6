import ArgumentParser

/// `viper templates`: describes the template sets.
struct Templates: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "List and describe the template sets.",
    discussion: """
      Examples:
        viper templates list
        viper templates show terminal
        viper templates show ./Templates/feed
      """,
    subcommands: [TemplatesList.self, TemplatesShow.self],
    defaultSubcommand: TemplatesList.self
  )
}
