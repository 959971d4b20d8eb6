/// The harness subject: the real presenter, made and wired the way the module's own code
/// does it, with a spy at every boundary.
extension SpyPlanner {
  func subject(
    named typeName: String, presenter: PresenterShape, module: Module, boundaries: [Boundary],
    spies: [String], notes: inout [String]
  ) -> Result<SubjectPlan, SpyRefusal> {
    let fields = fieldNames(boundaries).enumerated().map { index, name in
      SubjectPlan.Field(
        name: name, spy: spies[index], boundary: Self.boundaryExpression(name),
        property: boundaries[index].property.name)
    }
    var plan = SubjectPlan(
      typeName: typeName, presenter: presenter.name, fields: fields, arguments: [],
      assignments: [], wiredLike: nil, sources: [presenter.file])
    var setBoundaries: Set<Int> = []
    let site = CreationSite.find(
      presenter: presenter.name, in: searchOrder(for: module), files: files)
    let initializers = initializers(of: presenter)
    if let site {
      let place =
        "\(site.function.map { "\($0) in " } ?? "")\(Self.fileName(site.file)):\(site.line)"
      plan.wiredLike = place
      if !plan.sources.contains(site.file) { plan.sources.append(site.file) }
      if site.hasTrailingClosure {
        return .failure(
          SpyRefusal(
            item: typeName, kind: "unmade-argument",
            reason:
              "\(place) passes '\(presenter.name)' a trailing closure, which a test cannot copy"))
      }
      guard let matched = match(site.arguments, in: initializers) else {
        return .failure(
          SpyRefusal(
            item: typeName, kind: "unknown-initializer",
            reason:
              "\(place) calls '\(presenter.name)\(site.selector.dropFirst(4))', an initializer viper spies cannot find in the class"
          ))
      }
      for (parameter, argument) in matched {
        if let field = field(
          for: parameter, boundaries: boundaries, fields: fields, taken: &setBoundaries)
        {
          plan.arguments.append(Self.argument(parameter.label, field))
        } else if case .concreteRole(let type, let role) = classify(Self.property(parameter)) {
          return .failure(
            SpyRefusal(
              item: typeName, kind: "concrete-role",
              reason:
                "'\(presenter.name)' is made with the \(role.rawValue) '\(type)' itself (\(parameter.label ?? "_"):), not a protocol, so no spy can stand in for it"
            ))
        } else if let argument {
          if let value = argument.standalone,
            value.staticReads.allSatisfy({ isConstant($0, context: parameter.type) })
          {
            plan.arguments.append(Self.argument(parameter.label, value.text))
          } else {
            // What the builder gets from its caller, the test gives `wire`.
            plan.arguments.append(
              Self.argument(parameter.label, addParameter(parameter, to: &plan)))
          }
        }
      }
      for assignment in site.assignments {
        if let index = boundaries.firstIndex(where: { $0.property.name == assignment.property }) {
          // Through a protocol the builder may set what the class keeps to itself.
          if boundaries[index].property.isSettableFromOutside,
            setBoundaries.insert(index).inserted
          {
            plan.assignments.append((assignment.property, fields[index].name))
          }
        } else if let value = assignment.standalone,
          let property = storedProperties(of: presenter).first(where: {
            $0.name == assignment.property && $0.isSettableFromOutside
          }),
          value.staticReads.allSatisfy({ isConstant($0, context: property.type ?? "") })
        {
          plan.assignments.append((assignment.property, value.text))
        } else {
          notes.append(
            "'\(presenter.name).\(assignment.property)' is left as the presenter declares it: \(place) sets it to '\(assignment.expression)'"
          )
        }
      }
    } else {
      let callable = initializers.filter(\.isCallable)
      guard
        let chosen = callable.min(by: { $0.parameters.count < $1.parameters.count })
          ?? (initializers.isEmpty
            ? PresenterShape.Initializer(parameters: [], isCallable: true, line: 0) : nil)
      else {
        return .failure(
          SpyRefusal(
            item: typeName, kind: "no-creation",
            reason:
              "no code read makes '\(presenter.name)', and no initializer of it can be called from a test (private, failable, async or throwing)"
          ))
      }
      notes.append(
        "no code read makes '\(presenter.name)': the subject makes it with \(chosen.parameters.isEmpty ? "init()" : chosen.selector) and sets its properties"
      )
      for parameter in chosen.parameters where !parameter.hasDefault {
        if let field = field(
          for: parameter, boundaries: boundaries, fields: fields, taken: &setBoundaries)
        {
          plan.arguments.append(Self.argument(parameter.label, field))
        } else if case .concreteRole(let type, let role) = classify(Self.property(parameter)) {
          return .failure(
            SpyRefusal(
              item: typeName, kind: "concrete-role",
              reason:
                "'\(presenter.name)' is made with the \(role.rawValue) '\(type)' itself (\(parameter.label ?? "_"):), not a protocol, so no spy can stand in for it"
            ))
        } else {
          plan.arguments.append(Self.argument(parameter.label, addParameter(parameter, to: &plan)))
        }
      }
    }
    for source in plan.sources {
      for line in files.file(source)?.imports ?? [] where !plan.imports.contains(line) {
        plan.imports.append(line)
      }
    }
    for (index, boundary) in boundaries.enumerated() where !setBoundaries.contains(index) {
      let property = boundary.property
      if property.isSettableFromOutside {
        plan.assignments.append((property.name, fields[index].name))
        continue
      }
      if property.initialValue == nil,
        let method = methods(of: presenter).first(where: { method in
          method.parameterTypes.contains { type in
            if case .boundary(let protocols, _) = classify(Self.property(name: "", type: type)) {
              return Set(protocols) == Set(boundary.protocols)
            }
            return false
          }
        })
      {
        // The view hands itself over when it loads (`presenter.didLoad(view: self)`): the test
        // does the same with the spy.
        notes.append(
          "'\(presenter.name).\(property.name)' is private: hand the presenter `\(fields[index].name)` through `\(method.selector)`, as the module's code does"
        )
        continue
      }
      if property.initialValue == nil && !property.isLet {
        notes.append(
          "'\(presenter.name).\(property.name)' is private and no code outside the presenter sets it: the subject leaves it nil"
        )
        continue
      }
      let reason =
        property.initialValue.map {
          "is made by the presenter itself ('= \($0)'), so no spy can take its place"
        } ?? "is set by the presenter's initializer from something other than its arguments"
      return .failure(
        SpyRefusal(
          item: typeName, kind: "made-by-presenter",
          reason: "'\(presenter.name).\(property.name)' \(reason)"))
    }
    return .success(plan)
  }

