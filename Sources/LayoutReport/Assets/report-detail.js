const detailBox = $('detail');
const cache = new Map(), waiting = new Map(), failed = new Map();
window.layoutlabFixture = function (token, index, data) {
  if (token !== TOKEN) failed.set(index, 'data/' + index + '.js belongs to another run of the report; run the check again.');
  else {
    if (data && data.layouts && data.layouts.baselineSameAsActual) data.layouts.baseline = data.layouts.actual;
    if (CACHE_KEY && data && data.images) for (const k in data.images) data.images[k].url += CACHE_KEY;
    cache.set(index, data);
    if (cache.size > 200) cache.delete(cache.keys().next().value);
  }
  const callbacks = waiting.get(index) || [];
  waiting.delete(index);
  for (const cb of callbacks) cb();
};
// A static report loads data/<index>.js as a script (fetch cannot read files beside a page opened
// from disk); a live page fetches data/<index>.json from its server with the session's token.
function loadData(index, cb) {
  if (cache.has(index) || failed.has(index)) { cb(); return; }
  if (waiting.has(index)) { waiting.get(index).push(cb); return; }
  waiting.set(index, [cb]);
  if (REVIEW) {
    fetch('data/' + index + '.json' + CACHE_KEY, { cache: 'no-store', headers: { 'X-Layoutlab-Token': REVIEW.token } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error('HTTP ' + r.status))))
      .then((d) => window.layoutlabFixture(d.token, d.index, d.detail))
      .catch(() => {
        if (!waiting.has(index)) return;
        failed.set(index, 'data/' + index + '.json could not be loaded; is the review still running?');
        const callbacks = waiting.get(index);
        waiting.delete(index);
        for (const cb of callbacks) cb();
      });
    return;
  }
  const script = document.createElement('script');
  script.src = 'data/' + index + '.js' + CACHE_KEY;
  script.onload = script.onerror = () => {
    script.remove();
    if (!waiting.has(index)) return;
    failed.set(index, 'data/' + index + '.js could not be loaded; the report folder is incomplete.');
    const callbacks = waiting.get(index);
    waiting.delete(index);
    for (const cb of callbacks) cb();
  };
  document.head.append(script);
}
function select(index) {
  if (!(index >= 0 && index < ROWS.length)) return;
  state.selected = index;
  scrollIntoList(index);
  scheduleList();
  try { history.replaceState(null, '', '#fixture=' + encodeURIComponent(ROWS[index].n)); } catch (e) { /* file: history may be unavailable */ }
  const row = ROWS[index];
  renderHeader(row, null);
  loadData(index, () => {
    if (state.selected !== index) return;
    renderHeader(row, cache.get(index) || null);
    const next = state.visible[(state.position.get(index) || 0) + 1];
    if (next !== undefined) loadData(next, () => {});
  });
}
function showNothing() {
  stopViewer();
  detailBox.replaceChildren(el('p', 'facts', ROWS.length ? 'No fixture matches the filters.' : 'This run checked no fixtures.'));
}
function renderHeader(row, data) {
  stopViewer();
  const parts = [];
  parts.push(el('h2', null, badge(row), el('span', 'fixture-name', reveal(row.n, false))));
  if (row.m) parts.push(el('p', 'message' + (row.s === 'error' ? ' error' : ''), reveal(row.m, true)));
  if (!data) {
    const problem = failed.get(state.selected);
    parts.push(el('p', 'facts', problem || 'Loading…'));
    detailBox.replaceChildren(...parts);
    return;
  }
  const facts = [];
  if (data.sourceFile) facts.push('file ' + reveal(data.sourceFile, false));
  if (data.size) facts.push(fmt(data.size[0]) + ' × ' + fmt(data.size[1]) + ' pt');
  if (data.scale) facts.push('@' + fmt(data.scale) + 'x');
  if (data.diff) facts.push(data.diff.differentPixels + ' of ' + data.diff.totalPixels + ' pixels differ (' + fmtRatio(data.diff.ratio) + ')');
  if (data.diff && data.diff.masked) facts.push(data.diff.masked.length + ' area' + (data.diff.masked.length === 1 ? '' : 's') + ' masked, not compared (magenta)');
  if (data.diff && data.diff.baselineSize) facts.push('baseline ' + data.diff.baselineSize.join('×') + ' px, actual ' + data.diff.actualSize.join('×') + ' px');
  if (data.recorded) facts.push('baseline recorded in this run');
  if (typeof data.durationMs === 'number') facts.push(fmt(data.durationMs) + ' ms');
  if (facts.length) parts.push(el('p', 'facts', facts.join(' · ')));
  if (data.notes && data.notes.length) parts.push(el('ul', 'notes', ...data.notes.map((n) => el('li', null, reveal(n, true)))));
  if (data.status !== 'error' && data.approveCommand) {
    parts.push(el('div', 'approve', el('span', null, 'Approve:'),
      Object.assign(el('code', null, reveal(data.approveCommand, false)), { id: 'approve-command' }),
      Object.assign(el('button', null, 'Copy'), { id: 'copy-approve', title: 'Copy the command (c)', type: 'button' }),
      el('span', 'copy-status')));
  }
  const review = reviewControls(row, data);
  if (review) parts.push(review);
  const viewer = buildViewer(data);
  if (viewer) parts.push(viewer);
  if (data.changes && data.changes.length) parts.push(changesTable(data));
  else if (data.layouts && data.layouts.baseline && data.layouts.actual) parts.push(el('p', 'facts', 'No node moved, resized, appeared or disappeared.'));
  if (data.warnings && data.warnings.length) parts.push(warningsTable(data));
  if (data.asciiArt) {
    const d = el('details', null, el('summary', null, 'Layout (ASCII art)' + (data.asciiArtTruncated ? ', cut short' : '')),
      el('pre', 'ascii', reveal(data.asciiArt, true)));
    d.open = true;
    parts.push(d);
  }
  detailBox.replaceChildren(...parts);
  layoutStage();
}
function withoutLabel(c) {
  const summary = String(c.summary), label = (c.debugName || c.path) + ': ';
  return summary.startsWith(label) ? summary.slice(label.length) : summary;
}
function warningsTable(data) {
  const head = el('tr', null, ...['Warning', 'Node', 'Reason', 'Fix'].map((h) => el('th', null, h)));
  const body = el('tbody');
  data.warnings.forEach((w) => {
    body.append(el('tr', null, el('td', 'warning-code', reveal(w.code, false)), el('td', null, reveal(w.node, false)),
      el('td', null, reveal(w.reason, false)), el('td', null, reveal(w.fix, false))));
  });
  const title = 'Layout warnings: ' + data.warnings.length;
  return el('section', 'warnings', el('h3', null, title), el('table', 'changes', el('thead', null, head), body));
}
function changesTable(data) {
  const head = el('tr', null, ...['Change', 'Element', 'Before', 'After', 'Summary', 'Path'].map((h) => el('th', null, h)));
  const body = el('tbody');
  data.changes.forEach((c) => {
    const tr = el('tr', null,
      el('td', 'change-kind', reveal(c.change, false)),
      el('td', null, reveal(c.debugName ? c.debugName + ' (' + c.kind + ')' : c.kind, false)),
      el('td', 'num', c.before ? fmtFrame(c.before) : '—'),
      el('td', 'num', c.after ? fmtFrame(c.after) : '—'),
      // The Element and Path columns name it already: the summary without its leading name.
      el('td', 'change-summary', reveal(withoutLabel(c), false)),
      el('td', null, reveal(c.path, false)));
    tr.addEventListener('mouseenter', () => highlightChange(c));
    tr.addEventListener('mouseleave', () => highlightChange(null));
    if (data.why) {
      // A row opens the "Why this size" panel of its element (click, Enter or Space).
      tr.tabIndex = 0;
      tr.classList.add('why-row');
      tr.title = 'Why this size (Enter)';
      const open = () => { if (!openWhyPath(c.path)) closeWhy(); };
      tr.addEventListener('click', open);
      tr.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); open(); } });
    }
    body.append(tr);
  });
  const title = 'Structural diff: ' + data.changesTotal + ' change' + (data.changesTotal === 1 ? '' : 's') +
    (data.changesTotal > data.changes.length ? ' (first ' + data.changes.length + ' shown)' : '');
  return el('section', 'structural', el('h3', null, title), el('table', 'changes', el('thead', null, head), body));
}
detailBox.addEventListener('click', (e) => {
  const t = e.target.closest('button');
  if (!t) return;
  if (t.id === 'copy-approve') copyApprove();
  else if (t.dataset.view) setView(t.dataset.view);
  else if (t.dataset.zoom) setZoom(t.dataset.zoom);
  else if (t.dataset.ov) toggleOverlay(t.dataset.ov);
});
function copyApprove() {
  const code = $('approve-command');
  if (!code) return;
  const status = detailBox.querySelector('.copy-status');
  const data = cache.get(state.selected);
  const text = data ? data.approveCommand : code.textContent;
  const fallback = () => {
    const range = document.createRange();
    range.selectNodeContents(code);
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    let ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    status.textContent = ok ? 'Copied' : 'Selected: press Ctrl+C to copy';
  };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(() => { status.textContent = 'Copied'; }, fallback);
  } else fallback();
}
