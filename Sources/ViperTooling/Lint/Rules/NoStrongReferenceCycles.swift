/// No strong reference cycle among roles, within a module or across modules, found over the
/// whole ownership graph (every stored property of every class, a protocol-typed property
/// pointing at each class that implements the protocol). A strong edge one way and a weak one
/// back is no cycle. The finding lists every edge of the cycle with `file:line`.
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

  public func check(_ model: ModuleModel) -> [RuleFinding] {
    let strong = model.edges.filter { $0.ownership == .strong }
    var outgoing: [String: [OwnershipEdge]] = [:]
    for edge in strong { outgoing[edge.from, default: []].append(edge) }
    var findings: [RuleFinding] = []
    for component in StronglyConnected.components(of: outgoing)
    where component.contains(where: { model.types[$0]?.role?.rank != nil }) {
      guard let cycle = Self.shortestCycle(in: component, outgoing: outgoing),
        let first = cycle.min(by: { $0.location < $1.location })
      else { continue }
      // Start the listing at the edge that is reported, so the message reads in order.
      let start = cycle.firstIndex(of: first) ?? 0
      let ordered = Array(cycle[start...] + cycle[..<start])
      let listing = ordered.map {
        "'\($0.from).\($0.property)' -> '\($0.to)' (\($0.location.fileAndLine))"
      }
      findings.append(
        RuleFinding(
          "strong reference cycle: \(listing.joined(separator: ", ")); make one of these references 'weak'",
          at: first.location))
    }
    return findings
  }

  /// The shortest cycle through the smallest node of a strongly connected component.
  static func shortestCycle(in component: Set<String>, outgoing: [String: [OwnershipEdge]])
    -> [OwnershipEdge]?
  {
    guard let start = component.min() else { return nil }
    var previous: [String: OwnershipEdge] = [:]
    var queue = [start]
    var index = 0
    while index < queue.count {
      let node = queue[index]
      index += 1
      for edge in outgoing[node] ?? [] where component.contains(edge.to) && edge.to != node {
        if edge.to == start {
          var path = [edge]
          var current = node
          while current != start, let back = previous[current] {
            path.insert(back, at: 0)
            current = back.from
          }
          return path
        }
        if previous[edge.to] == nil && edge.to != start {
          previous[edge.to] = edge
          queue.append(edge.to)
        }
      }
    }
    return nil
  }
}

/// Tarjan's strongly connected components, iterative so that deep graphs cannot overflow the
/// stack. Only components of more than one node are returned: a type that refers to its own type
/// (a list node's `next`) is a tree or a list far more often than a cycle.
enum StronglyConnected {
  static func components(of outgoing: [String: [OwnershipEdge]]) -> [Set<String>] {
    var index = 0
    var indices: [String: Int] = [:]
    var lowLinks: [String: Int] = [:]
    var onStack: Set<String> = []
    var stack: [String] = []
    var result: [Set<String>] = []
    for root in outgoing.keys.sorted() where indices[root] == nil {
      var work: [(node: String, next: Int)] = [(root, 0)]
      indices[root] = index
      lowLinks[root] = index
      index += 1
      stack.append(root)
      onStack.insert(root)
      while let (node, next) = work.last {
        let edges = outgoing[node] ?? []
        if next < edges.count {
          work[work.count - 1].next += 1
          let target = edges[next].to
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
