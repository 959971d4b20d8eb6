import Foundation

/// Every template set `viper` knows: the bundled ones, and those of a user template folder,
/// which override bundled sets of the same name and add their own.
///
/// ```swift
/// let catalog = TemplateCatalog(userFolder: URL(filePath: "Templates"))
/// let set = try catalog.set(named: "terminal")   // Templates/terminal if it exists
/// let own = try catalog.set(named: "./MySet")    // a path: that folder
/// ```
public struct TemplateCatalog: Sendable {
  /// The folder of the bundled sets.
  public let bundledFolder: URL
  /// A folder of user sets (one subfolder per set), if any.
  public let userFolder: URL?

  /// The folder of templates every set can fall back on.
  public var sharedFolder: URL { bundledFolder.appendingPathComponent("_shared") }

  /// Creates a catalog over the bundled sets and, if given, a folder of user sets.
  public init(userFolder: URL? = nil, bundledFolder: URL = TemplateCatalog.bundledTemplates) {
    self.bundledFolder = bundledFolder
    self.userFolder = userFolder
  }

  /// The environment variable that points at a folder of bundled sets, for a `viper`
  /// binary installed away from its resources.
  public static let templatesVariable = "VIPER_TEMPLATES"

  /// Where the bundled sets are: `$VIPER_TEMPLATES`, else the package resources' `Templates`
  /// folder beside the executable (where SwiftPM puts it), else the sources' own.
  ///
  /// Looked up by hand rather than with `Bundle.module`, which stops the process when the
  /// resources are not where the build left them (a binary copied to `/usr/local/bin`); a
  /// missing folder is an error `viper` can report instead.
  public static var bundledTemplates: URL {
    candidates.first { url in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    } ?? candidates[0]
  }

  private static var candidates: [URL] {
    var urls: [URL] = []
    if let folder = ProcessInfo.processInfo.environment[templatesVariable], !folder.isEmpty {
      urls.append(URL(fileURLWithPath: folder, isDirectory: true))
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    for folder in [Bundle.main.bundleURL, executable] {
      urls.append(folder.appendingPathComponent("ViperKit_ViperTooling.resources/Templates"))
      urls.append(
        folder.appendingPathComponent("ViperKit_ViperTooling.bundle/Contents/Resources/Templates"))
      urls.append(folder.appendingPathComponent("ViperKit_ViperTooling.bundle/Templates"))
    }
    // This file is Sources/ViperTooling/Generator/TemplateCatalog.swift.
    urls.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/Templates"))
    return urls
  }

  /// Whether `reference` names a folder rather than a set: it has a path separator or
  /// starts with `.` or `~`.
  public static func isPath(_ reference: String) -> Bool {
    reference.contains("/") || reference.hasPrefix(".") || reference.hasPrefix("~")
  }

  /// The set `reference` names: a folder (`./MySet`, `/path/to/set`) or a set's name, looked
  /// up in the user folder first, then among the bundled sets.
  public func set(named reference: String) throws(GeneratorError) -> TemplateSet {
    if Self.isPath(reference) {
      let path = NSString(string: reference).expandingTildeInPath
      let folder = URL(fileURLWithPath: path, isDirectory: true)
      guard directoryExists(folder) else {
        throw GeneratorError(.templateNotFound, "template folder \(folder.path) does not exist")
      }
      return try TemplateSet(folder: folder, fallbackFolders: [sharedFolder], isBundled: false)
    }
    if let userFolder {
      let folder = userFolder.appendingPathComponent(reference, isDirectory: true)
      if directoryExists(folder) {
        return try TemplateSet(folder: folder, fallbackFolders: [sharedFolder], isBundled: false)
      }
    }
    try checkBundledFolder()
    let bundled = bundledFolder.appendingPathComponent(reference, isDirectory: true)
    guard !reference.hasPrefix("_"), directoryExists(bundled) else {
      let known = (try? sets().map(\.name).joined(separator: ", ")) ?? "terminal, uikit, swiftui"
      throw GeneratorError(
        .templateNotFound,
        "no template set named `\(reference)`; known sets: \(known) "
          + "(or give the path of a set's folder)")
    }
    return try TemplateSet(folder: bundled, fallbackFolders: [sharedFolder], isBundled: true)
  }

  /// Every set, sorted by name; a user set replaces the bundled set of the same name.
  public func sets() throws(GeneratorError) -> [TemplateSet] {
    try checkBundledFolder()
    var byName: [String: TemplateSet] = [:]
    for name in subfolders(of: bundledFolder) where !name.hasPrefix("_") {
      let set = try TemplateSet(
        folder: bundledFolder.appendingPathComponent(name, isDirectory: true),
        fallbackFolders: [sharedFolder], isBundled: true)
      byName[set.name] = set
    }
    if let userFolder {
      for name in subfolders(of: userFolder) {
        let folder = userFolder.appendingPathComponent(name, isDirectory: true)
        let spec = folder.appendingPathComponent(TemplateSet.specFileName)
        guard FileManager.default.fileExists(atPath: spec.path) else { continue }
        let set = try TemplateSet(folder: folder, fallbackFolders: [sharedFolder], isBundled: false)
        byName[set.name] = set
      }
    }
    return byName.values.sorted { $0.name < $1.name }
  }

  private func checkBundledFolder() throws(GeneratorError) {
    guard directoryExists(bundledFolder) else {
      throw GeneratorError(
        .templateNotFound,
        "the bundled templates are not at \(bundledFolder.path): keep viper beside the "
          + "ViperKit_ViperTooling.resources folder it was built with, or set "
          + "\(Self.templatesVariable) to a copy of Sources/ViperTooling/Resources/Templates")
    }
  }

  private func subfolders(of folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { directoryExists(folder.appendingPathComponent($0)) }.sorted()
  }

  private func directoryExists(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
