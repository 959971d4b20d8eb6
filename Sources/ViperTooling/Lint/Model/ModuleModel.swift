/// The cross-file view of a codebase: every type with its role, how sure the role is, and its
/// module; who implements which protocol; the ownership edges between types; the modules and
/// the routes between them.
///
/// One model covers one compilation unit: ``Linter`` splits a tree that holds several apps
/// (two declarations of one type name in different folders) into units first.
public struct ModuleModel: Sendable {
  /// The facts of every file, in the order given.
  public private(set) var files: [FileFacts]
  /// The vocabulary used for roles.
  public let naming: RoleNaming
  /// Every declared type by qualified name (extensions merged in).
  public private(set) var types: [String: ModelType] = [:]
  /// The concrete types that conform to a protocol, directly or through protocol
  /// inheritance, by protocol name.
  public private(set) var implementers: [String: [String]] = [:]
  /// The names each type alias stands for, by the alias's qualified name.
  public private(set) var typeAliases: [String: [String]] = [:]
  /// The elements of each tuple alias (`typealias Dependencies = (interactor: I, router: R)`),
  /// by the alias's qualified name.
  public private(set) var tupleAliases: [String: [TupleElement]] = [:]
  /// Every stored property of a reference type that refers to a reference type of the model.
  public private(set) var edges: [OwnershipEdge] = []
  /// The pairs `from`, `to` (joined by a NUL) of the edges that are not strong.
  private(set) var weakPairs: Set<String> = []
  /// The types each type holds strongly (`to` of its strong edges), by the holder's name.
  private(set) var strongSuccessors: [String: [String]] = [:]
  /// The modules, sorted by name.
  public private(set) var modules: [Module] = []
  /// The routes between modules, sorted by module names. Worked out when asked: the rules
  /// need none, so `viper lint` does not follow every call of a codebase for them.
  public var routes: [Route] {
    NavigationGraph(table: table, storyboards: StoryboardIndex(storyboards)).routes()
  }
  /// The storyboards of the unit (``Linter/codebase(files:storyboards:progress:)`` reads
  /// them): segues and scene identifiers lead to the classes they show.
  public internal(set) var storyboards: [StoryboardFacts] = []
  /// The types with a role, in source order.
  public private(set) var roleTypes: [ModelType] = []
  /// The types whose role is no guess (declared or wired, see ``RoleCertainty``), in source
  /// order: what the rules read.
  public private(set) var sureRoleTypes: [ModelType] = []
  /// All types in source order.
  public private(set) var sortedTypes: [ModelType] = []
  /// The type names interactors' method results, computed properties and parameters name
  /// (see ``isHandledByInteractors(_:)``).
  private(set) var namesHandledByInteractors: Set<String> = []
  /// The type names views' methods (and their contracts') take (``isShownByViews(_:)``).
  private(set) var namesShownByViews: Set<String> = []
  /// The reference types presenters and interactors hold in stored properties
  /// (``isHeldByPresentersOrInteractors(_:)``).
  private(set) var namesHeldByPresentersAndInteractors: Set<String> = []
  /// The classes of no module whose methods presenters and interactors call on an instance
  /// they make or on a shared one (`CategoriesStore().save(x)`, `Keychain.shared.token()`),
  /// without holding them.
  private(set) var namesCalledByPresentersAndInteractors: Set<String> = []
  /// The presenters and interactors of no module that modules' builders create: the shared
  /// code of screens several builders assemble (one generic list presenter, each builder's
  /// screen), which is every one of those modules' code.
  private(set) var sharedScreenRoles: Set<String> = []
  /// The types by number, for following names to types.
  private(set) var table: TypeTable
  /// The table's types in source order, by index.
  private var order: [Int] = []

  /// The ViperKit role protocols and the role each gives.
  public static let roleProtocols: [String: Role] = [
    "ViperView": .view, "ViperPresenter": .presenter, "ViperInteractor": .interactor,
    "ViperRouter": .router, "ViperBuilder": .builder,
  ]
  /// Names that a folder does not make a role: a `Views` folder holds view models and state
  /// too.
  static let notARoleSuffixes = ["Model", "State", "Store", "Item", "Data", "Style", "Error"]
  /// A protocol-typed property points at the classes implementing the protocol in the
  /// holder's module; outside any module, past this many implementers it is a plug-in point,
  /// not a wire, and makes no ownership edge.
  static let maximumImplementersForEdges = 3
  /// Protocols known to be class-bound though declared elsewhere.
  static let classBoundProtocols: Set<String> = [
    "AnyObject", "class", "NSObjectProtocol", "ViperView", "ViperPresenter", "ViperInteractor",
    "ViperRouter", "Actor",
  ]

