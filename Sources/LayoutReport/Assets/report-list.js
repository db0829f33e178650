// The fixture list: rows rendered only where in view, the outcome filters and the name search.
(function () {
  const listBox = $('list'), spacer = $('list-spacer'), emptyNote = $('empty');
  const ROW_H = 30;
  const pool = [];
  let listFrame = 0;
  // The names in lower case, for the search; made when first searched, again when the rows change.
  let lowerNames = null;
  function renderList() {
    listFrame = 0;
    const count = state.visible.length;
    spacer.style.height = (count * ROW_H) + 'px';
    emptyNote.hidden = count > 0;
    const top = listBox.scrollTop, height = listBox.clientHeight || 600;
    const first = Math.max(0, Math.floor(top / ROW_H) - 8);
    const last = Math.min(count, Math.ceil((top + height) / ROW_H) + 8);
    while (pool.length < last - first) {
      const line = el('div', 'row', el('span', 'badge'), el('span', 'name'), el('span', 'fig'));
      line.setAttribute('role', 'option');
      spacer.append(line);
      pool.push(line);
    }
    for (let j = 0; j < pool.length; j++) {
      const line = pool[j], pos = first + j;
      if (pos >= last) { line.hidden = true; continue; }
      const index = state.visible[pos], row = state.rows[index];
      line.hidden = false;
      line.style.top = (pos * ROW_H) + 'px';
      line.dataset.index = String(index);
      line.classList.toggle('selected', index === state.selected);
      line.setAttribute('aria-selected', index === state.selected ? 'true' : 'false');
      line.firstChild.replaceWith(badge(row));
      line.children[1].textContent = reveal(row.n, false);
      line.title = row.n;
      line.children[2].textContent = ((row.s === 'failed' || row.s === 'drift') ? fmtRatio(row.r) : (row.lo ? row.c + (row.c === 1 ? ' change' : ' changes') : ''))
        + (row.w ? (row.s === 'passed' && !row.lo ? '' : ' · ') + '⚠ ' + row.w : '');
    }
  }
  function scheduleList() { if (!listFrame) listFrame = requestAnimationFrame(renderList); }
  listBox.addEventListener('scroll', scheduleList);
  window.addEventListener('resize', scheduleList);
  listBox.addEventListener('click', (e) => {
    const line = e.target.closest('.row');
    if (line) registry.modules.detail.select(Number(line.dataset.index));
  });
  /** @param {FixtureRow} row */
  function matches(row) {
    if (state.filters.size > 0) {
      let hit = false;
      for (const f of state.filters) if (f === 'layoutOnly' ? row.lo : f === 'warnings' ? row.w > 0 : row.s === f) { hit = true; break; }
      if (!hit) return false;
    }
    return true;
  }
  function applyFilters() {
    const rows = state.rows;
    const terms = state.query.toLowerCase().split(/\s+/).filter(Boolean);
    if (terms.length && !lowerNames) lowerNames = rows.map((row) => row.n.toLowerCase());
    state.visible = (state.filters.size === 0 && terms.length === 0) ? state.order : state.order.filter((i) => {
      if (!matches(rows[i])) return false;
      for (const t of terms) if (!lowerNames[i].includes(t)) return false;
      return true;
    });
    state.position = new Map();
    state.visible.forEach((index, pos) => state.position.set(index, pos));
    $('shown').textContent = state.visible.length === rows.length ? rows.length + ' fixtures'
      : state.visible.length + ' of ' + rows.length + ' shown';
    for (const b of document.querySelectorAll('button.filter')) {
      const f = b.dataset.filter;
      b.setAttribute('aria-pressed', String(f === 'all' ? state.filters.size === 0 : state.filters.has(f)));
    }
    if (!state.position.has(state.selected)) {
      if (state.visible.length) registry.modules.detail.select(state.visible[0]);
      else { state.selected = -1; registry.modules.detail.showNothing(); }
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
  function move(by) {
    if (!state.visible.length) return;
    const pos = state.position.has(state.selected) ? state.position.get(state.selected) + by : 0;
    registry.modules.detail.select(state.visible[Math.max(0, Math.min(state.visible.length - 1, pos))]);
  }
  function scrollIntoList(index) {
    const pos = state.position.get(index);
    if (pos === undefined) return;
    const top = pos * ROW_H;
    if (top < listBox.scrollTop) listBox.scrollTop = top;
    else if (top + ROW_H > listBox.scrollTop + listBox.clientHeight) listBox.scrollTop = top + ROW_H - listBox.clientHeight;
  }
  // The rows were replaced (a live page's update): the list order, the names and the search follow.
  function rowsChanged() {
    state.order.splice(0, state.order.length, ...listOrder(state.rows));
    const names = nameIndex(state.rows);
    state.nameIndex.clear();
    for (const [name, i] of names) state.nameIndex.set(name, i);
    lowerNames = null;
  }
  // Shows every fixture again (the filters cleared, the search emptied).
  function showAll() { state.filters.clear(); state.query = ''; $('search').value = ''; applyFilters(); }
  registry.keys.push(
    { key: 'j', run: () => move(1) },
    { key: 'k', run: () => move(-1) },
    { key: '/', run: (e) => { e.preventDefault(); $('search').focus(); $('search').select(); } });
  registry.modules.list = { applyFilters, scheduleList, scrollIntoList, rowsChanged, showAll };
})();
