extension HTMLGraph {
  /// The page's details panel and search, in plain ES2017: with nothing selected, the whole
  /// map's counts, the modules with the most findings, the findings and role types in no
  /// module; with a module selected, its roles (file and line), contracts, the routes out and
  /// in (the type whose code opens each, what it creates or calls, and where), and its
  /// findings. The search matches module names, then the types of their roles and contracts.
  static let panelScript = #"""
    const details = document.getElementById('details');
    const searchBox = document.getElementById('search'), results = document.getElementById('results');

    // An element with attributes and children (strings become text, never markup).
    function h(tag, attributes, ...children) {
      const element = document.createElement(tag);
      for (const name in attributes || {}) element.setAttribute(name, attributes[name]);
      for (const child of children.flat(Infinity)) {
        if (child === null || child === undefined || child === false) continue;
        element.appendChild(typeof child === 'string' || typeof child === 'number' ? document.createTextNode(String(child)) : child);
      }
      return element;
    }
    const plural = (n, one, many) => n + ' ' + (n === 1 ? one : (many || one + 's'));
    // The folder every file is in, left out of the places shown (a place's tooltip has it).
    const commonFolder = (() => {
      const files = [];
      for (const unit of model.units) {
        for (const m of unit.modules) for (const member of m.members) files.push(member.file);
        for (const r of unit.routes) files.push(r.file);
        for (const t of unit.unassigned) files.push(t.file);
      }
      for (const f of lint.findings) files.push(f.file);
      if (!files.length) return '';
      let prefix = files[0].slice(0, files[0].lastIndexOf('/') + 1);
      for (const file of files) {
        while (prefix && !file.startsWith(prefix)) {
          prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
        }
      }
      return prefix;
    })();
    // A place, breakable after each slash.
    const place = (file, line, column) => {
      const shown = file.startsWith(commonFolder) ? file.slice(commonFolder.length) : file;
      return h('span', { class: 'where', title: file },
        shown.split('/').map((part, i, all) => i < all.length - 1 ? [part + '/', h('wbr')] : part),
        ':' + line + (column ? ':' + column : ''));
    };
    const code = text => h('code', {}, text);
    function moduleLink(name) {
      if (!modules.has(name)) return h('span', { class: 'module-ref missing' }, name);
      return h('a', { href: '#select=' + encodeURIComponent(name), class: 'module-ref', 'data-module': name }, modules.get(name).label);
    }
    details.addEventListener('click', event => {
      const link = event.target.closest('a.module-ref');
      if (!link) return;
      event.preventDefault();
      select(link.getAttribute('data-module'));
    });

    function section(name, title, count, ...content) {
      return h('section', { class: name }, h('h3', {}, title, count === null ? '' : h('span', { class: 'count' }, String(count))), ...content);
    }

    function findingItem(f, withModule) {
      return h('li', { class: 'finding ' + f.severity },
        h('span', { class: 'severity' }, f.severity), ' ', h('span', { class: 'rule' }, f.rule),
        withModule && f.module ? [' in ', moduleLink(f.module)] : '',
        h('div', { class: 'message' }, f.message), place(f.file, f.line, f.column));
    }

    const knownRouteKeys = new Set(['from', 'to', 'via', 'target', 'file', 'line', 'call', 'chain']);
    // How a route goes, step by step: the call in the module's code, each function it runs,
    // each destination value and the switch arm it matches, the call that builds the other.
    function chainList(r) {
      const steps = Array.isArray(r.chain) && r.chain.length ? r.chain : (r.call ? [r.call] : []);
      if (!steps.length) return '';
      return h('ol', { class: 'chain', title: 'how the route goes' }, ...steps.map(step => h('li', {}, code(step))));
    }
    function routeItem(r, other) {
      const extra = Object.keys(r).filter(k => !knownRouteKeys.has(k) && r[k] !== '' && r[k] !== null)
        .map(k => h('div', { class: 'route-extra' }, k + ': ', code(typeof r[k] === 'string' ? r[k] : JSON.stringify(r[k]))));
      return h('li', { class: 'route' }, moduleLink(other),
        h('div', { class: 'call' }, code(r.via), ' opens ', code(r.target)), chainList(r), extra, place(r.file, r.line));
    }

