/// The cross-file view of a codebase: every type with its role and module, who implements
/// which protocol, and the ownership edges between types.
public struct ModuleModel: Sendable {
  /// The facts of every file, in the order given.
  public let files: [FileFacts]
  /// The vocabulary used for roles.
  public let naming: RoleNaming
  /// Every declared type by qualified name (extensions merged in).
  public private(set) var types: [String: ModelType] = [:]
  /// The concrete types that conform to a protocol, directly or through protocol
  /// inheritance, by protocol name.
  public private(set) var implementers: [String: [String]] = [:]
  /// Every stored property of a reference type that refers to a reference type of the model.
  public private(set) var edges: [OwnershipEdge] = []

  /// The ViperKit role protocols and the role each gives.
  public static let roleProtocols: [String: Role] = [
    "ViperView": .view, "ViperPresenter": .presenter, "ViperInteractor": .interactor,
    "ViperRouter": .router, "ViperBuilder": .builder,
  ]
  /// Names that a folder does not make a role: a `Views` folder holds view models and state
  /// too.
  static let notARoleSuffixes = ["Model", "State", "Store", "Item", "Data", "Style", "Error"]
  /// A protocol-typed property points at every class implementing the protocol; past this many
  /// implementers it is a plug-in point, not a wire, and makes no ownership edge.
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
  /// takes roles, modules and implementers from it instead of working them out again.
  init(files: [FileFacts], naming: RoleNaming, classification given: Classification?) {
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
    for fileIndex in files.indices where !files[fileIndex].types.isEmpty {
      let declared = files[fileIndex].types
      let folder = Self.folderName(of: files[fileIndex].path)
      for typeIndex in declared.indices {
        if declared[typeIndex].kind == .extension {
          extensions.append((fileIndex, typeIndex))
        } else if let existing = index[declared[typeIndex].name] {
          merged[existing].merge(declared[typeIndex])
        } else {
          index[declared[typeIndex].name] = merged.count
          merged.append(ModelType(declared[typeIndex], module: folder))
          fileOfType.append(fileIndex)
        }
      }
    }
    for (fileIndex, typeIndex) in extensions {
      if let target = Self.lookUp(files[fileIndex].types[typeIndex].name, in: index) {
        merged[target].merge(files[fileIndex].types[typeIndex])
      }
    }
    for typeIndex in merged.indices {
      guard let decided = classification.index(named: merged[typeIndex].name, exactly: true)
      else { continue }
      merged[typeIndex].role = classification.shapes[decided].role
      merged[typeIndex].implementerRole = classification.shapes[decided].implementerRole
      if let module = classification.shapes[decided].module { merged[typeIndex].module = module }
    }

    // Source order: by path, line and column, the paths ranked once instead of compared for
    // every pair of types.
    let pathRank = Self.ranks(of: files.map(\.path))
    let order = merged.indices.sorted { lhs, rhs in
      let left = merged[lhs].location
      let right = merged[rhs].location
      return (pathRank[fileOfType[lhs]], left.line, left.column)
        < (pathRank[fileOfType[rhs]], right.line, right.column)
    }
    sortedTypes = order.map { merged[$0] }
    roleTypes = sortedTypes.filter { $0.role != nil }
    types = Dictionary(minimumCapacity: merged.count)
    for typeIndex in merged.indices { types[merged[typeIndex].name] = merged[typeIndex] }
    computeEdges()
  }

  /// The index of a name (qualified, else its last component) in a table of type names.
  fileprivate static func lookUp(_ name: String, in index: [String: Int]) -> Int? {
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
    let utf8 = name.utf8
    guard let period = utf8.lastIndex(of: UInt8(ascii: ".")) else { return name }
    let after = utf8.index(after: period)
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
    types[name] ?? types[Self.lastComponent(name)]
  }

  // MARK: Classification

  /// The roles, modules and implementers of a codebase's types: what depends on declarations
  /// only (names, kinds, conformances, folders), so files read for their declarations can be
  /// classified before anything else is known of them.
  ///
  /// Works on a table of types by number: classification asks hundreds of thousands of
  /// questions of a large codebase, and looking names up or copying a ``ModelType`` out of a
  /// dictionary for each costs more than the questions.
  struct Classification: Sendable {
    fileprivate var shapes: [Shape] = []
    private var indexByName: [String: Int] = [:]
    /// The concrete types that conform to each protocol (see ``ModuleModel/implementers``).
    private(set) var implementers: [String: [String]] = [:]
    /// For each file, the types its declarations and extensions are part of.
    private var shapesOfFile: [[Int]] = []

