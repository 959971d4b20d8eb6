/// Following code to the types its values have: a name to a property, a local, a parameter or
/// a type; a member to its declared type, through superclasses, adopted protocols, protocol
/// requirements and extensions, type aliases and tuples; a call to its declared result.
///
/// This is how the model reads what a call obtains (`assemblyFactory.searchAssembly()` gives
/// a `SearchAssembly`, the builder of the Search module) without a pattern for each way
/// apps spell it.
extension TypeTable {
  /// One segment of a member path, resolved.
  struct ResolvedSegment: Sendable, Equatable {
    /// The segment as written (`searchAssembly()`).
    var text: String
    /// Whether the segment is a call.
    var isCall: Bool
    /// Whether the segment names a type itself (`HomeRouter` in `HomeRouter.createModule()`),
    /// not a value of it.
    var isTypeItself: Bool
    /// The types the segment's value can have (concrete types or protocols).
    var types: [Int]
    /// For a call of a method whose body creates another module's view, presenter, interactor
    /// or router: one of the created types.
    var builds: Int?
    /// For an enum's case (`AppModules.settings`): its name.
    var enumCase: String?
  }

  /// The written type names a member of the type at `index` is declared with: a stored
  /// property's, a method's result's, a computed, static or required property's. Looked for
  /// in the type, its superclasses, the protocols it adopts and their parents, nearest first.
  func memberTypeNames(_ name: String, of index: Int) -> (names: [String], owner: Int)? {
    // Most members are the type's own: found before the search's sets and queues are made.
    if let names = ownMemberTypeNames(name, of: types[index]) {
      return (scoped(names, in: index), index)
    }
    var seen: Set<Int> = [index]
    var queue: [Int] = []
    for parent in types[index].inherited {
      if let found = lookUp(parent), found != index { queue.append(found) }
    }
    while !queue.isEmpty {
      let next = queue.removeFirst()
      guard seen.insert(next).inserted, seen.count < 64 else { continue }
      let type = types[next]
      if let names = ownMemberTypeNames(name, of: type) { return (scoped(names, in: next), next) }
      for parent in type.inherited {
        if let found = lookUp(parent), found != next { queue.append(found) }
      }
    }
    return nil
  }

  /// Written type names as seen from inside the type at `index`: a name an alias nested in it
  /// or in a type around it declares (`typealias Routes = HomeTabRoute` in the presenter whose
  /// `router: Routes` it types) is that alias's qualified name; other names as written.
  private func scoped(_ names: [String], in index: Int) -> [String] {
    guard !nestedAliasNames.isEmpty, names.contains(where: nestedAliasNames.contains) else {
      return names
    }
    return names.map { written in
      guard nestedAliasNames.contains(written) else { return written }
      var scope = Substring(types[index].name)
      while !scope.isEmpty {
        let qualified = scope + "." + written
        if aliases[String(qualified)] != nil { return String(qualified) }
        guard let dot = scope.lastIndex(of: ".") else { break }
        scope = scope[..<dot]
      }
      return written
    }
  }

  /// The written type names a member the type itself declares is declared with (see
  /// ``memberTypeNames(_:of:)``); `nil` when it declares none of that name.
  private func ownMemberTypeNames(_ name: String, of type: ModelType) -> [String]? {
    if let property = type.properties.first(where: { $0.name == name }) {
      if let typeName = property.typeName { return [typeName] }
      if property.typeArguments.isEmpty, property.initialValues.count == 1,
        let typeName = staticValueTypeName(property.initialValues[0])
      {
        return [typeName]
      }
      return property.typeArguments
    }
    if let signature = type.signatures.first(where: { $0.name == name }) {
      return signature.typeName.map { [$0] } ?? signature.typeArguments
    }
    if type.functions.contains(where: { $0.name == name }) { return [] }
    return nil
  }

  /// The type of a stored property's unwritten type, from an initial value that is a static
  /// member of a type of the codebase (`Database.shared`: the type `shared` is declared with,
  /// or made by its initializer; `Theme.dark`: the enum of that case). A static member's type
  /// is its signature's, so this never follows another inference.
  func staticValueTypeName(_ value: String) -> String? {
    guard let (owner, member) = Self.staticMember(value), let found = lookUp(owner) else {
      return nil
    }
    let type = types[found]
    if let signature = type.signatures.first(where: {
      $0.isStatic && !$0.isMethod && $0.name == member
    }) {
      return signature.typeName
    }
    return type.kind == .enum && type.cases.contains(member) ? type.name : nil
  }

