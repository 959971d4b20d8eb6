/// The routes between modules, from what code obtains.
///
/// Module A routes to module B when code of A (its router, presenter, view or builder, or a
/// protocol extension they adopt) obtains something that builds or shows B: it creates B's
/// builder, router, view or presenter; it gets a value whose declared type is B's builder,
/// router or view, or B's module input (a factory's `searchAssembly()`, a static
/// `createModule()`, a property); or it calls a method whose body creates B's roles (a
/// helper `struct` of no module). Each call is followed through
/// ``TypeTable/resolve(_:in:function:depth:)``, so the way an app spells it does not matter.
/// A module reaches itself (categories opening subcategories) only through something that
/// builds it, from outside the function that does. Superclasses, and the protocols a type
/// adopts, never make a route: a shared `BaseRouter` is no destination.
extension TypeTable {
  /// The roles whose types, obtained by another module's code, open their module.
  private static let openingRoles: Set<Role> = [.builder, .router, .view, .presenter]

  func routes() -> [Route] {
    var found: [String: Route] = [:]
    func add(
      from source: Int, to target: Int, call: String, location: SourceLocation,
      module: String? = nil
    ) {
      let from = types[source].module
      let to = module ?? types[target].module
      let key = from + "\u{0}" + to
      if let existing = found[key], existing.location <= location { return }
      found[key] = Route(
        from: from, to: to, via: types[source].name, target: types[target].name,
        location: location, call: call)
    }
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, let role = types[source].role, role.isModuleRole,
        types[source].kind != .protocol
      else { continue }
      for call in types[source].calls + mixinCalls(of: source) {
        let path = call.path
        // For each module the call opens, the last segment that does: the route reads
        // `DetailRouter.createModule()`, not `DetailRouter`.
        var opened: [String: (target: Int, text: String)] = [:]
        for (position, segment) in resolve(path, in: source, function: call.function).enumerated() {
          let text = path.prefix(position + 1).joined(separator: ".")
          if let built = segment.builds,
            opens(built, by: segment, from: source, in: call.function, building: true)
          {
            opened[types[built].module] = (built, text)
          }
          for target in segment.types
          where opens(target, by: segment, from: source, in: call.function, building: false) {
            opened[types[target].module] = (target, text)
          }
        }
        for (_, entry) in opened.sorted(by: { $0.key < $1.key }) {
          add(from: source, to: entry.target, call: entry.text, location: call.location)
        }
      }
      // A property that holds another module's builder or router.
      for property in types[source].properties {
        guard let typeName = property.typeName else { continue }
        let targets = concreteTargets(of: typeName)
        guard targets.count == 1, let target = targets.first,
          let targetRole = types[target].role, targetRole == .builder || targetRole == .router,
          !types[target].module.isEmpty, types[target].module != from
        else { continue }
        add(
          from: source, to: target, call: "holds '\(property.name): \(typeName)'",
          location: property.location)
      }
      guard role == .router || role == .builder else { continue }
      // A router or builder that names another module's view controller, builder or router
      // (a storyboard's `as! SettingsViewController`), or its input (`as? SettingsModuleInput`,
      // as transition handlers hand it over). Its own superclass and protocols are no such
      // name.
      let inherited = Set(types[source].inherited.map(ModuleModel.lastComponent))
      for reference in types[source].typeReferences
      where !inherited.contains(ModuleModel.lastComponent(reference.name)) {
        guard let named = lookUp(reference.name), !types[named].module.isEmpty,
          types[named].module != from
        else { continue }
        if types[named].kind == .protocol {
          if ModuleModel.isModuleInput(reference.name), let member = implementers[named].first {
            add(
              from: source, to: member, call: "names '\(reference.name)'",
              location: reference.location, module: types[named].module)
          }
        } else if let targetRole = types[named].role,
          [.view, .builder, .router].contains(targetRole)
        {
          add(
            from: source, to: named, call: "names '\(reference.name)'",
            location: reference.location)
        }
      }
    }
    return found.values.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
  }

  /// Whether a type a segment of a call in `source` obtains (or, `building`, a type the called
  /// method creates) opens the type's module from `source`'s.
  private func opens(
    _ target: Int, by segment: ResolvedSegment, from source: Int, in function: String?,
    building: Bool
  ) -> Bool {
    let to = types[target].module
    let from = types[source].module
    guard !to.isEmpty else { return false }
    let role: Role
    if building {
      role = .builder
    } else if types[target].kind == .protocol {
      let name = types[target].name
      guard !ModuleModel.isModuleOutput(name), let implementerRole = types[target].implementerRole,
        Self.openingRoles.contains(implementerRole)
      else { return false }
      if implementerRole == .presenter, !ModuleModel.isModuleInput(name) { return false }
      role = implementerRole
    } else {
      guard let targetRole = types[target].role, Self.openingRoles.contains(targetRole) else {
        return false
      }
      // A presenter or view is opened by creating it (or, for a view, obtaining it from a
      // call); holding one is talking to it.
      if targetRole == .presenter, !(segment.isCall && !segment.isTypeItself) { return false }
      if targetRole == .view, !segment.isCall { return false }
      role = targetRole
    }
    guard to == from else { return true }
    // A module opening another instance of itself: something that builds it, obtained from
    // a call by a router, presenter or view, outside the function that builds the module.
    guard role == .builder, building || segment.isCall, types[source].role != .builder else {
      return false
    }
    if let function, let name = function.split(separator: "@").first,
      let created = moduleCreated(by: source, in: String(name)), types[created].module == from
    {
      return false
    }
    return true
  }
}
