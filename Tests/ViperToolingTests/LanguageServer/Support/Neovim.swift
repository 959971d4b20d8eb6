import Foundation
import ProcessTestSupport
import Testing

/// Neovim without a screen (Debian's `neovim` package, 0.7.2 on Debian 12), for the test
/// that drives `viper lsp` from a real editor's built-in LSP client.
enum Neovim {
  /// Set to `1` (`.ci/run` does) to make the Neovim test fail, not skip, without Neovim.
  static let requiredVariable = "VIPER_REQUIRE_NEOVIM"

  static var isRequired: Bool {
    ProcessInfo.processInfo.environment[requiredVariable] == "1"
  }

  /// `nvim` on `PATH`.
  static let executable: String? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/usr/local/bin")
      .split(separator: ":")
    for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/nvim") {
      return "\(folder)/nvim"
    }
    return nil
  }()

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs a Lua script in a headless Neovim with no configuration, no ShaDa file and no swap
  /// files, with `environment` added (and the XDG folders in `home`, so nothing is written
  /// in the person's own); returns Neovim's exit status and error output. Ended after two
  /// minutes if it has not finished.
  static func run(script: String, home: TemporaryFolder, environment: [String: String])
    async throws -> (status: Int32, stderr: String)
  {
    guard let executable else {
      throw Failure(
        description:
          "\(requiredVariable)=1 but no Neovim was found on PATH (Debian: apt-get install neovim)")
    }
    try home.write(script, to: "script.lua")
    var variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    for (name, folder) in [
      ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_CACHE_HOME", "cache"),
      ("XDG_STATE_HOME", "state"),
    ] {
      variables[name] = home.appending(folder).path
    }
    let arguments = [
      executable, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c",
      "luafile \(home.appending("script.lua").path)",
    ]
    let timeout = "/usr/bin/timeout"
    let hasTimeout = FileManager.default.isExecutableFile(atPath: timeout)
    let finalVariables = variables
    let output = try await offThePool {
      try ChildProcess.run(
        hasTimeout ? timeout : executable,
        hasTimeout ? ["-k", "10", "120"] + arguments : Array(arguments.dropFirst()),
        environment: finalVariables)
    }
    return (output.status, String(decoding: output.stderr, as: UTF8.self))
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only where Neovim is installed, or where `VIPER_REQUIRE_NEOVIM=1` says it
  /// must be (and the test then fails without it).
  static var needsNeovim: Self {
    .enabled(
      if: Neovim.executable != nil || Neovim.isRequired,
      "Neovim is not installed (Debian: apt-get install neovim); VIPER_REQUIRE_NEOVIM=1 makes this a failure"
    )
  }
}
