import Foundation
import PackagePlugin

/// Lints a target's Swift files with `viper lint` on every build, like SwiftLint's build-tool
/// plugin. Findings appear as build warnings and errors (xcode format). The command writes a
/// stamp file so the build system reruns it only when a source file changed, and keeps its
/// lint cache in the plugin's work folder, so that a rerun parses only the files that changed.
///
/// Two environment variables of the build pass options on, for CI builds that gate a pull
/// request: `VIPER_LINT_SINCE=REF` reports (and fails the build on) only findings on lines
/// changed since `REF`; `VIPER_LINT_REPORTER=github` prints GitHub Actions annotations instead
/// of the compiler-style lines. They are read when the build is planned; a change to them
/// alone does not rerun a lint whose files did not change.
@main
struct ViperLintBuildToolPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws
    -> [Command]
  {
    guard let target = target as? SwiftSourceModuleTarget else { return [] }
    let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
    guard !inputs.isEmpty else { return [] }
    let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name).viper-lint.stamp")
    let cache = context.pluginWorkDirectoryURL.appending(path: "\(target.name).viper-cache")
    var arguments = ["lint", "--quiet", "--touch", stamp.path, "--cache-path", cache.path]
    let config = context.package.directoryURL.appending(path: ".viper.yml")
    if FileManager.default.fileExists(atPath: config.path) {
      arguments += ["--config", config.path]
    }
    let environment = ProcessInfo.processInfo.environment
    if let since = environment["VIPER_LINT_SINCE"], !since.isEmpty {
      arguments += ["--since", since]
    }
    if let reporter = environment["VIPER_LINT_REPORTER"], !reporter.isEmpty {
      arguments += ["--reporter", reporter]
    }
    arguments += inputs.map(\.path)
    return [
      .buildCommand(
        displayName: "viper lint \(target.name)",
        executable: try context.tool(named: "viper").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: [stamp]
      )
    ]
  }
}
