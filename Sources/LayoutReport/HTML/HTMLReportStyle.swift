/// The report page's style sheet, inlined in `index.html` (allowed by its hash in the page's
/// Content-Security-Policy).
enum HTMLReportStyle {
    static let css = #"""
:root {
  --fg: #1d1f23; --muted: #646a73; --line: #d9dce1; --bg: #ffffff; --panel: #f5f6f8; --accent: #2563eb;
  --failed: #d92d20; --new: #b54708; --error: #7a2e0e; --passed: #12805c; --layout: #6941c6;
  color-scheme: light;
}
* { box-sizing: border-box; }
/* The hidden attribute wins over any display a class gives (a row's flex kept unused rows shown). */
[hidden] { display: none !important; }
html, body { margin: 0; height: 100%; }
body { font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg);
  display: flex; flex-direction: column; }
header.top { flex: none; padding: 10px 14px 8px; border-bottom: 1px solid var(--line); background: var(--panel); }
header.top h1 { font-size: 16px; margin: 0 12px 0 0; display: inline-block; }
header.top .meta { color: var(--muted); display: inline; }
.bar { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin-top: 8px; }
button { font: inherit; color: inherit; background: #fff; border: 1px solid var(--line); border-radius: 6px;
  padding: 3px 9px; cursor: pointer; }
