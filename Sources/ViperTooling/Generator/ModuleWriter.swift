import Foundation

/// Writes a module's files all or nothing: into a hidden staging folder beside each
/// destination first, then moved into place with `rename(2)`.
///
/// A module whose folder does not exist yet appears with one rename, so an error or a kill
/// leaves either the whole folder or nothing (at worst a hidden `.viper-new-*` folder beside
/// it). Existing files are never replaced unless `force` is set; then each is replaced by a
/// rename, and put back if a later step fails.
///
/// ```swift
/// let written = try ModuleWriter().write(files, force: false)
/// ```
public struct ModuleWriter {
  /// A file with the place it goes to.
  public struct PlannedFile: Hashable, Sendable {
    /// The module's (or its tests') folder, such as `Sources/App/Profile`.
    public let root: URL
    /// The path inside ``root``.
    public let relativePath: String
    /// The file's text.
    public let contents: String

    /// Where the file goes.
    public var url: URL { root.appendingPathComponent(relativePath) }

    /// Creates a planned file.
    public init(root: URL, relativePath: String, contents: String) {
      self.root = root
      self.relativePath = relativePath
      self.contents = contents
    }
  }

  /// Creates a writer.
  public init() {}

  /// The planned files that exist already.
  public func existing(_ files: [PlannedFile]) -> [PlannedFile] {
    files.filter { FileManager.default.fileExists(atPath: $0.url.path) }
  }

  /// Writes `files`, all or nothing.
  ///
  /// - Returns: The files that replaced existing ones (only with `force`).
  /// - Throws: ``GeneratorError/Kind/fileExists`` when a file exists and `force` is off,
  ///   ``GeneratorError/Kind/cannotWrite`` when a folder can't be written; nothing is
  ///   changed in either case.
  @discardableResult
  public func write(_ files: [PlannedFile], force: Bool) throws(GeneratorError) -> [PlannedFile] {
    let existing = existing(files)
    if let directory = existing.first(where: { isDirectory($0.url) }) {
      throw GeneratorError(
        .fileExists, "\(directory.url.path) is a folder; viper new will not replace it")
    }
    if !existing.isEmpty && !force {
      let list = existing.map { "  \($0.url.path)" }.joined(separator: "\n")
      throw GeneratorError(
        .fileExists,
        "\(existing.count) file(s) exist already and were left as they are:\n\(list)\n"
          + "Nothing was written. Pass --force to overwrite them, or choose another name.")
    }
    var transaction = Transaction()
    do {
      try transaction.run(files: files)
      transaction.finish()
    } catch {
      transaction.rollBack()
      throw error
    }
    return existing
  }

  private func isDirectory(_ url: URL) -> Bool {
    var flag: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &flag) && flag.boolValue
  }
}

/// The steps of one write, with what undoes each.
private struct Transaction {
  private var createdFolders: [URL] = []
  private var stagingFolders: [URL] = []
  private var undo: [() -> Void] = []

  mutating func run(files: [ModuleWriter.PlannedFile]) throws(GeneratorError) {
    let roots = files.reduce(into: [URL]()) { roots, file in
      if !roots.contains(file.root) { roots.append(file.root) }
    }
    // Stage everything before moving anything: most failures (a folder that can't be
    // written, a full disk) happen here, when nothing has changed yet.
    var staged: [(root: URL, staging: URL)] = []
    for root in roots {
      let staging = try stage(files.filter { $0.root == root }, root: root)
      staged.append((root, staging))
    }
    for (root, staging) in staged {
      try commit(files.filter { $0.root == root }, root: root, staging: staging)
    }
  }

  /// Writes `files` into a new hidden folder beside `root`.
  private mutating func stage(_ files: [ModuleWriter.PlannedFile], root: URL) throws(GeneratorError)
    -> URL
  {
    let parent = root.deletingLastPathComponent()
    try createFolder(parent)
    Self.removeAbandonedStaging(in: parent)
    let staging = parent.appendingPathComponent(
      ".viper-new-\(root.lastPathComponent)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    do {
      try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
    } catch {
      throw Self.cannotWrite(parent, error)
    }
    stagingFolders.append(staging)
    for file in files {
      let url = staging.appendingPathComponent(file.relativePath)
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(file.contents.utf8).write(to: url)
      } catch {
        throw Self.cannotWrite(staging, error)
      }
    }
    return staging
  }

  /// Moves the staged files of `root` into place.
  private mutating func commit(
    _ files: [ModuleWriter.PlannedFile], root: URL, staging: URL
  ) throws(GeneratorError) {
    if !FileManager.default.fileExists(atPath: root.path) {
      try move(staging, to: root)
      // The staging folder is now the module's folder: nothing left to delete.
      stagingFolders.removeAll { $0 == staging }
      undo.append {
        _ = rename(root.path, staging.path)
        try? FileManager.default.removeItem(at: staging)
      }
      return
    }
    let backups = staging.appendingPathComponent(".replaced")
    for file in files {
      let target = file.url
      let source = staging.appendingPathComponent(file.relativePath)
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      } catch {
        throw Self.cannotWrite(target.deletingLastPathComponent(), error)
      }
      if FileManager.default.fileExists(atPath: target.path) {
        let backup = backups.appendingPathComponent(file.relativePath)
        do {
          try FileManager.default.createDirectory(
            at: backup.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
          throw Self.cannotWrite(staging, error)
        }
        try move(target, to: backup)
        undo.append { _ = rename(backup.path, target.path) }
      } else {
        undo.append { try? FileManager.default.removeItem(at: target) }
      }
      try move(source, to: target)
    }
  }

  private func move(_ source: URL, to target: URL) throws(GeneratorError) {
    guard rename(source.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      throw GeneratorError(
        .cannotWrite, "cannot move \(source.path) to \(target.path): \(reason)")
    }
  }

  /// Creates `folder` and the folders above it that are missing, remembering them.
  private mutating func createFolder(_ folder: URL) throws(GeneratorError) {
    var missing: [URL] = []
    var current = folder.standardizedFileURL
    while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
      missing.append(current)
      current = current.deletingLastPathComponent()
    }
    for url in missing.reversed() {
      do {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
      } catch {
        throw Self.cannotWrite(url.deletingLastPathComponent(), error)
      }
      createdFolders.append(url)
    }
  }

  /// Removes the staging folders of runs that were killed before they finished: hidden
  /// `.viper-new-<name>-<pid>-<n>` folders whose process is gone.
  private static func removeAbandonedStaging(in folder: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(".viper-new-") {
      let parts = name.split(separator: "-")
      guard parts.count >= 4, let pid = pid_t(parts[parts.count - 2]) else { continue }
      // kill(pid, 0) sends nothing; ESRCH means there is no such process.
      if pid != getpid(), kill(pid, 0) == -1, errno == ESRCH {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  mutating func rollBack() {
    for step in undo.reversed() { step() }
    finish()
    for folder in createdFolders.reversed() {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  mutating func finish() {
    for folder in stagingFolders { try? FileManager.default.removeItem(at: folder) }
    stagingFolders = []
    undo = []
  }

  private static func cannotWrite(_ folder: URL, _ error: any Error) -> GeneratorError {
    let reason: String
    if let cocoa = error as? CocoaError,
      let posix = (cocoa.userInfo[NSUnderlyingErrorKey] as? NSError)?.code
    {
      reason = String(cString: strerror(Int32(posix)))
    } else {
      reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
    return GeneratorError(
      .cannotWrite, "cannot write to \(folder.path): \(reason). Nothing was written.")
  }
}
