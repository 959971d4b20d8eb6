extension HTMLGraph {
  /// The page's controls, in plain ES2017: selecting a module, the filters (a module's
  /// neighbourhood, only the modules with findings) that lay out what they keep anew, the
  /// keys, the URL fragment (read at start and on change, written on each selection), and
  /// the first drawing.
  static let startScript = #"""
    const neighbourhoodBox = document.getElementById('neighbourhood');
    const depthBox = document.getElementById('depth');
    const findingsBox = document.getElementById('findings-filter');
    const countsLine = document.getElementById('counts');
    const emptyNote = document.getElementById('empty');

    function within(name, depth) {
      const found = new Set([name]);
      let edge = [name];
      for (let step = 0; step < depth; step++) {
        const next = [];
        for (const current of edge) {
          const m = modules.get(current);
          for (const other of m.out.map(r => r.to).concat(m.in.map(r => r.from))) {
            if (modules.has(other) && !found.has(other)) { found.add(other); next.push(other); }
          }
        }
        edge = next;
      }
      return found;
    }

    // Whether a module is shown for its findings by the findings filter.
    function passesFindings(name) {
      return modules.get(name).worst >= ({ only: 1, errors: SEVERITY.error }[state.findings] || 0);
    }

    function shownModules() {
      let names = [...modules.keys()];
      if (state.findings) names = names.filter(n => passesFindings(n) || n === state.selected);
      if (state.neighbourhood && state.selected) {
        const near = within(state.selected, state.depth);
        names = names.filter(n => near.has(n));
      }
      return names;
    }

    // Lays out the modules the filters keep, draws them and shows everything.
    function relayout() {
      const names = shownModules(), shown = new Set(names);
      const nodes = names.map(n => {
        const m = modules.get(n);
        return { id: n, width: m.width, height: m.height, group: m.unit };
      });
      const edges = [...pairs.values()].filter(p => shown.has(p.from) && shown.has(p.to));
      const started = Date.now();
      state.layout = layoutMap(nodes, edges);
      svg.setAttribute('data-layout-ms', Date.now() - started);
      draw();
      refresh();
      fit();
      const filtered = names.length < modules.size;
      countsLine.textContent = (filtered ? names.length + ' of ' : '') + plural(modules.size, 'module') + ' \u00b7 '
        + plural(routes.length, 'route') + ' \u00b7 ' + plural(lint.findings.length, 'finding');
      emptyNote.hidden = names.length > 0;
      emptyNote.textContent = modules.size ? 'No module has ' + (state.findings === 'errors' ? 'error findings.' : 'findings.') : 'No module found: viper graph found no VIPER module in these files.';
    }

    function select(name) {
      const previous = state.selected;
      state.selected = name && modules.has(name) ? name : null;
      neighbourhoodBox.disabled = !state.selected;
      // The filters keep the selected module: a change of selection can change what they keep.
      const kept = name => !name || passesFindings(name);
      const filtersFollow = state.neighbourhood || !kept(previous) || !kept(state.selected);
      if (filtersFollow) relayout();
      else refresh();
      if (state.selected && !(state.neighbourhood && filtersFollow)) centreOn(state.selected, 0.8);
      showDetails();
      writeHash();
    }

    function writeHash() {
      const params = [];
      // Slashes kept: `#select=App/Users` reads better than `App%2FUsers`, and means the same.
      if (state.selected) params.push('select=' + encodeURIComponent(state.selected).replace(/%2F/g, '/'));
      if (state.neighbourhood && state.selected) params.push('neighbourhood=' + state.depth);
      if (state.findings) params.push('findings=' + state.findings);
      writtenHash = params.length ? '#' + params.join('&') : '';
      if (location.hash === writtenHash || (!location.hash && !writtenHash)) return;
      try { history.replaceState(null, '', writtenHash || location.pathname + location.search); } catch (error) { /* a browser that refuses it on file:// */ }
    }
    let writtenHash = null;

    // `#search=Users`, `#select=Users`, `&neighbourhood=2`, `&findings=only`.
    function readHash() {
      const params = new URLSearchParams(location.hash.replace(/^#/, ''));
      const findings = params.get('findings');
      state.findings = findings === 'only' || findings === 'errors' ? findings : '';
      const depth = parseInt(params.get('neighbourhood') || '0', 10);
      state.neighbourhood = depth > 0;
      if (depth > 0) state.depth = Math.min(3, depth);
      findingsBox.value = state.findings;
      neighbourhoodBox.checked = state.neighbourhood;
      depthBox.value = String(state.depth);
      const wanted = params.get('select');
      state.selected = wanted && modules.has(wanted) ? wanted : null;
      neighbourhoodBox.disabled = !state.selected;
      relayout();
      const query = params.get('search');
      if (query !== null) {
        searchBox.value = query;
        runSearch(query, true);
      }
      if (wanted) {
        const node = nodeElements.get(wanted);
        state.selected = null;
        // The way a person does it: a click on the module's box.
        if (node) node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
        else select(wanted);
      } else {
        showDetails();
      }
      writtenHash = location.hash;
    }

    neighbourhoodBox.addEventListener('change', () => {
      state.neighbourhood = neighbourhoodBox.checked;
      relayout();
      writeHash();
    });
    depthBox.addEventListener('change', () => {
      state.depth = parseInt(depthBox.value, 10) || 1;
      if (state.neighbourhood) relayout();
      writeHash();
    });
    findingsBox.addEventListener('change', () => {
      state.findings = findingsBox.value;
      relayout();
      if (state.selected && !state.neighbourhood) centreOn(state.selected);
      writeHash();
    });
    const zoomStep = factor => { const size = mapSize(); zoomAt(factor, size.w / 2, size.h / 2); };
    document.getElementById('zoom-in').addEventListener('click', () => zoomStep(1.4));
    document.getElementById('zoom-out').addEventListener('click', () => zoomStep(1 / 1.4));
    document.getElementById('fit').addEventListener('click', fit);
    window.addEventListener('hashchange', () => { if (location.hash !== writtenHash) readHash(); });
    window.addEventListener('resize', () => { if (!svg.hasAttribute('data-centred')) fit(); });
    document.addEventListener('keydown', event => {
      const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
      if (typing || event.metaKey || event.ctrlKey || event.altKey) return;
      const pan = 80;
      switch (event.key) {
        case '/': event.preventDefault(); searchBox.focus(); searchBox.select(); break;
        case 'Escape': if (state.selected) select(null); else { searchBox.value = ''; runSearch('', false); } break;
        case '+': case '=': zoomStep(1.4); break;
        case '-': zoomStep(1 / 1.4); break;
        case '0': fit(); break;
        case 'ArrowLeft': setView(view.k, view.x + pan, view.y); break;
        case 'ArrowRight': setView(view.k, view.x - pan, view.y); break;
        case 'ArrowUp': setView(view.k, view.x, view.y + pan); break;
        case 'ArrowDown': setView(view.k, view.x, view.y - pan); break;
        default: return;
      }
    });

    const heading = document.getElementById('title');
    heading.textContent = document.title;
    heading.title = document.title;
    readHash();
    document.body.setAttribute('data-ready', 'true');
    """#
}
