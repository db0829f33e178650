// The detail pane: selecting a fixture, loading its data file, and showing its header (name,
// message, facts, notes) followed by the registered panels.
(function () {
  const detailBox = $('detail');
  const cache = new Map(), waiting = new Map(), failed = new Map(), loadingFiles = new Set();
  // The static report's data file holding fixture `index`'s details (with its neighbours'): the
  // last file starting at or before it, and where the next file starts.
  function dataFileSpan(index) {
    const starts = DATA.dataFiles;
    let lo = 0, hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= index) lo = mid; else hi = mid - 1;
    }
    return { start: starts[lo], end: lo + 1 < starts.length ? starts[lo + 1] : state.rows.length };
  }
  // Where fixture `index`'s details come from: its data file, or a live page's server.
  const dataFile = (index) => (state.review ? 'data/' + index + '.json' : 'data/' + dataFileSpan(index).start + '.js');
  /** @param {number} index @param {FixtureDetail} detail */
  window.layoutlabFixture = function (token, index, detail) {
    if (token !== state.token) failed.set(index, dataFile(index) + ' belongs to another run of the report; run the check again.');
    else {
      if (detail && detail.layouts && detail.layouts.baselineSameAsActual) detail.layouts.baseline = detail.layouts.actual;
      if (state.cacheKey && detail && detail.images) for (const k in detail.images) detail.images[k].url += state.cacheKey;
      cache.set(index, detail);
      if (cache.size > 200) cache.delete(cache.keys().next().value);
    }
    settle(index);
  };
  function settle(index) {
    const callbacks = waiting.get(index) || [];
    waiting.delete(index);
    for (const cb of callbacks) cb();
  }
  // A static report loads the data file holding the fixture as a script (fetch cannot read files
  // beside a page opened from disk); a live page fetches data/<index>.json from its server with the
  // session's token.
  function loadData(index, cb) {
    if (cache.has(index) || failed.has(index)) { cb(); return; }
    if (waiting.has(index)) { waiting.get(index).push(cb); return; }
    waiting.set(index, [cb]);
    if (state.review) {
      fetch('data/' + index + '.json' + state.cacheKey, { cache: 'no-store', headers: { 'X-Layoutlab-Token': state.review.token } })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error('HTTP ' + r.status))))
        .then((d) => window.layoutlabFixture(d.token, d.index, d.detail))
        .catch(() => {
          if (!waiting.has(index)) return;
          failed.set(index, 'data/' + index + '.json could not be loaded; is the review still running?');
          settle(index);
        });
      return;
    }
    const file = dataFile(index);
    if (loadingFiles.has(file)) return;
    loadingFiles.add(file);
    const script = document.createElement('script');
    script.src = file + state.cacheKey;
    script.onload = script.onerror = () => {
      script.remove();
      loadingFiles.delete(file);
      // Every fixture of the file it did not answer for (a missing file, or one cut short) is
      // reported failed, and the file is not asked for again.
      const span = dataFileSpan(index);
      for (let i = span.start; i < span.end; i++) {
        if (cache.has(i) || failed.has(i)) continue;
        failed.set(i, file + ' could not be loaded or does not hold this fixture; the report folder is incomplete.');
        settle(i);
      }
    };
    document.head.append(script);
  }
  function select(index) {
    if (!(index >= 0 && index < state.rows.length)) return;
    state.selected = index;
    registry.modules.list.scrollIntoList(index);
    registry.modules.list.scheduleList();
    try { history.replaceState(null, '', '#fixture=' + encodeURIComponent(state.rows[index].n)); } catch (e) { /* file: history may be unavailable */ }
    const row = state.rows[index];
    render(row, null);
    loadData(index, () => {
      if (state.selected !== index) return;
      render(row, cache.get(index) || null);
      const next = state.visible[(state.position.get(index) || 0) + 1];
      if (next !== undefined) loadData(next, () => {});
    });
  }
  function showNothing() {
    registry.modules.viewer.stop();
    detailBox.replaceChildren(el('p', 'facts', state.rows.length ? 'No fixture matches the filters.' : 'This run checked no fixtures.'));
  }
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    registry.modules.viewer.stop();
    const parts = [];
    parts.push(el('h2', null, badge(row), el('span', 'fixture-name', reveal(row.n, false))));
    if (row.m) parts.push(el('p', 'message' + (row.s === 'error' ? ' error' : ''), reveal(row.m, true)));
    if (!detail) {
      const problem = failed.get(state.selected);
      parts.push(el('p', 'facts', problem || 'Loading…'));
      detailBox.replaceChildren(...parts);
      return;
    }
    const facts = [];
    if (detail.sourceFile) facts.push('file ' + reveal(detail.sourceFile, false));
    if (detail.size) facts.push(fmt(detail.size[0]) + ' × ' + fmt(detail.size[1]) + ' pt');
    if (detail.scale) facts.push('@' + fmt(detail.scale) + 'x');
    if (detail.diff) facts.push(detail.diff.differentPixels + ' of ' + detail.diff.totalPixels + ' pixels differ (' + fmtRatio(detail.diff.ratio) + ')');
    if (detail.diff && detail.diff.masked) facts.push(detail.diff.masked.length + ' area' + (detail.diff.masked.length === 1 ? '' : 's') + ' masked, not compared (magenta)');
    if (detail.diff && detail.diff.baselineSize) facts.push('baseline ' + detail.diff.baselineSize.join('×') + ' px, actual ' + detail.diff.actualSize.join('×') + ' px');
    if (detail.recorded) facts.push('baseline recorded in this run');
    if (typeof detail.durationMs === 'number') facts.push(fmt(detail.durationMs) + ' ms');
    if (facts.length) parts.push(el('p', 'facts', facts.join(' · ')));
    if (detail.notes && detail.notes.length) parts.push(el('ul', 'notes', ...detail.notes.map((n) => el('li', null, reveal(n, true)))));
    const panels = registry.panels.slice().sort((a, b) => a.order - b.order);
    const shown = [];
    for (const panel of panels) {
      const part = panel.render(row, detail);
      if (part) { parts.push(part); shown.push(panel); }
    }
    detailBox.replaceChildren(...parts);
    for (const panel of shown) if (panel.placed) panel.placed();
  }
  // The fixture's details as loaded, or undefined.
  function detailOf(index) { return cache.get(index); }
  // Forgets loaded details: those of `indexes`, or all of them.
  function forget(indexes) {
    failed.clear();
    if (indexes === undefined) cache.clear();
    else for (const i of indexes) cache.delete(i);
  }
  registry.modules.detail = { select, showNothing, detailOf, forget };
})();
