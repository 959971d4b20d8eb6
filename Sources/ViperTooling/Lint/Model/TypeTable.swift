/// The model's types by number, with what it takes to follow a written type name to the
/// concrete types it can hold: protocols to their implementers, type aliases to what they
/// stand for.
struct TypeTable: Sendable {
  /// The types (extensions merged in).
  var types: [ModelType]
  /// The index of each qualified name.
  let index: [String: Int]
  /// Type aliases by qualified name.
  let aliases: [String: [String]]
  /// For each protocol, the indices of its concrete implementers; empty for other types.
  let implementers: [[Int]]

  init(
    types: [ModelType], index: [String: Int], aliases: [String: [String]],
    implementerNames: [String: [String]]
  ) {
    self.types = types
    self.index = index
    self.aliases = aliases
    var implementers = Array(repeating: [Int](), count: types.count)
    for (name, names) in implementerNames {
      guard let proto = index[name] else { continue }
      implementers[proto] = names.compactMap { index[$0] }
    }
    self.implementers = implementers
  }

  /// The index of a name as written (qualified, else its last component).
  func lookUp(_ name: String) -> Int? {
    ModuleModel.lookUp(name, in: index)
  }

  /// The names a type alias stands for, if `name` is one.
  func alias(_ name: String) -> [String]? {
    aliases[name] ?? aliases[ModuleModel.lastComponent(name)]
  }

  /// The concrete types a value of the written type can be: the type itself, a protocol's
  /// implementers, or for an alias of a composition (`AnyView & UIViewController`) the types
  /// that are all of its known parts.
  func concreteTargets(of name: String, depth: Int = 0) -> [Int] {
    guard depth < 8 else { return [] }
    if let found = lookUp(name) {
      switch types[found].kind {
      case .protocol: return implementers[found]
      case .extension: return []
      default: return [found]
      }
    }
    guard let parts = alias(name) else { return [] }
    let resolved = parts.map { concreteTargets(of: $0, depth: depth + 1) }.filter { !$0.isEmpty }
    guard var result = resolved.first.map(Set.init) else { return [] }
    for part in resolved.dropFirst() { result.formIntersection(part) }
    return result.sorted()
  }

  /// The role a value of the written type plays: a concrete type's role, or the role of a
  /// protocol's implementers; through type aliases. `nil` when unknown.
  func role(ofTypeNamed name: String, depth: Int = 0) -> Role? {
    guard depth < 8 else { return nil }
    if let found = lookUp(name) {
      return types[found].kind == .protocol ? types[found].implementerRole : types[found].role
    }
    for part in alias(name) ?? [] {
      if let role = role(ofTypeNamed: part, depth: depth + 1) { return role }
    }
    return nil
  }
}

extension TypeTable {
  /// The reference types a property of the written type points at, from a type in `module`:
  /// a protocol's implementers in that module when some are; else those whose names start
  /// with the module's (the `SelectValidatorsConfirm...ViewModelState` flows of the
  /// SelectValidatorsConfirm presenter); else all of them up to
  /// ``ModuleModel/maximumImplementersForEdges`` (past that a protocol is a plug-in point,
  /// not a wire).
  func referenceTargets(of typeName: String, inModule module: String) -> [Int] {
    let targets = concreteTargets(of: typeName).filter { types[$0].isReference }
    guard targets.count > 1 else { return targets }
    if !module.isEmpty {
      let local = targets.filter { types[$0].module == module }
      if !local.isEmpty { return local }
      let named = targets.filter {
        types[$0].module.isEmpty && ModuleModel.lastComponent(types[$0].name).hasPrefix(module)
      }
      if !named.isEmpty { return named }
    }
    return targets.count <= ModuleModel.maximumImplementersForEdges ? targets : []
  }

  /// Every stored property of a reference type that points at a reference type of the table,
  /// for the types in `order`.
  func ownershipEdges(in order: [Int]) -> [OwnershipEdge] {
    var result: [OwnershipEdge] = []
    for holder in order where types[holder].isReference {
      for property in types[holder].properties {
        guard let typeName = property.typeName else { continue }
        for target in referenceTargets(of: typeName, inModule: types[holder].module) {
          result.append(
            OwnershipEdge(
              from: types[holder].name, to: types[target].name, property: property.name,
              typeName: typeName, ownership: property.ownership, location: property.location))
        }
      }
    }
    return result.sorted { ($0.location, $0.to) < ($1.location, $1.to) }
  }

