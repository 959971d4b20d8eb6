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
  /// Tuple aliases' elements by qualified name.
  let tuples: [String: [TupleElement]]
  /// The names of the aliases declared inside a type (`Routes` of `ListPresenter.Routes`): a
  /// written name among them may be one, seen from that type (``scoped(_:in:)``).
  let nestedAliasNames: Set<String>
  /// For each protocol, the indices of its concrete implementers; empty for other types.
  let implementers: [[Int]]
  /// The calls in closures handed to initializers and methods, by the argument
  /// (``CallFacts/handedTo``, `RootBuilder.loggedIn`), and by the initializer arguments they
  /// are handed on to: the type whose code makes each, and its index in its calls.
  private(set) var handedCalls: [String: [(type: Int, call: Int)]]
  /// The arguments (`Type.label`, `Type.method(label:)`) whose closures a type of the codebase
  /// keeps: a stored property of that name, or a method's parameter it hands on to one.
  private(set) var keptArguments: Set<String>
  /// The type's own functions handed as values (``ModelType/handedFunctions``), by what they
  /// are handed as and handed on to, as ``handedCalls``: the type and the function's name.
  private(set) var handedFunctions: [String: [(type: Int, member: String)]] = [:]
  /// The extensions of classes and types the codebase does not declare, by the name extended
  /// (``ModelType/extendsFrameworkType``): found by ``frameworkExtension(named:)``, never by
  /// ``lookUp(_:)``, so that a framework's name still names no type of the codebase.
  let frameworkExtensions: [String: Int]

  init(
    types: [ModelType], index: [String: Int], aliases: [String: [String]],
    tuples: [String: [TupleElement]] = [:], implementerNames: [String: [String]]
  ) {
    self.types = types
    self.index = index
    var extended: [String: Int] = [:]
    for position in types.indices where types[position].extendsFrameworkType {
      extended[ModuleModel.lastComponent(types[position].name)] = position
    }
    frameworkExtensions = extended
    self.aliases = aliases
    self.tuples = tuples
    var nested: Set<String> = []
    for name in aliases.keys {
      guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { continue }
      nested.insert(String(Substring(name.utf8[name.utf8.index(after: dot)...])))
    }
    nestedAliasNames = nested
    var implementers = Array(repeating: [Int](), count: types.count)
    for (name, names) in implementerNames {
      guard let proto = index[name] else { continue }
      implementers[proto] = names.compactMap { index[$0] }
    }
    self.implementers = implementers
    (handedCalls, keptArguments) = Self.handedCalls(of: types, index: index)
    addAssignedClosureCalls()
    addHandedFunctions()
  }

  /// Adds to ``handedCalls`` the calls of closures assigned to another object's property
  /// (``CallFacts/handedTo`` `=child.onFinish`), by the property of each type the object's
  /// path resolves to where the closure is written (a protocol: its implementers, when they are
  /// few): that type runs them where it calls the property.
  private mutating func addAssignedClosureCalls() {
    struct Written: Hashable {
      var type: Int
      var function: String?
      var key: String
    }
    var owners: [Written: [String]] = [:]
    var added: [String: [(type: Int, call: Int)]] = [:]
    for type in types.indices {
      let calls = types[type].calls
      for call in calls.indices {
        guard let key = calls[call].handedTo, key.hasPrefix("=") else { continue }
        let written = Written(type: type, function: calls[call].function, key: key)
        if owners[written] == nil {
          owners[written] = assignedOwners(of: key, in: type, function: calls[call].function)
        }
        for owner in owners[written] ?? [] { added[owner, default: []].append((type, call)) }
      }
    }
    for (owner, calls) in added { handedCalls[owner, default: []] += calls }
  }

  /// Gathers ``handedFunctions``, and hands on what a method's closure parameter is handed
  /// where the method assigns the parameter to another object's property
  /// (`presenter.onPresent = onPresent` in `CategoryListModule.build(onPresent:)`), closures'
  /// calls (``handedCalls``) and functions alike: the property's type runs them where it calls
  /// it.
  private mutating func addHandedFunctions() {
    var functions: [String: [(type: Int, member: String)]] = [:]
    for type in types.indices {
      // A bare name handed may be a local or a property: only the type's functions, and its
      // properties that keep closures, run. A static member of another type
      // (`DetailAssembly.router`) is that type's.
      for handed in types[type].handedFunctions {
        let owner = handed.owner.map { lookUp($0) } ?? type
        guard let owner,
          types[owner].functions.contains(where: { $0.name == handed.member })
            || types[owner].properties.contains(where: {
              $0.name == handed.member && $0.typeName?.contains("->") == true
            })
        else { continue }
        let keys =
          handed.handedTo.hasPrefix("=")
          ? assignedOwners(of: handed.handedTo, in: type, function: handed.function)
          : [handed.handedTo]
        for key in keys { functions[key, default: []].append((owner, handed.member)) }
      }
    }
    var forwards: [(from: String, to: String)] = []
    for type in types.indices {
      for forward in types[type].forwardedClosures where forward.to.hasPrefix("=") {
        // An initializer keeping a parameter in a property of its own (`=self.makeDetail`)
        // hands it to the type itself: nothing to resolve.
        let owners =
          forward.to.utf8.starts(with: "=self.".utf8)
          ? [ModuleModel.lastComponent(types[type].name) + "." + forward.to.dropFirst(6)]
          : assignedOwners(of: forward.to, in: type, function: forward.function)
        for owner in owners {
          forwards.append((forward.from, owner))
          keptArguments.insert(forward.from)
        }
      }
    }
    // Forwards onto initializer arguments were followed for closures before; for functions,
    // every forward is followed here.
    let all =
      forwards
      + types.flatMap(\.forwardedClosures).filter { !$0.to.hasPrefix("=") }.map {
        (from: $0.from, to: $0.to)
      }
    for _ in 0..<4 {
      var changed = false
      for forward in all {
        changed = Self.handOn(&functions, from: forward.from, to: forward.to, same: ==) || changed
      }
      for forward in forwards {
        changed = Self.handOn(&handedCalls, from: forward.from, to: forward.to, same: ==) || changed
      }
      if !changed { break }
    }
    handedFunctions = functions
  }

  /// Adds to `map[to]` what `map[from]` holds and it does not; whether it added any.
  private static func handOn<Value>(
    _ map: inout [String: [Value]], from: String, to: String, same: (Value, Value) -> Bool
  ) -> Bool {
    guard let handed = map[from] else { return false }
    var target = map[to] ?? []
    var changed = false
    for value in handed where !target.contains(where: { same($0, value) }) {
      target.append(value)
      changed = true
    }
    map[to] = target
    return changed
  }

  /// The type's own functions handed to `type` for its property `member`.
  func handedFunctions(of type: Int, member: String) -> [(type: Int, member: String)] {
    handedFunctions[ModuleModel.lastComponent(types[type].name) + "." + member] ?? []
  }

  /// `Type.property` for each type the object of an assigned closure's key (`=child.onFinish`)
  /// can be, as ``handedCalls(of:member:)`` looks it up: a protocol's implementers, unless it
  /// is a plug-in point (``NavigationGraph/maximumImplementers``), as a call through it is.
  private func assignedOwners(of key: String, in source: Int, function: String?) -> [String] {
    var path = key.dropFirst().split(separator: ".").map(String.init)
    guard let member = path.popLast(), !path.isEmpty else { return [] }
    let segments = resolve(path, in: source, function: function)
    guard segments.count == path.count, let last = segments.last else { return [] }
    var targets: [Int] = []
    for target in last.types {
      if types[target].kind == .protocol {
        let concrete = implementers[target]
        if concrete.count <= NavigationGraph.maximumImplementers { targets += concrete }
      } else {
        targets.append(target)
      }
    }
    return targets.map { ModuleModel.lastComponent(types[$0].name) + "." + member }
  }

  /// Whether a call is in a closure handed to a method of the codebase that hands it on to be
  /// kept, or to a dependency container's registration: it runs where the keeper calls the
  /// closure, not where it is written.
  func isInKeptClosure(_ call: CallFacts) -> Bool {
    guard let argument = call.handedTo, argument.hasSuffix(")") else { return false }
    return argument == CallFacts.registeredFactory || keptArguments.contains(argument)
  }

  private static func handedCalls(of types: [ModelType], index: [String: Int]) -> (
    [String: [(type: Int, call: Int)]], Set<String>
  ) {
    var handedCalls: [String: [(type: Int, call: Int)]] = [:]
    for type in types.indices {
      let calls = types[type].calls
      for call in calls.indices {
        if let argument = calls[call].handedTo {
          handedCalls[argument, default: []].append((type, call))
        }
      }
    }
    // `AuthBuilder.make()`: a method's unlabelled trailing closure is handed for the label of
    // the method's last closure parameter (`AuthBuilder.make(onLogin:)`).
    var trailing: [(key: String, label: String)] = []
    for key in handedCalls.keys where key.hasSuffix("()") {
      guard let dot = key.lastIndex(of: "."),
        let owner = ModuleModel.lookUp(String(key[..<dot]), in: index)
      else { continue }
      let method = key[key.index(after: dot)...].dropLast(2)
      // `AuthWireframe.init()`: an initializer's unlabelled trailing closure is handed for the
      // label of its last closure parameter (`AuthWireframe.showMain`), and when the type keeps
      // it, it runs where the type calls it, not where it is written (as a method's trailing
      // closure); but a SwiftUI view's (`SectionGroup { ... }`) is its content where it is
      // written, not a callback every place that makes one hands it.
      if method == "init" {
        let isView = types[owner].inherited.contains { ModuleModel.lastComponent($0) == "View" }
        if !isView, let label = types[owner].initializerClosureLabels.last, label != "_" {
          let labelled = key[..<dot] + "." + label
          handedCalls[labelled, default: []] += handedCalls[key] ?? []
          trailing.append((key, labelled))
        }
        continue
      }
      for function in types[owner].functions where function.name == method {
        guard let last = function.parameters.last(where: { $0.typeText.contains("->") }) else {
          continue
        }
        let labelled = String(key.dropLast()) + last.label + ":)"
        handedCalls[labelled, default: []] += handedCalls[key] ?? []
        trailing.append((key, labelled))
      }
    }
    // What a method's closure parameter is handed, the initializer it hands it on to is
    // (`AuthBuilder.make(onLogin:)` to `AuthRouter.onLogin`), through builders that call
    // builders.
    // Those to another object's property (`=presenter.onDone`) resolve in the model
    // (``addHandedFunctions()``).
    let forwards = types.flatMap(\.forwardedClosures).filter { !$0.to.hasPrefix("=") }
    for _ in 0..<4 {
      var changed = false
      for forward in forwards {
        changed = handOn(&handedCalls, from: forward.from, to: forward.to, same: ==) || changed
      }
      if !changed { break }
    }
    // Kept: by a stored property of the name, or handed on to an argument that is kept.
    var kept = Set(
      handedCalls.keys.filter { key in
        guard let dot = key.lastIndex(of: "."),
          let owner = ModuleModel.lookUp(String(key[..<dot]), in: index)
        else { return false }
        let name = key[key.index(after: dot)...]
        return types[owner].properties.contains { $0.name == name }
      })
    for _ in 0..<4 {
      let before = kept.count
      for forward in forwards where kept.contains(forward.to) { kept.insert(forward.from) }
      if kept.count == before { break }
    }
    for (key, labelled) in trailing where kept.contains(labelled) { kept.insert(key) }
    return (handedCalls, kept)
  }

  /// The table with these types in place of its own (the same names, kinds and order, their
  /// facts changed), what it gathers from their calls gathered again.
  func replacing(types: [ModelType]) -> TypeTable {
    var table = self
    table.types = types
    (table.handedCalls, table.keptArguments) = Self.handedCalls(of: types, index: index)
    table.addAssignedClosureCalls()
    table.addHandedFunctions()
    return table
  }

  /// The calls that observe a notification (``CallFacts/notificationPrefix`` and its name): the
  /// selectors and the closures' calls `addObserver` registered for it.
  func observers(of notification: String) -> [(type: Int, call: Int)] {
    handedCalls[notification] ?? []
  }

  /// The calls of the closures that `type` is handed for its property `member`, where its
  /// initializer is called (`RootBuilder(loggedIn: { CoreBuilder() })` for `loggedIn`).
  func handedCalls(of type: Int, member: String) -> [(type: Int, call: Int)] {
    handedCalls[ModuleModel.lastComponent(types[type].name) + "." + member] ?? []
  }

  /// What the closures `type` is handed for `member` give: the types their values are.
  func typesHanded(to type: Int, member: String, depth: Int) -> [Int] {
    var result: [Int] = []
    for (source, index) in handedCalls(of: type, member: member)
    where types[source].calls[index].isHandedResult {
      let call = types[source].calls[index]
      // The outermost call of the value: `CoreBuilder(...)`, not the arguments made for it.
      let path = call.path
      if path.count == 1, ModuleModel.isTypeName(call.callee) {
        result += typesNamed(call.callee).filter { types[$0].kind != .protocol }
      } else {
        result +=
          resolve(path, in: source, function: call.function, depth: depth + 1)
          .last?.types ?? []
      }
    }
    return result
  }

  /// The index of a name as written (qualified, else its last component).
  func lookUp(_ name: String) -> Int? {
    ModuleModel.lookUp(name, in: index)
  }

  /// The extensions of a class or type the codebase does not declare (`UITabBarController`).
  func frameworkExtension(named name: String) -> Int? {
    frameworkExtensions.isEmpty ? nil : frameworkExtensions[ModuleModel.lastComponent(name)]
  }

  /// The extensions of the framework class a class descends from, through the codebase's
  /// classes: of that class itself, or of `UIViewController` for one of UIKit's view
  /// controllers (`extension UIViewController { func showLogin() }` runs for every screen).
  func frameworkExtension(inheritedBy index: Int) -> Int? {
    guard !frameworkExtensions.isEmpty else { return nil }
    var current = index
    var depth = 0
    while let parent = superclass(of: current), depth < 16 {
      current = parent
      depth += 1
    }
    guard types[current].kind == .class, let first = types[current].inherited.first,
      lookUp(first) == nil
    else { return nil }
    if let found = frameworkExtension(named: first) { return found }
    return UIFramework.isViewControllerClass(first)
      ? frameworkExtension(named: "UIViewController") : nil
  }

  /// The names a type alias stands for, if `name` is one; a composition's parts, if `name` is
  /// one written in place (`ViewOutput & InteractorOutput`, a stored property's type), which
  /// is read as an alias of them would be.
  func alias(_ name: String) -> [String]? {
    // A byte search over the contiguous bytes: the generic `contains` on a `UTF8View` cost a
    // run on fearless-iOS 23M instructions, this is asked so often.
    if SyntaxNames.offset(of: UInt8(ascii: "&"), in: name, last: false) != nil {
      let parts = name.split(separator: "&").map { part in
        var trimmed = part
        while trimmed.first == " " { trimmed = trimmed.dropFirst() }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        return String(trimmed)
      }
      if parts.count > 1, !parts.contains(where: \.isEmpty) { return parts }
    }
    return aliases[name] ?? aliases[ModuleModel.lastComponent(name)]
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
      guard types[found].kind == .protocol else { return types[found].role }
      if let role = types[found].implementerRole { return role }
      // Implementers that got their role from how they are wired (a cell its presenter drives),
      // after the protocols' roles were worked out: theirs, when they agree.
      let roles = Set(implementers[found].compactMap { types[$0].role })
      return roles.count == 1 ? roles.first : nil
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
  /// not a wire). With `values`, structs and enums too.
  func referenceTargets(of typeName: String, inModule module: String, values: Bool = false)
    -> [Int]
  {
    let targets = concreteTargets(of: typeName).filter { values || types[$0].isReference }
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

  /// Whether a written type is a screen the codebase does not declare: a UIKit or AppKit view
  /// controller class, or a navigation framework's transition handler protocol.
  func isUndeclaredScreen(_ typeName: String) -> Bool {
    guard lookUp(typeName) == nil else { return false }
    return UIFramework.isViewControllerClass(typeName)
      || UIFramework.transitionHandlerProtocols.contains(
        ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(typeName)))
  }

  /// Every stored property of a reference type that points at a reference type of the table,
  /// for the types in `order`. A router's property of a screen type the codebase does not
  /// declare (`UIViewController`, a transition handler) points at its module's view: that is
  /// the screen its builder hands it. A container (`UINavigationController`) is not: it holds
  /// the view only while the view is on its stack. A class of a module holds its superclasses'
  /// stored properties too, read from its module (a `BaseRouter`'s `var view: Modulable?`, a
  /// protocol every view adopts, is `HomeRouter`'s own view): the edge is the subclass's, at the
  /// superclass's declaration. A property of a base class of no module (`BaseViewController<
  /// PaymentView>`) points at the holder's module's subclasses of it, when it has some, as a
  /// protocol's points at the module's implementers.
  func ownershipEdges(in order: [Int]) -> [OwnershipEdge] {
    var result: [OwnershipEdge] = []
    var viewsOfModule: [String: [Int]] = [:]
    for index in types.indices
    where types[index].role == .view && !types[index].module.isEmpty && types[index].isReference {
      viewsOfModule[types[index].module, default: []].append(index)
    }
    // The classes of modules under each class of no module, by the base and the module.
    var subclassesInModule: [Int: [String: [Int]]] = [:]
    for index in types.indices where types[index].kind == .class && !types[index].module.isEmpty {
      var seen: Set<Int> = [index]
      var current = index
      while let parent = superclass(of: current), seen.insert(parent).inserted {
        if types[parent].module.isEmpty {
          subclassesInModule[parent, default: [:]][types[index].module, default: []].append(index)
        }
        current = parent
      }
    }
    for holder in order where types[holder].isReference {
      for (property, declaredIn) in storedProperties(of: holder) {
        guard let typeName = property.typeName, !isReleasedOnFirstRead(property, of: declaredIn)
        else { continue }
        var targets = referenceTargets(of: typeName, inModule: types[holder].module)
        if targets.count == 1, let local = subclassesInModule[targets[0]]?[types[holder].module] {
          targets = local
        }
        if targets.isEmpty, types[holder].role == .router, !types[holder].module.isEmpty,
          isUndeclaredScreen(typeName),
          !UIFramework.containerControllers.contains(
            ModuleModel.lastComponent(SyntaxNames.strippedGenericArguments(typeName)))
        {
          targets = viewsOfModule[types[holder].module] ?? []
        }
        for target in targets {
          result.append(
            OwnershipEdge(
              from: types[holder].name, to: types[target].name, property: property.name,
              typeName: typeName, ownership: property.ownership, location: property.location))
        }
      }
    }
    return result.sorted { ($0.location, $0.to) < ($1.location, $1.to) }
  }

  /// Whether the class declaring a stored property sets it to `nil` in one of its computed
  /// properties' getters: it holds its value only until that is first read (a template's
  /// `temporaryStoredViewController`, kept until the wireframe's `viewController` is read).
  func isReleasedOnFirstRead(_ property: PropertyFacts, of declaredIn: Int) -> Bool {
    let type = types[declaredIn]
    return type.literalAssignments.contains { assignment in
      guard assignment.receiver.isEmpty, assignment.member == property.name,
        assignment.values == ["nil"], let function = assignment.function
      else { return false }
      let name = function.prefix { $0 != "@" }
      return type.signatures.contains { !$0.isMethod && !$0.isStatic && $0.name == name }
    }
  }

  /// The stored properties a class holds, each with the index of the class declaring it: its
  /// own, then its superclasses' (nearest first) when it belongs to a module and they are
  /// declared elsewhere (no module, or another).
  func storedProperties(of index: Int) -> [(property: PropertyFacts, declaredIn: Int)] {
    let module = types[index].module
    var result = types[index].properties.map { ($0, index) }
    guard !module.isEmpty else { return result }
    var seen: Set<Int> = [index]
    var current = index
    // The type each superclass's generic parameters stand for here (`BaseRouter<T>`'s `T` is
    // `HomeViewController` in `HomeRouter: BaseRouter<HomeViewController>`).
    var bound: [String: String] = [:]
    while let parent = superclass(of: current), seen.insert(parent).inserted {
      let arguments = types[current].superclassArguments.map { bound[$0] ?? $0 }
      bound = [:]
      if arguments.count == types[parent].genericParameters.count {
        for (name, argument) in zip(types[parent].genericParameters, arguments) {
          bound[name] = argument
        }
      }
      if types[parent].module != module {
        result += types[parent].properties.map { property in
          guard let typeName = property.typeName, let argument = bound[typeName] else {
            return (property, parent)
          }
          var specialized = property
          specialized.typeName = argument
          return (specialized, parent)
        }
      }
      current = parent
    }
    return result
  }
}
