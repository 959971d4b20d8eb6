import Foundation

/// What the tests read of the page `viper graph --format html` writes: the data embedded in
/// it, and the DOM its script built once a browser ran it.
struct GraphPage {
  /// The page's text, as written or as the browser serialized its DOM.
  let html: String

  /// The text of the `<script type="application/json">` element with this `id`.
  func embedded(_ id: String) -> String? {
    let opening = "<script type=\"application/json\" id=\"\(id)\">"
    guard let start = html.range(of: opening),
      let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex)
    else { return nil }
    return String(html[start.upperBound..<end.lowerBound])
  }

  /// The value of every match's first group.
  func captures(_ pattern: String) -> [String] {
    guard let regex = try? Regex(pattern) else { return [] }
    return html.matches(of: regex).compactMap { match in
      match.output.count > 1 ? match.output[1].substring.map { Self.unescaped(String($0)) } : nil
    }
  }

  /// Whether the page's script ran to its end.
  var isReady: Bool { html.contains("<body data-ready=\"true\"") }
  /// The message of an error the page's script threw, if any.
  var error: String? { captures(#"<html[^>]* data-error="([^"]*)""#).first }

  /// The modules drawn on the map, in drawing order.
  var drawnModules: [String] { captures(#"<g class="node[^"]*" data-module="([^"]*)""#) }
  /// The classes of a module's box (`selected`, `found`, `dim`, ...).
  func classes(of module: String) -> Set<String> {
    let quoted = NSRegularExpression.escapedPattern(for: module)
    let found = captures(#"<g class="node ?([^"]*)" data-module=""# + quoted + "\"")
    return Set((found.first ?? "").split(separator: " ").map(String.init))
  }
  /// The module the map was last centred on.
  var centred: String? { captures(#"<svg id="graph"[^>]* data-centred="([^"]*)""#).first }
  /// The search's query as the results list shows it.
  var query: String? { captures(#"<ul id="results"[^>]* data-query="([^"]*)""#).first }
  /// The modules the results list offers, best first.
  var results: [String] { captures(#"<li role="option" data-module="([^"]*)""#) }
  /// The module whose details the panel shows.
  var detailsModule: String? { captures(#"<aside id="details"[^>]* data-module="([^"]*)""#).first }
  /// The types in the panel's roles table.
  var roleTypes: [String] { captures(#"<tr data-type="([^"]*)""#) }
  /// The panel's text, markup left out.
  var detailsText: String {
    guard let start = html.range(of: "<aside id=\"details\""),
      let end = html.range(of: "</aside>", range: start.upperBound..<html.endIndex)
    else { return "" }
    let inner = html[start.lowerBound..<end.lowerBound]
    return Self.unescaped(String(inner).replacing(#/<[^>]*>/#, with: ""))
  }
  /// The counts line in the bar.
  var counts: String? { captures(#"<span id="counts">([^<]*)</span>"#).first }

  static func unescaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&nbsp;", with: " ")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}
