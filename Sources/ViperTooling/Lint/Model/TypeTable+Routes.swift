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

  /// What one call of `source`'s code opens by what it obtains, per module: the type opened
  /// and the call up to the segment that opens it (`DetailRouter.createModule()`, not
  /// `DetailRouter`).
  ///
  /// `path` is the call's (``CallFacts/path``) and `segments` its resolution
  /// (``resolve(_:in:function:depth:)``), worked out once for all that is asked of a call.
  func directOpenings(
    of call: CallFacts, path: [String], segments: [ResolvedSegment], in source: Int,
    registries: [Int: [String: String]]
  ) -> [(target: Int, text: String)] {
    var opened: [String: (target: Int, text: String)] = [:]
    for (position, segment) in segments.enumerated() {
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
      // A module picked from a registry by its case and then built or shown
      // (`AppModules.settings.build()`).
      if let name = segment.enumCase, position + 1 < path.count,
        let registry = segment.types.first, let module = registries[registry]?[name],
        let member = types.indices.first(where: {
          types[$0].module == module && types[$0].role == .presenter
        })
      {
        opened[module] = (member, path.prefix(position + 2).joined(separator: "."))
      }
    }
    return opened.sorted { $0.key < $1.key }.map(\.value)
  }

  /// Whether a type's code uses one of its properties: a call is made on it, through it, or
  /// with it as an argument's value, or a local is set to it.
  private func uses(_ property: String, in source: Int) -> Bool {
    let type = types[source]
    return type.calls.contains { $0.receiver == property || $0.chain.first == property }
      || type.reads.contains { $0.receiver == property }
      || type.locals.contains { $0.value.first == property }
  }

  /// The routes that no call makes: a property that holds another module's builder or router,
  /// and a router or builder that names another module's view controller, builder, router or
  /// input.
  func directRoutes() -> [Route] {
    var found: [Route] = []
    func add(
      from source: Int, to target: Int, call: String, location: SourceLocation,
      module: String? = nil
    ) {
      found.append(
        Route(
          from: types[source].module, to: module ?? types[target].module, via: types[source].name,
          target: types[target].name, location: location, call: call, chain: [call]))
    }
    for source in types.indices {
      let from = types[source].module
      guard !from.isEmpty, let role = types[source].role, role.isModuleRole,
        types[source].kind != .protocol
      else { continue }
      // A property that holds another module's builder or router, and that its code uses;
      // not a delegate or output another module's router implements (whoever opened this
      // module, called back). One held and never used shows nothing.
      for property in types[source].properties {
        guard let typeName = property.typeName, !Self.isCallback(typeName),
          uses(property.name, in: source)
        else { continue }
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
      // What a builder makes for its own module is its module's (a shared view class wired to
      // its own presenter), not another module it names.
      let adopted = role == .builder ? adoptedTypes(ofBuilder: source) : []
      // A router or builder that names another module's view controller, builder or router
      // (a storyboard's `as! SettingsViewController`), or its input (`as? SettingsModuleInput`,
      // as transition handlers hand it over). Its own superclass and protocols are no such
      // name, nor is a view controller it is handed (a parameter, a cast of the screen
      // already on top): that one was opened by somebody else.
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
        } else if !reference.isHandedIn, let targetRole = types[named].role,
          [.view, .builder, .router].contains(targetRole), !adopted.contains(named)
        {
          add(
            from: source, to: named, call: "names '\(reference.name)'",
            location: reference.location)
        }
      }
    }
    return found
  }

  /// The views and routers of other modules a builder makes for its own module, in its
  /// function `member` (`nil`: in any of its functions): it makes them (an initializer, or a
  /// metatype handed to an assembly) together with a presenter of its module and no presenter
  /// of theirs (`ProductsListViewController` and `ProductsListRouter` with
  /// `ProductsUserListPresenter`: another screen on shared classes; wiring beats names). Empty
  /// for anything but a builder of a module.
  func adoptedTypes(ofBuilder builder: Int, member: String? = nil) -> Set<Int> {
    let owner = types[builder]
    guard owner.role == .builder, !owner.module.isEmpty else { return [] }
    var made: [Int] = []
    for call in owner.calls {
      if let member {
        guard let function = call.function,
          function.utf8.starts(with: member.utf8),
          function.utf8.dropFirst(member.utf8.count).first == UInt8(ascii: "@")
        else { continue }
      }
      var names = call.values.filter { $0.hasSuffix(".self") }.map { String($0.dropLast(5)) }
      if call.receiver == nil, ModuleModel.isTypeName(call.callee) { names.append(call.callee) }
      for name in names { made += typesNamed(name) }
    }
    guard !made.isEmpty else { return [] }
    let presenters = Set(
      made.lazy.filter { self.types[$0].role == .presenter }.map {
        self.types[$0].module
      })
    guard presenters.contains(owner.module) else { return [] }
    return Set(
      made.filter { index in
        let module = types[index].module
        return !module.isEmpty && module != owner.module && !presenters.contains(module)
          && (types[index].role == .view || types[index].role == .router)
      })
  }

  /// Whether a written type is a callback's: a delegate, listener, observer or output.
  static func isCallback(_ typeName: String) -> Bool {
    let last = SyntaxNames.strippedGenericArguments(ModuleModel.lastComponent(typeName))
    return ["Delegate", "Listener", "Observer", "Output", "Handler"].contains {
      last.hasSuffix($0) || last.hasSuffix($0 + "Protocol")
    }
  }

  /// The enums whose cases name modules (at least two, and at least half of their cases): a
  /// registry a framework builds modules from by name (Viperit's `enum AppModules:
  /// ViperitModule { case home, settings }`). For each, its cases' modules by case name.
  var moduleRegistries: [Int: [String: String]] {
    var modules: [String: String] = [:]
    for type in types where !type.module.isEmpty { modules[type.module.lowercased()] = type.module }
    var result: [Int: [String: String]] = [:]
    for index in types.indices where types[index].kind == .enum && types[index].cases.count >= 2 {
      var named: [String: String] = [:]
      for name in types[index].cases {
        if let module = modules[name.lowercased()] { named[name] = module }
      }
      if named.count >= 2, named.count * 2 >= types[index].cases.count { result[index] = named }
    }
    return result
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
      guard !Self.isCallback(name), let implementerRole = types[target].implementerRole,
        Self.openingRoles.contains(implementerRole)
      else { return false }
      if implementerRole == .presenter, !ModuleModel.isModuleInput(name) { return false }
      // Another module's view, router or input is opened by what a call gives; a property of
      // that type is a reference back to it (a parent screen, the opener's input).
      if implementerRole != .builder, !segment.isCall { return false }
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
    // a call by its router or presenter, in a method that neither builds the module nor
    // returns what it built (a router's `createModule()` is its entry; so is a coordinator's
    // `start()`, a view configuring itself, a builder).
    guard role == .builder, building || segment.isCall,
      types[source].role == .router || types[source].role == .presenter,
      !ModuleModel.lastComponent(types[source].name).hasSuffix("Coordinator"),
      let function, let name = function.split(separator: "@").first.map(String.init)
    else { return false }
    if let created = moduleCreated(by: source, in: name), types[created].module == from {
      return false
    }
    return !types[source].signatures.contains { $0.isMethod && $0.name == name }
  }
}
