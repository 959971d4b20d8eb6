/// Text renderings of a ``ModuleGraph``.
public enum GraphRenderer {
  /// Graphviz DOT: boxes, weak edges dashed, cycle edges red.
  public static func dot(_ graph: ModuleGraph) -> String {
    var lines = [
      "digraph \(quote(graph.name)) {",
      "  rankdir=LR;",
      "  node [shape=box, style=rounded, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    for node in graph.nodes {
      lines.append("  \(quote(node.id)) [label=\(quote(node.label))];")
    }
    for edge in graph.edges {
      var attributes: [String] = []
      if !edge.label.isEmpty { attributes.append("label=\(quote(edge.label))") }
      if edge.isWeak { attributes.append("style=dashed") }
      if edge.isInCycle { attributes.append("color=red, fontcolor=red") }
      let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
      lines.append("  \(quote(edge.from)) -> \(quote(edge.to))\(suffix);")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A Mermaid flowchart: weak edges dotted, cycle edges red (`linkStyle`).
  public static func mermaid(_ graph: ModuleGraph) -> String {
    var ids: [String: String] = [:]
    for (index, node) in graph.nodes.enumerated() { ids[node.id] = "n\(index)" }
    var lines = ["flowchart LR"]
    for node in graph.nodes {
      let label = node.label.replacingOccurrences(of: "\\n", with: "<br/>")
        .replacingOccurrences(of: "\"", with: "#quot;")
      lines.append("  \(ids[node.id] ?? node.id)[\"\(label)\"]")
    }
    var red: [Int] = []
    for (index, edge) in graph.edges.enumerated() {
      let arrow = edge.isWeak ? "-.->" : "-->"
      let label = edge.label.isEmpty ? "" : "|\(edge.label)|"
      lines.append("  \(ids[edge.from] ?? edge.from) \(arrow)\(label) \(ids[edge.to] ?? edge.to)")
      if edge.isInCycle { red.append(index) }
    }
    if !red.isEmpty {
      lines.append(
        "  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:red,color:red")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quote(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }
}
