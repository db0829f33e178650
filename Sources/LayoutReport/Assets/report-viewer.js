// The images panel: the toolbar (views, zoom, overlays, from the registry), the stage and its
// layers, one per image, each with its layout for the overlays, and the zoom.
(function () {
  const detailBox = $('detail');
  const ROLE_LABEL = { baseline: 'Baseline', actual: 'Actual', diff: 'Diff' };
  registry.zooms.push({ id: 'fit', label: 'Fit' }, { id: '1', label: '1:1 pixels' }, { id: '2', label: '2×' }, { id: '4', label: '4×' });
  function group(label, items, kind) {
    const g = el('div', 'group', el('span', null, label));
    for (const [value, text, key] of items) {
      const b = el('button', null, text);
      b.type = 'button';
      b.dataset[kind] = value;
      if (key) b.title = text + ' (' + key + ')';
      g.append(b);
    }
    return g;
  }
  function legendItem(cls, text) {
    const swatch = el('i');
    swatch.className = 'swatch ' + cls;
    return el('span', null, swatch, text);
  }
  /** @param {FixtureRow} row @param {FixtureDetail} detail */
  function render(row, detail) {
    const images = detail.images || {};
    if (!images.baseline && !images.actual && !images.diff) return null;
    const toolbar = el('div', 'toolbar',
      group('View', registry.views.map((v) => [v.id, v.label, v.key]), 'view'),
      group('Zoom', registry.zooms.map((z) => [z.id, z.label, 'z']), 'zoom'),
      group('Overlays', registry.overlays.map((o) => [o.id, o.label, o.key]), 'ov'));
    const controls = el('div', 'controls');
    const stage = el('div', 'stage');
    stage.id = 'stage';
    const legend = el('div', 'legend',
      legendItem('lg-area', 'touch area'), legendItem('lg-added', 'added by negative slop'),
      legendItem('lg-removed', 'removed by positive slop or clipping'), legendItem('lg-spec', 'spec boundary, inset'),
      legendItem('lg-region', 'changed region'));
    const hint = el('div', 'overflow-hint', 'The images are wider than the pane: scroll sideways (Shift + wheel) to see them all.');
    hint.id = 'overflow-hint';
    hint.hidden = true;
    stage.addEventListener('click', (e) => registry.modules.why.stageClicked(e));
    state.viewer = { detail, stage, controls, toolbar, hint, layers: [], stack: null, k: 1, stopView: null, blinkActual: true };
    return el('section', 'viewer', toolbar, controls, hint, stage, legend);
  }
  function makeLayer(role) {
    const detail = state.viewer.detail, image = detail.images[role];
    if (!image) return null;
    /** @type {LayoutData} */
    const layout = role === 'diff' ? null : (detail.layouts && detail.layouts[role]) || null;
    const scale = (layout && layout.scale) || detail.scale || 1;
    let w = image.w || 0, h = image.h || 0;
    const size = (layout && layout.size) || detail.size;
    if ((!w || !h) && size) { w = Math.ceil(size[0] * scale); h = Math.ceil(size[1] * scale); }
    const root = el('div', 'layer');
    root.dataset.role = role;
    const img = document.createElement('img');
    img.loading = 'lazy';
    img.decoding = 'async';
    img.draggable = false;
    img.alt = ROLE_LABEL[role] + ' image';
    img.src = image.url;
    const overlay = svg('svg', {}, 'overlay');
    root.append(img, overlay);
    const layer = { role, root, img, svg: overlay, layout, scale, w, h, hoverGroup: null };
    if (image.outside) {
      // The baseline directory may not be beside the report (a CI artifact): say where the image is.
      img.addEventListener('error', () => {
        root.replaceChildren(el('p', 'missing-image', 'Not in the report: ' + reveal(image.outside, false) +
          ' (the baseline directory is not beside the report; check --copy-passing keeps copies).'));
      });
    }
    img.addEventListener('load', () => {
      if (img.naturalWidth && (img.naturalWidth !== layer.w || img.naturalHeight !== layer.h)) {
        layer.w = img.naturalWidth; layer.h = img.naturalHeight;
        if (state.viewer && state.viewer.layers.includes(layer)) sizeStage();
      }
    });
    if (layout && layout.nodes) {
      const overlays = registry.modules.overlays;
      root.addEventListener('mousemove', (e) => overlays.hover(layer, e));
      root.addEventListener('mouseleave', () => overlays.hover(null, null));
      // The element is the one pressed on: in the swipe, pressing moves the line, and the click
      // that follows may land on the other image.
      root.addEventListener('pointerdown', (e) => registry.modules.why.pressed(layer, e));
    }
    return layer;
  }
  function layoutStage() {
    const viewer = state.viewer;
    if (!viewer) return;
    stopView();
    const { stage, controls, detail } = viewer;
    const images = detail.images;
    stage.replaceChildren();
    controls.replaceChildren();
    viewer.layers = [];
    viewer.stack = null;
    let view = state.view;
    if (!images.actual && images.baseline && detail.status === 'passed') {
      // A pass on equal pixels writes no second image: the render is the baseline.
      controls.append(el('span', 'same-pixels', images.baseline.outside
        ? 'The render\u2019s pixels and layout equal the baseline\u2019s: shown is the baseline file ' + reveal(images.baseline.outside, false) +
          ' (a fixture that passes unchanged has no copies in the report; check --copy-passing keeps them).'
        : 'The render\u2019s pixels equal the baseline\u2019s: the baseline is the only image.'));
      view = 'side';
    } else if (view !== 'side' && !(images.baseline && images.actual)) {
      controls.append(el('span', null, (images.actual ? 'No baseline to compare with' : 'No actual image') + ': showing side by side.'));
      view = 'side';
    }
    stage.dataset.view = view;
    const entry = registry.views.find((v) => v.id === view);
    if (!entry.stacked) {
      const side = el('div', 'side');
      for (const role of ['baseline', 'actual', 'diff']) {
        const layer = makeLayer(role);
        if (!layer) continue;
        viewer.layers.push(layer);
        side.append(el('figure', null, el('figcaption', null, ROLE_LABEL[role]), layer.root));
      }
      stage.append(side);
    } else {
      const base = makeLayer('baseline'), act = makeLayer('actual');
      viewer.layers.push(base, act);
      const stack = el('div', 'stack', base.root, act.root);
      viewer.stack = stack;
      stage.append(stack);
      viewer.stopView = entry.setUp({ stack, base, act, controls: viewer.controls, stage: viewer.stage }) || null;
    }
    refreshToolbar();
    sizeStage();
  }
  function stopView() {
    const viewer = state.viewer;
    if (viewer && viewer.stopView) { viewer.stopView(); viewer.stopView = null; }
  }
  function stop() { stopView(); state.viewer = null; registry.modules.overlays.hideHover(); }
  function sizeStage() {
    const viewer = state.viewer;
    if (!viewer || !viewer.layers.length) return;
    const dpr = window.devicePixelRatio || 1;
    const layers = viewer.layers;
    let maxW = 1, maxH = 1;
    for (const l of layers) { maxW = Math.max(maxW, l.w || 1); maxH = Math.max(maxH, l.h || 1); }
    let k;
    if (state.zoom === 'fit') {
      // Fit both ways: the width of the stage (less its padding) and the height of the pane below
      // the stage's top (less the captions of side by side), in every view.
      const n = viewer.stack ? 1 : layers.length;
      const stage = viewer.stage;
      const availW = Math.max(120, (stage.clientWidth || (detailBox.clientWidth - 40)) - 4);
      const bottom = Math.min(window.innerHeight, detailBox.getBoundingClientRect().bottom || window.innerHeight);
      const captions = viewer.stack ? 0 : 22;
      const availH = Math.max(120, bottom - Math.max(0, stage.getBoundingClientRect().top) - captions - 16);
      k = Math.min((availW - (n - 1) * 12) / n / maxW, availH / maxH, 4 / dpr);
    } else k = Number(state.zoom) / dpr;
    viewer.k = k;
    const overlays = registry.modules.overlays;
    for (const l of layers) {
      l.root.style.width = ((l.w || maxW) * k) + 'px';
      l.root.style.height = ((l.h || maxH) * k) + 'px';
      l.root.classList.toggle('pixelated', k * dpr >= 2);
      overlays.draw(l);
    }
    if (viewer.stack) {
      viewer.stack.style.width = (maxW * k) + 'px';
      viewer.stack.style.height = (maxH * k) + 'px';
    }
    viewer.stage.dataset.zoom = state.zoom;
    viewer.stage.dataset.scale = String(k * dpr);
    // Zoomed in, images past the pane's right edge would be out of sight with nothing to say so.
    viewer.hint.hidden = viewer.stage.scrollWidth <= viewer.stage.clientWidth + 1;
  }
  function refreshToolbar() {
    if (!state.viewer) return;
    for (const b of state.viewer.toolbar.querySelectorAll('button')) {
      let on = false;
      if (b.dataset.view) on = b.dataset.view === state.view;
      else if (b.dataset.zoom) on = b.dataset.zoom === state.zoom;
      else if (b.dataset.ov) on = !!state.ov[b.dataset.ov];
      b.setAttribute('aria-pressed', String(on));
    }
  }
  function setView(v) { if (registry.views.some((entry) => entry.id === v)) { state.view = v; layoutStage(); } }
  function cycleView() {
    const ids = registry.views.map((v) => v.id);
    setView(ids[(ids.indexOf(state.view) + 1) % ids.length]);
  }
  function setZoom(z) { if (registry.zooms.some((entry) => entry.id === z)) { state.zoom = z; sizeStage(); refreshToolbar(); } }
  function cycleZoom() {
    const ids = registry.zooms.map((z) => z.id);
    setZoom(ids[(ids.indexOf(state.zoom) + 1) % ids.length]);
  }
  function toggleOverlay(name) {
    if (!(name in state.ov)) return;
    state.ov[name] = !state.ov[name];
    if (state.viewer) { for (const l of state.viewer.layers) registry.modules.overlays.draw(l); refreshToolbar(); }
  }
  detailBox.addEventListener('click', (e) => {
    const t = e.target.closest('button');
    if (!t) return;
    if (t.dataset.view) setView(t.dataset.view);
    else if (t.dataset.zoom) setZoom(t.dataset.zoom);
    else if (t.dataset.ov) toggleOverlay(t.dataset.ov);
  });
  let resizeFrame = 0;
  window.addEventListener('resize', () => {
    if (resizeFrame) return;
    resizeFrame = requestAnimationFrame(() => { resizeFrame = 0; if (state.zoom === 'fit') sizeStage(); });
  });
  registry.panels.push({ id: 'viewer', order: 30, render, placed: layoutStage });
  registry.keys.push({ key: 'v', run: cycleView }, { key: 'z', run: cycleZoom });
  registry.modules.viewer = { stop, setView, toggleOverlay };
})();
