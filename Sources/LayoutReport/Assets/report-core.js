const DATA = JSON.parse(document.getElementById('layoutlab-data').textContent);
const ROWS = DATA.fixtures;
let TOKEN = DATA.token;
// Appended to data and image URLs by a live page, whose files change under the same names.
let CACHE_KEY = '';
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
const STATUS_LABEL = { passed: 'passed', failed: 'failed', new: 'new', error: 'error', drift: 'drift' };
function badge(row) {
  if (row.s === 'passed' && row.lo) return el('span', 'badge layout', 'layout');
  return el('span', 'badge ' + (STATUS_LABEL[row.s] ? row.s : 'error'), STATUS_LABEL[row.s] || String(row.s));
}
const RANK = { error: 0, failed: 1, new: 2, drift: 3 };
function rank(row) { return row.s in RANK ? RANK[row.s] : (row.lo ? 4 : 5); }
const ORDER = ROWS.map((_, i) => i).sort((a, b) => rank(ROWS[a]) - rank(ROWS[b]) || a - b);
const NAME_INDEX = new Map();
ROWS.forEach((r, i) => { if (!NAME_INDEX.has(r.n)) NAME_INDEX.set(r.n, i); });
let lowerNames = null;
const state = {
  filters: new Set(), query: '', visible: ORDER, position: new Map(), selected: -1,
  view: 'side', zoom: 'fit', ov: { hit: false, scale: false, spec: false, regions: true },
  swipe: 0.5, onion: 0.5,
};
