/// Reactive and SwiftUI VIPER: the view's inputs are what the presenter outputs or holds for
/// the view to observe.
///
/// - A presenter property or method result of a stream type (`Observable<[User]>`, `Driver`,
///   `BehaviorRelay`, `AnyPublisher`, `Published<…>.Publisher`) that the view reads; not a
///   subject it only feeds (`presenter.selectRow.onNext(movie)`), the presenter's input.
/// - A stream the view reads in a bundle of them that a presenter property holds (`let output:
///   HomeOutput`, a struct or protocol of no role: `presenter.output.user.sink { ... }`).
/// - What a SwiftUI view observes of its presenter: an `@Published` property of an
///   `ObservableObject` presenter, a stored property of an `@Observable` one (not
///   `@ObservationIgnored`), a computed property of either.
///
/// Such a member whose type holds an entity or DTO hands the view the data itself, as a view
/// input method with an entity parameter would: directly, as a generic argument (`Loadable<
/// [Order]>`, `ViewState<User>`), or one level down, in a view state the member is (a struct's
/// property, an enum's associated value: `enum OrdersState { case loaded([Order]) }`). A
/// view-state object of its own (an `ObservableObject` or `@Observable` class, no role) that a
/// presenter holds and a view observes is checked member by member.
extension PassViewModelsToViews {
  /// Generic types whose values a subscriber receives (RxSwift, RxCocoa, Combine,
  /// ReactiveSwift, concurrency).
  static let streamTypes: Set<String> = [
    "Observable", "Driver", "Signal", "BehaviorRelay", "PublishRelay", "ReplayRelay",
    "BehaviorSubject", "PublishSubject", "ReplaySubject", "Variable", "Single", "Maybe",
    "AnyPublisher", "CurrentValueSubject", "PassthroughSubject", "Published", "Just", "Future",
    "Property",
    "MutableProperty", "SignalProducer", "AsyncStream",
  ]

  /// The methods that send a value into a subject (RxSwift, RxRelay, Combine, concurrency).
  static let feedingCalls: Set<String> = [
    "onNext", "accept", "send", "on", "onError", "onCompleted", "yield",
  ]

  /// Where an entity reaches the view: its name, and the view state's member it is in, if any.
  struct Exposure {
    var entity: String
    var through: String?
  }