    function showDetails() {
      details.textContent = '';
      if (!state.selected) { details.removeAttribute('data-module'); showOverview(); return; }
      const m = modules.get(state.selected), data = m.data;
      details.setAttribute('data-module', m.name);
      details.appendChild(h('div', { class: 'heading' },
        h('h2', {}, m.name),
        h('button', { id: 'close', title: 'Back to the whole map (Esc)' }, '\u00d7')));
      if (m.unit) details.appendChild(h('p', { class: 'unit' }, 'unit ' + (m.unit === '.' ? '. (the files outside the split folders)' : m.unit)));
      const summary = [plural(data.members.length, 'role'), plural(m.out.length, 'route') + ' out',
        m.in.length + ' in', plural(m.findings.length, 'finding')].join(' \u00b7 ');
      details.appendChild(h('p', { class: 'summary' }, summary));
      const roleOrder = ['view', 'presenter', 'interactor', 'router', 'builder'];
      const members = data.members.slice().sort((a, b) => {
        const ra = roleOrder.indexOf(a.role), rb = roleOrder.indexOf(b.role);
        return (ra < 0 ? 9 : ra) - (rb < 0 ? 9 : rb) || (a.type < b.type ? -1 : 1);
      });
      details.appendChild(section('roles', 'Roles', members.length, h('table', {},
        h('thead', {}, h('tr', {}, h('th', {}, 'role'), h('th', {}, 'type and place'), h('th', {}, 'how sure'))),
        h('tbody', {}, members.map(member => h('tr', { 'data-type': member.type },
          h('td', { class: 'role' }, member.role),
          h('td', {}, code(member.type), h('br'), place(member.file, member.line)),
          h('td', { class: 'certainty ' + member.certainty, title: 'from its ' + member.source }, member.certainty)))))));
      if (data.contracts.length) {
        details.appendChild(section('contracts', 'Contracts', data.contracts.length,
          h('p', { class: 'types' }, data.contracts.map((c, i) => [i ? ', ' : '', code(c)]))));
      }
      if (data.used.length) {
        details.appendChild(section('used', 'Uses role types of other modules', data.used.length,
          h('p', { class: 'types' }, data.used.map((c, i) => [i ? ', ' : '', code(c)]))));
      }
      details.appendChild(section('routes-out', 'Routes out', m.out.length,
        m.out.length ? h('ul', {}, m.out.map(r => routeItem(r, r.to))) : h('p', { class: 'none' }, 'Opens no other module.')));
      details.appendChild(section('routes-in', 'Routes in', m.in.length,
        m.in.length ? h('ul', {}, m.in.map(r => routeItem(r, r.from))) : h('p', { class: 'none' }, 'No module opens it.')));
      details.appendChild(section('findings', 'Findings', m.findings.length,
        m.findings.length ? h('ul', {}, m.findings.map(f => findingItem(f, false))) : h('p', { class: 'none' }, 'viper lint finds nothing here.')));
      document.getElementById('close').addEventListener('click', () => select(null));
    }

    function showOverview() {
      const bySeverity = { error: 0, warning: 0, note: 0 };
      for (const f of lint.findings) bySeverity[f.severity] = (bySeverity[f.severity] || 0) + 1;
      const units = model.units.filter(u => u.modules.length).length;
      details.appendChild(h('h2', {}, 'Module map'));
      details.appendChild(h('p', { class: 'summary' },
        plural(modules.size, 'module') + (units > 1 ? ' in ' + units + ' units' : '') + ', ' + plural(routes.length, 'route')
        + ', ' + plural(lint.findings.length, 'finding') + ' (' + plural(bySeverity.error, 'error') + ', '
        + plural(bySeverity.warning, 'warning') + ', ' + plural(bySeverity.note, 'note') + ')'
        + (model.testFiles ? '; ' + plural(model.testFiles, 'test file') + ' left out' : '') + '.'));
    if (commonFolder) {
      details.appendChild(h('p', { class: 'summary' }, 'Places are shown below ', code(commonFolder), '.'));
    }
      details.appendChild(h('p', { class: 'help' },
        'Click a module for its roles, routes and findings. Drag to pan; scroll, pinch or + and \u2212 to zoom; ',
        h('kbd', {}, '/'), ' to search; ', h('kbd', {}, 'Esc'), ' to go back.'));
      const worst = [...modules.values()].filter(m => m.findings.length)
        .sort((a, b) => b.findings.length - a.findings.length || (a.name < b.name ? -1 : 1)).slice(0, 15);
      if (worst.length) {
        details.appendChild(section('most-findings', 'Most findings', null, h('ol', {}, worst.map(m =>
          h('li', {}, moduleLink(m.name), ' ', h('span', { class: 'count ' + ['', 'note', 'warning', 'error'][m.worst] }, String(m.findings.length)))))));
      }
      if (strayFindings.length) {
        details.appendChild(section('stray-findings', 'Findings in no module', strayFindings.length,
          h('details', {}, h('summary', {}, 'show'), h('ul', {}, strayFindings.map(f => findingItem(f, false))))));
      }
      const unassigned = [].concat(...model.units.map(u => u.unassigned));
      if (unassigned.length) {
        details.appendChild(section('unassigned', 'Role types in no module', unassigned.length,
          h('details', {}, h('summary', {}, 'show'), h('ul', {}, unassigned.map(t =>
            h('li', {}, code(t.type), ' ', t.role, ' (' + t.certainty + ')', place(t.file, t.line)))))));
      }
    }