  /// A value written as a type's member (`Database.shared`), split into the type's name and the
  /// member's; `nil` for any other value (`.dark`, `a.b`, `A.b.c`).
  static func staticMember(_ value: String) -> (owner: String, member: String)? {
    guard let dot = value.utf8.firstIndex(of: UInt8(ascii: ".")),
      dot != value.utf8.startIndex
    else { return nil }
    let owner = String(Substring(value.utf8[..<dot]))
    let member = String(Substring(value.utf8[value.utf8.index(after: dot)...]))
    guard ModuleModel.isTypeName(owner), !member.isEmpty, !member.utf8.contains(UInt8(ascii: "."))
    else { return nil }
    return (owner, member)
  }

  /// The types a written type name stands for: the type itself (a protocol stays a protocol),
  /// or what an alias names.
  func typesNamed(_ name: String, depth: Int = 0) -> [Int] {
    guard depth < 8 else { return [] }
    if let found = lookUp(name) { return [found] }
    return (alias(name) ?? []).flatMap { typesNamed($0, depth: depth + 1) }
  }

  /// The types a name written in the code of the type at `source` names: a type of that name,
  /// or one nested in `source` or in a type around it (`Tab` in `MainTabBarController`'s code
  /// for `MainTabBarController.Tab`).
  func typesNamed(_ name: String, scopedIn source: Int) -> [Int] {
    let found = typesNamed(name)
    guard found.isEmpty else { return found }
    var scope = Substring(types[source].name)
    while !scope.isEmpty {
      if let nested = lookUp(scope + "." + name) { return [nested] }
      guard let dot = scope.lastIndex(of: ".") else { break }
      scope = scope[..<dot]
    }
    return []
  }

  /// The type names a stored property holds: its type's, or the elements of the tuple it is
  /// (written out, or through an alias: a presenter's `(interactor: I, router: R)`
  /// dependencies).
  func heldTypeNames(of property: PropertyFacts) -> [String] {
    guard let typeName = property.typeName else { return property.typeArguments }
    return tupleElements(typeName)?.map(\.typeName) ?? [typeName]
  }

  /// A tuple alias's elements, if `name` is one.
  func tupleElements(_ name: String) -> [TupleElement]? {
    tuples[name] ?? tuples[ModuleModel.lastComponent(name)]
  }

  /// The direct superclass of a class, if the model declares it.
  func superclass(of index: Int) -> Int? {
    guard types[index].kind == .class, let first = types[index].inherited.first,
      let found = lookUp(first), types[found].kind == .class, found != index
    else { return nil }
    return found
  }

