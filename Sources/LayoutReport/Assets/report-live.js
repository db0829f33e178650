// A page served by `layoutlab review` carries the session's token: it follows the server's
// updates (Server-Sent Events) and approves from the page. A static report has no such element.
const REVIEW_ELEMENT = $('layoutlab-review');
const REVIEW = REVIEW_ELEMENT ? JSON.parse(REVIEW_ELEMENT.textContent) : null;
function approvable(row) { return row.s === 'failed' || row.s === 'new' || (row.s === 'passed' && row.lo); }
function reviewControls(row, data) {
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
function reviewShownApprovable() { return state.visible.filter((i) => approvable(ROWS[i])).map((i) => ROWS[i].n); }
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
  const rows = s.index.fixtures;
  const sameNames = rows.length === ROWS.length && rows.every((r, i) => r.n === ROWS[i].n);
  const selectedName = state.selected >= 0 && ROWS[state.selected] ? ROWS[state.selected].n : null;
  const changed = new Set();
  rows.forEach((r, i) => { if (!sameNames || reviewPending.has(r.n) || JSON.stringify(r) !== JSON.stringify(ROWS[i])) changed.add(r.n); });
  reviewPending.clear();
  REVIEW.version = s.version;
  TOKEN = s.index.token;
  CACHE_KEY = '?v=' + s.version;
  ROWS.splice(0, ROWS.length, ...rows);
  NAME_INDEX.clear();
  ROWS.forEach((r, i) => { if (!NAME_INDEX.has(r.n)) NAME_INDEX.set(r.n, i); });
  lowerNames = null;
  // Details of unchanged fixtures stay valid where their index did not move.
  failed.clear();
  if (!sameNames) cache.clear();
  else ROWS.forEach((r, i) => { if (changed.has(r.n)) cache.delete(i); });
  const order = ROWS.map((_, i) => i).sort((a, b) => rank(ROWS[a]) - rank(ROWS[b]) || a - b);
  ORDER.splice(0, ORDER.length, ...order);
  const counts = { all: ROWS.length, failed: 0, new: 0, error: 0, passed: 0, layoutOnly: 0 };
  for (const r of ROWS) { if (r.s in counts) counts[r.s]++; if (r.lo) counts.layoutOnly++; }
  for (const b of document.querySelectorAll('button.filter')) {
    const n = b.querySelector('b');
    if (n && b.dataset.filter in counts) n.textContent = String(counts[b.dataset.filter]);
  }
  const keep = selectedName !== null && NAME_INDEX.has(selectedName) ? NAME_INDEX.get(selectedName) : -1;
  state.selected = keep;
  applyFilters();
  if (keep >= 0 && state.selected === keep && !cache.has(keep)) select(keep);
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