    /// Classifies the types declared in `files`.
    init(files: [FileFacts], naming: RoleNaming) {
      let declarations = files.reduce(0) { $0 + $1.types.count }
      indexByName.reserveCapacity(declarations)
      shapes.reserveCapacity(declarations)
      shapesOfFile = Array(repeating: [], count: files.count)
      var extensions: [(file: Int, name: String, inherited: [String])] = []
      for file in files.indices where !files[file].types.isEmpty {
        let declared = files[file].types
        let folder = ModuleModel.folderName(of: files[file].path)
        for index in declared.indices {
          let kind = declared[index].kind
          if kind == .extension {
            extensions.append((file, declared[index].name, declared[index].inherited))
          } else if let existing = indexByName[declared[index].name] {
            shapes[existing].inherited += declared[index].inherited
            shapesOfFile[file].append(existing)
          } else {
            indexByName[declared[index].name] = shapes.count
            shapesOfFile[file].append(shapes.count)
            shapes.append(
              Shape(
                name: declared[index].name, kind: kind, inherited: declared[index].inherited,
                folder: folder))
          }
        }
      }
      for (file, name, inherited) in extensions {
        guard let target = ModuleModel.lookUp(name, in: indexByName) else { continue }
        // Only an extension's conformances matter to classification.
        if !inherited.isEmpty { shapes[target].inherited += inherited }
        shapesOfFile[file].append(target)
      }
      for index in shapes.indices {
        shapes[index].parents = shapes[index].inherited.map { parent in
          let last = ModuleModel.lastComponent(parent)
          return Parent(
            index: ModuleModel.lookUp(parent, in: indexByName) ?? -1,
            viperKitRole: ModuleModel.roleProtocols[last])
        }
      }
      let implementing = computeImplementers()
      classify(implementing: implementing, naming: naming)
    }

    /// The number of types.
    var count: Int { shapes.count }

    /// The index of the type a name (as written) refers to; `exactly`: the qualified name only.
    fileprivate func index(named name: String, exactly: Bool = false) -> Int? {
      exactly ? indexByName[name] : ModuleModel.lookUp(name, in: indexByName)
    }

    /// The role of the type a name refers to (``ModuleModel/type(named:)``'s role).
    func role(ofTypeNamed name: String) -> Role? {
      index(named: name).flatMap { shapes[$0].role }
    }

    /// Whether a type the file at `index` (of the files classified) declares or extends has a
    /// role that `matches`.
    func file(_ index: Int, holdsA matches: (Role) -> Bool) -> Bool {
      shapesOfFile[index].contains { shapes[$0].role.map(matches) ?? false }
    }

    /// For every type, the concrete types conforming to it directly or through protocol
    /// inheritance (empty unless it is a protocol); fills `implementers` by name.
    private mutating func computeImplementers() -> [[Int]] {
      var protocolChildren = Array(repeating: [Int](), count: shapes.count)
      var direct = Array(repeating: [Int](), count: shapes.count)
      for index in shapes.indices {
        let isProtocol = shapes[index].kind == .protocol
        for parent in shapes[index].parents where parent.index >= 0 {
          if isProtocol {
            protocolChildren[parent.index].append(index)
          } else {
            direct[parent.index].append(index)
          }
        }
      }
      var result = Array(repeating: [Int](), count: shapes.count)
      var names: [String: [String]] = [:]
      for index in shapes.indices where shapes[index].kind == .protocol {
        var seen: Set<Int> = [index]
        var queue = [index]
        var found: Set<Int> = []
        while let next = queue.popLast() {
          found.formUnion(direct[next])
          for child in protocolChildren[next] where seen.insert(child).inserted {
            queue.append(child)
          }
        }
        let sorted = found.map { shapes[$0].name }.sorted()
        names[shapes[index].name] = sorted
        result[index] = found.sorted()
      }
      implementers = names
      return result
    }

    /// The ViperKit role protocol a type conforms to, directly or through a protocol of the
    /// model. `known` remembers each protocol's answer: protocol hierarchies share ancestors,
    /// and walking them again for every conforming type is exponential in their depth.
    private func viperKitRole(of index: Int, known: inout [Int: Role?], depth: Int = 0) -> Role?
    {
      guard depth < 16 else { return nil }
      for parent in shapes[index].parents {
        if let role = parent.viperKitRole { return role }
        guard parent.index >= 0, parent.index != index, shapes[parent.index].kind == .protocol
        else { continue }
        let role: Role?
        if let answer = known[parent.index] {
          role = answer
        } else {
          role = viperKitRole(of: parent.index, known: &known, depth: depth + 1)
          known[parent.index] = role
        }
        if let role { return role }
      }
      return nil
    }