  /// The findings of presenters' outputs; with `focus`, of the presenters that could report
  /// there only: those written there, adopting a protocol written there (a requirement is
  /// where a member is reported), or holding a class of no role written there (a view-state
  /// object, checked by the first presenter holding it, in order).
  func streamFindings(
    in model: ModuleModel, isEntity: (String) -> Bool, reportingIn focus: FocusFiles? = nil
  ) -> [RuleFinding] {
    var presenters = model.sureRoleTypes.filter { $0.role == .presenter && $0.isReference }
    if let focus {
      let written = model.sortedTypes.filter { $0.isWritten(in: focus) }
      let protocols = Set(written.filter { $0.kind == .protocol }.map(\.name))
      let objects = Set(written.filter { $0.kind == .class && $0.role == nil }.map(\.name))
      presenters = presenters.filter { presenter in
        presenter.isWritten(in: focus)
          || (!protocols.isEmpty
            && model.adoptedProtocols(of: presenter).contains { protocols.contains($0.name) })
          || (!objects.isEmpty
            && presenter.properties.contains { property in
              property.heldNames.contains {
                model.type(named: $0).map { objects.contains($0.name) } == true
              }
            })
      }
    }
    guard !presenters.isEmpty else { return [] }
    // The members views read through a chain (`presenter.users.bind(...)`,
    // `output.users.drive(...)`): what they subscribe to. And the types views hold: the
    // view-state objects they observe.
    // Worked out when first needed: every view's calls are many, and most presenters stream
    // nothing.
    // What is read is kept by the views' module: a presenter's stream is read by its own
    // module's views (or views of no module), not by another module's view that reads a stream
    // of the same name.
    var viewReads: (read: [String: Set<String>], held: Set<String>)?
    func readByViews() -> (read: [String: Set<String>], held: Set<String>) {
      if let viewReads { return viewReads }
      var read: [String: Set<String>] = [:]
      var held: Set<String> = []
      for type in model.roleTypes where type.role == .view {
        var names: Set<String> = []
        for call in type.calls {
          // A subject the view feeds (`presenter.selectRow.onNext(movie)`) is the presenter's
          // input, not the view's: what it sends there is not handed to it.
          let chain =
            Self.feedingCalls.contains(call.callee) ? call.chain.dropLast() : call.chain[...]
          names.formUnion(chain.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 })
        }
        for local in type.locals { names.formUnion(local.value.dropFirst()) }
        read[type.module, default: []].formUnion(names)
        for property in type.properties {
          for name in [property.typeName].compactMap({ $0 }) + property.typeArguments {
            held.insert(ModuleModel.lastComponent(name))
          }
        }
      }
      viewReads = (read, held)
      return (read, held)
    }
    /// The members a presenter's views read: its module's views' and those of no module (every
    /// view's, for a presenter of no module).
    var readOfModule: [String: Set<String>] = [:]
    func namesRead(for presenter: ModelType) -> Set<String> {
      if let known = readOfModule[presenter.module] { return known }
      let read = readByViews().read
      let names =
        presenter.module.isEmpty
        ? read.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        : read[presenter.module, default: []].union(read["", default: []])
      readOfModule[presenter.module] = names
      return names
    }
    let observation = Observation(model: model)
    /// The view-state objects: observed classes of no role that are no entities.
    func viewStateObject(_ name: String) -> ModelType? {
      guard let type = model.type(named: name), type.kind == .class, type.role == nil,
        !isEntity(type.name), observation.isObserved(type)
      else { return nil }
      return type
    }
    /// The entity a member of these written types hands the view: directly, or one level down
    /// in a view state of the codebase (not an object of its own, which is checked by itself).
    func exposure(in names: [String]) -> Exposure? {
      if let entity = names.first(where: isEntity) { return Exposure(entity: entity) }
      for name in names {
        guard let state = model.type(named: name), state.kind != .protocol,
          state.kind != .extension, state.role == nil, viewStateObject(state.name) == nil
        else { continue }
        for property in state.properties where !property.isPrivate {
          if let entity = property.heldNames.first(where: isEntity) {
            return Exposure(entity: entity, through: "\(state.name).\(property.name)")
          }
        }
        for signature in state.signatures
        where !signature.isMethod && !signature.isStatic && !signature.isPrivate {
          if let entity = signature.heldNames.first(where: isEntity) {
            return Exposure(entity: entity, through: "\(state.name).\(signature.name)")
          }
        }
        if let entity = state.caseValueTypes.first(where: isEntity) {
          return Exposure(entity: entity, through: state.name)
        }
      }
      return nil
    }
    /// The entity a bundle of streams a presenter hands its view streams (`let output:
    /// HomeOutput`, a struct or a protocol of no role whose members are the subjects the view
    /// subscribes to, `presenter.output.user.sink`): the first such member the views read.
    func bundledStream(in names: [String], read: Set<String>) -> Exposure? {
      for name in names {
        guard let bundle = model.type(named: name), bundle.role == nil,
          bundle.kind == .struct || bundle.kind == .protocol || bundle.kind == .class,
          viewStateObject(bundle.name) == nil, !isEntity(bundle.name)
        else { continue }
        let members =
          bundle.properties.map { ($0.name, $0.typeName, $0.typeArguments, $0.isPrivate) }
          + bundle.signatures.filter { !$0.isMethod && !$0.isStatic }.map {
            ($0.name, $0.typeName, $0.typeArguments, $0.isPrivate)
          }
        for (member, typeName, arguments, isPrivate) in members
        where !isPrivate && typeName.map(Self.streamTypes.contains) == true {
          guard read.contains(member), let found = exposure(in: arguments) else {
            continue
          }
          let through = found.through ?? "\(bundle.name).\(member)"
          return Exposure(entity: found.entity, through: through)
        }
      }
      return nil
    }
    func kind(of entity: String) -> String {
      model.type(named: entity)?.role == .service ? "DTO" : "entity"
    }

