import Foundation
import PackagePlugin

/// `swift package viper-lint [viper lint options]`: lints the package's Swift targets (or the
/// targets given with `--target NAME`) with `viper lint`, passing every other argument on
/// (`--reporter junit`, `--since origin/main`, `--baseline FILE`, `--strict`, ...), from the
/// package's folder. The lint cache lives in the plugin's work folder unless `--cache-path` or
/// `--no-cache` is given.
@main
struct ViperLintCommandPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let targetNames = extractor.extractOption(named: "target")
    var passThrough = extractor.remainingArguments
    if !passThrough.contains("--cache-path") && !passThrough.contains("--no-cache") {
      passThrough += [
        "--cache-path", context.pluginWorkDirectoryURL.appending(path: "viper-cache").path,
      ]
    }
    let targets =
      targetNames.isEmpty
      ? context.package.targets
      : try context.package.targets(named: targetNames)
    let paths = targets.compactMap { target -> String? in
      guard let source = target as? SwiftSourceModuleTarget else { return nil }
      return source.directoryURL.path
    }
    guard !paths.isEmpty else {
      Diagnostics.warning("viper-lint: no Swift source targets to lint")
      return
    }
    let tool = try context.tool(named: "viper")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["lint"] + passThrough + paths
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .exit && process.terminationStatus == 0 { return }
    Diagnostics.error("viper-lint: viper lint exited with status \(process.terminationStatus)")
  }
}
