/// Works out, from the module model and the sources, what `viper spies` writes for a module:
/// the protocols its presenter talks through, a spy for each, and how the module's own code
/// wires the presenter.
final class SpyPlanner {
  let unit: Codebase.Unit
  let files: SourceFiles
  /// Spies already planned, by the protocols they adopt (modules share contracts).
  private var spies: [[String]: Result<SpyPlan, SpyRefusal>] = [:]
  private var shapes: [String: ProtocolShape?] = [:]
  /// The names of the type aliases of function types the code declares, found on first use.
  private var functionAliases: Set<String>?

  var model: ModuleModel { unit.model }

  init(unit: Codebase.Unit, files: SourceFiles) {
    self.unit = unit
    self.files = files
  }

  /// A boundary of the presenter: a stored property of protocol type.
  struct Boundary {
    var property: PresenterShape.Property
    /// The protocols of its type, as the model names them.
    var protocols: [String]
    /// The role of the objects behind it, when the contract says.
    var role: Role?
  }

  /// The plan for `module`.
  func plan(_ module: Module) -> ModulePlan {
    let shown = unit.qualifiedName(module.name)
    var plan = ModulePlan(module: shown)
    let item = "module \(shown)"
    guard
      let presenterType = module.members.compactMap({ model.types[$0] }).first(where: {
        $0.role == .presenter
      })
    else {
      plan.refusals.append(
        SpyRefusal(
          item: item, kind: "no-presenter",
          reason: "the module has no presenter, so there is nothing to put between spies"
        ).report)
      return plan
    }
    plan.presenter = presenterType.name
    guard let file = files.file(presenterType.file),
      let presenter = PresenterShape.read(named: presenterType.name, in: file)
    else {
      plan.refusals.append(
        SpyRefusal(
          item: item, kind: "unreadable",
          reason: "'\(presenterType.name)' could not be read from \(presenterType.file)"
        ).report)
      return plan
    }
    if let refusal = refusal(ofPresenter: presenter) {
      plan.refusals.append(
        SpyRefusal(item: item, kind: refusal.kind, reason: refusal.reason).report)
      return plan
    }
    let properties = storedProperties(of: presenter)
    var boundaries: [Boundary] = []
    for property in properties {
      switch classify(property) {
      case .boundary(let protocols, let role):
        // A protocol-typed helper the presenter keeps to itself (a view model, a factory it
        // makes) is no boundary; a role is, and so is anything that can be handed in.
        let isRole = role.map { $0.isModuleRole } ?? false
        let lowered = property.name.lowercased()
        let handedIn =
          property.isSettableFromOutside
          || initializerTypes(of: presenter).contains { Set($0) == Set(protocols) }
        guard isRole || handedIn || lowered.contains("output") || lowered.contains("delegate")
        else {
          continue
        }
        boundaries.append(Boundary(property: property, protocols: protocols, role: role))
      case .concreteRole(let type, let role):
        plan.refusals.append(
          SpyRefusal(
            item: "\(presenter.name).\(property.name)", kind: "concrete-role",
            reason:
              "holds the \(role.rawValue) '\(type)' itself, not through a protocol, so no spy can stand in for it"
          ).report)
      case .classConstrained(let type):
        plan.refusals.append(
          SpyRefusal(
            item: "\(presenter.name).\(property.name)", kind: "class-constraint",
            reason: "its type '\(type)' requires a class a spy is not"
          )
          .report)
      case .other:
        continue
      }
    }
    if boundaries.isEmpty {
      if plan.refusals.isEmpty {
        plan.refusals.append(frameworkOrNoBoundaryRefusal(presenter, item: item).report)
      }
      return plan
    }
    var spyOfBoundary: [String] = []
    for boundary in boundaries {
      switch spy(for: boundary.protocols) {
      case .success(let spy):
        if !plan.spies.contains(where: { $0.className == spy.className }) { plan.spies.append(spy) }
        spyOfBoundary.append(spy.className)
      case .failure(let refusal):
        if !plan.refusals.contains(refusal.report) { plan.refusals.append(refusal.report) }
        spyOfBoundary.append("")
      }
    }
    let subjectName = SwiftNames.typeName(module.name) + "HarnessSubject"
    if plan.refusals.isEmpty {
      switch subject(
        named: subjectName, presenter: presenter, module: module, boundaries: boundaries,
        spies: spyOfBoundary, notes: &plan.notes)
      {
      case .success(let subject): plan.subject = subject
      case .failure(let refusal): plan.refusals.append(refusal.report)
      }
    } else {
      plan.refusals.append(
        SpyRefusal(
          item: subjectName, kind: "incomplete-boundaries",
          reason: "not written: the presenter talks through what the lines above could not spy"
        ).report)
    }
    return plan
  }

  // MARK: Caches

