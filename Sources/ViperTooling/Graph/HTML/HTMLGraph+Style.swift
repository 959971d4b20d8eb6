extension HTMLGraph {
  /// The page's styles: a bar on top, the map filling the rest, the details panel on the
  /// right; light or dark as the system is.
  static let style = #"""
    :root {
      --bg: #f3f4f6; --panel: #ffffff; --ink: #1f2430; --muted: #667085; --line: #d7dbe1;
      --node: #ffffff; --node-line: #8d96a3; --edge: #8b95a4; --out: #2563eb; --in: #0d9488;
      --selected: #dbe7ff; --found: #fff1a8; --found-line: #a16207; --frame: rgba(255, 255, 255, 0.6);
      --error: #dc2626; --warning: #d97706; --note: #6b7280; --hover: #eef3ff;
      --font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
      --mono: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace;
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #15181e; --panel: #1d2129; --ink: #e6e8ec; --muted: #9aa3b2; --line: #343a46;
        --node: #252a34; --node-line: #6b7483; --edge: #778194; --out: #6ea1ff; --in: #2dd4bf;
        --selected: #23355c; --found: #5c4a0c; --found-line: #facc15; --frame: rgba(255, 255, 255, 0.03);
        --hover: #263250;
      }
    }
    html, body { margin: 0; height: 100%; }
    body {
      display: flex; flex-direction: column; background: var(--bg); color: var(--ink);
      font: 13px/1.45 var(--font);
    }
    #bar {
      display: flex; align-items: center; flex-wrap: wrap; gap: 8px 16px; padding: 8px 14px;
      background: var(--panel); border-bottom: 1px solid var(--line);
    }
    #bar h1 {
      margin: 0; font-size: 14px; font-weight: 650; max-width: 20em; overflow: hidden;
      text-overflow: ellipsis; white-space: nowrap;
    }
    #find { position: relative; }
    #search {
      width: 20em; padding: 5px 10px; font: inherit; color: inherit; background: var(--bg);
      border: 1px solid var(--line); border-radius: 7px;
    }
    #results {
      position: absolute; z-index: 10; top: 100%; left: 0; width: 28em; max-height: 45vh;
      overflow: auto; margin: 4px 0 0; padding: 4px 0; list-style: none; background: var(--panel);
      border: 1px solid var(--line); border-radius: 8px; box-shadow: 0 8px 28px rgba(0, 0, 0, 0.18);
    }
    #results[hidden] { display: none; }
    #results li { display: flex; gap: 8px; align-items: baseline; padding: 4px 12px; cursor: pointer; }
    #results li.status { color: var(--muted); font-size: 12px; cursor: default; }
    #results li.active, #results li.match:hover { background: var(--hover); }
    #results .name { font-weight: 600; }
    #results small { color: var(--muted); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    label { display: flex; align-items: center; gap: 5px; white-space: nowrap; }
    select, button {
      font: inherit; color: inherit; background: var(--panel); border: 1px solid var(--line);
      border-radius: 6px;
    }
    button { padding: 3px 10px; cursor: pointer; }
    button:hover { background: var(--hover); }
    .zoom { display: flex; gap: 4px; }
    #counts { margin-left: auto; color: var(--muted); }
    main { flex: 1; display: flex; min-height: 0; }
    #map {
      flex: 1; position: relative; overflow: hidden; cursor: grab; touch-action: none; outline: none;
    }
    #map.dragging { cursor: grabbing; }
    #graph { display: block; width: 100%; height: 100%; user-select: none; -webkit-user-select: none; }
    #empty {
      position: absolute; top: 40%; left: 0; right: 0; text-align: center; color: var(--muted);
      font-size: 15px;
    }
    .frame rect { fill: var(--frame); stroke: var(--node-line); stroke-dasharray: 6 5; }
    .frame text { fill: var(--muted); font: 600 15px var(--font); }
    .edge {
      fill: none; stroke: var(--edge); stroke-width: 1.3; opacity: 0.5; marker-end: url(#arrow);
    }
    .edge:hover { opacity: 1; stroke-width: 2.5; }
    .edge.out { stroke: var(--out); stroke-width: 2.4; opacity: 1; marker-end: url(#arrow-out); }
    .edge.in { stroke: var(--in); stroke-width: 2.4; opacity: 1; marker-end: url(#arrow-in); }
    .edge.dim { opacity: 0.1; }
    #arrow path { fill: var(--edge); }
    #arrow-out path { fill: var(--out); }
    #arrow-in path { fill: var(--in); }
    .node { cursor: pointer; }
    .node .box { fill: var(--node); stroke: var(--node-line); stroke-width: 1.3; }
    .node .label { fill: var(--ink); font: 600 13px var(--font); }
    .node:hover .box { stroke: var(--out); stroke-width: 2; }
    .node.near .box { stroke: var(--ink); stroke-width: 1.8; }
    .node.dim { opacity: 0.3; }
    .node.found .box { fill: var(--found); stroke: var(--found-line); stroke-width: 2; }
    .node.current .box { stroke-width: 4.5; }
    .node.selected .box { fill: var(--selected); stroke: var(--out); stroke-width: 3; }
    .badge rect { fill: var(--note); }
    .badge.warning rect { fill: var(--warning); }
    .badge.error rect { fill: var(--error); }
    .badge text { fill: #fff; font: 700 11px var(--font); text-anchor: middle; }
    #details {
      width: 400px; flex: none; overflow: auto; box-sizing: border-box; padding: 12px 18px 24px;
      background: var(--panel); border-left: 1px solid var(--line);
    }
    #details .heading { display: flex; align-items: flex-start; gap: 8px; }
    #details h2 { flex: 1; margin: 4px 0 2px; font-size: 18px; word-break: break-word; }
    #details h3 {
      margin: 18px 0 6px; font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em;
      color: var(--muted);
    }
    #details h3 .count {
      margin-left: 6px; padding: 0 6px; border-radius: 8px; background: var(--bg); color: var(--ink);
    }
    #details p { margin: 4px 0; }
    #details .unit, #details .summary, #details .help, #details .none { color: var(--muted); }
    #details table { width: 100%; border-collapse: collapse; }
    #details th {
      text-align: left; font-weight: 500; color: var(--muted); font-size: 12px; white-space: nowrap;
    }
    #details td { padding: 4px 6px 4px 0; vertical-align: top; border-top: 1px solid var(--line); }
    #details td.role { font-weight: 600; }
    #details td.certainty { color: var(--muted); font-size: 12px; }
    #details td.certainty.guessed { color: var(--warning); }
    #details ul, #details ol { margin: 0; padding-left: 0; list-style: none; }
    #details ol { padding-left: 1.6em; list-style: decimal; }
    #details li { padding: 5px 0; border-top: 1px solid var(--line); }
    #details ol li { border: 0; padding: 2px 0; }
    #details .call { margin-top: 2px; }
    #details ol.chain { list-style: none; margin: 2px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0 4px; }
    #details ol.chain li { padding: 0; border: 0; }
    #details ol.chain li + li::before { content: "\2192\00a0"; color: var(--muted); }
    #details .route-extra { margin-top: 2px; color: var(--muted); }
    #details .where {
      display: block; color: var(--muted); font: 11.5px var(--mono); overflow-wrap: anywhere;
    }
    #details code { font: 12px var(--mono); }
    #details a.module-ref { color: var(--out); font-weight: 600; text-decoration: none; }
    #details a.module-ref:hover { text-decoration: underline; }
    #details .finding { border-left: 3px solid var(--note); padding-left: 8px; margin-top: 4px; }
    #details .finding.error { border-left-color: var(--error); }
    #details .finding.warning { border-left-color: var(--warning); }
    #details .severity { font-weight: 700; text-transform: uppercase; font-size: 11px; }
    #details .finding.error .severity { color: var(--error); }
    #details .finding.warning .severity { color: var(--warning); }
    #details .rule { font-weight: 600; }
    #details .message { margin: 2px 0; }
    #details .count.error { color: var(--error); font-weight: 700; }
    #details .count.warning { color: var(--warning); font-weight: 700; }
    #details details summary { cursor: pointer; color: var(--out); }
    #close { font-size: 18px; line-height: 1; padding: 2px 8px; }
    kbd {
      font: 11px var(--mono); padding: 0 4px; border: 1px solid var(--line); border-radius: 4px;
    }
    """#
}
