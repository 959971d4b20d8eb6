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
    self.files = files
    self.naming = naming
    var extensions: [TypeFacts] = []
    for file in files {
      for facts in file.types {
        if facts.kind == .extension {
          extensions.append(facts)
        } else if types[facts.name] == nil {
          var type = ModelType(
            name: facts.name, kind: facts.kind, location: facts.location,
            module: Self.folderName(of: file.path))
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
    computeImplementers()
    classify()
    computeEdges()
  }

  // Both split on UTF-8 bytes: splitting a `String` compares `Character`s, many times slower,
  // and these run for every type and file.

  static func lastComponent(_ name: String) -> String {
    guard let last = name.utf8.split(separator: UInt8(ascii: ".")).last else { return name }
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

  private mutating func computeImplementers() {
    var protocolChildren: [String: [String]] = [:]
    var direct: [String: [String]] = [:]
    for type in types.values {
      for parent in type.inherited {
        let parentName = self.type(named: parent)?.name ?? parent
        if type.kind == .protocol {
          protocolChildren[parentName, default: []].append(type.name)
        } else {
          direct[parentName, default: []].append(type.name)
        }
      }
    }
    for proto in types.values where proto.kind == .protocol {
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
  /// model.
  private func viperKitRole(of type: ModelType, depth: Int = 0) -> Role? {
    guard depth < 16 else { return nil }
    for parent in type.inherited {
      if let role = Self.roleProtocols[Self.lastComponent(parent)] { return role }
      if let proto = self.type(named: parent), proto.kind == .protocol, proto.name != type.name,
        let role = viperKitRole(of: proto, depth: depth + 1)
      {
        return role
      }
    }
    return nil
  }

  private mutating func classify() {
    let names = types.keys.sorted()
    // 1 and 2: ViperKit conformance, then the name.
    for name in names {
      guard var type = types[name], type.kind != .protocol, type.kind != .extension else {
        continue
      }
      // Nested types (`Row.ScopesView`) are helpers of their parent, not module roles.
      type.role =
        viperKitRole(of: type) ?? (name.contains(".") ? nil : naming.roleSuffix(of: name)?.role)
      types[name] = type
    }
    // Protocols: ViperKit inheritance, then their implementers' common role, then the name.
    for name in names {
      guard var type = types[name], type.kind == .protocol else { continue }
      let roles = Set((implementers[name] ?? []).compactMap { types[$0]?.role })
      type.implementerRole =
        viperKitRole(of: type) ?? (roles.count == 1 ? roles.first : nil)
        ?? naming.implementingRole(ofProtocol: name)
      types[name] = type
    }
    // 3 and 4: conformance to a contract protocol, then the folder.
    for name in names {
      guard var type = types[name], type.kind != .protocol, type.kind != .extension,
        type.role == nil
      else { continue }
      if type.kind == .class || type.kind == .actor {
        for parent in type.inherited {
          if let role = self.type(named: parent)?.implementerRole {
            type.role = role
            break
          }
        }
      }
      if type.role == nil, !name.contains("."),
        let role = naming.folders[Self.folderName(of: type.file)],
        !Self.notARoleSuffixes.contains(where: { name.hasSuffix($0) }),
        role.isModuleRole ? type.isReference : true
      {
        type.role = role
      }
      types[name] = type
    }
    // Modules: protocols by name; other types by the contract protocol they implement
    // (`UsersTerminalView: UsersViewInput` is in Users), else by name; else the folder.
    for name in names {
      guard var type = types[name], type.kind == .protocol else { continue }
      if let module = naming.moduleName(of: name, isProtocol: true) { type.module = module }
      types[name] = type
    }
    for name in names {
      guard var type = types[name], type.kind != .protocol else { continue }
      var contractModule: String?
      for parent in type.inherited {
        if Self.roleProtocols[Self.lastComponent(parent)] == nil,
          let proto = self.type(named: parent), proto.kind == .protocol,
          proto.implementerRole != nil,
          let module = naming.moduleName(of: proto.name, isProtocol: true)
        {
          contractModule = module
          break
        }
      }
      if let module = contractModule ?? naming.moduleName(of: name, isProtocol: false) {
        type.module = module
      }
      types[name] = type
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
  public var roleTypes: [ModelType] {
    types.values.filter { $0.role != nil }.sorted { $0.location < $1.location }
  }

  /// All types in source order.
  public var sortedTypes: [ModelType] {
    types.values.sorted { $0.location < $1.location }
  }
}
