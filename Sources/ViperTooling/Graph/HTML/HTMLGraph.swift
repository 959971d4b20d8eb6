/// The module map as one self-contained HTML page (`viper graph --format html`): the model
/// exactly as `--format json` prints it and the lint findings, embedded as data, with the
/// page's styles and script inline, so it opens from a `file://` URL with no network.
///
/// The page lays the map out itself (a layered layout per compilation unit, in the browser):
/// no Graphviz is needed to write it or to read it, and a filtered view (one module's
/// neighbourhood, the modules with findings) gets a layout of its own instead of holes in the
/// big one.
///
/// ```swift
/// let linter = Linter(configuration: LintConfiguration())
/// let run = linter.run(files: try linter.swiftFiles(in: ["Sources"]))
/// let html = HTMLGraph.page(codebase: run.codebase, findings: run.findings, title: "Sources")
/// ```
///
/// The page reads its URL's fragment: `#search=Users` types into the search box and centres
/// the first match, `#select=Users` clicks the module, `&neighbourhood=1` (or 2, 3) shows only
/// the modules that many routes away from the selected one, `&findings=only` only the modules
/// with findings (`&findings=errors`: with error findings).
public enum HTMLGraph {
  /// The `id` of the `<script type="application/json">` element that holds the model.
  public static let modelElementID = "viper-model"
  /// The `id` of the `<script type="application/json">` element that holds the findings.
  public static let lintElementID = "viper-lint"

  /// The page for a codebase and the findings `viper lint` reports on the same files.
  ///
  /// The model element holds ``ModelReport/json(_:)``'s text with every `<` written `\u003c`
  /// (the same JSON value; a path or message holding `</script>` cannot end the element).
  public static func page(codebase: Codebase, findings: [Finding], title: String) -> String {
    let model = ModelReport.json(codebase)
    let lint = LintData(findings: findings, codebase: codebase)
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="viper graph --format html">
      <title>\(escapedText(title))</title>
      <style>
      \(style)
      </style>
      <script>
      window.addEventListener("error", function (event) {
        document.documentElement.setAttribute("data-error", String(event.message));
      });
      </script>
      </head>
      <body>
      \(body)
      <script type="application/json" id="\(modelElementID)">\(scriptSafe(model))</script>
      <script type="application/json" id="\(lintElementID)">\(scriptSafe(lint.json))</script>
      <script>
      "use strict";
      (function () {
      \(layoutScript)
      \(mapScript)
      \(panelScript)
      \(startScript)
      })();
      </script>
      </body>
      </html>

      """
  }

  /// JSON text that can sit inside a `<script>` element: every `<` as `\u003c`. A `<` can only
  /// be inside a JSON string, where the escape means the same character.
  public static func scriptSafe(_ json: String) -> String {
    json.replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// Text for an HTML element's content or a quoted attribute.
  static func escapedText(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// The page's elements: the bar (search, filters, zoom), the map and the details panel.
  static let body = """
    <header id="bar">
      <h1 id="title"></h1>
      <div id="find">
        <input id="search" type="search" autocomplete="off" spellcheck="false"
          placeholder="Find a module or type  ( / )" aria-label="Find a module or type">
        <ul id="results" role="listbox" hidden></ul>
      </div>
      <label title="Only the selected module and the modules this many routes away">
        <input id="neighbourhood" type="checkbox" disabled> neighbourhood
        <select id="depth" aria-label="How many routes away">
          <option value="1">1</option><option value="2">2</option><option value="3">3</option>
        </select>
      </label>
      <label title="Only the modules with lint findings, or with error findings">
        show
        <select id="findings-filter" aria-label="Which modules to show">
          <option value="">all modules</option>
          <option value="only">with findings</option>
          <option value="errors">with errors</option>
        </select>
      </label>
      <span class="zoom">
        <button id="zoom-out" title="Zoom out ( - )">&minus;</button>
        <button id="fit" title="Show everything ( 0 )">fit</button>
        <button id="zoom-in" title="Zoom in ( + )">+</button>
      </span>
      <span id="counts"></span>
    </header>
    <main>
      <div id="map" tabindex="0" aria-label="Module map: drag to pan, scroll or pinch to zoom">
        <svg id="graph" xmlns="http://www.w3.org/2000/svg">
          <defs>
            <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"
              markerHeight="7" orient="auto"><path d="M0,1 L9,5 L0,9 z"></path></marker>
            <marker id="arrow-out" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"
              markerHeight="7" orient="auto"><path d="M0,1 L9,5 L0,9 z"></path></marker>
            <marker id="arrow-in" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7"
              markerHeight="7" orient="auto"><path d="M0,1 L9,5 L0,9 z"></path></marker>
          </defs>
          <g id="viewport"><g id="clusters"></g><g id="edges"></g><g id="nodes"></g></g>
        </svg>
        <p id="empty" hidden></p>
      </div>
      <aside id="details" aria-live="polite"></aside>
    </main>
    """
}
