/// No strong reference cycle among roles, within a module or across modules, found over the
/// whole ownership graph (every stored property of every class, a protocol-typed property
/// pointing at the classes of the holder's module that implement it, a type alias at what it
/// stands for, a composition, `(ViewOutput & InteractorOutput)?`, at the classes that adopt
/// every part). A strong edge one way and a weak one back is no cycle. Every cycle of a
/// connected group is reported, shortest first (presenter <-> view and presenter -> router ->
/// view -> presenter are two findings), each listing its edges with `file:line`. A
/// subscription kept by the object whose method or strong closure it calls is such a cycle
/// too (see `NoStrongReferenceCycles+Subscriptions.swift`). A cycle through a property that
/// never holds anything (no initial value, no property wrapper, and no file assigns its name:
/// a template's `var presenter: DetailPresenter?` nobody wires) never forms.
public struct NoStrongReferenceCycles: LintRule {
  public static let key = "NoStrongReferenceCycles"
  public static let summary =
    "No strong reference cycles over the whole ownership graph; the finding lists every edge with `file:line`."
  public static let findingExample = """
    final class UsersPresenter { let interactor: UsersInteractor }
    final class UsersInteractor { var output: UsersPresenter? }
    """
  public static let fixExample = """
    final class UsersPresenter { let interactor: UsersInteractor }
    final class UsersInteractor { weak var output: UsersPresenter? }
    """
  public static let defaultSeverity = Severity.error

  public init() {}

