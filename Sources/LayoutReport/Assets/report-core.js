// The page's shared scope: helpers that keep no state, the one state object (`state`) and the
// registry (`registry`) that every module fills as the page loads. Every other file is a module in
// a function of its own: modules share `state` and `registry` and nothing else. The names the
// modules give values of the data contract (`row`, `detail`, `node`, …) are declared in
// docs/report-data.d.ts, generated from the Swift types that write the data.
/** @type {ReportIndexData} */
const DATA = JSON.parse(document.getElementById('layoutlab-data').textContent);
const $ = (id) => document.getElementById(id);
const SVG_NS = 'http://www.w3.org/2000/svg';
const INVISIBLE = {{INVISIBLE_KEEPING_LINE_BREAKS}};
const INVISIBLE_ALL = {{INVISIBLE}};
function reveal(s, keepBreaks) {
  return String(s).replace(keepBreaks ? INVISIBLE : INVISIBLE_ALL,
    (c) => '\\u{' + c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0') + '}');
}
function el(tag, cls, ...children) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}
function svg(tag, attrs, cls) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const k in attrs) e.setAttribute(k, String(attrs[k]));
  if (cls) e.setAttribute('class', cls);
  return e;
}
function fmt(n) {
  if (typeof n !== 'number' || !isFinite(n)) return '–';
  return String(Math.round(n * 100) / 100);
}
function fmtFrame(f) { return f ? 'x ' + fmt(f[0]) + ', y ' + fmt(f[1]) + ', w ' + fmt(f[2]) + ', h ' + fmt(f[3]) : 'not placed'; }
function fmtRatio(r) { return typeof r === 'number' ? (r * 100 < 0.01 && r > 0 ? '<0.01' : fmt(r * 100)) + '%' : ''; }
function rectAttrs(r, u) {
  return { x: r[0] * u, y: r[1] * u, width: Math.max(0, r[2] * u), height: Math.max(0, r[3] * u) };
}
const STATUS_LABEL = { passed: 'passed', failed: 'failed', new: 'new', error: 'error', drift: 'drift' };
/** @param {FixtureRow} row */
function badge(row) {
  if (row.s === 'passed' && row.lo) return el('span', 'badge layout', 'layout');
  return el('span', 'badge ' + (STATUS_LABEL[row.s] ? row.s : 'error'), STATUS_LABEL[row.s] || String(row.s));
}
const RANK = { error: 0, failed: 1, new: 2, drift: 3 };
/** @param {FixtureRow} row */
function rank(row) { return row.s in RANK ? RANK[row.s] : (row.lo ? 4 : 5); }
// The list's order: problems first (errors, failures, new, drift, layout-only changes), then passes.
function listOrder(rows) { return rows.map((_, i) => i).sort((a, b) => rank(rows[a]) - rank(rows[b]) || a - b); }
function nameIndex(rows) {
  const index = new Map();
  rows.forEach((row, i) => { if (!index.has(row.n)) index.set(row.n, i); });
  return index;
}
const REVIEW_ELEMENT = $('layoutlab-review');
// The page's one state object: what every module reads and changes.
const state = {
  // The fixture rows (`FixtureRow`), the run's token and what a live page appends to data and
  // image URLs, whose files change under the same names.
  rows: DATA.fixtures, token: DATA.token, cacheKey: '',
  order: listOrder(DATA.fixtures), nameIndex: nameIndex(DATA.fixtures),
  // The list: filters, search, the rows shown and the selected one.
  filters: new Set(), query: '', visible: [], position: new Map(), selected: -1,
  // The images: view, zoom, overlays and the sliders; `viewer` is the open fixture's stage.
  view: 'side', zoom: 'fit', ov: { hit: false, scale: false, spec: false, regions: true },
  swipe: 0.5, onion: 0.5, viewer: null,
  // The session of a page a review server serves (its token, version, approvals to undo); null in
  // a static report.
  review: REVIEW_ELEMENT ? JSON.parse(REVIEW_ELEMENT.textContent) : null,
};
state.visible = state.order;
// The registry: filled by the modules as the page loads, read when the page is used. The viewer's
// toolbar and the keyboard both read `views`, `zooms` and `overlays`; the detail pane shows
// `panels` in their order; `keys` holds the other keys; `modules` the functions a module offers
// the others, by its name.
const registry = { views: [], zooms: [], overlays: [], panels: [], keys: [], modules: {} };
// A slider from 0 to 1 in thousandths, calling `onInput` with its value.
function rangeInput(value, onInput) {
  const r = document.createElement('input');
  r.type = 'range'; r.min = '0'; r.max = '1000'; r.value = String(Math.round(value * 1000));
  r.addEventListener('input', () => onInput(Number(r.value) / 1000));
  return r;
}
