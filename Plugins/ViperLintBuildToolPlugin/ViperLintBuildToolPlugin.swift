import Foundation
import PackagePlugin

/// Lints a target's Swift files with `viper lint` on every build, like SwiftLint's build-tool
/// plugin. Findings appear as build warnings and errors (xcode format). The command writes a
/// stamp file so the build system reruns it only when a source file changed, and keeps its
/// lint cache in the plugin's work folder, so that a rerun parses only the files that changed.
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
