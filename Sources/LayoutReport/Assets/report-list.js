const listBox = $('list'), spacer = $('list-spacer'), emptyNote = $('empty');
const ROW_H = 30;
const pool = [];
let listFrame = 0;
function renderList() {
  listFrame = 0;
  const count = state.visible.length;
  spacer.style.height = (count * ROW_H) + 'px';
  emptyNote.hidden = count > 0;
  const top = listBox.scrollTop, height = listBox.clientHeight || 600;
  const first = Math.max(0, Math.floor(top / ROW_H) - 8);
  const last = Math.min(count, Math.ceil((top + height) / ROW_H) + 8);
  while (pool.length < last - first) {
    const row = el('div', 'row', el('span', 'badge'), el('span', 'name'), el('span', 'fig'));
    row.setAttribute('role', 'option');
    spacer.append(row);
    pool.push(row);
  }
  for (let j = 0; j < pool.length; j++) {
    const row = pool[j], pos = first + j;
    if (pos >= last) { row.hidden = true; continue; }
    const index = state.visible[pos], data = ROWS[index];
    row.hidden = false;
    row.style.top = (pos * ROW_H) + 'px';
    row.dataset.index = String(index);
    row.classList.toggle('selected', index === state.selected);
    row.setAttribute('aria-selected', index === state.selected ? 'true' : 'false');
    row.firstChild.replaceWith(badge(data));
    row.children[1].textContent = reveal(data.n, false);
    row.title = data.n;
    row.children[2].textContent = ((data.s === 'failed' || data.s === 'drift') ? fmtRatio(data.r) : (data.lo ? data.c + (data.c === 1 ? ' change' : ' changes') : ''))
      + (data.w ? (data.s === 'passed' && !data.lo ? '' : ' · ') + '⚠ ' + data.w : '');
  }
}
function scheduleList() { if (!listFrame) listFrame = requestAnimationFrame(renderList); }
listBox.addEventListener('scroll', scheduleList);
window.addEventListener('resize', scheduleList);
listBox.addEventListener('click', (e) => {
  const row = e.target.closest('.row');
  if (row) select(Number(row.dataset.index));
});
function matches(row) {
  if (state.filters.size > 0) {
    let hit = false;
    for (const f of state.filters) if (f === 'layoutOnly' ? row.lo : f === 'warnings' ? row.w > 0 : row.s === f) { hit = true; break; }
    if (!hit) return false;
  }
  return true;
}
function applyFilters() {
  const terms = state.query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length && !lowerNames) lowerNames = ROWS.map((r) => r.n.toLowerCase());
  state.visible = (state.filters.size === 0 && terms.length === 0) ? ORDER : ORDER.filter((i) => {
    if (!matches(ROWS[i])) return false;
    for (const t of terms) if (!lowerNames[i].includes(t)) return false;
    return true;
  });
  state.position = new Map();
  state.visible.forEach((index, pos) => state.position.set(index, pos));
  $('shown').textContent = state.visible.length === ROWS.length ? ROWS.length + ' fixtures'
    : state.visible.length + ' of ' + ROWS.length + ' shown';
  for (const b of document.querySelectorAll('button.filter')) {
    const f = b.dataset.filter;
    b.setAttribute('aria-pressed', String(f === 'all' ? state.filters.size === 0 : state.filters.has(f)));
  }
  if (!state.position.has(state.selected)) {
    if (state.visible.length) select(state.visible[0]); else { state.selected = -1; showNothing(); }
  }
  listBox.scrollTop = Math.min(listBox.scrollTop, Math.max(0, state.visible.length * ROW_H - listBox.clientHeight));
  scheduleList();
}
document.querySelector('.filters').addEventListener('click', (e) => {
  const b = e.target.closest('button.filter');
  if (!b) return;
  const f = b.dataset.filter;
  if (f === 'all') state.filters.clear();
  else if (state.filters.has(f)) state.filters.delete(f);
  else state.filters.add(f);
  applyFilters();
});
let searchFrame = 0;
function searchChanged() {
  if (searchFrame) return;
  searchFrame = requestAnimationFrame(() => { searchFrame = 0; state.query = $('search').value; applyFilters(); });
}
$('search').addEventListener('input', searchChanged);
// Escape in a search box clears it with a 'search' event only (no 'input').
$('search').addEventListener('search', searchChanged);
$('search').addEventListener('keydown', (e) => { if (e.key === 'Escape') setTimeout(searchChanged, 0); });
function move(step) {
  if (!state.visible.length) return;
  const pos = state.position.has(state.selected) ? state.position.get(state.selected) + step : 0;
  select(state.visible[Math.max(0, Math.min(state.visible.length - 1, pos))]);
}
function scrollIntoList(index) {
  const pos = state.position.get(index);
  if (pos === undefined) return;
  const top = pos * ROW_H;
  if (top < listBox.scrollTop) listBox.scrollTop = top;
  else if (top + ROW_H > listBox.scrollTop + listBox.clientHeight) listBox.scrollTop = top + ROW_H - listBox.clientHeight;
}
