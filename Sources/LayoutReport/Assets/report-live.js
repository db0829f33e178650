// A page served by `layoutlab review` carries the session's token (`state.review`): it follows
// the server's updates (Server-Sent Events) and approves from the page, through the Approve panel
// and the review bar. In a static report this module adds nothing.
(function () {
  const REVIEW = state.review;
  /** @param {FixtureRow} row */
  function approvable(row) { return row.s === 'failed' || row.s === 'new' || (row.s === 'passed' && row.lo); }
  /** @param {FixtureRow} row */
  function reviewControls(row) {
    if (!REVIEW) return null;
    const box = el('div', 'review-actions');
    if (approvable(row)) {
      const b = Object.assign(el('button', 'review-approve', 'Approve'),
        { id: 'review-approve', type: 'button', title: 'Make the actual image and layout this fixture\'s baseline' });
      b.addEventListener('click', () => reviewPost('approve', { names: [row.n] }));
      box.append(b);
    } else if (row.s === 'passed') {
      box.append(el('span', 'review-note', 'Matches its baseline.'));
    } else {
      box.append(el('span', 'review-note', 'Errored: fix the fixture file and save it to check it again.'));
    }
    return box;
  }
  function reviewStatus(text, bad) {
    const s = $('review-status');
    s.textContent = text;
    s.classList.toggle('bad', !!bad);
  }
  function reviewUndoable(n) {
    const b = $('review-undo');
    REVIEW.undoable = n;
    b.disabled = !(n > 0);
    b.textContent = n > 0 ? 'Undo last approval (' + n + ')' : 'Undo last approval';
  }
  function reviewShownApprovable() { return state.visible.filter((i) => approvable(state.rows[i])).map((i) => state.rows[i].n); }
  function reviewCountShown() {
    const n = reviewShownApprovable().length;
    const b = $('review-approve-shown');
    b.textContent = 'Approve all shown (' + n + ')';
    b.disabled = n === 0;
  }
  let reviewBusy = false;
  function reviewPost(action, body) {
    if (reviewBusy) return;
    reviewBusy = true;
    reviewStatus(action === 'undo' ? 'Undoing…' : 'Approving…', false);
    for (const id of ['review-undo', 'review-approve-shown', 'review-approve']) { if ($(id)) $(id).disabled = true; }
    fetch('/' + action, {
      method: 'POST', cache: 'no-store', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', 'X-Layoutlab-Token': REVIEW.token },
      body: JSON.stringify(body || {}),
    }).then((r) => (r.status === 403
      ? r.text().then((t) => ({ ok: false, lines: ['Refused: ' + t.trim() + ' (reload the page if the review was started again)'],
        undoable: REVIEW.undoable }))
      : r.json())).then((res) => {
      reviewStatus((res.lines || []).join(' · '), !res.ok);
      return reviewSync().then(() => reviewUndoable(res.undoable));
    }).catch((e) => {
      reviewStatus('The review server did not answer (' + e + '); is it still running?', true);
      reviewUndoable(REVIEW.undoable);
    })
      .finally(() => {
        reviewBusy = false;
        if ($('review-approve')) $('review-approve').disabled = false;
        reviewCountShown();
      });
  }
  let reviewSyncing = null;
  // Fixtures the server said it checked since the last update applied.
  const reviewPending = new Set();
  function reviewSync() {
    if (reviewSyncing) return reviewSyncing;
    reviewSyncing = fetch('/state', { cache: 'no-store', headers: { 'X-Layoutlab-Token': REVIEW.token } })
      .then((r) => r.json()).then(reviewApply)
      .finally(() => { reviewSyncing = null; });
    return reviewSyncing;
  }
  function reviewApply(s) {
    if (!(s.version > REVIEW.version)) return;
    const rows = s.index.fixtures, old = state.rows;
    const sameNames = rows.length === old.length && rows.every((row, i) => row.n === old[i].n);
    const selectedName = state.selected >= 0 && old[state.selected] ? old[state.selected].n : null;
    const changed = new Set();
    rows.forEach((row, i) => { if (!sameNames || reviewPending.has(row.n) || JSON.stringify(row) !== JSON.stringify(old[i])) changed.add(row.n); });
    reviewPending.clear();
    REVIEW.version = s.version;
    state.token = s.index.token;
    state.cacheKey = '?v=' + s.version;
    old.splice(0, old.length, ...rows);
    registry.modules.list.rowsChanged();
    // Details of unchanged fixtures stay valid where their index did not move.
    registry.modules.detail.forget(sameNames ? rows.flatMap((row, i) => (changed.has(row.n) ? [i] : [])) : undefined);
    const counts = { all: rows.length, failed: 0, new: 0, error: 0, passed: 0, layoutOnly: 0 };
    for (const row of rows) { if (row.s in counts) counts[row.s]++; if (row.lo) counts.layoutOnly++; }
    for (const b of document.querySelectorAll('button.filter')) {
      const n = b.querySelector('b');
      if (n && b.dataset.filter in counts) n.textContent = String(counts[b.dataset.filter]);
    }
    const keep = selectedName !== null && state.nameIndex.has(selectedName) ? state.nameIndex.get(selectedName) : -1;
    state.selected = keep;
    registry.modules.list.applyFilters();
    if (keep >= 0 && state.selected === keep && registry.modules.detail.detailOf(keep) === undefined) registry.modules.detail.select(keep);
    REVIEW.undoable = s.undoable;
    if (!reviewBusy) { reviewUndoable(s.undoable); reviewCountShown(); }
    document.body.dataset.reviewVersion = String(s.version);
    document.body.dataset.reviewUpdatedAt = String(Date.now());
  }
  if (REVIEW) {
    const bar = el('div', 'bar review-bar',
      Object.assign(el('span', 'review-live', 'Live'), { id: 'review-live', title: 'Re-checks fixture files when they are saved' }),
      Object.assign(el('button', null, 'Approve all shown'), { id: 'review-approve-shown', type: 'button' }),
      Object.assign(el('button', null, 'Undo last approval'), { id: 'review-undo', type: 'button' }),
      Object.assign(el('span', 'review-status'), { id: 'review-status' }));
    bar.setAttribute('role', 'toolbar');
    bar.setAttribute('aria-label', 'Review');
    document.querySelector('header.top').append(bar);
    $('review-approve-shown').addEventListener('click', () => {
      const names = reviewShownApprovable();
      if (names.length) reviewPost('approve', { names });
    });
    $('review-undo').addEventListener('click', () => reviewPost('undo', {}));
    reviewUndoable(REVIEW.undoable);
    setTimeout(reviewCountShown, 0);
    document.querySelector('.filters').addEventListener('click', () => setTimeout(reviewCountShown, 0));
    $('search').addEventListener('input', () => setTimeout(reviewCountShown, 50));
    const events = new EventSource('/events');
    events.addEventListener('update', (e) => {
      let message = null;
      try { message = JSON.parse(e.data); } catch (err) { return; }
      for (const name of message.changed || []) reviewPending.add(name);
      if (message.version > REVIEW.version) reviewSync();
    });
    events.addEventListener('open', () => { document.body.dataset.reviewConnected = 'true'; $('review-live').classList.remove('off'); });
    events.addEventListener('error', () => { document.body.dataset.reviewConnected = 'false'; $('review-live').classList.add('off'); });
  }
  registry.panels.push({ id: 'review', order: 20, render: reviewControls });
})();
