/// A linted tree as the compilation units it holds, and the models the linter builds over
/// them.
///
/// One app is one unit. A tree can hold several: a repository of many contributors' copies of
/// one app, a monorepo of packages, an app with a stale copy of a folder. Swift does not let one
/// unit declare a type name twice, so two files in different folders that both declare
/// `HomePresenter` (not `private`) are in different units, split at the folders where their
/// paths part: `solutions/alice/...` and `solutions/bob/...` become the units
/// `solutions/alice` and `solutions/bob`.
///
/// Units that have no name in common share one model (the largest first), and each model also
/// sees the shared code of its units' ancestors (the files outside their split folders), so a
/// stale copy of one module hides only its twin from the rest of the app; each file's findings
/// and modules are reported by its own unit's model. Modules are shown with their unit's name
/// (`solutions/alice/Home`) when module names collide across units, so they never merge.
public struct Codebase: Sendable {
  /// A model, and which of its files it reports on.
  public struct Unit: Sendable {
    /// The name of the unit the model was built for: its folder relative to the folder all
    /// linted files share; empty when the codebase is one unit, `.` for the files outside
    /// every split folder.
    public var name: String
    /// The model of the unit's files and of the units it does not conflict with.
    public var model: ModuleModel
    /// The files whose findings and modules this model reports.
    public var reportedFiles: Set<String>
    /// For each file of a unit whose modules are shown with its name, that unit's name.
    public var unitOfFile: [String: String] = [:]

    /// A model that reports on every file it has.
    public init(name: String, model: ModuleModel) {
      self.name = name
      self.model = model
      self.reportedFiles = Set(model.files.map(\.path))
    }

    init(
      name: String, model: ModuleModel, reportedFiles: Set<String>, unitOfFile: [String: String]
    ) {
      self.name = name
      self.model = model
      self.reportedFiles = reportedFiles
      self.unitOfFile = unitOfFile
    }

    /// The file a module is known by: its presenter's, else its first member's.
    private func anchor(of module: Module) -> String? {
      let members = module.members.compactMap { model.types[$0] }
      return (members.first { $0.role == .presenter } ?? members.first)?.file
    }

    /// The modules this model reports.
    public var reportedModules: [Module] {
      model.modules.filter { anchor(of: $0).map(reportedFiles.contains) ?? false }
    }

    /// The routes out of the modules this model reports.
    public var reportedRoutes: [Route] {
      let reported = Set(reportedModules.map(\.name))
      return model.routes.filter { reported.contains($0.from) }
    }

    /// The unit a module is in, when its modules are shown with the unit's name.
    func unit(of module: Module) -> String? {
      anchor(of: module).flatMap { unitOfFile[$0] }
    }

    /// A module's name as shown: `unit/Module` for a module of a unit that has a twin.
    public func qualifiedName(_ module: String) -> String {
      guard let found = model.module(named: module), let file = anchor(of: found),
        let unit = unitOfFile[file], !unit.isEmpty
      else { return module }
      return "\(unit)/\(module)"
    }
  }

  /// The models, the first (which reports on the files outside every split folder) first.
  public var units: [Unit]
  /// Files left out as test code: they import a test framework (`XCTest`, `Testing`, `Quick`,
  /// `Nimble`, `Cuckoo`, ...). Their doubles are no roles.
  public var testFiles: [String] = []

  /// A codebase of these models; a unit's modules are shown with its name only when one of
  /// them has the name of a module another unit reports.
  init(units: [Unit], testFiles: [String]) {
    var unitsOfName: [String: Set<String>] = [:]
    for unit in units {
      for module in unit.reportedModules {
        unitsOfName[module.name, default: []].insert(unit.unit(of: module) ?? "")
      }
    }
    let clashing = Set(unitsOfName.values.filter { $0.count > 1 }.flatMap { $0 })
    self.units = units.map { unit in
      var unit = unit
      unit.unitOfFile = unit.unitOfFile.filter { clashing.contains($0.value) }
      return unit
    }
    self.testFiles = testFiles
  }
}

