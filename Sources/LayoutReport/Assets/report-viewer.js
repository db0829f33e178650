let current = null;
const VIEWS = ['side', 'swipe', 'onion', 'blink'];
const ROLE_LABEL = { baseline: 'Baseline', actual: 'Actual', diff: 'Diff' };
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
function buildViewer(data) {
  const im = data.images || {};
  if (!im.baseline && !im.actual && !im.diff) return null;
  const toolbar = el('div', 'toolbar',
    group('View', [['side', 'Side by side', '1'], ['swipe', 'Swipe', '2'], ['onion', 'Onion skin', '3'], ['blink', 'Blink', '4']], 'view'),
    group('Zoom', [['fit', 'Fit', 'z'], ['1', '1:1 pixels', 'z'], ['2', '2×', 'z'], ['4', '4×', 'z']], 'zoom'),
    group('Overlays', [['hit', 'Hit areas', 'h'], ['scale', 'Pixel scaling', 'p'], ['spec', 'Spec boundaries', 's'],
      ['regions', 'Changed regions', 'r']], 'ov'));
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
  stage.addEventListener('click', (e) => {
    const press = whyPress;
    whyPress = null;
    if (press && Math.abs(e.clientX - press.x) + Math.abs(e.clientY - press.y) < 6) whyClick(press.layer, e);
  });
  current = { data, stage, controls, toolbar, hint, layers: [], stack: null, k: 1, timer: 0, blinkActual: true };
  return el('section', 'viewer', toolbar, controls, hint, stage, legend);
}
function makeLayer(role) {
  const d = current.data, ref = d.images[role];
  if (!ref) return null;
  const layout = role === 'diff' ? null : (d.layouts && d.layouts[role]) || null;
  const scale = (layout && layout.scale) || d.scale || 1;
  let w = ref.w || 0, h = ref.h || 0;
  const size = (layout && layout.size) || d.size;
  if ((!w || !h) && size) { w = Math.ceil(size[0] * scale); h = Math.ceil(size[1] * scale); }
  const root = el('div', 'layer');
  root.dataset.role = role;
  const img = document.createElement('img');
  img.loading = 'lazy';
  img.decoding = 'async';
  img.draggable = false;
  img.alt = ROLE_LABEL[role] + ' image';
  img.src = ref.url;
  const overlay = svg('svg', {}, 'overlay');
  root.append(img, overlay);
  const layer = { role, root, img, svg: overlay, layout, scale, w, h, hoverGroup: null };
  if (ref.outside) {
    // The baseline directory may not be beside the report (a CI artifact): say where the image is.
    img.addEventListener('error', () => {
      root.replaceChildren(el('p', 'missing-image', 'Not in the report: ' + reveal(ref.outside, false) +
        ' (the baseline directory is not beside the report; check --copy-passing keeps copies).'));
    });
  }
  img.addEventListener('load', () => {
    if (img.naturalWidth && (img.naturalWidth !== layer.w || img.naturalHeight !== layer.h)) {
      layer.w = img.naturalWidth; layer.h = img.naturalHeight;
      if (current && current.layers.includes(layer)) sizeStage();
    }
  });
  if (layout && layout.nodes) {
    root.addEventListener('mousemove', (e) => hover(layer, e));
    root.addEventListener('mouseleave', () => hover(null, null));
    // The element is the one pressed on: in the swipe, pressing moves the line, and the click
    // that follows may land on the other image.
    root.addEventListener('pointerdown', (e) => { whyPress = { layer, x: e.clientX, y: e.clientY }; });
  }
  return layer;
}
function layoutStage() {
  if (!current) return;
  stopBlink();
  const { stage, controls, data } = current;
  const im = data.images;
  stage.replaceChildren();
  controls.replaceChildren();
  current.layers = [];
  current.stack = null;
  let view = state.view;
  if (!im.actual && im.baseline && data.status === 'passed') {
    // A pass on equal pixels writes no second image: the render is the baseline.
    controls.append(el('span', 'same-pixels', im.baseline.outside
      ? 'The render\u2019s pixels and layout equal the baseline\u2019s: shown is the baseline file ' + reveal(im.baseline.outside, false) +
        ' (a fixture that passes unchanged has no copies in the report; check --copy-passing keeps them).'
      : 'The render\u2019s pixels equal the baseline\u2019s: the baseline is the only image.'));
    view = 'side';
  } else if (view !== 'side' && !(im.baseline && im.actual)) {
    controls.append(el('span', null, (im.actual ? 'No baseline to compare with' : 'No actual image') + ': showing side by side.'));
    view = 'side';
  }
  stage.dataset.view = view;
  if (view === 'side') {
    const row = el('div', 'side');
    for (const role of ['baseline', 'actual', 'diff']) {
      const layer = makeLayer(role);
      if (!layer) continue;
      current.layers.push(layer);
      row.append(el('figure', null, el('figcaption', null, ROLE_LABEL[role]), layer.root));
    }
    stage.append(row);
  } else {
    const base = makeLayer('baseline'), act = makeLayer('actual');
    current.layers.push(base, act);
    const stack = el('div', 'stack', base.root, act.root);
    current.stack = stack;
    stage.append(stack);
    if (view === 'swipe') setUpSwipe(stack, base, act);
    else if (view === 'onion') setUpOnion(act);
    else setUpBlink(base, act);
  }
  refreshToolbar();
  sizeStage();
}
function rangeInput(value, onInput) {
  const r = document.createElement('input');
  r.type = 'range'; r.min = '0'; r.max = '1000'; r.value = String(Math.round(value * 1000));
  r.addEventListener('input', () => onInput(Number(r.value) / 1000));
  return r;
}
function setUpSwipe(stack, base, act) {
  const line = el('div', 'swipe-line');
  stack.append(line);
  let range = null;
  const apply = (v) => {
    state.swipe = Math.max(0, Math.min(1, v));
    const pct = (state.swipe * 100) + '%';
    act.root.style.clipPath = 'inset(0 0 0 ' + pct + ')';
    line.style.left = pct;
    if (range) range.value = String(Math.round(state.swipe * 1000));
  };
  range = rangeInput(state.swipe, apply);
  range.id = 'swipe-range';
  range.setAttribute('aria-label', 'Swipe position');
  controls().append(el('span', null, 'Baseline ◀'), range, el('span', null, '▶ Actual'));
  const drag = (e) => {
    if (e.type !== 'pointerdown' && !(e.buttons & 1)) return;
    const r = stack.getBoundingClientRect();
    apply((e.clientX - r.left) / Math.max(1, r.width));
  };
  stack.addEventListener('pointerdown', drag);
  stack.addEventListener('pointermove', drag);
  apply(state.swipe);
}
function setUpOnion(act) {
  const apply = (v) => { state.onion = v; act.root.style.opacity = String(v); };
  const range = rangeInput(state.onion, apply);
  range.id = 'onion-range';
  range.setAttribute('aria-label', 'Actual image opacity');
  controls().append(el('span', null, 'Baseline'), range, el('span', null, 'Actual'));
  apply(state.onion);
}
function setUpBlink(base, act) {
  const label = el('span', 'blink-label');
  const pause = el('button', null, 'Pause');
  pause.type = 'button';
  const show = () => {
    act.root.classList.toggle('hidden', !current.blinkActual);
    base.root.classList.toggle('hidden', current.blinkActual);
    label.textContent = 'Showing: ' + (current.blinkActual ? 'actual' : 'baseline');
    current.stage.dataset.showing = current.blinkActual ? 'actual' : 'baseline';
  };
  const start = () => {
    current.timer = setInterval(() => { current.blinkActual = !current.blinkActual; show(); }, 600);
    pause.textContent = 'Pause';
  };
  pause.addEventListener('click', () => {
    if (current.timer) { stopBlink(); pause.textContent = 'Play'; } else start();
  });
  controls().append(label, pause);
  show();
  start();
}
function controls() { return current.controls; }
function stopBlink() { if (current && current.timer) { clearInterval(current.timer); current.timer = 0; } }
function stopViewer() { stopBlink(); current = null; hideHover(); }
function sizeStage() {
  if (!current || !current.layers.length) return;
  const dpr = window.devicePixelRatio || 1;
  const layers = current.layers;
  let maxW = 1, maxH = 1;
  for (const l of layers) { maxW = Math.max(maxW, l.w || 1); maxH = Math.max(maxH, l.h || 1); }
  let k;
  if (state.zoom === 'fit') {
    // Fit both ways: the width of the stage (less its padding) and the height of the pane below
    // the stage's top (less the captions of side by side), in every view.
    const n = current.stack ? 1 : layers.length;
    const stage = current.stage;
    const availW = Math.max(120, (stage.clientWidth || (detailBox.clientWidth - 40)) - 4);
    const bottom = Math.min(window.innerHeight, detailBox.getBoundingClientRect().bottom || window.innerHeight);
    const captions = current.stack ? 0 : 22;
    const availH = Math.max(120, bottom - Math.max(0, stage.getBoundingClientRect().top) - captions - 16);
    k = Math.min((availW - (n - 1) * 12) / n / maxW, availH / maxH, 4 / dpr);
  } else k = Number(state.zoom) / dpr;
  current.k = k;
  for (const l of layers) {
    l.root.style.width = ((l.w || maxW) * k) + 'px';
    l.root.style.height = ((l.h || maxH) * k) + 'px';
    l.root.classList.toggle('pixelated', k * dpr >= 2);
    drawOverlays(l);
  }
  if (current.stack) {
    current.stack.style.width = (maxW * k) + 'px';
    current.stack.style.height = (maxH * k) + 'px';
  }
  current.stage.dataset.zoom = state.zoom;
  current.stage.dataset.scale = String(k * dpr);
  // Zoomed in, images past the pane's right edge would be out of sight with nothing to say so.
  current.hint.hidden = current.stage.scrollWidth <= current.stage.clientWidth + 1;
}
function refreshToolbar() {
  if (!current) return;
  for (const b of current.toolbar.querySelectorAll('button')) {
    let on = false;
    if (b.dataset.view) on = b.dataset.view === state.view;
    else if (b.dataset.zoom) on = b.dataset.zoom === state.zoom;
    else if (b.dataset.ov) on = !!state.ov[b.dataset.ov];
    b.setAttribute('aria-pressed', String(on));
  }
}
function setView(v) { if (VIEWS.includes(v)) { state.view = v; layoutStage(); } }
function cycleView() { setView(VIEWS[(VIEWS.indexOf(state.view) + 1) % VIEWS.length]); }
const ZOOMS = ['fit', '1', '2', '4'];
function setZoom(z) { if (ZOOMS.includes(z)) { state.zoom = z; sizeStage(); refreshToolbar(); } }
function cycleZoom() { setZoom(ZOOMS[(ZOOMS.indexOf(state.zoom) + 1) % ZOOMS.length]); }
function toggleOverlay(name) {
  if (!(name in state.ov)) return;
  state.ov[name] = !state.ov[name];
  if (current) { for (const l of current.layers) drawOverlays(l); refreshToolbar(); }
}
let resizeFrame = 0;
window.addEventListener('resize', () => {
  if (resizeFrame) return;
  resizeFrame = requestAnimationFrame(() => { resizeFrame = 0; if (state.zoom === 'fit') sizeStage(); });
});
