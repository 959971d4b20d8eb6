/// The spy of a protocol: its requirements, and whether a spy can implement them.
extension SpyPlanner {
  /// The spy for the protocols of a boundary's type, or why there can be none.
  func spy(for protocols: [String]) -> Result<SpyPlan, SpyRefusal> {
    if let known = cachedSpy(protocols) { return known }
    let result = makeSpy(for: protocols)
    remember(result, for: protocols)
    return result
  }

  private func makeSpy(for protocols: [String]) -> Result<SpyPlan, SpyRefusal> {
    let className = protocols.map(SwiftNames.typeName).joined(separator: "And") + "Spy"
    let item = "spy \(className)"
    var collected: [ProtocolShape] = []
    var seen: Set<String> = []
    for name in protocols {
      if let refusal = collect(name, into: &collected, seen: &seen, depth: 0) {
        return .failure(SpyRefusal(item: item, kind: refusal.kind, reason: refusal.reason))
      }
    }
    let isMainActor = collected.contains { $0.globalActor == "MainActor" }
    if let other = collected.first(where: { $0.globalActor != nil && $0.globalActor != "MainActor" }
    ) {
      return .failure(
        SpyRefusal(
          item: item, kind: "global-actor",
          reason:
            "'\(other.name)' is isolated to '\(other.globalActor ?? "")', and spies to the main actor"
        ))
    }
    if !isMainActor, let sendable = collected.first(where: { $0.inherited.contains("Sendable") }) {
      return .failure(
        SpyRefusal(
          item: item, kind: "sendable",
          reason:
            "'\(sendable.name)' is Sendable but not isolated to the main actor, so a spy could not record into its log without a data race"
        ))
    }
    var requirements: [Requirement] = []
    var fileOfRequirement: [String: String] = [:]
    var keys: Set<String> = []
    for shape in collected {
      if shape.isPrivate {
        return .failure(
          SpyRefusal(
            item: item, kind: "private",
            reason: "'\(shape.name)' is private to its file, so no test can adopt it"))
      }
      if shape.isObjC {
        return .failure(
          SpyRefusal(
            item: item, kind: "objc",
            reason: "'\(shape.name)' is an @objc protocol, which only an NSObject can adopt"))
      }
      if let associated = shape.associatedTypes.first {
        return .failure(
          SpyRefusal(
            item: item, kind: "associated-type",
            reason:
              "'\(shape.name)' has the associated type '\(associated)', so a spy would have to be generic"
          ))
      }
      if let unreadable = shape.unreadable.first {
        return .failure(
          SpyRefusal(
            item: item, kind: "unsupported-requirement",
            reason:
              "'\(shape.name)' requires \(unreadable.what) (\(shape.file):\(unreadable.line)), which viper spies does not write"
          ))
      }
      for requirement in shape.requirements where keys.insert(requirement.key).inserted {
        requirements.append(requirement)
        fileOfRequirement[requirement.key] = shape.file
      }
    }
    var implementer: String?
    for requirement in requirements {
      if let problem = problem(with: requirement) {
        return .failure(
          SpyRefusal(
            item: item, kind: problem.kind,
            reason:
              "\(requirement.displayName) (\(fileOfRequirement[requirement.key] ?? ""):\(requirement.line)): \(problem.reason)"
          ))
      }
      if case .function(let function) = requirement, function.isStatic, implementer == nil {
        guard let found = staticImplementer(of: protocols) else {
          return .failure(
            SpyRefusal(
              item: item, kind: "static-requirement",
              reason:
                "\(requirement.displayName) (\(fileOfRequirement[requirement.key] ?? ""):\(requirement.line)) is static, and no one type of the code implements it for the spy to ask"
            ))
        }
        implementer = found
      }
    }
    requirements = requirements.map(resolvingClosureAliases)
    var identityTypes: Set<String> = []
    for requirement in requirements {
      switch requirement {
      case .function(let function):
        for parameter in function.parameters where recordsByIdentity(parameter.type) {
          identityTypes.insert(parameter.type)
        }
      case .property(let property):
        if recordsByIdentity(property.type) { identityTypes.insert(property.type) }
      }
    }
    let sources = collected.map(\.file).reduce(into: [String]()) { list, file in
      if !list.contains(file) { list.append(file) }
    }
    var imports: [String] = []
    for source in sources {
      for line in files.file(source)?.imports ?? [] where !imports.contains(line) {
        imports.append(line)
      }
    }
    return .success(
      SpyPlan(
        className: className, protocols: protocols, isolatedConformance: !isMainActor,
        requirements: requirements, staticImplementer: implementer, identityTypes: identityTypes,
        sources: sources, imports: imports))
  }

  /// Reads `name` and the protocols it inherits into `collected`; returns why it cannot be
  /// spied, if so.
  private func collect(
    _ name: String, into collected: inout [ProtocolShape], seen: inout Set<String>, depth: Int
  ) -> (kind: String, reason: String)? {
    guard seen.insert(name).inserted else { return nil }
    guard depth < 16, let shape = shape(of: name) else {
      return ("unreadable", "the protocol '\(name)' could not be read")
    }
    collected.append(shape)
    for constraint in shape.selfConstraints where constraint != "AnyObject" {
      return (
        "class-constraint",
        "'\(name)' requires its conformers to be '\(constraint)', which a spy is not"
      )
    }
    for written in shape.inherited {
      let parent = SyntaxNames.strippedGenericArguments(written)
      if ["AnyObject", "class", "Sendable", "Swift.Sendable"].contains(parent) { continue }
      let targets = model.typeAliases[parent] ?? [parent]
      for target in targets where target != "AnyObject" {
        guard let type = model.type(named: target) else {
          if target == "NSObjectProtocol" {
            return ("objc", "'\(name)' inherits NSObjectProtocol, which only an NSObject can adopt")
          }
          return (
            "outside-protocol",
            "'\(name)' inherits '\(target)', which the code read does not declare, so its requirements are unknown"
          )
        }
        guard type.kind == .protocol else {
          return (
            "class-constraint",
            "'\(name)' requires its conformers to be '\(target)', which a spy is not"
          )
        }
        if let refusal = collect(type.name, into: &collected, seen: &seen, depth: depth + 1) {
          return refusal
        }
      }
    }
    return nil
  }