  /// The subject's property for each boundary: `view`, `interactor`, `router`, `output` when
  /// one boundary has that role, else the presenter's property name.
  private func fieldNames(_ boundaries: [Boundary]) -> [String] {
    let standard = boundaries.map { boundary -> String? in
      switch boundary.role {
      case .view?: return "view"
      case .interactor?: return "interactor"
      case .router?: return "router"
      case .presenter?: return "output"
      case nil:
        let lowered = boundary.property.name.lowercased()
        return lowered.contains("output") || lowered.contains("delegate") ? "output" : nil
      default: return nil
      }
    }
    var names: [String] = []
    for (index, boundary) in boundaries.enumerated() {
      var name = boundary.property.name
      if let wanted = standard[index], standard.filter({ $0 == wanted }).count == 1 {
        name = wanted
      }
      if ["presenter", "log", "Self"].contains(name) || names.contains(name) { name += "Spy" }
      names.append(name)
    }
    return names
  }

  private static func boundaryExpression(_ field: String) -> String {
    switch field {
    case "view": ".view"
    case "interactor": ".interactor"
    case "router": ".router"
    case "output": ".moduleOutput"
    default: "ViperKitTesting.Boundary(\"\(field)\")"
    }
  }

  /// The spy field an initializer parameter takes: the boundary of the same protocols, the one
  /// of its name first.
  private func field(
    for parameter: PresenterShape.Initializer.Parameter, boundaries: [Boundary],
    fields: [SubjectPlan.Field], taken: inout Set<Int>
  ) -> String? {
    guard case .boundary(let protocols, _) = classify(Self.property(parameter)) else { return nil }
    let candidates = boundaries.indices.filter {
      Set(boundaries[$0].protocols) == Set(protocols) && !taken.contains($0)
    }
    guard
      let index = candidates.first(where: {
        boundaries[$0].property.name == parameter.name
          || boundaries[$0].property.name == parameter.label
      }) ?? candidates.first
    else { return nil }
    taken.insert(index)
    return fields[index].name
  }

  /// An initializer parameter as a property, to classify its type.
  private static func property(_ parameter: PresenterShape.Initializer.Parameter)
    -> PresenterShape.Property
  {
    property(name: parameter.name, type: parameter.type)
  }