  /// The routes between modules: a type of one module that creates another module's builder,
  /// wireframe, view controller or presenter, calls a static factory of one
  /// (`AddWireframe.createModule()`), calls or holds another module's builder or wireframe, or
  /// (in a router or builder) names another module's view controller (a storyboard cast).
  func routes() -> [Route] {
    var found: [String: Route] = [:]
    let openedRoles: Set<Role> = [.builder, .router, .view, .presenter]
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, let role = types[source].role, role.isModuleRole,
        types[source].kind != .protocol
      else { continue }
      func consider(_ target: Int, _ location: SourceLocation, roles: Set<Role> = openedRoles) {
        guard let targetRole = types[target].role, roles.contains(targetRole),
          types[target].kind != .protocol
        else { return }
        let to = types[target].module
        guard !to.isEmpty, to != from else { return }
        let key = from + "\u{0}" + to
        if let existing = found[key], existing.location <= location { return }
        found[key] = Route(
          from: from, to: to, via: types[source].name, target: types[target].name,
          location: location)
      }
      let properties = types[source].properties
      // A factory of no module (`enum ModuleFactory { static func makeHome() ... }`, an
      // app-wide `AssemblyBuilder` held in a property): the module whose roles the called
      // function creates.
      func considerFactory(_ factory: Int, _ call: CallFacts) {
        if types[factory].module.isEmpty, types[factory].role == .builder,
          let opened = moduleCreated(by: factory, in: call.callee)
        {
          consider(opened, call.location)
        }
      }
      // The type's own calls, and those of the protocol extensions it adopts (a router's
      // `AccountScorePresentable` mixin that opens the account score module).
      for call in types[source].calls + mixinCalls(of: source) {
        if ModuleModel.isTypeName(call.callee), let created = lookUp(call.callee) {
          consider(created, call.location)
        }
        guard let receiver = call.receiver else { continue }
        if ModuleModel.isTypeName(receiver) {
          guard let called = lookUp(receiver) else { continue }
          consider(called, call.location)
          considerFactory(called, call)
        } else if let property = properties.first(where: { $0.name == receiver }),
          let typeName = property.typeName
        {
          let targets = concreteTargets(of: typeName)
          if targets.count == 1 {
            consider(targets[0], call.location, roles: [.builder, .router])
            considerFactory(targets[0], call)
          }
        } else if let function = call.function {
          // A local (`let builder = AssemblyBuilder(); builder.createLoginModule()`): the
          // factories of no module created in the same function.
          for other in types[source].calls where other.function == function {
            guard ModuleModel.isTypeName(other.callee), let factory = lookUp(other.callee)
            else { continue }
            considerFactory(factory, call)
          }
        }
      }
      for property in properties {
        guard let typeName = property.typeName else { continue }
        let targets = concreteTargets(of: typeName)
        if targets.count == 1 { consider(targets[0], property.location, roles: [.builder, .router]) }
      }
      if role == .router || role == .builder {
        for reference in types[source].typeReferences {
          guard let named = lookUp(reference.name) else { continue }
          consider(named, reference.location, roles: [.view, .builder, .router])
          // Configuring another module through its input (`moduleInput as? SettingsModuleInput`,
          // as transition handlers hand it over) opens that module.
          if types[named].kind == .protocol, !types[named].module.isEmpty,
            types[named].module != from, ModuleModel.isModuleInput(reference.name),
            let member = implementers[named].first
          {
            let key = from + "\u{0}" + types[named].module
            if found[key] == nil || found[key].map({ reference.location < $0.location }) == true {
              found[key] = Route(
                from: from, to: types[named].module, via: types[source].name,
                target: types[member].name, location: reference.location)
            }
          }
        }
      }
    }
    return found.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
  }

  /// The calls in the extensions of the protocols a type adopts, directly or through other
  /// protocols.
  private func mixinCalls(of index: Int) -> [CallFacts] {
    var result: [CallFacts] = []
    var seen: Set<Int> = []
    var queue = types[index].inherited
    while let name = queue.popLast() {
      guard let proto = lookUp(name), types[proto].kind == .protocol, seen.insert(proto).inserted
      else { continue }
      result += types[proto].calls
      queue += types[proto].inherited
    }
    return result
  }

  /// A role type of the one module whose views, presenters, interactors and routers the
  /// function `name` of `factory` creates; `nil` when it creates none, or roles of several.
  private func moduleCreated(by factory: Int, in name: String) -> Int? {
    let prefix = name + "@"
    var created: Int?
    for call in types[factory].calls where call.function?.hasPrefix(prefix) == true {
      guard ModuleModel.isTypeName(call.callee), let type = lookUp(call.callee),
        let role = types[type].role, role.rank != nil, !types[type].module.isEmpty
      else { continue }
      if let existing = created, types[existing].module != types[type].module { return nil }
      created = created ?? type
    }
    return created
  }
}