button:hover { border-color: #9aa3af; }
button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
button.filter b { font-weight: 600; margin-left: 4px; }
#search { font: inherit; padding: 4px 8px; border: 1px solid var(--line); border-radius: 6px; min-width: 260px; }
#shown { color: var(--muted); }
.keys { color: var(--muted); margin-left: auto; }
kbd { font: 11px ui-monospace, monospace; border: 1px solid var(--line); border-bottom-width: 2px; border-radius: 4px;
  padding: 0 4px; background: #fff; }
ul.warnings { margin: 8px 0 0; padding: 6px 10px 6px 28px; background: #fffaeb; border: 1px solid #fedf89;
  border-radius: 6px; color: #7a2e0e; white-space: pre-wrap; }
main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(240px, 340px) 1fr; }
#list { overflow-y: auto; border-right: 1px solid var(--line); position: relative; contain: strict; }
#list-spacer { position: relative; }
.row { position: absolute; left: 0; right: 0; height: 30px; display: flex; align-items: center; gap: 6px;
  padding: 0 10px; cursor: pointer; border-bottom: 1px solid #eef0f3; white-space: nowrap; }
.row:hover { background: #f0f4ff; }
.row.selected { background: #dbe7ff; }
.row .name { overflow: hidden; text-overflow: ellipsis; flex: 1; }
.row .fig { color: var(--muted); font-size: 11px; }
.badge { display: inline-block; min-width: 52px; text-align: center; font-size: 11px; font-weight: 600; border-radius: 4px;
  padding: 1px 5px; color: #fff; text-transform: uppercase; letter-spacing: .02em; }
.badge.passed { background: var(--passed); } .badge.failed { background: var(--failed); }
.badge.new { background: var(--new); } .badge.error { background: var(--error); }
.badge.layout { background: var(--layout); }
#empty { padding: 16px; color: var(--muted); }
#detail { overflow: auto; padding: 12px 16px 40px; min-width: 0; }
#detail h2 { font-size: 16px; margin: 0 0 4px; word-break: break-all; display: flex; gap: 8px; align-items: center; }
.message { white-space: pre-wrap; margin: 4px 0; word-break: break-word; }
.message.error { color: var(--error); font-family: ui-monospace, monospace; background: #fef3f2; padding: 8px;
  border-radius: 6px; }
.facts { color: var(--muted); margin: 4px 0; word-break: break-all; }
.notes { color: #7a2e0e; margin: 6px 0; padding-left: 20px; }
.approve { display: flex; gap: 8px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
.approve code { font: 12px ui-monospace, monospace; background: var(--panel); border: 1px solid var(--line);
  border-radius: 6px; padding: 4px 8px; word-break: break-all; user-select: all; }
.copy-status { color: var(--muted); }
.toolbar { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; margin: 10px 0 6px; }
.toolbar .group { display: flex; gap: 4px; align-items: center; }
.toolbar .group > span { color: var(--muted); margin-right: 2px; }
.controls:empty { display: none; }
.controls { display: flex; gap: 8px; align-items: center; min-height: 24px; color: var(--muted); }
.controls input[type=range] { width: 220px; }
.stage { position: relative; margin: 4px 0 10px; overflow-x: auto; padding: 1px; }
.overflow-hint { color: var(--accent); font-size: 12px; margin: 2px 0; }
.side { display: flex; gap: 12px; align-items: flex-start; }
figure { margin: 0; flex: none; }
figcaption { color: var(--muted); font-size: 12px; margin-bottom: 3px; }
.layer { position: relative; background-color: #fff;
  background-image: linear-gradient(45deg, #e6e8eb 25%, transparent 25%), linear-gradient(-45deg, #e6e8eb 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, #e6e8eb 75%), linear-gradient(-45deg, transparent 75%, #e6e8eb 75%);
  background-size: 16px 16px; background-position: 0 0, 0 8px, 8px -8px, -8px 0; outline: 1px solid var(--line); }
.layer img { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: block; }
.layer.pixelated img { image-rendering: pixelated; }
.layer svg { position: absolute; left: 0; top: 0; overflow: visible; pointer-events: none; }
.stack { position: relative; }
.stack > .layer { position: absolute; left: 0; top: 0; }
.stack > .layer.hidden { visibility: hidden; }
.swipe-line { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--accent);
  pointer-events: none; }
.missing { color: var(--muted); padding: 20px; border: 1px dashed var(--line); border-radius: 6px; }
svg .region { fill: rgba(255, 0, 80, .12); stroke: #ff0050; stroke-width: 1.5; }
svg .hit-area { fill: rgba(26, 191, 51, .4); }
svg .hit-added { fill: rgba(26, 115, 255, .4); }
svg .hit-frame { fill: none; stroke: rgba(0, 90, 200, .8); stroke-width: 1; }
svg .spec-box { fill: none; stroke: #7a5af8; stroke-width: 1; stroke-dasharray: 4 3; }
svg .inset-shade { fill: rgba(122, 90, 248, .18); }
svg .spec-label { fill: #5925dc; font: 10px ui-monospace, monospace; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
svg .scale-frame { fill: none; stroke: rgba(255, 0, 0, .7); stroke-width: 1; }
svg .scale-label { fill: #ff0000; font: bold 11px ui-monospace, monospace; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
svg .hover-box { fill: rgba(255, 200, 0, .15); stroke: #f79009; stroke-width: 2; }
svg .change-before { fill: rgba(240, 68, 56, .12); stroke: #f04438; stroke-width: 2; stroke-dasharray: 5 3; }
svg .change-after { fill: rgba(18, 183, 106, .12); stroke: #12b76a; stroke-width: 2; }
.legend { display: flex; gap: 12px; flex-wrap: wrap; color: var(--muted); font-size: 12px; }
.swatch.lg-area { background: rgba(26, 191, 51, .4); } .swatch.lg-added { background: rgba(26, 115, 255, .4); }
.swatch.lg-removed { background: repeating-linear-gradient(45deg, rgba(230, 26, 13, .7) 0 2px, rgba(255, 51, 26, .15) 2px 5px); } .swatch.lg-region { border: 1.5px solid #ff0050; }
.swatch.lg-spec { border: 1px dashed #7a5af8; background: rgba(122, 90, 248, .18); }
.legend i { display: inline-block; width: 12px; height: 12px; vertical-align: -2px; margin-right: 4px; border-radius: 2px; }
#hover-info { position: fixed; z-index: 10; max-width: 420px; background: #101828; color: #f2f4f7; border-radius: 6px;
  padding: 6px 9px; font: 12px/1.45 ui-monospace, monospace; pointer-events: none; white-space: pre-wrap;
  word-break: break-word; box-shadow: 0 4px 14px rgba(0,0,0,.25); }
#hover-info[hidden] { display: none; }
#hover-info .title { color: #fec84b; font-weight: 600; }
h3 { font-size: 14px; margin: 16px 0 6px; }
table.changes { border-collapse: collapse; width: 100%; font-size: 12px; }
table.changes th, table.changes td { border-bottom: 1px solid var(--line); padding: 4px 6px; text-align: left;
  vertical-align: top; word-break: break-word; }
table.changes td.num { font-family: ui-monospace, monospace; white-space: nowrap; }
table.changes tr:hover td { background: #f0f4ff; }
.change-kind { font-weight: 600; }
table.changes th, table.changes td.change-kind { white-space: nowrap; }
pre.ascii { font: 12px/1.25 ui-monospace, monospace; background: var(--panel); border: 1px solid var(--line);
  border-radius: 6px; padding: 8px; overflow: auto; max-height: 480px; }
details > summary { cursor: pointer; font-weight: 600; margin: 14px 0 6px; }
"""#
}
