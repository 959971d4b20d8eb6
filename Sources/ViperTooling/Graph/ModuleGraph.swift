/// The graph `viper graph` draws, from the same ``ModuleModel`` the linter uses: modules and
/// the routes between them, or the roles of one module with their ownership edges.
public struct ModuleGraph: Sendable, Equatable {
  /// A node: a module, or a role type.
  public struct Node: Sendable, Hashable {
    /// The node's identifier (module or type name).
    public var id: String
    /// The text shown (`UsersPresenter\n(presenter)` is drawn on two lines).
    public var label: String
  }

  /// An edge.
  public struct Edge: Sendable, Hashable {
    /// Where it starts.
    public var from: String
    /// Where it ends.
    public var to: String
    /// The text on the edge (a property name), or empty.
    public var label: String
    /// Drawn dashed (a weak or unowned reference).
    public var isWeak: Bool
    /// Drawn red (part of a strong reference cycle).
    public var isInCycle: Bool
  }

  /// The graph's name.
  public var name: String
  /// The nodes, sorted.
  public var nodes: [Node]
  /// The edges, sorted.
  public var edges: [Edge]

  /// The module graph of one model: every module (see ``Module``) and the routes between them.
  public static func modules(of model: ModuleModel) -> ModuleGraph {
    modules(of: Codebase(units: [Codebase.Unit(name: "", model: model)], testFiles: []))
  }

  /// The module graph of a codebase: every module of every unit (named `unit/Module` when
  /// there are several) and the routes between them.
  public static func modules(of codebase: Codebase) -> ModuleGraph {
    var nodes: [Node] = []
    var edges: [Edge] = []
    for unit in codebase.units {
      for module in unit.reportedModules {
        let id = unit.qualifiedName(module.name)
        nodes.append(Node(id: id, label: id))
      }
      for route in unit.reportedRoutes {
        edges.append(
          Edge(
            from: unit.qualifiedName(route.from), to: unit.qualifiedName(route.to), label: "",
            isWeak: false, isInCycle: false))
      }
    }
    return ModuleGraph(
      name: "modules", nodes: nodes.sorted { $0.id < $1.id },
      edges: edges.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
  }

  /// One module's roles and the ownership edges among them (and to the roles of other modules
  /// they hold, labelled as used); `nil` when the model has no such module.
  public static func module(_ name: String, of model: ModuleModel) -> ModuleGraph? {
    guard let module = model.module(named: name) else { return nil }
    let memberNames = Set(module.members)
    let cycles = StronglyConnected.components(
      from: model.strongSuccessors.keys.sorted(), successors: model.strongSuccessors)
    func inCycle(_ edge: OwnershipEdge) -> Bool {
      edge.ownership == .strong
        && cycles.contains { $0.contains(edge.from) && $0.contains(edge.to) }
    }
    var nodes: Set<String> = memberNames
    var edges: [Edge] = []
    for edge in model.edges where memberNames.contains(edge.from) {
      guard let target = model.types[edge.to], target.role?.isModuleRole == true else {
        continue
      }
      nodes.insert(edge.to)
      edges.append(
        Edge(
          from: edge.from, to: edge.to, label: edge.property, isWeak: edge.ownership != .strong,
          isInCycle: inCycle(edge)))
    }
    return ModuleGraph(
      name: name,
      nodes: nodes.sorted().map { id in
        Node(id: id, label: label(of: id, in: model, member: memberNames.contains(id)))
      },
      edges: edges.sorted { ($0.from, $0.to, $0.label) < ($1.from, $1.to, $1.label) })
  }

  /// One module of a codebase, by its name as ``modules(of:)-swift.type.method`` shows it
  /// (`unit/Module`), or by its plain name when one unit has it.
  public static func module(_ name: String, of codebase: Codebase) -> ModuleGraph? {
    for unit in codebase.units {
      for module in unit.reportedModules where unit.qualifiedName(module.name) == name {
        return self.module(module.name, of: unit.model).map { renamed($0, name) }
      }
    }
    let matching = codebase.units.filter { unit in
      unit.reportedModules.contains { $0.name == name }
    }
    guard matching.count == 1, let unit = matching.first else { return nil }
    return module(name, of: unit.model)
  }

  private static func renamed(_ graph: ModuleGraph, _ name: String) -> ModuleGraph {
    var graph = graph
    graph.name = name
    return graph
  }

  /// `UsersPresenter\n(presenter)` for a member; for a type of another module that a member
  /// holds, `UsersInteractor\n(used: interactor of Users)`.
  private static func label(of id: String, in model: ModuleModel, member: Bool) -> String {
    guard let type = model.types[id], let role = type.role else { return id }
    if member { return "\(id)\\n(\(role.rawValue))" }
    let owner = type.module.isEmpty ? "" : " of \(type.module)"
    return "\(id)\\n(used: \(role.rawValue)\(owner))"
  }
}
