import Foundation

/// The text of `viper templates list` and `viper templates show`.
public enum TemplateDescriber {
  /// The catalog for the current folder: bundled sets plus `.viper.yml`'s `templates`.
  public static func catalog(
    in folder: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) throws(GeneratorError) -> TemplateCatalog {
    let config = try ViperConfiguration.load(from: folder)
    let user = config.templates.map { path in
      path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
    }
    return TemplateCatalog(userFolder: user)
  }

  /// One line per set: name, origin and summary.
  public static func list(_ sets: [TemplateSet]) -> String {
    let width = sets.map(\.name.count).max() ?? 0
    var lines = sets.map { set in
      let padding = String(repeating: " ", count: width - set.name.count)
      let origin = set.isBundled ? "" : "  (\(set.folder.path))"
      return "\(set.name)\(padding)  \(set.spec.summary)\(origin)"
    }
    lines.append("")
    lines.append("Details: viper templates show NAME. Use one: viper new NAME --template SET.")
    return lines.joined(separator: "\n")
  }

  /// A set's summary, requirements, files and variables.
  public static func show(_ set: TemplateSet) -> String {
    var lines = ["\(set.name): \(set.spec.summary)"]
    lines.append("folder: \(set.folder.path)\(set.isBundled ? " (bundled)" : "")")
    if let requires = set.spec.requires, !requires.isEmpty {
      lines.append("builds against: " + requires.joined(separator: ", "))
    }
    lines.append("")
    lines.append("files:")
    for file in set.spec.files {
      let origin =
        set.location(ofTemplate: file.template).map { url in
          url.deletingLastPathComponent().standardizedFileURL == set.folder.standardizedFileURL
            ? "" : " (shared)"
        } ?? " (missing!)"
      lines.append("  \(file.to.rawValue)/\(file.path)  <- \(file.template)\(origin)")
      lines.append("    uses: " + file.variables.joined(separator: ", "))
    }
    lines.append("")
    lines.append("variables:")
    for variable in ModuleContext.variables {
      lines.append("  \(variable.name): \(variable.meaning)")
    }
    return lines.joined(separator: "\n")
  }
}