  /// Builds the model from the facts of every file.
  public init(files: [FileFacts], naming: RoleNaming = .standard) {
    self.init(files: files, naming: naming, classification: nil)
  }

  /// Builds the model; with `classification` (made from files with the same declarations),
  /// takes roles and implementers from it instead of working them out again.
  init(
    files: [FileFacts], naming: RoleNaming, classification given: Classification?,
    grouping earlier: ModuleModel? = nil, changedFiles: Set<String>? = nil
  ) {
    let files = NamespaceScope.qualified(files, naming: naming)
    if let earlier, let changedFiles,
      let updated = Self.updating(earlier, files: files, changed: changedFiles)
    {
      self = updated
      return
    }
    self.files = files
    self.naming = naming
    let classification = given ?? Classification(files: files, naming: naming)
    implementers = classification.implementers

    // Declarations first, in file order (the first declaration of a name wins), then
    // extensions, merged into the type they extend.
    var merged: [ModelType] = []
    var fileOfType: [Int] = []
    var index: [String: Int] = [:]
    var extensions: [(file: Int, type: Int)] = []
    index.reserveCapacity(classification.count)
    merged.reserveCapacity(classification.count)
    for fileIndex in files.indices {
      for alias in files[fileIndex].typeAliases {
        if !alias.tupleElements.isEmpty {
          if tupleAliases[alias.name] == nil { tupleAliases[alias.name] = alias.tupleElements }
        } else if typeAliases[alias.name] == nil {
          typeAliases[alias.name] = alias.targets
        }
      }
      let declared = files[fileIndex].types
      for typeIndex in declared.indices {
        if declared[typeIndex].kind == .extension {
          extensions.append((fileIndex, typeIndex))
        } else if let existing = index[declared[typeIndex].name] {
          if !Self.isPrivateNamesake(
            declared[typeIndex], of: merged[existing], in: files[fileIndex].path)
          {
            merged[existing].merge(declared[typeIndex])
          }
        } else {
          index[declared[typeIndex].name] = merged.count
          merged.append(ModelType(declared[typeIndex], module: ""))
          fileOfType.append(fileIndex)
        }
      }
    }
    // Extensions of a type the codebase does not declare, with members: kept as a type of
    // their own, out of the index of names.
    var frameworkExtensions: [String: Int] = [:]
    for (fileIndex, typeIndex) in extensions {
      let facts = files[fileIndex].types[typeIndex]
      if let target = Self.lookUp(facts.name, in: index) {
        merged[target].merge(facts)
      } else if let known = frameworkExtensions[facts.name] {
        merged[known].merge(facts)
      } else if !facts.functions.isEmpty {
        frameworkExtensions[facts.name] = merged.count
        let made = ModelType(facts, module: "")
        made.extendsFrameworkType = true
        merged.append(made)
        fileOfType.append(fileIndex)
      }
    }
    var isViewController = Array(repeating: false, count: merged.count)
    var isCell = Array(repeating: false, count: merged.count)
    for typeIndex in merged.indices {
      guard let decided = classification.index(named: merged[typeIndex].name, exactly: true)
      else { continue }
      let shape = classification.shapes[decided]
      merged[typeIndex].role = shape.role
      merged[typeIndex].roleSource = shape.roleSource
      merged[typeIndex].inheritedRole = shape.inheritedRole
      merged[typeIndex].implementerRole = shape.implementerRole
      merged[typeIndex].contractRole = shape.contractRole
      isViewController[typeIndex] = classification.isViewController(decided)
      isCell[typeIndex] = classification.isCell(decided)
    }

    let table: TypeTable
    if let earlier {
      // Files that give grouping what they gave it (see `groupingDigest(of:)`) group alike:
      // each type takes the role, module and certainty it had, and no module is worked out
      // again (an editor's change of a body).
      for typeIndex in merged.indices {
        guard let known = earlier.types[merged[typeIndex].name] else { continue }
        merged[typeIndex].role = known.role
        merged[typeIndex].roleSource = known.roleSource
        merged[typeIndex].inheritedRole = known.inheritedRole
        merged[typeIndex].implementerRole = known.implementerRole
        merged[typeIndex].contractRole = known.contractRole
        merged[typeIndex].stem = known.stem
        merged[typeIndex].module = known.module
        merged[typeIndex].certainty = known.certainty
      }
      modules = earlier.modules
      table = TypeTable(
        types: merged, index: index, aliases: typeAliases, tuples: tupleAliases,
        implementerNames: implementers)
    } else {
      var grouping = ModuleGrouping(
        types: merged, index: index, implementers: implementers, typeAliases: typeAliases,
        tupleAliases: tupleAliases, naming: naming, paths: fileOfType.map { files[$0].path })
      grouping.inferRolesFromBehaviour(isViewController: isViewController, isCell: isCell)
      grouping.keepCoordinatorsThatBuildModules()
      grouping.group()
      merged = grouping.types
      modules = grouping.modules
      table = grouping.table
    }

    // Source order: by path, line and column, the paths ranked once instead of compared for
    // every pair of types.
    let pathRank = Self.ranks(of: files.map(\.path))
    let order = merged.indices.filter { !merged[$0].extendsFrameworkType }.sorted { lhs, rhs in
      let left = merged[lhs].location
      let right = merged[rhs].location
      return (pathRank[fileOfType[lhs]], left.line, left.column)
        < (pathRank[fileOfType[rhs]], right.line, right.column)
    }
    self.table = table
    self.order = order
    deriveIndices()
  }