  private static func property(name: String, type: String) -> PresenterShape.Property {
    PresenterShape.Property(
      name: name, type: type, initialValue: nil, isLet: true, isWeak: false,
      isSettableFromOutside: false, line: 0)
  }

  /// Whether a static property an expression reads is a constant a Swift 6 test may read: an
  /// enum's case or a `static let` the code declares. A `static var` is shared mutable state,
  /// and one the code read does not declare may be: the value becomes a parameter of `wire`.
  private func isConstant(_ read: CreationSite.StaticRead, context: String) -> Bool {
    let typeName = read.type ?? TypeText.unwrapped(context)
    guard let type = model.type(named: typeName) else { return false }
    let simple = ModuleModel.lastComponent(type.name)
    let paths =
      [type.file] + files.files(containing: "extension \(simple)").filter { $0 != type.file }
    for path in paths {
      guard let file = files.file(path) else { continue }
      let finder = DeclarationFinder(name: type.name, viewMode: .sourceAccurate)
      finder.walk(file.tree)
      if let constant = finder.isConstantMember(read.member) { return constant }
    }
    return false
  }

  /// The presenter's methods, those of its extensions in any file included.
  private func methods(of presenter: PresenterShape) -> [PresenterShape.Method] {
    let declared = model.types[presenter.name]?.functions ?? []
    return presenter.methods
      + declared.map { function in
        PresenterShape.Method(
          selector: "\(function.name)(...)", parameterTypes: function.parameters.map(\.typeText))
      }
  }

  /// Makes an initializer parameter a parameter of `wire`, and returns the name to pass.
  private func addParameter(
    _ parameter: PresenterShape.Initializer.Parameter, to plan: inout SubjectPlan
  ) -> String {
    let taken = Set(plan.fields.map(\.name) + plan.parameters.map(\.name) + ["log", "presenter"])
    var name = parameter.name == "_" ? (parameter.label ?? "value") : parameter.name
    while taken.contains(name) { name += "Value" }
    plan.parameters.append(
      SubjectPlan.Parameter(label: parameter.label ?? name, name: name, type: parameter.type))
    return name
  }

  private static func argument(_ label: String?, _ value: String) -> String {
    label.map { "\($0): \(value)" } ?? value
  }

  /// The initializer a call's arguments fit, with the argument of each parameter (`nil` for a
  /// parameter left to its default).
  private func match(
    _ arguments: [CreationSite.Argument], in initializers: [PresenterShape.Initializer]
  ) -> [(PresenterShape.Initializer.Parameter, CreationSite.Argument?)]? {
    if initializers.isEmpty { return arguments.isEmpty ? [] : nil }
    for initializer in initializers where initializer.isCallable {
      var result: [(PresenterShape.Initializer.Parameter, CreationSite.Argument?)] = []
      var next = 0
      var fits = true
      for parameter in initializer.parameters {
        if next < arguments.count, arguments[next].label == parameter.label {
          result.append((parameter, arguments[next]))
          next += 1
        } else if parameter.hasDefault {
          result.append((parameter, nil))
        } else {
          fits = false
          break
        }
      }
      if fits && next == arguments.count { return result }
    }
    return nil
  }

  /// The presenter's initializers, else those of the first superclass the code declares that
  /// has some (a class that declares none inherits them).
  private func initializers(of presenter: PresenterShape) -> [PresenterShape.Initializer] {
    var current = presenter
    var depth = 0
    while current.initializers.isEmpty, depth < 8, let base = current.firstInherited,
      let type = model.type(named: base), type.kind == .class, let file = files.file(type.file),
      let shape = PresenterShape.read(named: type.name, in: file)
    {
      current = shape
      depth += 1
    }
    return current.initializers
  }

  /// The files to look for the presenter's creation in: the module's builder and router
  /// first, then its other members', then every file of the model.
  private func searchOrder(for module: Module) -> [String] {
    let members = module.members.compactMap { model.types[$0] }
    let ranked = members.sorted { lhs, rhs in
      rank(lhs.role) < rank(rhs.role)
    }
    var paths: [String] = []
    for member in ranked where !paths.contains(member.file) { paths.append(member.file) }
    for path in files.paths where !paths.contains(path) { paths.append(path) }
    return paths
  }

  private func rank(_ role: Role?) -> Int {
    switch role {
    case .builder?: 0
    case .router?: 1
    case .view?: 2
    default: 3
    }
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
