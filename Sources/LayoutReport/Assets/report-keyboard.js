document.addEventListener('keydown', (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const t = e.target;
  const typing = t && ((t.tagName === 'INPUT' && t.type !== 'range' && t.type !== 'button') || t.tagName === 'TEXTAREA' || t.isContentEditable);
  if (typing) {
    if (e.key === 'Escape') t.blur();
    return;
  }
  switch (e.key) {
    case 'Escape': closeWhy(); break;
    case 'j': move(1); break;
    case 'k': move(-1); break;
    case '1': case '2': case '3': case '4': setView(VIEWS[Number(e.key) - 1]); break;
    case 'v': cycleView(); break;
    case 'h': toggleOverlay('hit'); break;
    case 'p': toggleOverlay('scale'); break;
    case 's': toggleOverlay('spec'); break;
    case 'r': toggleOverlay('regions'); break;
    case 'z': cycleZoom(); break;
    case 'c': copyApprove(); break;
    case '/': e.preventDefault(); $('search').focus(); $('search').select(); break;
    default: return;
  }
});
function fromHash() {
  const h = location.hash;
  if (!h.startsWith('#fixture=')) return -1;
  try { const i = NAME_INDEX.get(decodeURIComponent(h.slice(9))); return i === undefined ? -1 : i; } catch (e) { return -1; }
}
const initial = fromHash();
if (initial >= 0) state.selected = initial;
applyFilters();
if (initial >= 0) select(initial);
window.addEventListener('hashchange', () => {
  const i = fromHash();
  if (i >= 0 && i !== state.selected) {
    if (!state.position.has(i)) { state.filters.clear(); state.query = ''; $('search').value = ''; applyFilters(); }
    select(i);
  }
});
document.body.dataset.ready = 'true';