  func cachedSpy(_ protocols: [String]) -> Result<SpyPlan, SpyRefusal>? { spies[protocols] }
  func remember(_ spy: Result<SpyPlan, SpyRefusal>, for protocols: [String]) {
    spies[protocols] = spy
  }
  func cachedShape(_ name: String) -> ProtocolShape?? { shapes[name] }
  func rememberShape(_ shape: ProtocolShape?, for name: String) { shapes[name] = .some(shape) }

  /// The type aliases of function types the code declares (`typealias Completion = (Int) ->
  /// Void`), by name and qualified name: every file that says `typealias` is parsed once.
  func functionAliasNames() -> Set<String> {
    if let known = functionAliases { return known }
    var names: Set<String> = []
    for path in files.files(containing: "typealias") {
      guard let file = files.file(path) else { continue }
      let finder = FunctionAliasFinder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      names.formUnion(finder.names)
    }
    functionAliases = names
    return names
  }

  // MARK: The presenter

  private func refusal(ofPresenter presenter: PresenterShape) -> (kind: String, reason: String)? {
    if presenter.kind != "a class" {
      return ("not-a-class", "the presenter '\(presenter.name)' is \(presenter.kind), not a class")
    }
    if presenter.isPrivate {
      return ("private", "the presenter '\(presenter.name)' is private to its file")
    }
    if presenter.isGeneric {
      return ("generic", "the presenter '\(presenter.name)' is generic")
    }
    return nil
  }

  /// The presenter's stored properties, with those of the superclasses the codebase declares.
  func storedProperties(of presenter: PresenterShape) -> [PresenterShape.Property] {
    var properties = presenter.properties
    var superclass = presenter.firstInherited
    var depth = 0
    while let name = superclass, depth < 8, let type = model.type(named: name),
      type.kind == .class, let file = files.file(type.file),
      let shape = PresenterShape.read(named: type.name, in: file), !shape.isGeneric
    {
      properties += shape.properties.filter { inherited in
        !properties.contains { $0.name == inherited.name }
      }
      superclass = shape.firstInherited
      depth += 1
    }
    return properties
  }

  /// The protocols of every parameter of the presenter's initializers.
  private func initializerTypes(of presenter: PresenterShape) -> [[String]] {
    presenter.initializers.flatMap(\.parameters).compactMap { parameter in
      let property = PresenterShape.Property(
        name: parameter.name, type: parameter.type, initialValue: nil, isLet: true,
        isWeak: false, isSettableFromOutside: false, line: 0)
      if case .boundary(let protocols, _) = classify(property) { return protocols }
      return nil
    }
  }

  /// Why a presenter with no boundary cannot be spied: a framework base class wires it at
  /// run time, or it reaches its roles some other way.
  private func frameworkOrNoBoundaryRefusal(_ presenter: PresenterShape, item: String) -> SpyRefusal
  {
    if let base = presenter.firstInherited, model.type(named: base) == nil,
      !Self.plainBases.contains(base), base.first?.isUppercase == true
    {
      return SpyRefusal(
        item: item, kind: "framework",
        reason:
          "the presenter '\(presenter.name)' reaches its roles through its base class '\(base)', which a framework wires at run time; it stores no protocol-typed property a spy could fill"
      )
    }
    return SpyRefusal(
      item: item, kind: "no-boundary",
      reason:
        "the presenter '\(presenter.name)' stores no property of a protocol type the code declares (its roles are reached some other way)"
    )
  }

  /// Base classes and protocols that say nothing about how a presenter is wired.
  private static let plainBases: Set<String> = [
    "NSObject", "ObservableObject", "AnyObject", "Sendable", "Equatable", "Hashable",
  ]

  /// What a stored property of the presenter is to `viper spies`.
  enum PropertyKind {
    case boundary(protocols: [String], role: Role?)
    case concreteRole(type: String, role: Role)
    case classConstrained(type: String)
    case other
  }

  func classify(_ property: PresenterShape.Property) -> PropertyKind {
    guard let written = property.type else { return .other }
    var parts: [String] = []
    for part in TypeText.compositionParts(written) {
      if part == "AnyObject" { continue }
      if let targets = model.typeAliases[part] ?? model.typeAliases[ModuleModel.lastComponent(part)]
      {
        parts += targets.filter { $0 != "AnyObject" }
      } else {
        parts.append(part)
      }
    }
    guard !parts.isEmpty else { return .other }
    var protocols: [String] = []
    var role: Role?
    for part in parts {
      guard let type = model.type(named: part) else {
        // A composition with a class the code does not declare (`UIViewController & X`).
        return parts.count > 1 && !protocols.isEmpty ? .classConstrained(type: written) : .other
      }
      switch type.kind {
      case .protocol:
        protocols.append(type.name)
        role = role ?? type.implementerRole ?? type.contractRole
      case .class, .actor:
        if let typeRole = type.role, typeRole.isModuleRole, typeRole != .builder, parts.count == 1 {
          return .concreteRole(type: type.name, role: typeRole)
        }
        return parts.count > 1 ? .classConstrained(type: written) : .other
      default:
        return .other
      }
    }
    return .boundary(protocols: protocols, role: role)
  }
}