  /// Why a spy cannot implement a requirement, if it cannot.
  private func problem(with requirement: Requirement) -> (kind: String, reason: String)? {
    switch requirement {
    case .property(let property):
      if property.hasEffects {
        return ("unsupported-requirement", "a property whose getter is async or throws")
      }
      if Self.spyMembers.contains(property.name) {
        return ("name-clash", "'\(property.name)' is the name of a member every Spy has")
      }
      if property.isStatic, TypeText.defaultValue(for: property.type) == nil {
        return (
          "static-requirement",
          "a static property with no nil, zero or empty value, which a spy could only take from the real type's shared state"
        )
      }
    case .function(let function):
      if Self.spyMembers.contains(function.name) {
        return ("name-clash", "'\(function.name)' is the name of a member every Spy has")
      }
      if function.isNonisolated {
        return (
          "unsupported-requirement",
          "a nonisolated requirement, which a spy that records on the main actor cannot implement"
        )
      }
      guard let returned = function.returnType, !function.isStatic else { return nil }
      if returned.hasPrefix("some ") {
        return (
          "opaque-result",
          "returns an opaque type ('\(returned)'), which only the real code can make"
        )
      }
    }
    return nil
  }

  /// Members of `Spy` a requirement must not take the name of.
  static let spyMembers: Set<String> = [
    "record", "forwarding", "noAnswer", "boundary", "log", "target",
  ]

  /// The one concrete type that adopts every protocol: the spy's static requirements ask it.
  private func staticImplementer(of protocols: [String]) -> String? {
    var candidates: Set<String>?
    for name in protocols {
      let implementing = Set(
        (model.implementers[name] ?? []).filter { model.types[$0]?.kind != .protocol })
      candidates = candidates.map { $0.intersection(implementing) } ?? implementing
    }
    guard let found = candidates, found.count == 1, let only = found.first else { return nil }
    return only
  }

  /// The protocol's shape, read once.
  func shape(of name: String) -> ProtocolShape? {
    if let known = cachedShape(name) { return known }
    var read: ProtocolShape?
    if let type = model.type(named: name), type.kind == .protocol, let file = files.file(type.file)
    {
      read = ProtocolReader.protocolShape(named: type.name, in: file)
    }
    rememberShape(read, for: name)
    return read
  }

  /// Whether an argument of this type is recorded by identity: anything that may be an object
  /// (a class, a protocol, a type the code does not declare); values the code declares, the
  /// standard library's and Foundation's values, collections, tuples and closures are recorded
  /// by value. ``Identity`` renders a value by value anyway, so doubt costs nothing.
  func recordsByIdentity(_ type: String) -> Bool {
    var bare = TypeText.unwrapped(type)
    for prefix in ["inout ", "@escaping ", "@autoclosure "] where bare.hasPrefix(prefix) {
      bare = TypeText.unwrapped(String(bare.dropFirst(prefix.count)))
    }
    if bare.hasPrefix("[") || bare.hasPrefix("(") || bare.contains("->") || bare.hasSuffix(".Type")
      || bare.hasSuffix(".Protocol")
    {
      return false
    }
    let base = SyntaxNames.strippedGenericArguments(bare)
    if Self.valueTypes.contains(base) || TypeText.defaultValue(for: base) != nil
      || isFunctionAlias(base)
    {
      return false
    }
    if bare.contains("&") { return true }
    if let targets = model.typeAliases[base] {
      return targets.contains { recordsByIdentity($0) }
    }
    guard let declared = model.type(named: base) else { return true }
    switch declared.kind {
    case .struct, .enum: return false
    default: return true
    }
  }

  /// Value types of the standard library and Foundation without a default value.
  private static let valueTypes: Set<String> = [
    "URL", "UUID", "Result", "Character", "Range", "ClosedRange", "Never", "Error",
    "DateComponents", "Locale", "TimeZone", "Calendar", "Measurement", "URLRequest",
  ]

  /// Marks parameters whose type is a type alias of a function type as closures.
  private func resolvingClosureAliases(_ requirement: Requirement) -> Requirement {
    guard case .function(var function) = requirement else { return requirement }
    for index in function.parameters.indices {
      let parameter = function.parameters[index]
      guard !parameter.isEscapingClosure, !parameter.isNonEscapingClosure else { continue }
      var bare = parameter.type
      var escaping = false
      for prefix in ["inout ", "@escaping ", "@Sendable "] where bare.hasPrefix(prefix) {
        if prefix == "@escaping " { escaping = true }
        bare = String(bare.dropFirst(prefix.count)).trimmingWhitespace
      }
      let optional = TypeText.isOptional(bare)
      let name = TypeText.unwrapped(bare)
      guard isFunctionAlias(name) else { continue }
      function.parameters[index].isEscapingClosure = escaping || optional
      function.parameters[index].isNonEscapingClosure = !(escaping || optional)
    }
    return .function(function)
  }

  /// Whether `name` is a type alias of a function type (`typealias Completion = (Int) ->
  /// Void`).
  func isFunctionAlias(_ name: String) -> Bool {
    guard name.first?.isUppercase == true, !name.contains("<") else { return false }
    return functionAliasNames().contains(name)
  }
}
