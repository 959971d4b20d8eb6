import Foundation

/// Runs Graphviz's `dot` to turn DOT text into SVG.
public enum Graphviz {
  /// The path of `dot` on `PATH`, if installed.
  public static func dotExecutable(path: String? = ProcessInfo.processInfo.environment["PATH"])
    -> String?
  {
    for folder in (path ?? "/usr/bin:/usr/local/bin").split(separator: ":") {
      let candidate = "\(folder)/dot"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// How to install Graphviz, for the message when it is missing.
  public static let installHint =
    "Graphviz 'dot' is not installed; install it (Debian/Ubuntu: 'apt-get install graphviz', macOS: 'brew install graphviz') or use '--format dot' and render elsewhere"

  /// Renders DOT text to SVG with `dot -Tsvg`.
  public static func svg(fromDOT dot: String) throws(GraphvizError) -> String {
    guard let executable = dotExecutable() else { throw GraphvizError(installHint) }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("viper-graph-\(UUID().uuidString)")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let input = folder.appendingPathComponent("graph.dot")
      let output = folder.appendingPathComponent("graph.svg")
      try Data(dot.utf8).write(to: input)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = ["-Tsvg", "-o", output.path, input.path]
      try process.run()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        throw GraphvizError("'dot' failed with status \(process.terminationStatus)")
      }
      return try String(contentsOf: output, encoding: .utf8)
    } catch let error as GraphvizError {
      throw error
    } catch {
      throw GraphvizError("could not run 'dot': \(error)")
    }
  }
}

/// Graphviz is missing or failed.
public struct GraphvizError: Error, CustomStringConvertible {
  /// What went wrong and how to fix it.
  public var description: String

  init(_ description: String) { self.description = description }
}
