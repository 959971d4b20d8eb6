/// Reactive VIPER: the view's inputs are the presenter's output streams. A presenter property
/// or method result of a stream type (`Observable<[User]>`, `Driver`, `BehaviorRelay`,
/// `AnyPublisher`, `Published<…>.Publisher`, an `@Published` property of an
/// `ObservableObject` presenter) whose elements are entities or DTOs hands the view the data
/// itself, as a view input method with an entity parameter would.
extension PassViewModelsToViews {
  /// Generic types whose values a subscriber receives (RxSwift, RxCocoa, Combine,
  /// ReactiveSwift, concurrency).
  static let streamTypes: Set<String> = [
    "Observable", "Driver", "Signal", "BehaviorRelay", "PublishRelay", "ReplayRelay",
    "BehaviorSubject", "PublishSubject", "ReplaySubject", "Variable", "Single", "Maybe",
    "AnyPublisher", "CurrentValueSubject", "PassthroughSubject", "Published", "Property",
    "MutableProperty", "SignalProducer", "AsyncStream",
  ]

  func streamFindings(in model: ModuleModel, entities: Set<String>) -> [RuleFinding] {
    let presenters = model.sureRoleTypes.filter { $0.role == .presenter && $0.isReference }
    guard !presenters.isEmpty else { return [] }
    // The members views read through a chain (`presenter.users.bind(...)`,
    // `output.users.drive(...)`): what they subscribe to.
    var readByViews: Set<String> = []
    for type in model.roleTypes where type.role == .view {
      for call in type.calls {
        readByViews.formUnion(call.chain.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 })
      }
      for local in type.locals { readByViews.formUnion(local.value.dropFirst()) }
    }
    func entity(in names: [String]) -> String? {
      names.first { name in model.type(named: name).map { entities.contains($0.name) } ?? false }
    }
    var findings: [RuleFinding] = []
    var reported: Set<SourceLocation> = []
    for presenter in presenters {
      let isObservableObject = model.superclassChain(of: presenter).contains {
        $0.inherited.contains { ModuleModel.lastComponent($0) == "ObservableObject" }
      }
      let protocols = model.adoptedProtocols(of: presenter)
      func report(_ name: String, _ entityName: String, at location: SourceLocation) {
        // Where the view sees it: the requirement of a protocol the presenter adopts, if one
        // declares the member.
        let requirement = protocols.lazy.compactMap { proto in
          proto.signatures.first { $0.name == name }.map(\.location)
        }.first
        let place = requirement ?? location
        guard reported.insert(place).inserted else { return }
        let kind = model.type(named: entityName)?.role == .service ? "DTO" : "entity"
        findings.append(
          RuleFinding(
            "the presenter output '\(presenter.name).\(name)' streams the \(kind) '\(entityName)' to the view; stream view models made by the presenter",
            at: place))
      }
      for property in presenter.properties where !property.isPrivate {
        let isStream = property.typeName.map(Self.streamTypes.contains) ?? false
        if isStream, readByViews.contains(property.name),
          let found = entity(in: property.typeArguments)
        {
          report(property.name, found, at: property.location)
        } else if property.wrapper == "Published", isObservableObject,
          let found = entity(in: (property.typeName.map { [$0] } ?? []) + property.typeArguments)
        {
          report(property.name, found, at: property.location)
        }
      }
      for signature in presenter.signatures where !signature.isPrivate && !signature.isStatic {
        guard let typeName = signature.typeName, Self.streamTypes.contains(typeName),
          readByViews.contains(signature.name), let found = entity(in: signature.typeArguments)
        else { continue }
        report(signature.name, found, at: signature.location)
      }
    }
    return findings
  }
}