    private mutating func classify(implementing: [[Int]], naming: RoleNaming) {
      var known: [Int: Role?] = [:]
      // 1 and 2: ViperKit conformance, then the name.
      for index in shapes.indices where shapes[index].kind != .protocol {
        let name = shapes[index].name
        // Nested types (`Row.ScopesView`) are helpers of their parent, not module roles.
        shapes[index].role =
          viperKitRole(of: index, known: &known)
          ?? (name.utf8.contains(UInt8(ascii: ".")) ? nil : naming.roleSuffix(of: name)?.role)
      }
      // Protocols: ViperKit inheritance, then their implementers' common role, then the name.
      for index in shapes.indices where shapes[index].kind == .protocol {
        let roles = Set(implementing[index].compactMap { shapes[$0].role })
        shapes[index].implementerRole =
          viperKitRole(of: index, known: &known) ?? (roles.count == 1 ? roles.first : nil)
          ?? naming.implementingRole(ofProtocol: shapes[index].name)
      }
      // 3 and 4: conformance to a contract protocol, then the folder.
      for index in shapes.indices
      where shapes[index].kind != .protocol && shapes[index].role == nil {
        let kind = shapes[index].kind
        var role: Role?
        if kind == .class || kind == .actor {
          for parent in shapes[index].parents where parent.index >= 0 {
            if let implementerRole = shapes[parent.index].implementerRole {
              role = implementerRole
              break
            }
          }
        }
        if role == nil, let folderRole = naming.folders[shapes[index].folder],
          folderRole.isModuleRole ? kind.isReference : true
        {
          let name = shapes[index].name
          if !name.utf8.contains(UInt8(ascii: ".")),
            !ModuleModel.notARoleSuffixes.contains(where: { UTF8Text.hasSuffix(name, $0) })
          {
            role = folderRole
          }
        }
        shapes[index].role = role
      }
      // Modules: protocols by name; other types by the contract protocol they implement
      // (`UsersTerminalView: UsersViewInput` is in Users), else by name; else the folder.
      for index in shapes.indices where shapes[index].kind == .protocol {
        shapes[index].module = naming.moduleName(of: shapes[index].name, isProtocol: true)
      }
      for index in shapes.indices where shapes[index].kind != .protocol {
        var contractModule: String?
        for parent in shapes[index].parents where parent.viperKitRole == nil && parent.index >= 0 {
          if shapes[parent.index].kind == .protocol, shapes[parent.index].implementerRole != nil,
            let module = shapes[parent.index].module
          {
            contractModule = module
            break
          }
        }
        shapes[index].module =
          contractModule ?? naming.moduleName(of: shapes[index].name, isProtocol: false)
      }
    }
  }

  /// What classification reads and decides of a type.
  fileprivate struct Shape: Sendable {
    let name: String
    let kind: TypeKind
    /// The conformances of the declarations and extensions, as written.
    var inherited: [String]
    /// The name of the folder of the type's file.
    let folder: String
    /// `inherited`, looked up.
    var parents: [Parent] = []
    var role: Role?
    var implementerRole: Role?
    var module: String?

    init(name: String, kind: TypeKind, inherited: [String], folder: String) {
      self.name = name
      self.kind = kind
      self.inherited = inherited
      self.folder = folder
    }
  }

  /// A name in an inheritance clause, looked up.
  fileprivate struct Parent: Sendable {
    /// The index of the model's type of that name, or -1.
    let index: Int
    /// The role, when the name is a ViperKit role protocol.
    let viperKitRole: Role?
  }

  private mutating func computeEdges() {
    var result: [OwnershipEdge] = []
    for index in sortedTypes.indices where sortedTypes[index].isReference {
      for property in sortedTypes[index].properties {
        guard let typeName = property.typeName else { continue }
        for target in referenceTargets(of: typeName) {
          result.append(
            OwnershipEdge(
              from: sortedTypes[index].name, to: target, property: property.name,
              typeName: typeName, ownership: property.ownership, location: property.location))
        }
      }
    }
    edges = result.sorted { ($0.location, $0.to) < ($1.location, $1.to) }
  }

  // MARK: Queries

  /// The reference types a property of type `typeName` can point at: the class itself, or a
  /// protocol's implementing classes.
  public func referenceTargets(of typeName: String) -> [String] {
    guard let target = type(named: typeName) else { return [] }
    if target.isReference { return [target.name] }
    if target.kind == .protocol {
      let classes = (implementers[target.name] ?? []).filter { types[$0]?.isReference == true }
      return classes.count <= Self.maximumImplementersForEdges ? classes : []
    }
    return []
  }

  /// The role a reference of type `typeName` points at: the concrete type's role, or the
  /// role implementing the protocol; `nil` when unknown.
  public func targetRole(of typeName: String) -> Role? {
    if let target = type(named: typeName) {
      return target.kind == .protocol ? target.implementerRole : target.role
    }
    return naming.roleSuffix(of: typeName)?.role
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

  /// The types with a role, in source order.
  public private(set) var roleTypes: [ModelType] = []

  /// All types in source order.
  public private(set) var sortedTypes: [ModelType] = []
}