  /// What the model derives from its table's types: the types in order and by role, the
  /// names interactors handle and views show, the ownership edges and what presenters and
  /// interactors hold.
  private mutating func deriveIndices() {
    let merged = table.types
    sortedTypes = order.map { merged[$0] }
    roleTypes = sortedTypes.filter { $0.role != nil }
    sureRoleTypes = roleTypes.filter(\.hasSureRole)
    namesHandledByInteractors = []
    namesShownByViews = []
    namesHeldByPresentersAndInteractors = []
    namesCalledByPresentersAndInteractors = []
    sharedScreenRoles = []
    for builder in roleTypes where builder.role == .builder && !builder.module.isEmpty {
      for call in builder.calls where Self.isTypeName(call.callee) {
        guard let index = table.lookUp(call.callee), merged[index].module.isEmpty,
          merged[index].role == .presenter || merged[index].role == .interactor
        else { continue }
        sharedScreenRoles.insert(merged[index].name)
      }
    }
    strongSuccessors = [:]
    weakPairs = []
    for type in sureRoleTypes where type.role == .interactor {
      Self.addNamesHandled(
        signatures: type.signatures, functions: type.functions, to: &namesHandledByInteractors)
    }
    for type in sortedTypes
    where type.role == .view || (type.kind == .protocol && type.contractRole == .view) {
      for function in type.functions {
        for parameter in function.parameters { namesShownByViews.formUnion(parameter.typeNames) }
      }
    }
    types = Dictionary(minimumCapacity: merged.count)
    for typeIndex in merged.indices where !merged[typeIndex].extendsFrameworkType {
      types[merged[typeIndex].name] = merged[typeIndex]
    }
    edges = table.ownershipEdges(in: order)
    // Structs too: a shared `CoreInteractor` struct holds the app's managers.
    for type in roleTypes where type.role == .presenter || type.role == .interactor {
      for property in type.properties {
        guard let typeName = property.typeName else { continue }
        for target in table.referenceTargets(of: typeName, inModule: type.module) {
          namesHeldByPresentersAndInteractors.insert(table.types[target].name)
        }
      }
      // A class of no module whose method the role calls on an instance it makes or on the
      // class's shared one.
      for call in type.calls where !Self.isTypeName(call.callee) {
        guard let receiver = call.receiver, Self.isTypeName(receiver),
          let index = table.lookUp(receiver), table.types[index].kind == .class,
          table.types[index].module.isEmpty,
          table.types[index].functions.contains(where: { $0.name == call.callee })
        else { continue }
        namesCalledByPresentersAndInteractors.insert(table.types[index].name)
      }
    }
    namesCalledByPresentersAndInteractors.subtract(namesHeldByPresentersAndInteractors)
    for edge in edges {
      if edge.ownership == .strong {
        strongSuccessors[edge.from, default: []].append(edge.to)
      } else {
        weakPairs.insert(edge.from + "\u{0}" + edge.to)
      }
    }
  }

