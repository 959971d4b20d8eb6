import Foundation

/// Which files a run reads: the `.swift` files at the paths given, minus exclusions and what
/// is left out by default.
extension Linter {
  /// The `.swift` files at `paths` (files as given, folders searched recursively, hidden
  /// folders skipped), minus the configuration's exclusions and what is left out by default
  /// (see ``select(paths:)``), sorted.
  public func swiftFiles(in paths: [String]) throws(ConfigurationError) -> [String] {
    try select(paths: paths).files
  }

  /// The `.swift` files at `paths` and those left out: files as given are always read; in a
  /// folder, third-party code, test code and Xcode templates are left out (judged by the path
  /// below the folder, so `viper lint AppTests` still reads what is in `AppTests`) unless the
  /// configuration includes them, and the configuration's exclusions are dropped.
  public func select(paths: [String]) throws(ConfigurationError) -> SourceSelection {
    var selection = SourceSelection()
    let manager = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ConfigurationError("no such file or folder: '\(path)'")
      }
      if !isDirectory.boolValue {
        if !isExcluded(path) { selection.files.append(path) }
        continue
      }
      let root = path.hasSuffix("/") ? path : path + "/"
      var found: [String] = []
      var storyboards: [String] = []
      var stack = [path]
      while let folder = stack.popLast() {
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
        for name in names where !name.hasPrefix(".") {
          let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
          var childIsDirectory: ObjCBool = false
          guard manager.fileExists(atPath: child, isDirectory: &childIsDirectory) else {
            continue
          }
          if childIsDirectory.boolValue {
            stack.append(child)
          } else if name.hasSuffix(".swift") {
            found.append(child)
          } else if name.hasSuffix(".storyboard") {
            storyboards.append(child)
          }
        }
      }
      for file in storyboards.sorted() where !isExcluded(file) {
        let relative = file.hasPrefix(root) ? file.dropFirst(root.count) : file[...]
        if SourceKinds.reason(forRelativePath: relative).map(configuration.included.contains)
          ?? true
        {
          selection.storyboards.append(file)
        }
      }
      for file in found.sorted() where !isExcluded(file) {
        let relative = file.hasPrefix(root) ? file.dropFirst(root.count) : file[...]
        if let reason = SourceKinds.reason(forRelativePath: relative),
          !configuration.included.contains(reason)
        {
          selection.skipped[reason, default: []].append(file)
        } else {
          selection.files.append(file)
        }
      }
    }
    return selection
  }

  private func isExcluded(_ file: String) -> Bool {
    configuration.excluded.contains { prefix in
      file == prefix || file.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        || file.hasPrefix("./" + prefix + "/")
    }
  }
}
