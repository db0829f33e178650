// The structural diff panel: one row per element that moved, resized, appeared or disappeared.
// Hovering a row outlines the element's frames on the images; a row opens the element's "Why this
// size" panel.
(function () {
  /** @param {DetailChange} change */
  function withoutLabel(change) {
    const summary = String(change.summary), label = (change.debugName || change.path) + ': ';
    return summary.startsWith(label) ? summary.slice(label.length) : summary;
  }
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    if (!(detail.changes && detail.changes.length)) {
      return detail.layouts && detail.layouts.baseline && detail.layouts.actual
        ? el('p', 'facts', 'No node moved, resized, appeared or disappeared.') : null;
    }
    const head = el('tr', null, ...['Change', 'Element', 'Before', 'After', 'Summary', 'Path'].map((h) => el('th', null, h)));
    const body = el('tbody');
    const overlays = registry.modules.overlays, whyModule = registry.modules.why;
    detail.changes.forEach((change) => {
      const tr = el('tr', null,
        el('td', 'change-kind', reveal(change.change, false)),
        el('td', null, reveal(change.debugName ? change.debugName + ' (' + change.kind + ')' : change.kind, false)),
        el('td', 'num', change.before ? fmtFrame(change.before) : '—'),
        el('td', 'num', change.after ? fmtFrame(change.after) : '—'),
        // The Element and Path columns name it already: the summary without its leading name.
        el('td', 'change-summary', reveal(withoutLabel(change), false)),
        el('td', null, reveal(change.path, false)));
      tr.addEventListener('mouseenter', () => overlays.highlightChange(change));
      tr.addEventListener('mouseleave', () => overlays.highlightChange(null));
      if (detail.why) {
        // A row opens the "Why this size" panel of its element (click, Enter or Space).
        tr.tabIndex = 0;
        tr.classList.add('why-row');
        tr.title = 'Why this size (Enter)';
        const open = () => { if (!whyModule.openPath(change.path)) whyModule.close(); };
        tr.addEventListener('click', open);
        tr.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } });
      }
      body.append(tr);
    });
    const title = 'Structural diff: ' + detail.changesTotal + ' change' + (detail.changesTotal === 1 ? '' : 's') +
      (detail.changesTotal > detail.changes.length ? ' (first ' + detail.changes.length + ' shown)' : '');
    return el('section', 'structural', el('h3', null, title), el('table', 'changes', el('thead', null, head), body));
  }
  registry.panels.push({ id: 'changes', order: 40, render });
})();
