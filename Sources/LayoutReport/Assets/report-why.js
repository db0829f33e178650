// The "Why this size" panel: the chain `layoutlab explain` prints for one element, from the
// explanation the check wrote for the fixture (data.why: every element's steps, in the order of
// the actual layout's nodes). Opened by clicking an element in an image or a structural diff row.
let whyOpen = null;
// Where a press on an image began and on which layer: a click there opens the panel.
let whyPress = null;
// Each element's place in its tree, by kind, debugName and position among its siblings of that
// kind and name: how an element of the baseline layout finds the actual one it stands for. One
// pass over the nodes (parents come before their children), kept per layout.
const whyKeys = new WeakMap();
function whyKeysOf(layout) {
  let keys = whyKeys.get(layout);
  if (keys) return keys;
  const nodes = layout.nodes, seen = new Map();
  keys = new Array(nodes.length);
  for (let i = 0; i < nodes.length; i++) {
    const n = nodes[i], own = n.k + '\u0000' + (n.n || '');
    const count = (seen.get(n.p + '\u0001' + own) || 0);
    seen.set(n.p + '\u0001' + own, count + 1);
    keys[i] = (n.p >= 0 && n.p < i ? keys[n.p] + '\u0002' : '') + own + '\u0000' + count;
  }
  whyKeys.set(layout, keys);
  return keys;
}
function whyIndexOf(layer, i) {
  const d = current && current.data;
  if (!d || !d.why || !d.layouts) return -1;
  if (layer.role === 'actual' || d.layouts.baselineSameAsActual) return i < d.why.elements.length ? i : -1;
  const actual = d.layouts.actual;
  if (!actual || !actual.nodes) return -1;
  const j = whyKeysOf(actual).indexOf(whyKeysOf(layer.layout)[i]);
  return j < d.why.elements.length ? j : -1;
}
function whyClick(layer, e) {
  if (!current || !layer.layout) return;
  const i = nodeAt(layer, e);
  if (i < 0) return;
  if (!current.data.why) {
    showWhyMessage(layer.layout.nodes[i], 'No explanation was written for this fixture: a check explains the fixtures ' +
      'that fail, are new or whose layout changed (layoutlab explain explains any).');
    return;
  }
  const j = whyIndexOf(layer, i);
  if (j >= 0) openWhy(j);
  else showWhyMessage(layer.layout.nodes[i], 'This element is not in the actual layout: it has no explanation.');
}
function whyChangeFor(path) {
  const d = current && current.data;
  return d && d.changes ? d.changes.find((c) => c.path === path) || null : null;
}
function openWhyPath(path) {
  const d = current && current.data;
  if (!d || !d.why) return false;
  const j = d.why.elements.findIndex((e) => e.path === path);
  if (j >= 0) { openWhy(j); return true; }
  return false;
}
function whyLabel(e) { return e.debugName ? reveal(e.kind, false) + ' "' + reveal(e.debugName, false) + '"' : reveal(e.kind, false); }
function whyNumber(v) { return typeof v === 'number' && isFinite(v) ? String(Math.round(v * 10000) / 10000) : '\u221e'; }
function whyRange(r) {
  const axis = (lo, hi) => (lo === hi ? whyNumber(lo) : whyNumber(lo) + '\u2026' + whyNumber(hi));
  return axis(r[0][0], r[1][0]) + ' \u00d7 ' + axis(r[0][1], r[1][1]);
}
function whyRect(f) { return f ? '(' + f.map(whyNumber).join(', ') + ')' : 'no frame'; }
function whyStep(s) {
  const li = el('li', 'why-step', el('span', 'why-text', reveal(s.text, false)));
  li.dataset.kind = s.kind;
  if (s.rule) li.append(' ', el('span', 'why-rule', '[' + reveal(s.rule, false) + ']'));
  if (s.texture) li.title = s.texture;
  if (s.terms && (s.terms.length > 2 || s.terms.some((t) => t.label !== t.axis))) {
    for (const axis of ['x', 'y']) {
      const terms = s.terms.filter((t) => t.axis === axis);
      if (!terms.length) continue;
      const total = terms.reduce((a, t) => a + t.amount, 0);
      li.append(el('div', 'why-terms', axis + ' ' + whyNumber(total) + ' = ' +
        terms.map((t) => whyNumber(t.amount) + ' ' + reveal(t.label, false)).join(' + ')));
    }
  }
  return li;
}
// One element of a chain; `other` is the same element in the other layout's chain, when the
// panel shows two: what differs from it (frame, style, offer, a step's sentence) is highlighted.
function whyBlock(e, full, other) {
  const frame = el('span', 'why-frame', whyRect(e.frame));
  const differs = (a, b) => other !== undefined && JSON.stringify(a) !== JSON.stringify(b);
  if (differs(e.frame, other && other.frame)) frame.classList.add('why-differs');
  const head = el('div', 'why-head', el('b', null, whyLabel(e)), ' \u2192 ', frame);
  const li = el('li', full ? 'why-target' : 'why-ancestor', head);
  if (full && e.style) {
    const style = el('div', 'why-style', 'style: ' + reveal(e.style, false));
    if (differs(e.style, other && other.style)) style.classList.add('why-differs');
    li.append(style);
  }
  if (e.offered && e.offeredBy) {
    const offered = el('div', 'why-offered', 'offered ' + whyRange(e.offered) + ' by ' + reveal(e.offeredBy, false));
    if (differs([e.offered, e.offeredBy], other && [other.offered, other.offeredBy])) offered.classList.add('why-differs');
    li.append(offered);
  }
  if (full) {
    const steps = e.steps.map(whyStep);
    if (other !== undefined) {
      const theirs = other ? other.steps : [];
      e.steps.forEach((s, k) => { if (!theirs[k] || whyStepNumbers(theirs[k]) !== whyStepNumbers(s)) steps[k].classList.add('why-differs'); });
    }
    li.append(el('ol', 'why-steps', ...steps));
  }
  return li;
}
// What a step did, in numbers (its kind, the size or position it left, the terms' amounts), for
// telling the steps of two layouts apart; its sentence when it has no numbers.
function whyStepNumbers(s) {
  const numbers = [s.size, s.position, s.terms && s.terms.map((t) => [t.axis, t.amount])];
  return JSON.stringify([s.kind, numbers.some((n) => n) ? numbers : s.text]);
}
// The indices from the root down to element j of an explanation.
function whyChainOf(why, j) {
  const chain = [];
  for (let k = j, guard = 0; k !== null && k !== undefined && k >= 0 && guard < 4096; k = why.parents[k], guard++) chain.unshift(k);
  return chain;
}
// The chain of element j of `why`, each element beside its namesake (by path) in `other`'s chain
// of `otherTarget` (or undefined when there is nothing to compare with).
function whyChainList(why, j, other, otherTarget) {
  const theirs = new Map();
  if (other && otherTarget >= 0) for (const k of whyChainOf(other, otherTarget)) theirs.set(other.elements[k].path, other.elements[k]);
  return el('ol', 'why-chain', ...whyChainOf(why, j).map((k) => {
    const e = why.elements[k];
    return whyBlock(e, k === j, other ? theirs.get(e.path) || null : undefined);
  }));
}
// The frame's four numbers, those that differ from the baseline's marked.
function whyFrameRow(label, f, other) {
  const names = ['x', 'y', 'w', 'h'];
  const row = el('tr', null, el('th', null, label));
  for (let k = 0; k < 4; k++) {
    const td = el('td', 'num', f ? whyNumber(f[k]) : '\u2014');
    if (f && other && f[k] !== other[k]) td.classList.add('why-differs');
    td.dataset.axis = names[k];
    row.append(td);
  }
  return row;
}
function whyCompare(change) {
  const head = el('tr', null, el('th'), ...['x', 'y', 'w', 'h'].map((h) => el('th', null, h)));
  const table = el('table', 'why-compare', el('thead', null, head),
    el('tbody', null, whyFrameRow('Baseline', change.before, change.after), whyFrameRow('Actual', change.after, change.before)));
  return el('div', 'why-change', el('p', 'why-summary', reveal(change.summary, false)), table);
}
function whyPanel(title, ...content) {
  const close = el('button', 'why-close', 'Close');
  close.type = 'button';
  close.title = 'Close (Escape)';
  close.addEventListener('click', closeWhy);
  const panel = el('section', 'why', el('div', 'why-bar', el('h3', null, title), close), ...content);
  panel.id = 'why-panel';
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Why this size');
  panel.tabIndex = -1;
  return panel;
}
function placeWhy(panel) {
  const old = $('why-panel');
  if (old) old.replaceWith(panel);
  else {
    const viewer = detailBox.querySelector('section.viewer');
    if (viewer) viewer.after(panel); else detailBox.prepend(panel);
  }
  panel.scrollIntoView({ block: 'nearest' });
  panel.focus({ preventScroll: true });
}
function openWhy(j) {
  const d = current.data, why = d.why, e = why.elements[j];
  const change = whyChangeFor(e.path);
  const parts = [];
  if (change) parts.push(whyCompare(change));
  parts.push(el('p', 'why-path', reveal(e.path, false)));
  const before = d.whyBaseline;
  const b = change && before ? before.elements.findIndex((x) => x.path === e.path) : -1;
  if (b >= 0) {
    // A changed element the baseline explains too: the two chains side by side.
    const side = (title, list) => el('div', 'why-side', el('h4', null, title), list);
    parts.push(el('div', 'why-sides',
      side('Baseline', whyChainList(before, b, why, j)), side('Actual', whyChainList(why, j, before, b))));
  } else {
    parts.push(whyChainList(why, j));
    if (change && change.before && !before) {
      parts.push(el('p', 'facts', 'The baseline keeps no explanation of its layout file (recorded before baselines kept ' +
        'one, or its layout file was edited since): approve this fixture to store one.'));
    }
  }
  whyOpen = j;
  placeWhy(whyPanel('Why this size: ' + whyLabel(e), ...parts));
  highlightWhy(e.frame);
}
function showWhyMessage(n, text) {
  whyOpen = null;
  placeWhy(whyPanel('Why this size: ' + specName(n), el('p', 'facts', text)));
}
function closeWhy() {
  const panel = $('why-panel');
  if (panel) panel.remove();
  whyOpen = null;
  highlightWhy(null);
}
function highlightWhy(frame) {
  if (!current) return;
  for (const l of current.layers) {
    if (!l.hoverGroup || l.role !== 'actual') continue;
    l.hoverGroup.replaceChildren();
    if (frame) l.hoverGroup.append(svg('rect', rectAttrs(frame, current.k * l.scale), 'why-box'));
  }
}