  /// At most this many cycles are listed per connected group, and none longer than
  /// ``maximumLength`` edges: a VIPER module's cycles are a handful of short ones, and a group
  /// of services that all hold each other has more cycles than anyone reads.
  static let maximumCycles = 50
  static let maximumLength = 8

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    propertyCycles(in: model) + subscriptionCycles(in: model)
  }

  /// The findings in `files`: a cycle is reported at one of its edges, a property, so only
  /// files with a strong property edge can have one; a subscription's at the subscription,
  /// in the code of the type that keeps it.
  public func check(_ model: ModuleModel, reportingIn files: Set<String>) -> [RuleFinding] {
    let focus = FocusFiles(files)
    var roots: Set<String> = []
    for edge in model.edges where edge.ownership == .strong && focus.contains(edge.location.file) {
      roots.insert(edge.from)
    }
    let found =
      (roots.isEmpty ? [] : propertyCycles(in: model, through: roots, reportingIn: focus))
      + subscriptionCycles(in: model, writtenIn: focus)
    return found.filter { files.contains($0.location.file) }
  }

  /// The cycles of strong properties: every one, or with `focus`, those reported there, whose
  /// strongly connected groups hold one of `roots` (the types holding the strong edges there)
  /// and are found from them alone.
  private func propertyCycles(
    in model: ModuleModel, through roots: Set<String>? = nil, reportingIn focus: FocusFiles? = nil
  ) -> [RuleFinding] {
    let successors = model.strongSuccessors
    func isSureRole(_ name: String) -> Bool {
      guard let type = model.types[name] else { return false }
      return type.role?.rank != nil && type.hasSureRole
    }
    let components = StronglyConnected.components(
      from: roots.map { $0.sorted() } ?? successors.keys.sorted(), successors: successors
    ).filter { component in
      component.contains(where: isSureRole)
        && roots.map { component.contains(where: $0.contains) } != false
    }
    guard !components.isEmpty else { return [] }
    // The strong edges of the groups' types only, in the model's order.
    var inComponents: Set<String> = []
    for component in components { inComponents.formUnion(component) }
    var outgoing: [String: [OwnershipEdge]] = [:]
    for edge in model.edges where edge.ownership == .strong && inComponents.contains(edge.from) {
      outgoing[edge.from, default: []].append(edge)
    }
    var findings: [RuleFinding] = []
    let neverSet = Self.neverSet(outgoing.values.joined(), in: model)
    for component in components {
      for cycle in Self.cycles(in: component, outgoing: outgoing)
      where cycle.contains(where: { isSureRole($0.from) })
        && !cycle.contains(where: { neverSet.contains($0.from + "." + $0.property) })
      {
        // Reported at the edge the fix weakens (the strong back-reference), or at the first
        // edge in the files when none goes back.
        guard let first = cycle.min(by: { $0.location < $1.location }) else { continue }
        let (breaking, fix) = model.breakingEdge(of: Self.rotated(cycle, toStartAt: first))
        let reported = breaking ?? first
        guard focus?.contains(reported.location.file) != false else { continue }
        // Start the listing at the edge that is reported, so the message reads in order.
        let ordered = Self.rotated(cycle, toStartAt: reported)
        let listing = ordered.map {
          "'\($0.from).\($0.property)' -> '\($0.to)' (\($0.location.fileAndLine))"
        }
        findings.append(
          RuleFinding(
            "strong reference cycle: \(listing.joined(separator: ", ")); make one of these references 'weak'",
            at: reported.location, fix: fix,
            related: ordered.dropFirst().map(\.location)))
      }
    }
    return findings
  }

  /// `cycle` starting at `edge` (one of its edges), in the cycle's order.
  private static func rotated(_ cycle: [OwnershipEdge], toStartAt edge: OwnershipEdge)
    -> [OwnershipEdge]
  {
    let start = cycle.firstIndex(of: edge) ?? 0
    return Array(cycle[start...] + cycle[..<start])
  }

  /// The properties (`Type.property`) among `edges` that never hold anything, in a type the
  /// code wires by assignment: no initial value, no property wrapper (which sets it), and no
  /// code assigns it (no assignment of the name on a value that can be the holder, its
  /// receiver followed to its types, ``ModelType/assignments``; one that cannot be followed
  /// may be the holder; none in a file read for its declarations or outside any type,
  /// ``FileFacts/assignedNames``), while code makes the holder (`TabBarWireFrame()`) or
  /// assigns another of its properties that start empty (`interactor.output = presenter`
  /// beside a `presenter` nobody sets). A cycle through one never forms. A holder made and
  /// wired by a container (Typhoon's property injection) is neither, and keeps its cycles.
  static func neverSet(_ edges: some Sequence<OwnershipEdge>, in model: ModuleModel) -> Set<
    String
  > {
    func startsEmpty(_ property: PropertyFacts) -> Bool {
      property.wrapper == nil && !property.hasInitialValue
    }
    var candidates: [String: Set<String>] = [:]
    for edge in edges {
      guard let property = model.declaration(of: edge)?.property, startsEmpty(property)
      else { continue }
      candidates[edge.property, default: []].insert(edge.from)
    }
    guard !candidates.isEmpty else { return [] }
    for file in model.files {
      for name in file.assignedNames { candidates[name] = nil }
    }
    // The holders' other properties that start empty: one assigned shows the holder wired.
    var wiring: [String: Set<String>] = [:]
    for holder in Set(candidates.values.joined()) {
      for property in model.types[holder]?.properties ?? []
      where startsEmpty(property) && candidates[property.name]?.contains(holder) != true {
        wiring[property.name, default: []].insert(holder)
      }
    }
    var wired: Set<String> = []
    let table = model.table
    // A base class's own code sets the members its subclasses hold too (`kept = screen` in a
    // base wireframe's initializer): the holders below each of their superclasses.
    var heirs: [Int: Set<String>] = [:]
    for holder in Set(candidates.values.joined()).union(wiring.values.joined()) {
      guard var current = table.lookUp(holder) else { continue }
      var seen: Set<Int> = [current]
      while let parent = table.superclass(of: current), seen.insert(parent).inserted {
        heirs[parent, default: []].insert(holder)
        current = parent
      }
    }
    for source in table.types.indices where !candidates.isEmpty {
      for assignment in table.types[source].assignments {
        let holders = candidates[assignment.member]
        let wires = wiring[assignment.member]
        guard holders != nil || wires != nil else { continue }
        guard
          var targets = Self.targets(of: assignment, in: source, table: table)
        else {
          // A receiver that cannot be followed may be any holder.
          candidates[assignment.member] = nil
          continue
        }
        if assignment.receiver.isEmpty, let below = heirs[source] { targets.formUnion(below) }
        if let holders {
          let left = holders.subtracting(targets)
          candidates[assignment.member] = left.isEmpty ? nil : left
          wired.formUnion(holders.intersection(targets))
        }
        if let wires { wired.formUnion(wires.intersection(targets)) }
      }
    }
    // A holder the code makes itself (`TabBarWireFrame()` in its builder) is wired by code too,
    // even when nothing of it is assigned: what it holds is what that code sets. Asked only
    // about the holders assignments left unwired, until each is found.
    var holdersByName: [String: [String]] = [:]
    for holder in Set(candidates.values.joined()) where !wired.contains(holder) {
      holdersByName[ModuleModel.lastComponent(holder), default: []].append(holder)
    }
    search: for type in table.types where type.kind != .protocol && !holdersByName.isEmpty {
      for call in type.calls where call.receiver == nil {
        guard let holders = holdersByName.removeValue(forKey: call.callee) else { continue }
        wired.formUnion(holders)
        if holdersByName.isEmpty { break search }
      }
    }
    return Set(
      candidates.flatMap { name, holders in
        holders.filter(wired.contains).map { $0 + "." + name }
      })
  }

  /// The types whose member an assignment sets: the assigning type's own for `self.x =` and
  /// a bare name, else its receiver's types (a protocol's implementers); `nil` when the
  /// receiver cannot be followed.
  private static func targets(
    of assignment: AssignmentFacts, in source: Int, table: TypeTable
  ) -> Set<String>? {
    guard !assignment.receiver.isEmpty else { return [table.types[source].name] }
    let resolved =
      table.resolve(assignment.receiver, in: source, function: assignment.function).last?.types
      ?? []
    guard !resolved.isEmpty else { return nil }
    return Set(
      resolved.flatMap { index in
        table.types[index].kind == .protocol
          ? table.concreteTargets(of: table.types[index].name) : [index]
      }.map { table.types[$0].name })
  }

  /// The elementary cycles of a strongly connected component, shortest first, each once:
  /// every cycle is found from its smallest node, visiting larger nodes only.
  static func cycles(in component: Set<String>, outgoing: [String: [OwnershipEdge]])
    -> [[OwnershipEdge]]
  {
    let nodes = component.sorted()
    var rank: [String: Int] = [:]
    for (index, node) in nodes.enumerated() { rank[node] = index }
    var found: [[OwnershipEdge]] = []
    var budget = 200_000
    for start in nodes {
      guard let startRank = rank[start] else { continue }
      var path: [OwnershipEdge] = []
      var onPath: Set<String> = [start]
      func extend(from node: String) {
        guard budget > 0, found.count < maximumCycles * 4 else { return }
        for edge in outgoing[node] ?? [] {
          budget -= 1
          guard let next = rank[edge.to], next >= startRank else { continue }
          if edge.to == start {
            if !path.isEmpty || edge.from != edge.to { found.append(path + [edge]) }
          } else if path.count + 1 < maximumLength, !onPath.contains(edge.to) {
            path.append(edge)
            onPath.insert(edge.to)
            extend(from: edge.to)
            onPath.remove(edge.to)
            path.removeLast()
          }
        }
      }
      extend(from: start)
    }
    let sorted = found.sorted {
      ($0.count, $0.map(\.location).min() ?? $0[0].location)
        < ($1.count, $1.map(\.location).min() ?? $1[0].location)
    }
    return Array(sorted.prefix(maximumCycles))
  }
}