  /// Resolves a member path (``CallFacts/path``, ``LocalFacts/value``) written in a method
  /// (`function`, `name@line`) of the type at `source`: each segment with the types its value
  /// can have. Stops at the first segment it cannot follow (a framework's API).
  func resolve(_ path: [String], in source: Int, function: String?, depth: Int = 0)
    -> [ResolvedSegment]
  {
    guard depth < 4 else { return [] }
    var result: [ResolvedSegment] = []
    var current: [Int] = []
    var tuple: [TupleElement]?
    for (position, segment) in path.enumerated() {
      let isCall = segment.hasSuffix("()")
      let name = isCall ? String(segment.dropLast(2)) : segment
      var next: [Int] = []
      var builds: Int?
      var enumCase: String?
      var isTypeItself = false
      var nextTuple: [TupleElement]?
      func take(_ names: [String]) {
        // A composition of the codebase's protocols (`Coordinator & OnboardingOutput`): the
        // types that are all of them.
        if names.count > 1, let parts = protocolComposition(names) {
          next += parts
          return
        }
        for written in names {
          if let elements = tupleElements(written) {
            nextTuple = elements
          } else {
            next += typesNamed(written)
          }
        }
      }
      if position == 0 {
        if name == "self" {
          next = [source]
        } else if name == "super" {
          next = superclass(of: source).map { [$0] } ?? []
        } else if ModuleModel.isTypeName(name) {
          next = typesNamed(name, scopedIn: source)
          // A framework's type the codebase extends (`UITabBarController().buildTabs()`).
          if next.isEmpty, let extended = frameworkExtension(named: name) { next = [extended] }
          isTypeItself = !isCall
        } else if let function,
          let local = types[source].locals.last(where: {
            $0.function == function && $0.name == name
          })
        {
          if let typeName = local.typeName {
            take([typeName])
          } else if local.value != path {
            next =
              resolve(local.value, in: source, function: function, depth: depth + 1)
              .last?.types ?? []
          }
        } else if let function,
          let parameter = parameter(named: name, in: source, function: function)
        {
          take(Array(parameter.typeNames.prefix(1)))
        } else if isCall, case let handed = typesHanded(to: source, member: name, depth: depth),
          !handed.isEmpty
        {
          // A closure the type was handed, called: what the closures give.
          next = handed
        } else if let (names, owner) = memberTypeNames(name, of: source) {
          take(names)
          if isCall {
            builds = moduleCreated(by: owner, in: name)
            nextTuple = tupleResult(of: name, in: owner) ?? nextTuple
          }
        } else if !isCall, path.count > 1, case let named = typesNamed(name), !named.isEmpty {
          // A type with a lower-case name (`registerBuilder.build()`) that no member, local or
          // parameter shadows: the type itself.
          next = named
          isTypeItself = true
        }
      } else if let elements = tuple {
        if let element = elements.first(where: { $0.label == name }) {
          // An element of a method's tuple result may be a composition, written `A & B`
          // (``MemberSignature/tupleElements``).
          if element.typeName.utf8.contains(UInt8(ascii: "&")) {
            let parts = element.typeName.split(separator: "&").map {
              String($0.filter { $0 != " " })
            }
            next += protocolComposition(parts) ?? parts.flatMap { typesNamed($0) }
          } else {
            take([element.typeName])
          }
        }
      } else {
        let onTheType = result.last?.isTypeItself == true
        for type in current {
          if ModuleModel.isTypeName(name), let nested = lookUp(types[type].name + "." + name) {
            next.append(nested)
            isTypeItself = !isCall
          } else if let (names, owner) = memberTypeNames(name, of: type) {
            // `-> Self` on the type (`static func instantiate() -> Self` of a storyboard
            // protocol's extension) gives the type it is called on.
            if onTheType, names.contains("Self") { next.append(type) }
            take(names.filter { $0 != "Self" })
            if isCall, builds == nil { builds = moduleCreated(by: owner, in: name) }
            if isCall { nextTuple = tupleResult(of: name, in: owner) ?? nextTuple }
          } else if types[type].kind == .enum, types[type].cases.contains(name) {
            next.append(type)
            enumCase = name
          } else if isCall, onTheType, types[type].kind == .class, types[type].role == .view {
            // A static method no code of the codebase declares, called on a screen's class:
            // a library's factory of the class (Reusable's `instantiate()`, a nib loader).
            next.append(type)
          }
        }
      }
      next = Array(Set(next)).sorted()
      result.append(
        ResolvedSegment(
          text: segment, isCall: isCall, isTypeItself: isTypeItself, types: next, builds: builds,
          enumCase: enumCase))
      if next.isEmpty && nextTuple == nil { break }
      current = next
      tuple = nextTuple
    }
    return result
  }

  /// The elements of the tuple the method `name` of the type at `owner` returns, labelled by
  /// position (`0`, `1`, as `result.0` and a tuple pattern's locals read them); `nil` when it
  /// returns no tuple.
  private func tupleResult(of name: String, in owner: Int) -> [TupleElement]? {
    guard
      let signature = types[owner].signatures.first(where: {
        $0.isMethod && $0.name == name && !$0.tupleElements.isEmpty
      })
    else { return nil }
    return signature.tupleElements.enumerated().map {
      TupleElement(label: String($0.offset), typeName: $0.element)
    }
  }

