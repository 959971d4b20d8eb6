extension HTMLGraph {
  /// The page's data and map, in plain ES2017: the modules, routes and findings read from the
  /// embedded JSON; the map drawn in SVG (frames for units, one curve per pair of modules, a
  /// box per module with its findings count, a long name on two lines), panned by dragging,
  /// zoomed by the wheel, a pinch or the buttons; the selected module's routes out blue, in
  /// teal, the rest dimmed.
  static let mapScript = #"""
    const SVG_NS = 'http://www.w3.org/2000/svg';
    const FONT = '13px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
    const SEVERITY = { error: 3, warning: 2, note: 1 };

    const model = JSON.parse(document.getElementById('viper-model').textContent);
    const lint = JSON.parse(document.getElementById('viper-lint').textContent);

    const modules = new Map();
    for (const unit of model.units) {
      for (const m of unit.modules) {
        modules.set(m.name, { name: m.name, unit: unit.name, data: m, out: [], in: [], findings: [], worst: 0 });
      }
    }
    const routes = [], pairs = new Map();
    for (const unit of model.units) {
      for (const r of unit.routes) {
        routes.push(r);
        if (modules.has(r.from)) modules.get(r.from).out.push(r);
        if (modules.has(r.to)) modules.get(r.to).in.push(r);
        if (!modules.has(r.from) || !modules.has(r.to) || r.from === r.to) continue;
        const key = edgeKey(r.from, r.to);
        if (!pairs.has(key)) pairs.set(key, { key, from: r.from, to: r.to, routes: [] });
        pairs.get(key).routes.push(r);
      }
    }
    const strayFindings = [];
    for (const f of lint.findings) {
      const m = modules.get(f.module);
      if (!m) { strayFindings.push(f); continue; }
      m.findings.push(f);
      m.worst = Math.max(m.worst, SEVERITY[f.severity] || 1);
    }
    const shortName = name => name.slice(name.lastIndexOf('/') + 1);
    const shortCount = new Map();
    for (const name of modules.keys()) shortCount.set(shortName(name), (shortCount.get(shortName(name)) || 0) + 1);
    for (const m of modules.values()) m.label = shortCount.get(shortName(m.name)) > 1 ? m.name : shortName(m.name);

    const measure = document.createElement('canvas').getContext('2d');
    if (measure) measure.font = '600 ' + FONT;
    const textWidth = text => measure ? measure.measureText(text).width : text.length * 8;
    const badgeWidth = m => m.findings.length ? Math.max(20, textWidth(String(m.findings.length)) + 12) : 0;
    // A long name on two lines, split where a word starts, the halves as even as can be.
    function labelLines(label) {
      if (label.length <= 16) return [label];
      let best = 0, bestDifference = Infinity;
      for (let i = 2; i < label.length - 1; i++) {
        const c = label[i], p = label[i - 1];
        const starts = (c >= 'A' && c <= 'Z' && !(p >= 'A' && p <= 'Z')) || p === '/' || p === '_' || p === '.';
        if (!starts) continue;
        const difference = Math.abs(textWidth(label.slice(0, i)) - textWidth(label.slice(i)));
        if (difference < bestDifference) { best = i; bestDifference = difference; }
      }
      return best ? [label.slice(0, best), label.slice(best)] : [label];
    }
    const LINE_H = 16;
    for (const m of modules.values()) {
      m.lines = labelLines(m.label);
      const widest = Math.max(...m.lines.map(textWidth));
      m.width = Math.ceil(widest + 24 + (m.findings.length ? badgeWidth(m) + 8 : 0));
      m.height = 14 + LINE_H * m.lines.length;
    }

    const state = {
      selected: null, found: new Set(), current: null, findings: '', neighbourhood: false, depth: 1,
      layout: null,
    };
    const map = document.getElementById('map'), svg = document.getElementById('graph');
    const viewport = document.getElementById('viewport');
    const layers = {
      frames: document.getElementById('clusters'), edges: document.getElementById('edges'),
      nodes: document.getElementById('nodes'),
    };
    const nodeElements = new Map(), edgeElements = new Map();

    function svgElement(tag, attributes, parent) {
      const element = document.createElementNS(SVG_NS, tag);
      for (const name in attributes) element.setAttribute(name, attributes[name]);
      if (parent) parent.appendChild(element);
      return element;
    }
    const round = v => Math.round(v * 10) / 10;

    function pathData(points) {
      let d = 'M' + round(points[0].x) + ',' + round(points[0].y);
      for (let i = 1; i < points.length; i++) {
        const p = points[i - 1], q = points[i];
        if (Math.abs(p.x - q.x) < 0.5) { d += ' L' + round(q.x) + ',' + round(q.y); continue; }
        const mid = round((p.y + q.y) / 2);
        d += ' C' + round(p.x) + ',' + mid + ' ' + round(q.x) + ',' + mid + ' ' + round(q.x) + ',' + round(q.y);
      }
      return d;
    }

    function routeText(r) {
      return r.from + ' \u2192 ' + r.to + ': ' + r.via + ' opens ' + r.target + ' (' + r.file + ':' + r.line + ')';
    }

    function draw() {
      const layout = state.layout;
      for (const name in layers) layers[name].textContent = '';
      nodeElements.clear(); edgeElements.clear();
      for (const f of layout.frames) {
        const g = svgElement('g', { class: 'frame' }, layers.frames);
        svgElement('rect', { x: f.x, y: f.y, width: round(f.w), height: round(f.h), rx: 12 }, g);
        const label = svgElement('text', { x: f.x + 16, y: f.y + 24 }, g);
        label.textContent = 'unit ' + (f.name === '.' ? '. (the files outside the split folders)' : f.name);
      }
      for (const [key, points] of layout.paths) {
        const pair = pairs.get(key);
        if (!pair) continue;
        const path = svgElement('path', { class: 'edge', d: pathData(points), 'data-from': pair.from, 'data-to': pair.to }, layers.edges);
        svgElement('title', {}, path).textContent = pair.routes.map(routeText).join('\n');
        edgeElements.set(key, path);
      }
      for (const [name, p] of layout.pos) {
        const m = modules.get(name);
        const g = svgElement('g', {
          class: 'node' + (m.worst ? ' has-findings' : ''), 'data-module': name,
          transform: 'translate(' + round(p.x) + ',' + round(p.y - p.h / 2) + ')',
        }, layers.nodes);
        svgElement('rect', { class: 'box', width: p.w, height: p.h, rx: 7 }, g);
        const text = svgElement('text', { class: 'label', x: 12, y: 0 }, g);
        m.lines.forEach((line, i) => {
          svgElement('tspan', { x: 12, y: round(p.h / 2 + 4.5 + (i - (m.lines.length - 1) / 2) * LINE_H) }, text).textContent = line;
        });
        if (m.findings.length) {
          const w = badgeWidth(m);
          const badge = svgElement('g', {
            class: 'badge ' + ['', 'note', 'warning', 'error'][m.worst],
            transform: 'translate(' + round(p.w - w - 7) + ',' + (p.h / 2 - 9) + ')',
          }, g);
          svgElement('rect', { width: round(w), height: 18, rx: 9 }, badge);
          svgElement('text', { x: round(w / 2), y: 13 }, badge).textContent = m.findings.length;
        }
        svgElement('title', {}, g).textContent = name + ': ' + m.data.members.length + ' roles, '
          + m.out.length + ' routes out, ' + m.in.length + ' in, ' + m.findings.length + ' findings';
        nodeElements.set(name, g);
      }
      svg.setAttribute('data-modules', layout.pos.size);
    }

    // Which boxes and curves stand out: the selection, its neighbours, the search's matches.
    function refresh() {
      const selected = state.selected, near = new Set();
      if (selected) {
        for (const r of modules.get(selected).out) near.add(r.to);
        for (const r of modules.get(selected).in) near.add(r.from);
      }
      for (const [name, g] of nodeElements) {
        g.classList.toggle('selected', name === selected);
        g.classList.toggle('near', near.has(name) && name !== selected);
        g.classList.toggle('dim', !!selected && name !== selected && !near.has(name));
        g.classList.toggle('found', state.found.has(name));
        g.classList.toggle('current', name === state.current);
      }
      const lifted = [];
      for (const [key, path] of edgeElements) {
        const pair = pairs.get(key), out = pair.from === selected, into = pair.to === selected;
        path.classList.toggle('out', out);
        path.classList.toggle('in', into);
        path.classList.toggle('dim', !!selected && !out && !into);
        if (out || into) lifted.push(path);
      }
      for (const path of lifted) layers.edges.appendChild(path);
    }

    // Pan and zoom: the viewport group's transform.
    const view = { k: 1, x: 0, y: 0 };
    const MAX_ZOOM = 4;
    function minZoom() {
      const size = mapSize(), layout = state.layout;
      if (!layout || !layout.width) return 0.05;
      return Math.min(0.5, 0.8 * Math.min(size.w / layout.width, size.h / layout.height));
    }
    function mapSize() {
      const box = map.getBoundingClientRect();
      return { w: box.width || 800, h: box.height || 600 };
    }
    const clampZoom = k => Math.min(MAX_ZOOM, Math.max(minZoom(), k));
    function setView(k, x, y) {
      view.k = clampZoom(k);
      view.x = x; view.y = y;
      viewport.setAttribute('transform', 'translate(' + round(view.x) + ',' + round(view.y) + ') scale(' + view.k.toFixed(4) + ')');
      map.classList.toggle('far', view.k < 0.55);
      map.classList.toggle('very-far', view.k < 0.3);
    }
    function zoomAt(factor, px, py) {
      const k = clampZoom(view.k * factor), f = k / view.k;
      setView(k, px - (px - view.x) * f, py - (py - view.y) * f);
    }
    function fit() {
      const size = mapSize(), layout = state.layout;
      if (!layout || !layout.width) { setView(1, 0, 0); return; }
      const k = Math.min(1.2, (size.w - 48) / layout.width, (size.h - 48) / layout.height);
      setView(k, (size.w - layout.width * k) / 2, (size.h - layout.height * k) / 2);
      svg.removeAttribute('data-centred');
    }
    // Centres a module (right of `coveredTo`, the right edge of what covers the map's left).
    function centreOn(name, least, coveredTo) {
      const p = state.layout && state.layout.pos.get(name);
      if (!p) return false;
      const size = mapSize(), k = Math.max(view.k, least || 0);
      const left = Math.max(0, Math.min(size.w / 2, (coveredTo || 0) - map.getBoundingClientRect().left));
      setView(k, (left + size.w) / 2 - (p.x + p.w / 2) * k, size.h / 2 - p.y * k);
      svg.setAttribute('data-centred', name);
      return true;
    }

    map.addEventListener('wheel', event => {
      event.preventDefault();
      const box = map.getBoundingClientRect();
      const lines = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1;
      const factor = Math.exp(-event.deltaY * lines * (event.ctrlKey ? 0.01 : 0.0015));
      zoomAt(factor, event.clientX - box.left, event.clientY - box.top);
    }, { passive: false });
    let gestureZoom = 1;
    map.addEventListener('gesturestart', event => { event.preventDefault(); gestureZoom = view.k; });
    map.addEventListener('gesturechange', event => {
      event.preventDefault();
      const box = map.getBoundingClientRect();
      zoomAt(gestureZoom * event.scale / view.k, event.clientX - box.left, event.clientY - box.top);
    });

    // Dragging pans (a press that moves less than 4 pixels is a click); two fingers pinch.
    const pointers = new Map();
    let drag = null, pinch = null, swallowClick = false;
    map.addEventListener('pointerdown', event => {
      if (event.button !== 0) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size === 2) {
        const [a, b] = [...pointers.values()];
        pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, k: view.k };
        drag = null;
      } else {
        drag = { id: event.pointerId, x: event.clientX, y: event.clientY, vx: view.x, vy: view.y, moved: false };
      }
    });
    map.addEventListener('pointermove', event => {
      if (!pointers.has(event.pointerId)) return;
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pinch && pointers.size === 2) {
        const [a, b] = [...pointers.values()], box = map.getBoundingClientRect();
        const k = pinch.k * Math.hypot(a.x - b.x, a.y - b.y) / pinch.distance;
        zoomAt(k / view.k, (a.x + b.x) / 2 - box.left, (a.y + b.y) / 2 - box.top);
        swallowClick = true;
        return;
      }
      if (!drag || drag.id !== event.pointerId) return;
      const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
      if (!drag.moved && Math.hypot(dx, dy) < 4) return;
      if (!drag.moved) { drag.moved = true; map.classList.add('dragging'); }
      setView(view.k, drag.vx + dx, drag.vy + dy);
    });
    const release = event => {
      pointers.delete(event.pointerId);
      if (pointers.size < 2) pinch = null;
      if (drag && drag.id === event.pointerId) {
        if (drag.moved) swallowClick = true;
        drag = null;
        map.classList.remove('dragging');
      }
    };
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    map.addEventListener('click', event => {
      if (swallowClick) { swallowClick = false; return; }
      const node = event.target.closest ? event.target.closest('.node') : null;
      if (node) select(node.getAttribute('data-module'));
      else if (event.target === svg || event.target === map) select(null);
    });
    """#
}
