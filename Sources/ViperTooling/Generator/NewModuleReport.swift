/// What `viper new` wrote (or, in a dry run, would write): `--json` prints it.
public struct NewModuleReport: Codable, Hashable, Sendable {
  /// One file.
  public struct File: Codable, Hashable, Sendable {
    /// Its path, as the user's paths were given (relative stays relative).
    public let path: String
    /// `module` or `tests`.
    public let destination: String
    /// The template it came from.
    public let template: String
    /// `created`, `overwritten` (with `--force`), or `exists` (a dry run without `--force`:
    /// the run would be refused).
    public let status: String
  }

  /// The module's name.
  public let module: String
  /// The entity's name.
  public let entity: String
  /// The template set's name.
  public let template: String
  /// The module's folder.
  public let moduleFolder: String
  /// The tests' folder, if tests were written.
  public let testsFolder: String?
  /// Whether nothing was written.
  public let dryRun: Bool
  /// Every file, in the set's order.
  public let files: [File]
  /// What to add to the composition root, as text.
  public let compositionRoot: String
  /// Notes for the person (tests not written, and why).
  public let notes: [String]

  /// The files as a tree, for `--dry-run`:
  ///
  /// ```
  /// Sources/App/Profile/
  ///   ProfileContract.swift
  /// ```
  public var tree: String {
    var lines: [String] = []
    for (folder, destination) in [(moduleFolder, "module"), (testsFolder, "tests")] {
      guard let folder else { continue }
      lines.append(folder + "/")
      for file in files where file.destination == destination {
        let name =
          file.path.hasPrefix(folder + "/")
          ? String(file.path.dropFirst(folder.count + 1)) : file.path
        let mark = [
          "overwritten": "  (overwrite)", "exists": "  (exists: refused without --force)",
        ]
        lines.append("  " + name + (mark[file.status] ?? ""))
      }
    }
    return lines.joined(separator: "\n")
  }
}
