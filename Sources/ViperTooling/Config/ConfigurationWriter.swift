import Foundation

/// `viper init` as a library: writes a commented `.viper.yml`, guessing the module and test
/// folders of a package with a single target.
public struct ConfigurationWriter {
  /// The folder the file goes into.
  public let folder: URL

  /// Creates a writer for `folder`.
  public init(folder: URL) {
    self.folder = folder
  }

  /// Writes `.viper.yml`.
  ///
  /// - Parameters:
  ///   - modules: Where modules go; `nil` to guess `Sources/<the only target>`.
  ///   - tests: Where tests go; `nil` to guess `Tests/<target>Tests` when it exists.
  ///   - force: Whether to replace an existing file.
  /// - Returns: The file written.
  @discardableResult
  public func write(modules: String? = nil, tests: String? = nil, force: Bool = false)
    throws(GeneratorError) -> URL
  {
    let url = folder.appendingPathComponent(ViperConfiguration.fileName)
    if FileManager.default.fileExists(atPath: url.path) && !force {
      throw GeneratorError(
        .fileExists, "\(url.path) exists already; pass --force to replace it")
    }
    let modules = modules ?? guessModules()
    let tests = tests ?? modules.flatMap(guessTests)
    let text = ViperConfiguration.commentedTemplate(modules: modules, tests: tests)
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw GeneratorError(
        .cannotWrite, "cannot write \(url.path): \(error.localizedDescription)")
    }
    return url
  }

  private func guessModules() -> String? {
    let sources = folder.appendingPathComponent("Sources")
    let targets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
      .filter { !$0.hasPrefix(".") }
    return targets.count == 1 ? targets.first.map { "Sources/\($0)" } : nil
  }

  private func guessTests(_ modules: String) -> String? {
    guard let target = ModuleGenerator.targetName(in: modules) else { return nil }
    let tests = "Tests/\(target)Tests"
    let exists = FileManager.default.fileExists(
      atPath: folder.appendingPathComponent(tests).path)
    return exists ? tests : nil
  }
}
