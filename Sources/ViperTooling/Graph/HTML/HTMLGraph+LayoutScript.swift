extension HTMLGraph {
  /// The page's layout, in plain ES2017: each compilation unit is a frame; in it, each group
  /// of modules joined by routes gets a layered layout (routes run top to bottom, a cycle's
  /// back route bottom to top), the modules with no route a grid, and the blocks are packed in
  /// rows about as wide as a screen is for its height.
  ///
  /// The layered layout is the classic one: cycles broken where a depth-first walk finds
  /// them, layers by longest path (sources pulled down, next to what they open), a waypoint in
  /// every layer a route crosses, orders by barycenters swept down and up (the order with the
  /// fewest crossings kept), then places that keep waypoints and neighbours aligned, each layer
  /// placed by isotonic regression so no two boxes overlap.
  static let layoutScript = #"""
    const NODE_GAP = 14, WAYPOINT_GAP = 7, LAYER_GAP = 56, BLOCK_GAP = 70;
    const FRAME_PAD = 28, FRAME_HEAD = 36;

    function layoutMap(nodes, edges) {
      const byId = new Map(nodes.map(n => [n.id, n]));
      const groups = new Map();
      for (const n of nodes) {
        if (!groups.has(n.group)) groups.set(n.group, []);
        groups.get(n.group).push(n);
      }
      const framed = groups.size > 1;
      const blocks = [];
      for (const [name, members] of groups) {
        const inner = edges.filter(e => e.from !== e.to && byId.get(e.from).group === name
          && byId.get(e.to).group === name);
        const box = layoutGroup(members, inner);
        const pad = framed ? FRAME_PAD : 0, head = framed ? FRAME_HEAD : 0;
        blocks.push({ w: box.width + 2 * pad, h: box.height + pad + head, name, box, pad, head });
      }
      const packed = shelfPack(blocks, BLOCK_GAP);
      const pos = new Map(), paths = new Map(), frames = [];
      for (const b of packed.blocks) {
        const dx = b.x + b.pad, dy = b.y + b.head;
        for (const [id, p] of b.box.pos) pos.set(id, { x: p.x + dx, y: p.y + dy, w: p.w, h: p.h });
        for (const [key, pts] of b.box.paths) {
          paths.set(key, pts.map(p => ({ x: p.x + dx, y: p.y + dy })));
        }
        if (framed) frames.push({ name: b.name, x: b.x, y: b.y, w: b.w, h: b.h });
      }
      for (const e of edges) {
        const key = edgeKey(e.from, e.to);
        if (e.from === e.to || paths.has(key)) continue;
        const a = pos.get(e.from), b = pos.get(e.to);
        paths.set(key, [{ x: a.x + a.w / 2, y: a.y + a.h / 2 }, { x: b.x + b.w / 2, y: b.y - b.h / 2 }]);
      }
      return { pos, paths, frames, width: packed.width, height: packed.height };
    }

    function edgeKey(from, to) { return from + '\u0000' + to; }

    // One unit: its connected groups laid out on their own, the lone modules in a grid.
    function layoutGroup(nodes, edges) {
      const parent = new Map(nodes.map(n => [n.id, n.id]));
      const find = id => {
        while (parent.get(id) !== id) { parent.set(id, parent.get(parent.get(id))); id = parent.get(id); }
        return id;
      };
      for (const e of edges) parent.set(find(e.from), find(e.to));
      const parts = new Map();
      for (const n of nodes) {
        const root = find(n.id);
        if (!parts.has(root)) parts.set(root, { nodes: [], edges: [] });
        parts.get(root).nodes.push(n);
      }
      for (const e of edges) parts.get(find(e.from)).edges.push(e);
      const blocks = [], lone = [];
      for (const part of parts.values()) {
        if (part.nodes.length === 1) lone.push(part.nodes[0]);
        else blocks.push(layered(part.nodes, part.edges));
      }
      if (lone.length) blocks.push(grid(lone));
      const packed = shelfPack(blocks, BLOCK_GAP);
      const pos = new Map(), paths = new Map();
      for (const b of packed.blocks) {
        for (const [id, p] of b.pos) pos.set(id, { x: p.x + b.x, y: p.y + b.y, w: p.w, h: p.h });
        for (const [key, pts] of b.paths) paths.set(key, pts.map(p => ({ x: p.x + b.x, y: p.y + b.y })));
      }
      return { pos, paths, width: packed.width, height: packed.height };
    }

    // Rows of blocks, tallest first, each row about as wide as the whole is tall times 1.6.
    function shelfPack(blocks, gap) {
      let area = 0, widest = 0;
      for (const b of blocks) { area += (b.w + gap) * (b.h + gap); widest = Math.max(widest, b.w); }
      const limit = Math.max(widest, Math.sqrt(area * 1.6));
      const order = blocks.map((b, i) => i).sort((i, j) => blocks[j].h - blocks[i].h || i - j);
      let x = 0, y = 0, rowH = 0, width = 0;
      for (const i of order) {
        const b = blocks[i];
        if (x > 0 && x + b.w > limit) { x = 0; y += rowH + gap; rowH = 0; }
        b.x = x; b.y = y;
        x += b.w + gap; rowH = Math.max(rowH, b.h); width = Math.max(width, b.x + b.w);
      }
      return { blocks, width, height: blocks.length ? y + rowH : 0 };
    }

    function grid(nodes) {
      const sorted = nodes.slice().sort((a, b) => a.id < b.id ? -1 : 1);
      const columns = Math.max(1, Math.round(Math.sqrt(sorted.length * 1.5)));
      const pos = new Map();
      let y = 0, width = 0;
      for (let r = 0; r * columns < sorted.length; r++) {
        const row = sorted.slice(r * columns, (r + 1) * columns);
        const h = Math.max(...row.map(n => n.height));
        let x = 0;
        for (const n of row) {
          pos.set(n.id, { x, y: y + h / 2, w: n.width, h: n.height });
          x += n.width + NODE_GAP;
        }
        width = Math.max(width, x - NODE_GAP);
        y += h + NODE_GAP + 10;
      }
      return { pos, paths: new Map(), w: width, h: y - NODE_GAP - 10 };
    }

    // A connected group: positions (x: left side, y: middle) and each route's waypoints.
    function layered(nodes, edges) {
      const ids = nodes.map(n => n.id).sort();
      const index = new Map(ids.map((id, i) => [id, i]));
      const byId = new Map(nodes.map(node => [node.id, node]));
      const width = ids.map(id => byId.get(id).width), height = ids.map(id => byId.get(id).height);
      const n = ids.length;
      const outs = ids.map(() => []), indegree = new Array(n).fill(0), seen = new Set();
      for (const e of edges) {
        const key = edgeKey(e.from, e.to);
        if (seen.has(key)) continue;
        seen.add(key);
        outs[index.get(e.from)].push(index.get(e.to));
        indegree[index.get(e.to)]++;
      }
      // Break cycles: an edge to a node still on the walk's stack is turned around.
      const state = new Uint8Array(n), dag = [];
      const starts = ids.map((id, i) => i).sort((i, j) => (indegree[i] > 0) - (indegree[j] > 0) || i - j);
      for (const start of starts) {
        if (state[start]) continue;
        const stack = [[start, 0]];
        state[start] = 1;
        while (stack.length) {
          const top = stack[stack.length - 1], v = top[0];
          if (top[1] < outs[v].length) {
            const w = outs[v][top[1]++];
            if (state[w] === 1) dag.push({ a: w, b: v, from: v, to: w, reversed: true });
            else {
              dag.push({ a: v, b: w, from: v, to: w, reversed: false });
              if (state[w] === 0) { state[w] = 1; stack.push([w, 0]); }
            }
          } else { state[v] = 2; stack.pop(); }
        }
      }
      // Layers: longest path from the sources, then each source just above what it opens.
      const succ = ids.map(() => []), pred = ids.map(() => []);
      for (const e of dag) { succ[e.a].push(e.b); pred[e.b].push(e.a); }
      const layer = new Array(n).fill(0), remaining = pred.map(p => p.length);
      const queue = [];
      for (let i = 0; i < n; i++) if (!remaining[i]) queue.push(i);
      for (let q = 0; q < queue.length; q++) {
        const v = queue[q];
        for (const w of succ[v]) {
          layer[w] = Math.max(layer[w], layer[v] + 1);
          if (--remaining[w] === 0) queue.push(w);
        }
      }
      for (let i = 0; i < n; i++) {
        if (!pred[i].length && succ[i].length) layer[i] = Math.min(...succ[i].map(w => layer[w])) - 1;
      }
      const depth = Math.max(...layer) + 1;
      // Items: the nodes, then a waypoint in every layer a route crosses.
      const itemLayer = layer.slice(), up = ids.map(() => []), down = ids.map(() => []);
      const chains = [];
      for (const e of dag) {
        const chain = [e.a];
        for (let l = layer[e.a] + 1; l < layer[e.b]; l++) {
          const d = itemLayer.length;
          itemLayer.push(l); up.push([]); down.push([]);
          chain.push(d);
        }
        chain.push(e.b);
        for (let i = 1; i < chain.length; i++) { down[chain[i - 1]].push(chain[i]); up[chain[i]].push(chain[i - 1]); }
        chains.push({ e, chain });
      }
      const count = itemLayer.length, isNode = i => i < n;
      const layers = Array.from({ length: depth }, () => []);
      for (let i = 0; i < count; i++) layers[itemLayer[i]].push(i);
      const position = new Float64Array(count);
      const renumber = l => layers[l].forEach((item, p) => { position[item] = p; });
      renumber(0);
      for (let l = 1; l < depth; l++) { sortByBarycenter(layers[l], up, position); renumber(l); }
      let best = layers.map(l => l.slice()), fewest = crossings(layers, down, position), stale = 0;
      for (let sweep = 0; sweep < 32 && stale < 6 && fewest > 0; sweep++) {
        if (sweep % 2 === 0) for (let l = 1; l < depth; l++) { sortByBarycenter(layers[l], up, position); renumber(l); }
        else for (let l = depth - 2; l >= 0; l--) { sortByBarycenter(layers[l], down, position); renumber(l); }
        const c = crossings(layers, down, position);
        if (c < fewest) { fewest = c; best = layers.map(l => l.slice()); stale = 0; } else stale++;
      }
      best.forEach((items, l) => { layers[l] = items; renumber(l); });
      // Rows: as tall as their tallest box, the gap below one growing with the routes across it.
      const rowY = [], rowH = [];
      let y = 0;
      for (let l = 0; l < depth; l++) {
        rowY.push(y);
        const h = Math.max(0, ...layers[l].filter(isNode).map(i => height[i]));
        rowH.push(h);
        const across = layers[l].reduce((sum, i) => sum + down[i].length, 0);
        y += h + LAYER_GAP + Math.min(70, across * 1.5);
      }
      // Across: start side by side, then pull each item to the mean of its neighbours, layer by
      // layer.
      const size = i => isNode(i) ? width[i] : 0;
      const x = new Float64Array(count);
      const separation = (a, b) => (size(a) + size(b)) / 2 + (isNode(a) && isNode(b) ? NODE_GAP : WAYPOINT_GAP);
      for (const items of layers) {
        let at = 0;
        items.forEach((item, p) => { if (p > 0) at += separation(items[p - 1], item); x[item] = at; });
        const shift = at / 2;
        for (const item of items) x[item] -= shift;
      }
      for (let round = 0; round < 12; round++) {
        const order = round % 2 === 0 ? layers : layers.slice().reverse();
        for (const items of order) {
          const desired = items.map(i => {
            const near = up[i].concat(down[i]);
            return near.length ? near.reduce((s, j) => s + x[j], 0) / near.length : x[i];
          });
          const weights = items.map(i => isNode(i) ? (up[i].length + down[i].length ? 1 : 0.2) : 3);
          const seps = items.slice(1).map((item, p) => separation(items[p], item));
          const placed = isotonic(desired, weights, seps);
          items.forEach((item, p) => { x[item] = placed[p]; });
        }
      }
      let left = Infinity, right = -Infinity;
      for (let i = 0; i < count; i++) { left = Math.min(left, x[i] - size(i) / 2); right = Math.max(right, x[i] + size(i) / 2); }
      const middle = l => rowY[l] + rowH[l] / 2;
      const pos = new Map();
      for (let i = 0; i < n; i++) {
        pos.set(ids[i], { x: x[i] - width[i] / 2 - left, y: middle(layer[i]), w: width[i], h: height[i] });
      }
      const paths = new Map();
      for (const { e, chain } of chains) {
        const pts = [{ x: x[e.a] - left, y: middle(layer[e.a]) + height[e.a] / 2 }];
        for (const d of chain.slice(1, -1)) {
          const l = itemLayer[d];
          pts.push({ x: x[d] - left, y: rowY[l] }, { x: x[d] - left, y: rowY[l] + rowH[l] });
        }
        pts.push({ x: x[e.b] - left, y: middle(layer[e.b]) - height[e.b] / 2 });
        if (e.reversed) pts.reverse();
        paths.set(edgeKey(ids[e.from], ids[e.to]), pts);
      }
      const last = depth - 1;
      return { pos, paths, w: right - left, h: rowY[last] + rowH[last] };
    }

    function sortByBarycenter(items, neighbours, position) {
      const key = new Map(items.map(i => {
        const near = neighbours[i];
        return [i, near.length ? near.reduce((s, j) => s + position[j], 0) / near.length : position[i]];
      }));
      items.sort((a, b) => key.get(a) - key.get(b) || position[a] - position[b]);
    }

    // Crossings between each pair of neighbouring layers: inversions, counted with a Fenwick tree.
    function crossings(layers, down, position) {
      let total = 0;
      for (let l = 0; l + 1 < layers.length; l++) {
        const pairs = [];
        for (const a of layers[l]) for (const b of down[a]) pairs.push([position[a], position[b]]);
        pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
        const size = layers[l + 1].length, tree = new Int32Array(size + 1);
        for (let k = 0; k < pairs.length; k++) {
          let greater = k;
          for (let i = pairs[k][1] + 1; i > 0; i -= i & -i) greater -= tree[i];
          total += greater;
          for (let i = pairs[k][1] + 1; i <= size; i += i & -i) tree[i]++;
        }
      }
      return total;
    }

    // The heights closest (weighted least squares) to `desired` that keep each item at least
    // `seps[i]` above the next: pool-adjacent-violators on the heights less the separations.
    function isotonic(desired, weights, seps) {
      const offset = [0];
      for (let i = 0; i < seps.length; i++) offset.push(offset[i] + seps[i]);
      const pools = [];
      desired.forEach((d, i) => {
        pools.push({ value: d - offset[i], weight: weights[i], size: 1 });
        while (pools.length > 1 && pools[pools.length - 2].value > pools[pools.length - 1].value) {
          const b = pools.pop(), a = pools.pop();
          const weight = a.weight + b.weight;
          pools.push({ value: (a.value * a.weight + b.value * b.weight) / weight, weight, size: a.size + b.size });
        }
      });
      const placed = [];
      for (const pool of pools) for (let k = 0; k < pool.size; k++) placed.push(pool.value + offset[placed.length]);
      return placed;
    }
    """#
}