  /// `earlier` with the facts of the `changed` files in place of its own, when the files are
  /// the same and read as far (first pass or whole) and grouping read the same from them (the
  /// caller's word: `earlier` is given as the grouping): the types written in the changed files
  /// are merged again from every file's facts, in the order a whole build merges them, and
  /// keep their roles and modules; nothing else is built again but what the model derives
  /// from its types. `nil` when the files differ otherwise.
  private static func updating(
    _ earlier: ModuleModel, files: [FileFacts], changed: Set<String>
  ) -> ModuleModel? {
    guard files.count == earlier.files.count else { return nil }
    for index in files.indices {
      guard files[index].path == earlier.files[index].path,
        files[index].isComplete == earlier.files[index].isComplete
      else { return nil }
    }
    let table = earlier.table
    var fresh: [Int: ModelType] = [:]
    let affected = Set(
      table.types.indices.filter { table.types[$0].files.contains(where: changed.contains) })
    // Declarations first, in file order (the first declaration of a name makes the type),
    // then extensions, as the whole build merges them; only in the files the affected types
    // are written in (``ModelType/files``: where the whole build merged their facts from), and
    // by index, not copying every type's facts.
    var written: Set<String> = []
    for target in affected { written.formUnion(table.types[target].files) }
    let read = files.indices.filter { written.contains(files[$0].path) }
    for file in read {
      let declared = files[file].types
      for index in declared.indices where declared[index].kind != .extension {
        guard let target = table.index[declared[index].name], affected.contains(target) else {
          continue
        }
        if let made = fresh[target] {
          if !Self.isPrivateNamesake(declared[index], of: made, in: files[file].path) {
            made.merge(declared[index])
          }
        } else {
          fresh[target] = ModelType(declared[index], module: "")
        }
      }
    }
    for file in read {
      let declared = files[file].types
      for index in declared.indices where declared[index].kind == .extension {
        guard let target = lookUp(declared[index].name, in: table.index),
          let made = fresh[target]
        else { continue }
        made.merge(declared[index])
      }
    }
    // Every affected type is made again, or the files no longer declare what they did.
    guard fresh.count == affected.count else { return nil }
    var model = earlier
    model.files = files
    var types = table.types
    for (index, made) in fresh {
      guard made.name == types[index].name, made.kind == types[index].kind else { return nil }
      made.takeRole(of: types[index])
      types[index] = made
    }
    model.table = table.replacing(types: types)
    model.deriveIndices()
    return model
  }

  /// The index of a name (qualified, else its last component) in a table of type names.
  /// Whether a declaration is of another type than the one of its name already made: two
  /// files each declaring a private type of one name (`fileprivate enum Constants` in a
  /// presenter's file and in a view's) declare two types, and each file's code means its own.
  /// The first made keeps the name; the other's facts are not merged into it.
  static func isPrivateNamesake(_ declaration: TypeFacts, of type: ModelType, in file: String)
    -> Bool
  {
    (declaration.isPrivate || type.isPrivate) && type.location.file != file
  }

  static func lookUp(_ name: String, in index: [String: Int]) -> Int? {
    if let found = index[name] { return found }
    guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
    return index[lastComponent(name)]
  }

  /// Each path's place among the paths sorted (equal paths share one).
  private static func ranks(of paths: [String]) -> [Int] {
    if zip(paths, paths.dropFirst()).allSatisfy({ $0 <= $1 }) { return Array(paths.indices) }
    var ranks = Array(repeating: 0, count: paths.count)
    for (rank, index) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() {
      ranks[index] = rank
    }
    return ranks
  }

  // Both split on UTF-8 bytes: splitting a `String` compares `Character`s, many times slower,
  // and these run for every type and file.

  /// The last component of a dotted name (`Error` for `HTTP.Error`); empty components are
  /// skipped.
  static func lastComponent(_ name: String) -> String {
    guard let period = SyntaxNames.offset(of: UInt8(ascii: "."), in: name, last: true) else {
      return name
    }
    let utf8 = name.utf8
    let after = utf8.index(utf8.startIndex, offsetBy: period + 1)
    if after != utf8.endIndex { return String(Substring(utf8[after...])) }
    return utf8.split(separator: UInt8(ascii: ".")).last.map { String(Substring($0)) } ?? name
  }