    // Search: module names first (exact, prefix, anywhere), then the types of roles and contracts.
    let matches = [], activeMatch = 0;
    function runSearch(text, centre) {
      const query = text.trim().toLowerCase();
      matches = [];
      if (query) {
        for (const m of modules.values()) {
          const name = m.name.toLowerCase(), label = m.label.toLowerCase();
          let rank = -1, why = '';
          if (label === query || name === query) rank = 0;
          else if (label.startsWith(query)) rank = 1;
          else if (name.includes(query)) rank = 2;
          else {
            const types = m.data.members.map(x => x.type).concat(m.data.contracts);
            const hit = types.find(t => t.toLowerCase().includes(query));
            if (hit) { rank = 3; why = hit; }
          }
          if (rank >= 0) matches.push({ name: m.name, rank, why });
        }
        const label = x => modules.get(x.name).label;
        matches.sort((a, b) => a.rank - b.rank || (label(a) < label(b) ? -1 : label(a) > label(b) ? 1 : a.name < b.name ? -1 : 1));
      }
      state.found = new Set(matches.map(x => x.name));
      activeMatch = Math.max(0, matches.findIndex(x => state.layout.pos.has(x.name)));
      state.current = centre && matches.length ? matches[activeMatch].name : null;
      showResults(text.trim());
      refresh();
      if (state.current) centreOnMatch();
    }

    function showResults(text) {
      results.textContent = '';
      results.hidden = !text;
      if (!text) { results.removeAttribute('data-query'); return; }
      results.setAttribute('data-query', text);
      results.appendChild(h('li', { class: 'status' }, matches.length
        ? plural(matches.length, 'module') + ' match \u201c' + text + '\u201d'
        : 'No module or type matches \u201c' + text + '\u201d'));
      matches.slice(0, 40).forEach((x, i) => {
        const m = modules.get(x.name);
        results.appendChild(h('li', { role: 'option', 'data-module': x.name, class: i === activeMatch ? 'match active' : 'match' },
          h('span', { class: 'name' }, m.label), x.why ? h('small', {}, x.why) : '',
          state.layout.pos.has(x.name) ? '' : h('small', {}, 'hidden by a filter')));
      });
    }

    // Centres the current match where the results list does not cover it.
    function centreOnMatch() {
      const covered = results.hidden ? 0 : results.getBoundingClientRect().right;
      if (centreOn(state.current, 0.9, covered)) results.setAttribute('data-centred', state.current);
      else results.removeAttribute('data-centred');
    }

    function moveActive(step) {
      if (!matches.length) return;
      const listed = Math.min(matches.length, 40);
      activeMatch = (activeMatch + step + listed) % listed;
      const items = results.querySelectorAll('li.match');
      items.forEach((item, i) => item.classList.toggle('active', i === activeMatch));
      if (items[activeMatch]) items[activeMatch].scrollIntoView({ block: 'nearest' });
      state.current = matches[activeMatch].name;
      refresh();
      centreOnMatch();
    }

    searchBox.addEventListener('input', () => runSearch(searchBox.value, true));
    searchBox.addEventListener('focus', () => { if (searchBox.value.trim()) showResults(searchBox.value.trim()); });
    searchBox.addEventListener('keydown', event => {
      if (event.key === 'ArrowDown') { event.preventDefault(); moveActive(1); }
      else if (event.key === 'ArrowUp') { event.preventDefault(); moveActive(-1); }
      else if (event.key === 'Enter' && matches.length) {
        event.preventDefault();
        results.hidden = true;
        select(matches[activeMatch].name);
        searchBox.blur();
      } else if (event.key === 'Escape') {
        searchBox.value = '';
        runSearch('', false);
        searchBox.blur();
      }
    });
    searchBox.addEventListener('blur', () => { setTimeout(() => { results.hidden = true; }, 150); });
    results.addEventListener('mousedown', event => event.preventDefault());
    results.addEventListener('click', event => {
      const item = event.target.closest('li.match');
      if (!item) return;
      results.hidden = true;
      select(item.getAttribute('data-module'));
    });
    """#
}