/// Splits files into compilation units, and units into the models built over them (see
/// ``Codebase``).
enum UnitPartition {
  /// A model to build: the files it covers, those it reports on, and the unit names shown for
  /// files of units that have a twin.
  struct Context: Equatable, Sendable {
    var name: String
    var files: [Int]
    var reported: Set<Int>
    var unitOfFile: [Int: String]

    /// The context with every file index passed through `transform`.
    func mapped(_ transform: (Int) -> Int) -> Context {
      Context(
        name: name, files: files.map(transform), reported: Set(reported.map(transform)),
        unitOfFile: Dictionary(
          unitOfFile.map { (transform($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      )
    }
  }

  /// The models to build over `files`. One context covering every file, named "", when no
  /// type name is declared twice in different folders.
  static func contexts(of files: [FileFacts]) -> [Context] {
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
    guard !roots.isEmpty else {
      return [
        Context(
          name: "", files: Array(files.indices), reported: Set(files.indices), unitOfFile: [:])
      ]
    }
    let shared = folders.dropFirst().reduce(folders.first ?? []) { common, folder in
      Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    // Each file's unit: its deepest split folder, or the root unit "."; "." sorts first.
    var unitNames: [String] = []
    var unitIndex: [String: Int] = [:]
    var unitOfFile = Array(repeating: 0, count: files.count)
    var filesOfUnit: [[Int]] = []
    for index in files.indices {
      let folder = folders[index]
      var name = "."
      var length = folder.count
      while length > 0 {
        if roots.contains(Array(folder[..<length])) {
          let relative = folder[..<length].dropFirst(shared.count).joined(separator: "/")
          name = relative.isEmpty ? "." : relative
          break
        }
        length -= 1
      }
      let unit: Int
      if let existing = unitIndex[name] {
        unit = existing
      } else {
        unit = unitNames.count
        unitIndex[name] = unit
        unitNames.append(name)
        filesOfUnit.append([])
      }
      unitOfFile[index] = unit
      filesOfUnit[unit].append(index)
    }
    // Units that import each other are the packages or frameworks of one app (`import Search`
    // in the shared router's package, whose folder is `Modules/Search`): one unit, whatever
    // names they both declare (each package's generated `L10n`).
    let merged = unitsLinkedByImports(
      files: files, folders: folders, shared: shared.count, unitNames: unitNames,
      filesOfUnit: filesOfUnit, declaring: declaring)
    do {
      var representative: [Int: Int] = [:]
      var newNames: [String] = []
      var newFiles: [[Int]] = []
      for unit in unitNames.indices.sorted(by: { rootFirst(unitNames[$0], unitNames[$1]) }) {
        let root = merged[unit]
        if let existing = representative[root] {
          newFiles[existing] += filesOfUnit[unit]
        } else {
          representative[root] = newNames.count
          newNames.append(unitNames[unit])
          newFiles.append(filesOfUnit[unit])
        }
      }
      if newNames.count < unitNames.count {
        unitNames = newNames
        filesOfUnit = newFiles.map { $0.sorted() }
        for (unit, members) in filesOfUnit.enumerated() {
          for index in members { unitOfFile[index] = unit }
        }
        if unitNames.count == 1 {
          return [
            Context(
              name: "", files: Array(files.indices), reported: Set(files.indices), unitOfFile: [:])
          ]
        }
      }
    }
    // Units conflict when they declare a name in common.
    var conflicts = Array(repeating: Set<Int>(), count: unitNames.count)
    for (_, declared) in declaring where declared.count > 1 {
      let units = Set(declared.map { unitOfFile[$0] })
      guard units.count > 1 else { continue }
      for unit in units { conflicts[unit].formUnion(units.subtracting([unit])) }
    }
    // Units that declare no name in common share a model: the largest first, each into the
    // first model it has no conflict with. Each model also sees its members' ancestors (the
    // root unit's files, a split folder's files outside its split subfolders), the shared code
    // they use; every file is reported by the model of its own unit.
    let order = unitNames.indices.sorted { lhs, rhs in
      (filesOfUnit[lhs].count, unitNames[rhs]) > (filesOfUnit[rhs].count, unitNames[lhs])
    }
    var classes: [[Int]] = []
    var classOf = Array(repeating: -1, count: unitNames.count)
    for unit in order {
      let place = classes.indices.first { index in
        !classes[index].contains { conflicts[unit].contains($0) }
      }
      if let place {
        classes[place].append(unit)
        classOf[unit] = place
      } else {
        classOf[unit] = classes.count
        classes.append([unit])
      }
    }
    func isAncestor(_ ancestor: Int, of unit: Int) -> Bool {
      ancestor != unit
        && (unitNames[ancestor] == "." || unitNames[unit].hasPrefix(unitNames[ancestor] + "/"))
    }
    var contexts: [Context] = []
    for members in classes {
      var covered = members
      for other in unitNames.indices
      where !covered.contains(other) && members.contains(where: { isAncestor(other, of: $0) })
        && !covered.contains(where: { conflicts[other].contains($0) })
      {
        covered.append(other)
      }
      var shownUnit: [Int: String] = [:]
      let contextFiles = covered.flatMap { filesOfUnit[$0] }.sorted()
      for file in contextFiles where !conflicts[unitOfFile[file]].isEmpty {
        shownUnit[file] = unitNames[unitOfFile[file]]
      }
      let name = members.map { unitNames[$0] }.min(by: rootFirst) ?? "."
      contexts.append(
        Context(
          name: name, files: contextFiles, reported: Set(members.flatMap { filesOfUnit[$0] }),
          unitOfFile: shownUnit))
    }
    return contexts.sorted { rootFirst($0.name, $1.name) }
  }

  /// For each unit, a representative of the units it imports or is imported by, directly or
  /// through others: a unit imports another when one of its files imports a module named as a
  /// folder of the other's files (at or below the other's split folder; the SDK's modules
  /// excepted, whatever folders share their names). Units that both declare a type with a
  /// role's name (`StakingPoolMainPresenter` in a folder and in its stale copy) are twins,
  /// never one.
  private static func unitsLinkedByImports(
    files: [FileFacts], folders: [[Substring]], shared: Int, unitNames: [String],
    filesOfUnit: [[Int]], declaring: [String: [Int]]
  ) -> [Int] {
    var parent = Array(unitNames.indices)
    func find(_ unit: Int) -> Int {
      var root = unit
      while parent[root] != root { root = parent[root] }
      return root
    }
    var unitOfFileIndex: [Int: Int] = [:]
    for (unit, members) in filesOfUnit.enumerated() {
      for index in members { unitOfFileIndex[index] = unit }
    }
    // The names each unit declares that another unit declares too: packages of one app that
    // both declare a generated `L10n` become one; units that both declare a type with a
    // role's name (`StakingPoolMainPresenter` in a folder and in its stale copy) are twins.
    var twiceDeclared = Array(repeating: Set<String>(), count: unitNames.count)
    for (name, declared) in declaring where declared.count > 1 {
      for index in declared {
        if let unit = unitOfFileIndex[index] { twiceDeclared[unit].insert(name) }
      }
    }
    // The units whose folders each module name names, worked out once per folder name.
    var unitOfFolder: [Substring: Set<Int>] = [:]
    var isGeneric: [Substring: Bool] = [:]
    for (unit, members) in filesOfUnit.enumerated() {
      let depth =
        unitNames[unit] == "." ? shared : shared + unitNames[unit].split(separator: "/").count
      for index in members {
        let start = max(shared, depth - 1)
        guard start < folders[index].count else { continue }
        for folder in folders[index][start...] {
          let generic: Bool
          if let known = isGeneric[folder] {
            generic = known
          } else {
            generic = ModuleGrouping.genericFolders.contains(String(folder))
            isGeneric[folder] = generic
          }
          if !generic { unitOfFolder[folder, default: []].insert(unit) }
        }
      }
    }
    // Larger units first: of two twins, the larger joins the app that imports both.
    let order = unitNames.indices.sorted { filesOfUnit[$0].count > filesOfUnit[$1].count }
    // Classes and protocols make twins, not value types: two copies of a view model struct
    // (left in an interface target and in its feature when the app was split) are data both
    // may declare. A role nested in a namespace (`Collection.Presenter`) is named by both, and
    // so is a module's contract (`ProfileViewInput` in the app and in a package).
    var roleNames = twiceDeclared.map { names in
      names.filter { name in
        (RoleNaming.standard.roleSuffix(of: name) != nil
          || (name.utf8.contains(UInt8(ascii: "."))
            && RoleNaming.standard.roleSuffix(of: name.split(separator: ".").joined()) != nil))
          && (declaring[name] ?? []).contains { index in
            files[index].types.contains {
              $0.name == name && ($0.kind == .class || $0.kind == .protocol)
            }
          }
          || (RoleNaming.standard.stem(ofProtocol: name) != nil
            && (declaring[name] ?? []).contains { index in
              files[index].types.contains { $0.name == name && $0.kind == .protocol }
            })
      }
    }
    func link(_ unit: Int, _ other: Int) {
      let left = find(unit)
      let right = find(other)
      guard left != right, roleNames[left].isDisjoint(with: roleNames[right]) else { return }
      parent[right] = left
      roleNames[left].formUnion(roleNames[right])
    }
    for unit in order {
      // Each module a unit imports, once, whichever of its files import it; the files that
      // import a module no folder is named after (a target named in a manifest).
      var imported: Set<String> = []
      var importingUnnamed: [Int] = []
      for index in filesOfUnit[unit] {
        var unnamed = false
        for fact in files[index].imports where !SourceKinds.isPlatformModule(fact.module) {
          imported.insert(fact.module)
          if unitOfFolder[Substring(fact.module)] == nil { unnamed = true }
        }
        if unnamed { importingUnnamed.append(index) }
      }
      for module in imported.sorted() {
        for other in (unitOfFolder[Substring(module)] ?? []).sorted() where other != unit {
          link(unit, other)
        }
      }
      // A module no folder is named after (`import HomeModuleInterface`, a Tuist target built
      // from `HomeModule/InterfaceSources`) is the unit that alone declares a type the
      // importing file uses.
      var used: Set<Int> = []
      for index in importingUnnamed {
        for name in Self.typeNamesUsed(in: files[index]) {
          guard let declared = declaring[name], let first = declared.first,
            let other = unitOfFileIndex[first], other != unit,
            declared.allSatisfy({ unitOfFileIndex[$0] == other })
          else { continue }
          used.insert(other)
        }
      }
      for other in used.sorted() { link(unit, other) }
    }
    // A group of linked units that declare no name in common shares a model anyway: it stays
    // as it is. One whose units do (each package's `L10n`) becomes one unit.
    var membersOfGroup: [Int: [Int]] = [:]
    for unit in unitNames.indices { membersOfGroup[find(unit), default: []].append(unit) }
    var result = Array(unitNames.indices)
    for (_, members) in membersOfGroup where members.count > 1 {
      var seen: Set<String> = []
      var conflicting = false
      for member in members {
        let names = twiceDeclared[member]
        if !seen.isDisjoint(with: names) { conflicting = true }
        seen.formUnion(names)
      }
      guard conflicting, let first = members.first else { continue }
      for member in members { result[member] = first }
    }
    return result
  }

  /// The type names a file's declarations use: what their stored properties, locals and
  /// inheritance clauses are written with, and the capitalized names in their code.
  private static func typeNamesUsed(in file: FileFacts) -> Set<String> {
    var names: Set<String> = []
    func insert(_ written: String?) {
      guard let written else { return }
      names.insert(SyntaxNames.strippedGenericArguments(ModuleModel.lastComponent(written)))
    }
    for type in file.types {
      for name in type.inherited { insert(name) }
      for property in type.properties { insert(property.typeName) }
      for local in type.locals { insert(local.typeName) }
      for reference in type.typeReferences { insert(reference.name) }
    }
    return names
  }

  /// Orders unit names with the root unit `.` first, then by name.
  private static func rootFirst(_ lhs: String, _ rhs: String) -> Bool {
    if (lhs == ".") != (rhs == ".") { return lhs == "." }
    return lhs < rhs
  }

  private static func folderComponents(of path: String) -> [Substring] {
    Array(path.split(separator: "/", omittingEmptySubsequences: true).dropLast())
  }
}