    var findings: [RuleFinding] = []
    var reported: Set<SourceLocation> = []
    // View-state objects a presenter holds that reach the view: held by a view, or by a member
    // of the presenter the view observes. Each is checked once, by the first such presenter.
    var stateObjects: [(object: ModelType, presenter: String)] = []
    var seenObjects: Set<String> = []
    for presenter in presenters {
      let observed = observation.isObserved(presenter)
      let observedStored = observation.observedStoredProperties(of: presenter)
      let protocols = model.adoptedProtocols(of: presenter)
      func report(_ name: String, _ found: Exposure, at location: SourceLocation) {
        // Where the view sees it: the requirement of a protocol the presenter adopts, if one
        // declares the member.
        let requirement = protocols.lazy.compactMap { proto in
          proto.signatures.first { $0.name == name }.map(\.location)
        }.first
        let place = requirement ?? location
        guard reported.insert(place).inserted else { return }
        let through = found.through.map { " through '\($0)'" } ?? ""
        findings.append(
          RuleFinding(
            "the presenter output '\(presenter.name).\(name)' streams the \(kind(of: found.entity)) '\(found.entity)' to the view\(through); stream view models made by the presenter",
            at: place))
      }
      for property in presenter.properties {
        if let object = property.heldNames.compactMap(viewStateObject).first,
          readByViews().held.contains(ModuleModel.lastComponent(object.name))
            || (!property.isPrivate && observedStored.contains(property.name)),
          seenObjects.insert(object.name).inserted
        {
          stateObjects.append((object, presenter.name))
        }
        guard !property.isPrivate else { continue }
        let isStream = property.typeName.map(Self.streamTypes.contains) ?? false
        if isStream, namesRead(for: presenter).contains(property.name),
          let found = exposure(in: property.typeArguments)
        {
          report(property.name, found, at: property.location)
        } else if observedStored.contains(property.name),
          let found = exposure(in: property.heldNames)
        {
          report(property.name, found, at: property.location)
        } else if let found = bundledStream(
          in: property.heldNames, read: namesRead(for: presenter))
        {
          report(property.name, found, at: property.location)
        }
      }
      for signature in presenter.signatures where !signature.isPrivate && !signature.isStatic {
        if let typeName = signature.typeName, Self.streamTypes.contains(typeName) {
          guard namesRead(for: presenter).contains(signature.name),
            let found = exposure(in: signature.typeArguments)
          else { continue }
          report(signature.name, found, at: signature.location)
        } else if observed, !signature.isMethod, let found = exposure(in: signature.heldNames) {
          report(signature.name, found, at: signature.location)
        }
      }
    }
    for (object, presenter) in stateObjects {
      let observedStored = observation.observedStoredProperties(of: object)
      var members: [(name: String, names: [String], location: SourceLocation)] = []
      for property in object.properties where observedStored.contains(property.name) {
        members.append((property.name, property.heldNames, property.location))
      }
      for signature in object.signatures
      where !signature.isMethod && !signature.isStatic && !signature.isPrivate {
        members.append((signature.name, signature.heldNames, signature.location))
      }
      for member in members {
        guard let found = exposure(in: member.names), reported.insert(member.location).inserted
        else { continue }
        let through = found.through.map { " through '\($0)'" } ?? ""
        findings.append(
          RuleFinding(
            "the view state '\(object.name).\(member.name)' that '\(presenter)' publishes holds the \(kind(of: found.entity)) '\(found.entity)'\(through); hold view models made by the presenter",
            at: member.location))
      }
    }
    return findings
  }

  /// What SwiftUI observes of an object: an `ObservableObject`'s `@Published` properties, an
  /// `@Observable` class's stored properties (not `@ObservationIgnored`, not private).
  struct Observation {
    let model: ModuleModel

    /// Whether the class (or a superclass) conforms to `ObservableObject` or `Observable`.
    func isObserved(_ type: ModelType) -> Bool {
      let kinds = conformances(of: type)
      return kinds.object || kinds.observable
    }

    func observedStoredProperties(of type: ModelType) -> Set<String> {
      let (object, observable) = conformances(of: type)
      var result: Set<String> = []
      guard object || observable else { return result }
      for property in type.properties where !property.isPrivate {
        if (object && property.wrapper == "Published")
          || (observable && property.wrapper != "ObservationIgnored")
        {
          result.insert(property.name)
        }
      }
      return result
    }

    /// Whether the type, a superclass or a protocol either adopts (`HomePresenting:
    /// ObservableObject`), at any depth, names `ObservableObject`, and whether `Observable`:
    /// one walk for both.
    private func conformances(of type: ModelType) -> (object: Bool, observable: Bool) {
      var object = false
      var observable = false
      var queue = [type]
      var seen: Set<String> = [type.name]
      while let next = queue.popLast() {
        for parent in next.inherited {
          switch ModuleModel.lastComponent(parent) {
          case "ObservableObject": object = true
          case "Observable": observable = true
          default: break
          }
          if object && observable { return (true, true) }
          if let found = model.type(named: SyntaxNames.strippedGenericArguments(parent)),
            found.kind != .extension, seen.insert(found.name).inserted
          {
            queue.append(found)
          }
        }
      }
      return (object, observable)
    }
  }
}

extension PropertyFacts {
  /// Every type name the property's written type holds: its type and its generic arguments
  /// or elements.
  var heldNames: [String] { (typeName.map { [$0] } ?? []) + typeArguments }
}

extension MemberSignature {
  /// Every type name the member's written type holds.
  var heldNames: [String] { (typeName.map { [$0] } ?? []) + typeArguments }
}