  /// The concrete types that implement every protocol of `names`, when each is a protocol of
  /// the codebase and more than one is written (a composition's parts, `Coordinator &
  /// OnboardingCoordinatorOutput`: its values are of the types that are both); `nil` otherwise.
  func protocolComposition(_ names: [String]) -> [Int]? {
    var common: Set<Int>?
    for name in names {
      guard let found = lookUp(name), types[found].kind == .protocol else { return nil }
      let concrete = Set(implementers[found])
      common = common.map { $0.intersection(concrete) } ?? concrete
    }
    return common.map { $0.sorted() }
  }

  /// The resolution of `path` without its last segment, from `resolved`, the resolution of
  /// the whole path (``resolve(_:in:function:depth:)``): a segment's types depend only on the
  /// segments before it, so the shorter path's segments are the first of the longer one's.
  /// The one place the whole path is read, a local set to the very path resolved (`let flow =
  /// flow.next()`, not followed), gives no types either way: followed from the other path, it
  /// meets itself at once.
  func resolveDroppingLast(_ path: [String], resolved: [ResolvedSegment]) -> [ResolvedSegment] {
    Array(resolved.prefix(max(path.count - 1, 0)))
  }

  /// Whether a bare name in the method `function` of a type is one of its locals or
  /// parameters, not a member of the type.
  func isLocalOrParameter(_ name: String, in source: Int, function: String?) -> Bool {
    guard let function else { return false }
    return types[source].locals.contains { $0.function == function && $0.name == name }
      || parameter(named: name, in: source, function: function) != nil
  }

  /// A parameter of the method `function` (`name@line`) of a type.
  private func parameter(named name: String, in source: Int, function: String) -> ParameterFacts? {
    guard let at = function.utf8.lastIndex(of: UInt8(ascii: "@")),
      let line = Int(String(Substring(function.utf8[function.utf8.index(after: at)...])))
    else { return nil }
    let method = String(Substring(function.utf8[..<at]))
    return types[source].functions.first { $0.name == method && $0.location.line == line }?
      .parameters.first { $0.name == name }
  }

  /// A role type of the one module whose views, presenters, interactors and routers the
  /// method `name` of `factory` creates; `nil` when it creates none, or roles of several.
  /// For a protocol, what its implementers' methods of that name create (a module interface
  /// resolved through DI, `signIn.createModule()`), when they all create the same module: a
  /// call through a requirement runs one of them.
  func moduleCreated(by factory: Int, in name: String) -> Int? {
    if types[factory].kind == .protocol {
      let implementers = implementers[factory]
      guard implementers.count <= ModuleModel.maximumImplementersForEdges else { return nil }
      var created: Int?
      for implementer in implementers {
        guard let type = moduleCreated(by: implementer, in: name) else { continue }
        if let existing = created, types[existing].module != types[type].module { return nil }
        created = created ?? type
      }
      return created
    }
    let prefix = name + "@"
    var created: Int?
    // By index: most calls are of other functions, and a copy of each would retain its lists.
    let calls = types[factory].calls
    for index in calls.indices where calls[index].function?.hasPrefix(prefix) == true {
      let callee = calls[index].callee
      // Making another module's interactor is using it, not opening its module.
      guard ModuleModel.isTypeName(callee), let type = lookUp(callee),
        let role = types[type].role, role.rank != nil, role != .interactor,
        !types[type].module.isEmpty
      else { continue }
      if let existing = created, types[existing].module != types[type].module { return nil }
      created = created ?? type
    }
    return created
  }
}

extension CallFacts {
  /// The call as a member path (see ``TypeTable/resolve(_:in:function:depth:)``):
  /// `["factory", "searchAssembly()", "module()"]`; `self` left out. An assigned case is its
  /// value (`[".welcome"]`), which calls nothing.
  var path: [String] {
    if isAssignedValue || isListedValue { return [callee] }
    var result: [String] = []
    if let receiver { result.append(callsReceiver ? receiver + "()" : receiver) }
    result += chain
    result.append(callee + "()")
    return result
  }

  /// Whether the call is made on an enum's `allCases` (`Tab.allCases.map(\.screen)`): whether
  /// ``path`` holds `allCases`, without making it.
  var isOnAllCases: Bool {
    (receiver == "allCases" && !callsReceiver) || chain.contains("allCases")
  }

  /// The call as written, arguments left out: `factory.searchAssembly().module()`.
  var pathText: String { path.joined(separator: ".") }
}
