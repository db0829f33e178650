// The overlays drawn over each image from its own layout (hit areas, pixel scaling, spec
// boundaries, changed regions, and the masked areas, always), and the element under the pointer.
(function () {
  function rectPath(r, u) {
    return 'M' + (r[0] * u) + ' ' + (r[1] * u) + 'h' + (r[2] * u) + 'v' + (r[3] * u) + 'h' + (-r[2] * u) + 'Z';
  }
  function intersect(a, b) {
    const x = Math.max(a[0], b[0]), y = Math.max(a[1], b[1]);
    const r = Math.min(a[0] + a[2], b[0] + b[2]), btm = Math.min(a[1] + a[3], b[1] + b[3]);
    return r > x && btm > y ? [x, y, r - x, btm - y] : null;
  }
  function minus(a, b, u) {
    if (!(a[2] > 0 && a[3] > 0)) return null;
    const i = intersect(a, b);
    if (i && i[0] === a[0] && i[1] === a[1] && i[2] === a[2] && i[3] === a[3]) return null;
    return rectPath(a, u) + (i ? rectPath(i, u) : '');
  }
  function draw(l) {
    const k = state.viewer.k, s = l.svg;
    s.setAttribute('width', String((l.w || 0) * k));
    s.setAttribute('height', String((l.h || 0) * k));
    s.replaceChildren();
    const diff = state.viewer.detail.diff;
    if (state.ov.regions && diff && diff.regions && diff.regions.length) {
      const g = svg('g', {}, 'ov-regions');
      for (const r of diff.regions) {
        g.append(svg('rect', { x: r[0] * k, y: r[1] * k, width: Math.max(1, r[2] * k), height: Math.max(1, r[3] * k) }, 'region'));
      }
      s.append(g);
    }
    // Masked areas are always shown: what was not compared must never look compared.
    if (diff && diff.masked) {
      const g = svg('g', {}, 'ov-masked');
      for (const r of diff.masked) {
        const box = svg('rect', { x: r[0] * k, y: r[1] * k, width: Math.max(1, r[2] * k), height: Math.max(1, r[3] * k) }, 'masked');
        const title = svg('title', {});
        title.textContent = 'masked: not compared';
        box.append(title);
        g.append(box);
      }
      s.append(g);
    }
    const nodes = l.layout && l.layout.nodes;
    if (nodes) {
      const u = k * l.scale;
      if (state.ov.hit) s.append(hitLayer(nodes, u));
      if (state.ov.spec) s.append(specLayer(nodes, u));
      if (state.ov.scale) s.append(scaleLayer(nodes, u));
    }
    l.hoverGroup = svg('g', {}, 'ov-hover');
    s.append(l.hoverGroup);
  }
  let hatchCount = 0;
  // The PNG overlay's colours: the area inside the frame green, what a negative slop adds blue,
  // what a positive slop or clipping removes hatched red.
  function hitLayer(nodes, u) {
    const g = svg('g', {}, 'ov-hit');
    const hatch = 'hit-hatch-' + (++hatchCount);
    const defs = svg('defs', {});
    const pattern = svg('pattern', { id: hatch, width: 6, height: 6, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' });
    pattern.append(svg('rect', { width: 6, height: 6, fill: 'rgba(255, 51, 26, .15)' }));
    pattern.append(svg('line', { x1: 0, y1: 0, x2: 0, y2: 6, stroke: 'rgba(230, 26, 13, .7)', 'stroke-width': 2 }));
    defs.append(pattern);
    g.append(defs);
    for (const node of nodes) {
      if (!node.ha) continue;
      const a = node.ha.a, f = node.f;
      if (a && a[2] > 0 && a[3] > 0) g.append(svg('rect', rectAttrs(a, u), 'hit-area'));
      if (!f) continue;
      if (a) {
        const added = minus(a, f, u);
        if (added) g.append(svg('path', { d: added, 'fill-rule': 'evenodd' }, 'hit-added'));
      }
      const removed = a ? minus(f, a, u) : (f[2] > 0 && f[3] > 0 ? rectPath(f, u) : null);
      if (removed) g.append(svg('path', { d: removed, 'fill-rule': 'evenodd', fill: 'url(#' + hatch + ')' }, 'hit-removed'));
      g.append(svg('rect', rectAttrs(f, u), 'hit-frame'));
    }
    return g;
  }
  /** @param {LayoutNodeRecord} node */
  function specName(node) { return node.n ? reveal(node.k, false) + ' "' + reveal(node.n, false) + '"' : reveal(node.k, false); }
  function specLayer(nodes, u) {
    const g = svg('g', {}, 'ov-spec');
    const labels = [], boxes = [];
    for (const node of nodes) {
      if (!node.sp || !node.f) continue;
      const f = node.f;
      if (node.ins) {
        const [t, l, b, r] = node.ins;
        const inner = [f[0] + l, f[1] + t, Math.max(0, f[2] - l - r), Math.max(0, f[3] - t - b)];
        g.append(svg('path', { d: rectPath(f, u) + rectPath(inner, u), 'fill-rule': 'evenodd' }, 'inset-shade'));
      }
      g.append(svg('rect', rectAttrs(f, u), 'spec-box'));
      // A label that would overlap one already placed moves down below it, as in the PNG overlay
      // (10 px monospace: 6.02 px a character, 12 px a line).
      const name = specName(node);
      const box = placeLabel([f[0] * u, f[1] * u, name.length * 6.02 + 4, 12], boxes);
      const label = svg('text', { x: box[0] + 2, y: box[1] + 10 }, 'spec-label');
      label.textContent = name;
      labels.push(label);
    }
    for (const label of labels) g.append(label);
    return g;
  }
  // As the PNG overlay writes it: two decimals, more when two would read as exactly 1.
  function scaleNumber(v) {
    for (let digits = 2; digits <= 6; digits++) {
      const text = v.toFixed(digits);
      if (v === 1 || Number(text) !== 1) return text;
    }
    return v.toFixed(6);
  }
  function scaleLabel(sf) {
    const [sx, sy] = sf;
    if (sx === sy) return scaleNumber(sx) + 'x';
    return scaleNumber(sx) + 'x \u00d7 ' + scaleNumber(sy) + 'x';
  }
  // Moves `box` ([x, y, w, h]) down below every placed box it overlaps, until it overlaps none
  // (the PNG overlay's rule), and adds it to `placed`.
  function placeLabel(box, placed) {
    let moved = true;
    while (moved) {
      moved = false;
      for (const o of placed) {
        if (box[0] < o[0] + o[2] && o[0] < box[0] + box[2] && box[1] < o[1] + o[3] && o[1] < box[1] + box[3]) {
          box[1] = o[1] + o[3];
          moved = true;
        }
      }
    }
    placed.push(box);
    return box;
  }
  function scaleLayer(nodes, u) {
    const g = svg('g', {}, 'ov-scale');
    const placed = [];
    for (const node of nodes) {
      if (!node.sf || !node.f || (node.sf[0] === 1 && node.sf[1] === 1)) continue;
      const f = node.f;
      g.append(svg('rect', rectAttrs(f, u), 'scale-frame'));
      // Bold 11 px monospace: 6.62 px a character, 14 px a line; anchored at the bottom right.
      const text = scaleLabel(node.sf);
      const w = text.length * 6.62 + 4, h = 14;
      const box = placeLabel([(f[0] + f[2]) * u - w, (f[1] + f[3]) * u - h, w, h], placed);
      const label = svg('text', { x: box[0] + w - 2, y: box[1] + h - 3, 'text-anchor': 'end' }, 'scale-label');
      label.textContent = text;
      g.append(label);
    }
    return g;
  }
  const info = $('hover-info');
  function hideHover() {
    info.hidden = true;
    if (state.viewer) for (const l of state.viewer.layers) if (l.hoverGroup) l.hoverGroup.replaceChildren();
  }
  function contains(f, x, y, pad) {
    return x >= f[0] - pad && y >= f[1] - pad && x < f[0] + f[2] + pad && y < f[1] + f[3] + pad;
  }
  function hover(layer, e) {
    if (!layer || !state.viewer) { hideHover(); return; }
    const best = nodeAt(layer, e);
    if (best < 0) { hideHover(); return; }
    showHover(layer, best, e);
  }
  // The index of the element of `layer`'s layout under the pointer: the last one in tree order
  // whose frame holds the point, or, with spec boundaries shown, a spec whose edge is within 4 px;
  // -1 when none.
  function nodeAt(layer, e) {
    const box = layer.root.getBoundingClientRect();
    const u = state.viewer.k * layer.scale;
    const x = (e.clientX - box.left) / u, y = (e.clientY - box.top) / u;
    const nodes = layer.layout.nodes;
    let best = -1;
    for (let i = 0; i < nodes.length; i++) { const f = nodes[i].f; if (f && contains(f, x, y, 0)) best = i; }
    if (state.ov.spec) {
      const tol = 4 / u;
      for (let i = 0; i < nodes.length; i++) {
        const node = nodes[i], f = node.f;
        if (node.sp && f && contains(f, x, y, tol) && !(f[2] > 2 * tol && f[3] > 2 * tol &&
            contains([f[0] + tol, f[1] + tol, f[2] - 2 * tol, f[3] - 2 * tol], x, y, 0))) best = i;
      }
    }
    return best;
  }
  function showHover(layer, index, e) {
    const nodes = layer.layout.nodes, node = nodes[index];
    const lines = [];
    lines.push('kind: ' + reveal(node.k, false) + (node.sp ? ' (layout spec)' : ' (node)'));
    lines.push('frame: ' + fmtFrame(node.f));
    if (node.st) lines.push('style: ' + reveal(node.st, false));
    if (typeof node.t === 'string') lines.push('text: ' + reveal(node.t, true));
    if (node.ha) lines.push('touch area: ' + (node.ha.a ? fmtFrame(node.ha.a) : 'none') + (node.ha.sl ? '; slop ' + node.ha.sl.map(fmt).join(', ') : ''));
    if (node.sf) lines.push('image: ' + (node.px ? fmt(node.px[0]) + '×' + fmt(node.px[1]) + ' px, ' : '') + 'scale ' + scaleLabel(node.sf));
    if (node.ins) lines.push('insets: ' + node.ins.map(fmt).join(', '));
    const path = [];
    for (let p = node.p, guard = 0; p >= 0 && p < nodes.length && guard < 64; p = nodes[p].p, guard++) path.unshift(specName(nodes[p]));
    if (path.length) lines.push('in: ' + path.join(' › '));
    lines.push(layer.role + ' layout');
    info.replaceChildren(el('div', 'title', node.n ? reveal(node.n, false) : reveal(node.k, false)), lines.join('\n'));
    info.hidden = false;
    const w = info.offsetWidth, h = info.offsetHeight;
    info.style.left = Math.max(4, Math.min(e.clientX + 14, window.innerWidth - w - 8)) + 'px';
    info.style.top = Math.max(4, Math.min(e.clientY + 14, window.innerHeight - h - 8)) + 'px';
    for (const l of state.viewer.layers) if (l.hoverGroup) l.hoverGroup.replaceChildren();
    if (node.f && layer.hoverGroup) layer.hoverGroup.append(svg('rect', rectAttrs(node.f, state.viewer.k * layer.scale), 'hover-box'));
  }
  /** @param {DetailChange} change */
  function highlightChange(change) {
    const viewer = state.viewer;
    if (!viewer) return;
    for (const l of viewer.layers) {
      if (!l.hoverGroup) continue;
      l.hoverGroup.replaceChildren();
      if (!change) continue;
      const u = viewer.k * l.scale;
      if (l.role === 'baseline' && change.before) l.hoverGroup.append(svg('rect', rectAttrs(change.before, u), 'change-before'));
      if (l.role === 'actual' && change.after) l.hoverGroup.append(svg('rect', rectAttrs(change.after, u), 'change-after'));
    }
  }
  registry.overlays.push(
    { id: 'hit', label: 'Hit areas', key: 'h' }, { id: 'scale', label: 'Pixel scaling', key: 'p' },
    { id: 'spec', label: 'Spec boundaries', key: 's' }, { id: 'regions', label: 'Changed regions', key: 'r' });
  registry.modules.overlays = { draw, hover, hideHover, nodeAt, specName, highlightChange };
})();
