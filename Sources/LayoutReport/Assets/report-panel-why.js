// The "Why this size" panel: the chain `layoutlab explain` prints for one element, from the
// explanation the check wrote for the fixture (detail.why: every element's steps, in the order of
// the actual layout's nodes). Opened by clicking an element in an image or a structural diff row;
// Escape closes it.
(function () {
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
      const node = nodes[i], own = node.k + '\u0000' + (node.n || '');
      const count = (seen.get(node.p + '\u0001' + own) || 0);
      seen.set(node.p + '\u0001' + own, count + 1);
      keys[i] = (node.p >= 0 && node.p < i ? keys[node.p] + '\u0002' : '') + own + '\u0000' + count;
    }
    whyKeys.set(layout, keys);
    return keys;
  }
  function whyIndexOf(layer, i) {
    const detail = state.viewer && state.viewer.detail;
    if (!detail || !detail.why || !detail.layouts) return -1;
    if (layer.role === 'actual' || detail.layouts.baselineSameAsActual) return i < detail.why.elements.length ? i : -1;
    const actual = detail.layouts.actual;
    if (!actual || !actual.nodes) return -1;
    const j = whyKeysOf(actual).indexOf(whyKeysOf(layer.layout)[i]);
    return j < detail.why.elements.length ? j : -1;
  }
  function whyClick(layer, e) {
    if (!state.viewer || !layer.layout) return;
    const i = registry.modules.overlays.nodeAt(layer, e);
    if (i < 0) return;
    if (!state.viewer.detail.why) {
      showWhyMessage(layer.layout.nodes[i], 'No explanation was written for this fixture: a check explains the fixtures ' +
        'that fail, are new or whose layout changed, unless the explanation would be too large to read: it names ' +
        'every element by its path, so it grows with the elements times their depth (layoutlab explain explains any).');
      return;
    }
    const j = whyIndexOf(layer, i);
    if (j >= 0) openWhy(j);
    else showWhyMessage(layer.layout.nodes[i], 'This element is not in the actual layout: it has no explanation.');
  }
  function whyChangeFor(path) {
    const detail = state.viewer && state.viewer.detail;
    return detail && detail.changes ? detail.changes.find((change) => change.path === path) || null : null;
  }
  function openWhyPath(path) {
    const detail = state.viewer && state.viewer.detail;
    if (!detail || !detail.why) return false;
    const j = detail.why.elements.findIndex((element) => element.path === path);
    if (j >= 0) { openWhy(j); return true; }
    return false;
  }
  /** @param {ExplainedElementData} element */
  function whyLabel(element) {
    return element.debugName ? reveal(element.kind, false) + ' "' + reveal(element.debugName, false) + '"' : reveal(element.kind, false);
  }
  function whyNumber(v) { return typeof v === 'number' && isFinite(v) ? String(Math.round(v * 10000) / 10000) : '\u221e'; }
  function whyRange(r) {
    const axis = (lo, hi) => (lo === hi ? whyNumber(lo) : whyNumber(lo) + '\u2026' + whyNumber(hi));
    return axis(r[0][0], r[1][0]) + ' \u00d7 ' + axis(r[0][1], r[1][1]);
  }
  function whyRect(f) { return f ? '(' + f.map(whyNumber).join(', ') + ')' : 'no frame'; }
  /** @param {ExplainedStepData} step */
  function whyStep(step) {
    const li = el('li', 'why-step', el('span', 'why-text', reveal(step.text, false)));
    li.dataset.kind = step.kind;
    if (step.rule) li.append(' ', el('span', 'why-rule', '[' + reveal(step.rule, false) + ']'));
    if (step.texture) li.title = step.texture;
    if (step.terms && (step.terms.length > 2 || step.terms.some((term) => term.label !== term.axis))) {
      for (const axis of ['x', 'y']) {
        const terms = step.terms.filter((term) => term.axis === axis);
        if (!terms.length) continue;
        const total = terms.reduce((a, term) => a + term.amount, 0);
        li.append(el('div', 'why-terms', axis + ' ' + whyNumber(total) + ' = ' +
          terms.map((term) => whyNumber(term.amount) + ' ' + reveal(term.label, false)).join(' + ')));
      }
    }
    return li;
  }
  // One element of a chain; `other` is the same element in the other layout's chain, when the
  // panel shows two: what differs from it (frame, style, offer, a step's sentence) is highlighted.
  function whyBlock(element, full, other) {
    const frame = el('span', 'why-frame', whyRect(element.frame));
    const differs = (a, b) => other !== undefined && JSON.stringify(a) !== JSON.stringify(b);
    if (differs(element.frame, other && other.frame)) frame.classList.add('why-differs');
    const head = el('div', 'why-head', el('b', null, whyLabel(element)), ' \u2192 ', frame);
    const li = el('li', full ? 'why-target' : 'why-ancestor', head);
    if (full && element.style) {
      const style = el('div', 'why-style', 'style: ' + reveal(element.style, false));
      if (differs(element.style, other && other.style)) style.classList.add('why-differs');
      li.append(style);
    }
    if (element.offered && element.offeredBy) {
      const offered = el('div', 'why-offered', 'offered ' + whyRange(element.offered) + ' by ' + reveal(element.offeredBy, false));
      if (differs([element.offered, element.offeredBy], other && [other.offered, other.offeredBy])) offered.classList.add('why-differs');
      li.append(offered);
    }
    if (full) {
      const steps = element.steps.map(whyStep);
      if (other !== undefined) {
        const theirs = other ? other.steps : [];
        element.steps.forEach((step, k) => { if (!theirs[k] || whyStepNumbers(theirs[k]) !== whyStepNumbers(step)) steps[k].classList.add('why-differs'); });
      }
      li.append(el('ol', 'why-steps', ...steps));
    }
    return li;
  }
  // What a step did, in numbers (its kind, the size or position it left, the terms' amounts), for
  // telling the steps of two layouts apart; its sentence when it has no numbers.
  /** @param {ExplainedStepData} step */
  function whyStepNumbers(step) {
    const numbers = [step.size, step.position, step.terms && step.terms.map((term) => [term.axis, term.amount])];
    return JSON.stringify([step.kind, numbers.some((n) => n) ? numbers : step.text]);
  }
  // The indices from the root down to element j of an explanation.
  /** @param {ExplanationData} why */
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
      const element = why.elements[k];
      return whyBlock(element, k === j, other ? theirs.get(element.path) || null : undefined);
    }));
  }
  // The frame's four numbers, those that differ from the baseline's marked.
  function whyFrameRow(label, f, other) {
    const names = ['x', 'y', 'w', 'h'];
    const tr = el('tr', null, el('th', null, label));
    for (let k = 0; k < 4; k++) {
      const td = el('td', 'num', f ? whyNumber(f[k]) : '\u2014');
      if (f && other && f[k] !== other[k]) td.classList.add('why-differs');
      td.dataset.axis = names[k];
      tr.append(td);
    }
    return tr;
  }
  /** @param {DetailChange} change */
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
      const viewer = $('detail').querySelector('section.viewer');
      if (viewer) viewer.after(panel); else $('detail').prepend(panel);
    }
    panel.scrollIntoView({ block: 'nearest' });
    panel.focus({ preventScroll: true });
  }
  function openWhy(j) {
    const detail = state.viewer.detail, why = detail.why, element = why.elements[j];
    const change = whyChangeFor(element.path);
    const parts = [];
    if (change) parts.push(whyCompare(change));
    parts.push(el('p', 'why-path', reveal(element.path, false)));
    const before = detail.whyBaseline;
    const b = change && before ? before.elements.findIndex((x) => x.path === element.path) : -1;
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
    placeWhy(whyPanel('Why this size: ' + whyLabel(element), ...parts));
    highlightWhy(element.frame);
  }
  /** @param {LayoutNodeRecord} node */
  function showWhyMessage(node, text) {
    placeWhy(whyPanel('Why this size: ' + registry.modules.overlays.specName(node), el('p', 'facts', text)));
  }
  function closeWhy() {
    const panel = $('why-panel');
    if (panel) panel.remove();
    highlightWhy(null);
  }
  function highlightWhy(frame) {
    const viewer = state.viewer;
    if (!viewer) return;
    for (const l of viewer.layers) {
      if (!l.hoverGroup || l.role !== 'actual') continue;
      l.hoverGroup.replaceChildren();
      if (frame) l.hoverGroup.append(svg('rect', rectAttrs(frame, viewer.k * l.scale), 'why-box'));
    }
  }
  // Where a press on an image began and on which layer: a click there opens the panel.
  let press = null;
  function pressed(layer, e) { press = { layer, x: e.clientX, y: e.clientY }; }
  function stageClicked(e) {
    const began = press;
    press = null;
    if (began && Math.abs(e.clientX - began.x) + Math.abs(e.clientY - began.y) < 6) whyClick(began.layer, e);
  }
  registry.keys.push({ key: 'Escape', run: closeWhy });
  registry.modules.why = { pressed, stageClicked, openPath: openWhyPath, close: closeWhy };
})();
