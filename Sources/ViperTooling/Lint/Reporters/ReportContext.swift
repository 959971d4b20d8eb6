import Foundation

/// What a reporter may need besides the findings: where the project is, so that a format
/// whose paths are relative to it (GitLab Code Quality) can make them so.
public struct ReportContext: Sendable, Equatable {
  /// The project's root folder: GitLab's `location.path` is relative to it. `nil` leaves
  /// paths as the linter was given them.
  public var projectRoot: String?
  /// The folder relative finding paths are read against (the linter's current folder).
  public var workingDirectory: String

  /// Creates a context.
  public init(
    projectRoot: String? = nil,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) {
    self.projectRoot = projectRoot
    self.workingDirectory = workingDirectory
  }

  /// `file` relative to ``projectRoot`` when it is inside it (symbolic links resolved on
  /// both sides), else as given without a leading `./`.
  func projectPath(_ file: String) -> String {
    let given = file.hasPrefix("./") ? String(file.dropFirst(2)) : file
    guard let projectRoot else { return given }
    let root = Self.resolved(projectRoot)
    let path = Self.resolved(file.hasPrefix("/") ? file : workingDirectory + "/" + file)
    guard path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return given }
    return String(path.dropFirst(root.hasSuffix("/") ? root.count : root.count + 1))
  }

  /// An absolute path standardized (`.` and `..` gone) with symbolic links resolved.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
