// The keys, from the registry the viewer's toolbar reads too (a view's, a zoom's and an overlay's
// key, and every other module's keys), and the first selection: the fixture the address names,
// else the first in the list.
(function () {
  function keyAction(key) {
    const viewer = registry.modules.viewer;
    const view = registry.views.find((v) => v.key === key);
    if (view) return () => viewer.setView(view.id);
    const overlay = registry.overlays.find((o) => o.key === key);
    if (overlay) return () => viewer.toggleOverlay(overlay.id);
    const other = registry.keys.find((k) => k.key === key);
    return other ? other.run : null;
  }
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const t = e.target;
    const typing = t && ((t.tagName === 'INPUT' && t.type !== 'range' && t.type !== 'button') || t.tagName === 'TEXTAREA' || t.isContentEditable);
    if (typing) {
      if (e.key === 'Escape') t.blur();
      return;
    }
    const action = keyAction(e.key);
    if (action) action(e);
  });
  function fromHash() {
    const h = location.hash;
    if (!h.startsWith('#fixture=')) return -1;
    try { const i = state.nameIndex.get(decodeURIComponent(h.slice(9))); return i === undefined ? -1 : i; } catch (e) { return -1; }
  }
  const list = registry.modules.list, pane = registry.modules.detail;
  const initial = fromHash();
  if (initial >= 0) state.selected = initial;
  list.applyFilters();
  if (initial >= 0) pane.select(initial);
  window.addEventListener('hashchange', () => {
    const i = fromHash();
    if (i >= 0 && i !== state.selected) {
      if (!state.position.has(i)) list.showAll();
      pane.select(i);
    }
  });
  document.body.dataset.ready = 'true';
})();