/// Tarjan's strongly connected components, iterative so that deep graphs cannot overflow the
/// stack. Only components of more than one node are returned: a type that refers to its own type
/// (a list node's `next`) is a tree or a list far more often than a cycle.
enum StronglyConnected {
  /// The components of the nodes reachable from `roots` (each exact: a node's component is
  /// reachable from it), in the graph of `successors`.
  static func components(from roots: [String], successors: [String: [String]]) -> [Set<String>] {
    var index = 0
    var indices: [String: Int] = [:]
    var lowLinks: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var result: [Set<String>] = []
    for root in roots where indices[root] == nil {
      var work: [(node: String, next: Int)] = [(root, 0)]
      indices[root] = index
      lowLinks[root] = index
      index += 1
      stack.append(root)
      onStack.insert(root)
      while let (node, next) = work.last {
        let targets = successors[node] ?? []
        if next < targets.count {
          work[work.count - 1].next += 1
          let target = targets[next]
          if indices[target] == nil {
            indices[target] = index
            lowLinks[target] = index
            index += 1
            stack.append(target)
            onStack.insert(target)
            work.append((target, 0))
          } else if onStack.contains(target) {
            lowLinks[node] = min(lowLinks[node] ?? 0, indices[target] ?? 0)
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node {
          lowLinks[parent] = min(lowLinks[parent] ?? 0, lowLinks[node] ?? 0)
        }
        if lowLinks[node] == indices[node] {
          var component: Set<String> = []
          while let member = stack.popLast() {
            onStack.remove(member)
            component.insert(member)
            if member == node { break }
          }
          if component.count > 1 { result.append(component) }
        }
      }
    }
    return result
  }
}
