/// A linted tree as the compilation units it holds, each with its own ``ModuleModel``.
///
/// One app is one unit. A tree can hold several: a repository of many contributors' copies of
/// one app, a monorepo of packages. Swift does not let one unit declare a type name twice, so
/// two files in different folders that both declare `HomePresenter` (not `private`) are in
/// different units, split at the folders where their paths part: `solutions/alice/...` and
/// `solutions/bob/...` become the units `solutions/alice` and `solutions/bob`, and modules of
/// the same name in the two never merge.
public struct Codebase: Sendable {
  /// A compilation unit and its model.
  public struct Unit: Sendable {
    /// The unit's folder relative to the folder all linted files share; empty when the
    /// codebase is one unit, `.` for the files outside every split folder.
    public var name: String
    /// The model of the unit's files.
    public var model: ModuleModel
  }

  /// The units, sorted by name.
  public var units: [Unit]
  /// Files left out as test code: they import a test framework (`XCTest`, `Testing`, `Quick`,
  /// `Nimble`, `Cuckoo`, ...). Their doubles are no roles.
  public var testFiles: [String] = []

  /// The name a module is shown by: `unit/Module` when the codebase has several units.
  public func qualifiedName(_ module: String, in unit: Unit) -> String {
    unit.name.isEmpty ? module : "\(unit.name)/\(module)"
  }
}

/// Splits files into compilation units (see ``Codebase``).
enum UnitPartition {
  /// The units of `files`: for each, its name and the indices of its files, sorted by name.
  /// One unit named "" when no type name is declared twice in different folders.
  static func units(of files: [FileFacts]) -> [(name: String, files: [Int])] {
    let folders = files.map { folderComponents(of: $0.path) }
    var declaring: [String: [Int]] = [:]
    for index in files.indices {
      var seen: Set<String> = []
      for type in files[index].types
      where type.kind != .extension && !type.isPrivate && seen.insert(type.name).inserted {
        declaring[type.name, default: []].append(index)
      }
    }
    // The folders where two declarations of one name part: every pair of neighbours in path
    // order is enough, as every parting of the sorted paths is one of theirs.
    var roots: Set<[Substring]> = []
    for (_, declared) in declaring where declared.count > 1 {
      let sorted = declared.sorted { files[$0].path < files[$1].path }
      for (lhs, rhs) in zip(sorted, sorted.dropFirst()) {
        let left = folders[lhs]
        let right = folders[rhs]
        let common = zip(left, right).prefix { $0 == $1 }.count
        if left.count > common { roots.insert(Array(left[...common])) }
        if right.count > common { roots.insert(Array(right[...common])) }
      }
    }
    guard !roots.isEmpty else { return [("", Array(files.indices))] }
    let shared = folders.dropFirst().reduce(folders.first ?? []) { common, folder in
      Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    var units: [String: [Int]] = [:]
    for index in files.indices {
      let folder = folders[index]
      var root: [Substring]?
      var length = folder.count
      while length > 0 {
        if roots.contains(Array(folder[..<length])) {
          root = Array(folder[..<length])
          break
        }
        length -= 1
      }
      let name = root.map { $0.dropFirst(shared.count).joined(separator: "/") } ?? "."
      units[name.isEmpty ? "." : name, default: []].append(index)
    }
    return units.keys.sorted().map { ($0, units[$0] ?? []) }
  }

  private static func folderComponents(of path: String) -> [Substring] {
    Array(path.split(separator: "/", omittingEmptySubsequences: true).dropLast())
  }
}
