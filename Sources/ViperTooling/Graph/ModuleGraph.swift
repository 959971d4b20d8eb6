/// The graph `viper graph` draws, from the same ``ModuleModel`` the linter uses: modules and
/// the routes between them (a router that uses another module's builder), or the roles of one
/// module with their ownership edges.
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

  /// The module graph: every module with a role class (a view, presenter, interactor or
  /// router that is a class or actor: a `ListView` widget struct makes no module), and the
  /// routes between modules.
  public static func modules(of model: ModuleModel) -> ModuleGraph {
    var modules: Set<String> = []
    for type in model.roleTypes
    where type.role?.rank != nil && type.isReference && !type.module.isEmpty {
      modules.insert(type.module)
    }
    var routes: Set<Edge> = []
    for router in model.roleTypes where router.role == .router {
      var names = Set(router.typeReferences.map(\.name))
      names.formUnion(router.properties.compactMap(\.typeName))
      for name in names {
        guard let target = model.type(named: name), target.role == .builder,
          modules.contains(target.module), target.module != router.module
        else { continue }
        routes.insert(
          Edge(from: router.module, to: target.module, label: "", isWeak: false, isInCycle: false))
      }
    }
    return ModuleGraph(
      name: "modules",
      nodes: modules.sorted().map { Node(id: $0, label: $0) },
      edges: routes.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
  }

  /// One module's roles and the ownership edges among them (and to the roles of other modules
  /// they hold); `nil` when no type belongs to the module.
  public static func module(_ name: String, of model: ModuleModel) -> ModuleGraph? {
    let members = model.roleTypes.filter {
      $0.module == name && $0.role?.isModuleRole == true && $0.isReference
    }
    guard !members.isEmpty else { return nil }
    let memberNames = Set(members.map(\.name))
    var outgoing: [String: [OwnershipEdge]] = [:]
    for edge in model.edges where edge.ownership == .strong {
      outgoing[edge.from, default: []].append(edge)
    }
    let cycles = StronglyConnected.components(of: outgoing)
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
        Node(id: id, label: model.types[id]?.role.map { "\(id)\\n(\($0.rawValue))" } ?? id)
      },
      edges: edges.sorted { ($0.from, $0.to, $0.label) < ($1.from, $1.to, $1.label) })
  }
}
