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

  /// The roles, modules and implementers of a model's types: what depends on declarations
  /// only.
  struct Classification: Sendable {
    fileprivate let shapes: [String: Shape]
    let implementers: [String: [String]]
  }

  /// This model's roles, modules and implementers.
  private(set) var classification = Classification(shapes: [:], implementers: [:])

  /// Builds the model; with `classification` (another model's, built from files with the same
  /// declarations), takes roles, modules and implementers from it instead of working them out
  /// again.
  init(files: [FileFacts], naming: RoleNaming, classification given: Classification?) {
    self.files = files
    self.naming = naming
    var extensions: [TypeFacts] = []
    types.reserveCapacity(files.reduce(0) { $0 + $1.types.count })
    for file in files {
      let folder = Self.folderName(of: file.path)
      for facts in file.types {
        if facts.kind == .extension {
          extensions.append(facts)
        } else if types[facts.name] == nil {
          var type = ModelType(
            name: facts.name, kind: facts.kind, location: facts.location,
            module: folder)
          type.merge(facts)
          types[facts.name] = type
        } else {
          types[facts.name]?.merge(facts)
        }
      }
    }
    for facts in extensions {
      if types[facts.name] == nil, let last = facts.name.split(separator: ".").last,
        types[String(last)] != nil
      {
        types[String(last)]?.merge(facts)
      } else if types[facts.name] != nil {
        types[facts.name]?.merge(facts)
      }
    }
    if let given {
      implementers = given.implementers
      apply(given.shapes)
      classification = given
    } else {
      var shapes = types.mapValues { type in
        // Until classified, a type's module is its folder's name.
        Shape(name: type.name, kind: type.kind, inherited: type.inherited, folder: type.module)
      }
      computeImplementers(shapes)
      classify(&shapes)
      apply(shapes)
      classification = Classification(shapes: shapes, implementers: implementers)
    }
    computeEdges()
    let sorted = types.values.sorted { $0.location < $1.location }
    sortedTypes = sorted
    roleTypes = sorted.filter { $0.role != nil }
  }

  // Both split on UTF-8 bytes: splitting a `String` compares `Character`s, many times slower,
  // and these run for every type and file.

  static func lastComponent(_ name: String) -> String {
    guard name.utf8.contains(UInt8(ascii: ".")),
      let last = name.utf8.split(separator: UInt8(ascii: ".")).last
    else { return name }
    return String(Substring(last))
  }

  static func folderName(of path: String) -> String {
    let components = path.utf8.split(separator: UInt8(ascii: "/"))
    return components.count >= 2 ? String(Substring(components[components.count - 2])) : ""
  }

  /// The model's type for a name as written (qualified, or its last component).
  public func type(named name: String) -> ModelType? {
    types[name] ?? types[Self.lastComponent(name)]
  }

  // MARK: Building

  /// What classification reads and decides of a type. Classification reads types hundreds of
  /// thousands of times on a large codebase, and copying a ``ModelType`` out of the dictionary
  /// retains a dozen arrays each time; the decisions are written back once, in place.
  fileprivate struct Shape {
    let name: String
    let kind: TypeKind
    let inherited: [String]
    /// The name of the folder of the type's file.
    let folder: String
    var role: Role?
    var implementerRole: Role?
    var module: String?
  }

  private func shape(named name: String, in shapes: [String: Shape]) -> Shape? {
    shapes[name] ?? shapes[Self.lastComponent(name)]
  }

  private mutating func computeImplementers(_ shapes: [String: Shape]) {
    var protocolChildren: [String: [String]] = [:]
    var direct: [String: [String]] = [:]
    for type in shapes.values {
      for parent in type.inherited {
        let parentName = shape(named: parent, in: shapes)?.name ?? parent
        if type.kind == .protocol {
          protocolChildren[parentName, default: []].append(type.name)
        } else {
          direct[parentName, default: []].append(type.name)
        }
      }
    }
    for proto in shapes.values where proto.kind == .protocol {
      var seen: Set<String> = [proto.name]
      var queue = [proto.name]
      var result: Set<String> = []
      while let next = queue.popLast() {
        result.formUnion(direct[next] ?? [])
        for child in protocolChildren[next] ?? [] where seen.insert(child).inserted {
          queue.append(child)
        }
      }
      implementers[proto.name] = result.sorted()
    }
  }

  /// The ViperKit role protocol a type conforms to, directly or through a protocol of the
  /// model. `known` remembers each protocol's answer: protocol hierarchies share ancestors, and
  /// walking them again for every conforming type is exponential in their depth.
  private func viperKitRole(
    of type: Shape, in shapes: [String: Shape], known: inout [String: Role?], depth: Int = 0
  ) -> Role? {
    guard depth < 16 else { return nil }
    for parent in type.inherited {
      if let role = Self.roleProtocols[Self.lastComponent(parent)] { return role }
      guard let proto = shape(named: parent, in: shapes), proto.kind == .protocol,
        proto.name != type.name
      else { continue }
      let role: Role?
      if let answer = known[proto.name] {
        role = answer
      } else {
        role = viperKitRole(of: proto, in: shapes, known: &known, depth: depth + 1)
        known[proto.name] = role
      }
      if let role { return role }
    }
    return nil
  }

  private mutating func classify(_ shapes: inout [String: Shape]) {
    let names = shapes.keys.sorted()
    var known: [String: Role?] = [:]
    // 1 and 2: ViperKit conformance, then the name.
    for name in names {
      guard let type = shapes[name], type.kind != .protocol, type.kind != .extension else {
        continue
      }
      // Nested types (`Row.ScopesView`) are helpers of their parent, not module roles.
      let role =
        viperKitRole(of: type, in: shapes, known: &known)
        ?? (name.utf8.contains(UInt8(ascii: ".")) ? nil : naming.roleSuffix(of: name)?.role)
      shapes[name]?.role = role
    }
    // Protocols: ViperKit inheritance, then their implementers' common role, then the name.
    for name in names {
      guard let type = shapes[name], type.kind == .protocol else { continue }
      let roles = Set((implementers[name] ?? []).compactMap { shapes[$0]?.role })
      let role =
        viperKitRole(of: type, in: shapes, known: &known) ?? (roles.count == 1 ? roles.first : nil)
        ?? naming.implementingRole(ofProtocol: name)
      shapes[name]?.implementerRole = role
    }
    // 3 and 4: conformance to a contract protocol, then the folder.
    for name in names {
      guard let type = shapes[name], type.kind != .protocol, type.kind != .extension,
        type.role == nil
      else { continue }
      var role: Role?
      if type.kind == .class || type.kind == .actor {
        for parent in type.inherited {
          if let implementerRole = shape(named: parent, in: shapes)?.implementerRole {
            role = implementerRole
            break
          }
        }
      }
      if role == nil, !name.utf8.contains(UInt8(ascii: ".")),
        let folderRole = naming.folders[type.folder],
        !Self.notARoleSuffixes.contains(where: { name.hasSuffix($0) }),
        folderRole.isModuleRole ? type.kind.isReference : true
      {
        role = folderRole
      }
      shapes[name]?.role = role
    }
    // Modules: protocols by name; other types by the contract protocol they implement
    // (`UsersTerminalView: UsersViewInput` is in Users), else by name; else the folder.
    for name in names {
      guard shapes[name]?.kind == .protocol else { continue }
      shapes[name]?.module = naming.moduleName(of: name, isProtocol: true)
    }
    for name in names {
      guard let type = shapes[name], type.kind != .protocol else { continue }
      var contractModule: String?
      for parent in type.inherited {
        if Self.roleProtocols[Self.lastComponent(parent)] == nil,
          let proto = shape(named: parent, in: shapes), proto.kind == .protocol,
          proto.implementerRole != nil,
          let module = naming.moduleName(of: proto.name, isProtocol: true)
        {
          contractModule = module
          break
        }
      }
      shapes[name]?.module = contractModule ?? naming.moduleName(of: name, isProtocol: false)
    }
  }

  /// Writes the decisions of classification into the types, in place.
  private mutating func apply(_ shapes: [String: Shape]) {
    for (name, shape) in shapes {
      types[name]?.role = shape.role
      types[name]?.implementerRole = shape.implementerRole
      if let module = shape.module { types[name]?.module = module }
    }
  }

  private mutating func computeEdges() {
    var result: [OwnershipEdge] = []
    for type in types.values where type.isReference {
      for property in type.properties {
        guard let typeName = property.typeName else { continue }
        for target in referenceTargets(of: typeName) {
          result.append(
            OwnershipEdge(
              from: type.name, to: target, property: property.name, typeName: typeName,
              ownership: property.ownership, location: property.location))
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