  static func folderName(of path: String) -> String {
    var utf8 = path.utf8[...]
    while utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
    guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    var folder = utf8[..<slash]
    while folder.last == UInt8(ascii: "/") { folder = folder.dropLast() }
    if let start = folder.lastIndex(of: UInt8(ascii: "/")) {
      folder = folder[folder.index(after: start)...]
    }
    return String(Substring(folder))
  }

  /// The model's type for a name as written (qualified, or its last component).
  public func type(named name: String) -> ModelType? {
    table.lookUp(name).map { table.types[$0] }
  }

  /// The model's type for a name written in the code of `scope` (a type's qualified name), as
  /// Swift looks it up: in `scope` and each type around it first, then at the top level.
  /// `View()` written in `extension Collection { struct Assembly { ... } }` is
  /// `Collection.View`.
  public func type(named name: String, in scope: String) -> ModelType? {
    var outer = Substring(scope)
    while !outer.isEmpty {
      if let found = table.index["\(outer).\(name)"] { return table.types[found] }
      guard let period = outer.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
      outer = outer[..<period]
    }
    return type(named: name)
  }

  /// The module of a name, if the model has one.
  public func module(named name: String) -> Module? {
    modules.first { $0.name == name }
  }

  // MARK: Queries

  /// The reference types a property of type `typeName` can point at: the class itself, a
  /// protocol's implementing classes (in `module` when some are; else all of them, up to
  /// ``maximumImplementersForEdges``), or what a type alias stands for.
  public func referenceTargets(of typeName: String, inModule module: String = "") -> [String] {
    table.referenceTargets(of: typeName, inModule: module).map { table.types[$0].name }
  }

  /// The role a reference of type `typeName` points at: the concrete type's role, the role
  /// implementing the protocol, or the role of what a type alias stands for; `nil` when
  /// unknown.
  public func targetRole(of typeName: String) -> Role? {
    if let role = table.role(ofTypeNamed: typeName) { return role }
    guard let role = naming.roleSuffix(of: typeName)?.role else { return nil }
    // A system screen of a framework other than UIKit, AppKit and SwiftUI that the codebase does
    // not declare (`PHPickerViewController`, `SFSafariViewController`) is no module's role,
    // whatever its name ends with: a router that makes one holds what it presents.
    if table.lookUp(typeName) == nil,
      case .modules(let modules) = FrameworkCatalog.provision(of: Self.lastComponent(typeName)),
      !modules.contains(where: UIFramework.isViewFrameworkName)
    {
      return nil
    }
    return role
  }

  /// Whether a router's property of this type holds the screen it navigates from: a
  /// `UINavigationController` or `UIViewController` the codebase does not declare.
  func isRoutersScreen(_ typeName: String) -> Bool {
    table.isUndeclaredScreen(typeName)
  }

  /// Whether a protocol of the model is class-bound: `true`, `false`, or `nil` when it
  /// inherits a protocol the model does not know.
  public func isClassBound(protocol name: String, depth: Int = 0) -> Bool? {
    guard depth < 16, let proto = type(named: name), proto.kind == .protocol else { return nil }
    if proto.hasClassConstraint { return true }
    var unknown = false
    for parent in proto.inherited {
      if Self.classBoundProtocols.contains(Self.lastComponent(parent)) { return true }
      if let parentType = type(named: parent) {
        if parentType.isReference { return true }
        if parentType.kind == .protocol {
          switch isClassBound(protocol: parentType.name, depth: depth + 1) {
          case true?: return true
          case nil: unknown = true
          case false?: break
          }
        }
      } else if !Self.knownValueProtocols.contains(Self.lastComponent(parent)) {
        unknown = true
      }
    }
    return unknown ? nil : false
  }

  /// Standard protocols that do not make a protocol class-bound.
  static let knownValueProtocols: Set<String> = [
    "Sendable", "Equatable", "Hashable", "Codable", "Encodable", "Decodable", "Identifiable",
    "CustomStringConvertible", "Error", "Comparable", "ViperBuilder",
  ]
}
