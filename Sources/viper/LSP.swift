import ArgumentParser
import Foundation
import ViperTooling

#if canImport(Glibc)
  import Glibc
#endif

/// `viper lsp`: `viper lint` as a language server for editors.
struct LSP: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lsp",
    abstract:
      "Runs a language server (LSP 3.17 over stdio) that shows viper lint's findings in an editor.",
    discussion: """
      Speaks the Language Server Protocol 3.17, JSON-RPC with Content-Length headers over \
      standard input and output; an editor starts it and talks to it (logs go to the \
      editor's log or to standard error, never to standard output). It lints the editor's \
      workspace folders as 'viper lint' lints them, with the unsaved text of open documents \
      in place of the disk, and publishes the findings as diagnostics (the rule as the code, \
      with a link to its documentation; a cycle's other edges as related information). \
      Capabilities: document sync (open, close, incremental changes, save), watched files, \
      code actions of kind quickfix (the repair 'viper lint --fix' would make, and a \
      '// viper:disable:next RULE' comment for the line), progress of the first lint, \
      positions in UTF-8 when the client offers it, else UTF-16. The configuration is the \
      first workspace folder's .viper.yml, the cache its .viper-cache folder (relative \
      --config and --cache-path are read from that folder too). Point the editor at the \
      command 'viper lsp' for Swift files; set-ups for VS Code, Neovim, Helix and Zed are in \
      Docs/Editors.md (https://github.com/viperkit/viperkit/blob/main/Docs/Editors.md).
      """
  )

  @Option(help: "The configuration file (default: .viper.yml in the first workspace folder).")
  var config: String?

  @Option(help: "Where the lint cache lives (default: .viper-cache in the first workspace folder).")
  var cachePath: String?

  @Flag(help: "Parse every file at start, and neither read nor write the lint cache.")
  var noCache = false

  func validate() throws {
    if noCache && cachePath != nil { throw ValidationError("--no-cache and --cache-path conflict") }
  }

  func run() throws {
    // A client that goes away makes writes fail, not the process end.
    signal(SIGPIPE, SIG_IGN)
    // The protocol has standard output to itself: anything else printed goes to standard
    // error instead.
    let output = dup(STDOUT_FILENO)
    guard output >= 0 else { throw ExitCode(1) }
    dup2(STDERR_FILENO, STDOUT_FILENO)
    let server = LanguageServer(
      options: .init(
        configPath: config, cachePath: cachePath, usesCache: !noCache,
        version: ViperCommand.version, toolVersion: Lint.toolFingerprint))
    let status = server.run(input: STDIN_FILENO, output: output)
    throw ExitCode(status)
  }
}
