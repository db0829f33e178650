#!/usr/bin/env python3
"""Opens layoutlab HTML reports in headless Chromium and checks that they work.

    Tests/Browser/report-browser-test.py --report DIR [--bulk DIR]
    Tests/Browser/report-browser-test.py --checked DIR
    Tests/Browser/report-browser-test.py --drift DIR

--report  a report directory (index.html, data/, report.json, images) whose fixtures mix every
          outcome and whose names and texts include hostile strings; report.json gives the
          expected names and statuses.
--bulk    a large report directory: its load time (navigation start to the load event) is printed.
--checked a report directory written by a real `layoutlab check` over hostile fixture files
          (file names, debugNames, texts and values with markup, quotes and control characters):
          every fixture opens with its overlays and hover details, all shown as text, nothing runs.
--drift   a report directory with renderer drift: the notice under the filters is shown with every
          library's two versions, the Renderer drift filter lists exactly the drifted fixtures (and
          Failed none of them), their badges read "drift", and they are listed after the plain
          failures and new fixtures.

Checks: no console errors (level SEVERE); the filters and the search change the listed fixtures;
the views (side by side, swipe, onion skin, blink) switch; zoom to actual pixels; the overlays
(hit areas, pixel scaling, spec boundaries, changed regions) toggle their SVG elements; hovering
shows an element's details; the approve command copies; j/k move the selection; hostile names and
texts are shown as text and nothing they contain runs, with the page's Content-Security-Policy
bypassed so that only the escaping protects it. Exits 1 when a check fails.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import sys
import time
from pathlib import Path
from urllib.parse import quote
sys.path.insert(0, str(Path(__file__).resolve().parent))
import browser_test  # noqa: E402
from browser_test import check, failures  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

HOSTILE_SCRIPT = "<script>alert(1)</script>"
HOSTILE_ATTRIBUTE = "\"'><img src=x onerror=alert(1)>"


def invisible_characters():
    """The scalar values of the table of characters the report shows as `\\u{XXXX}`, read from the
    Swift source that declares it (`enum InvisibleCharacters`, its `ranges` written one
    `0xXXXX...0xXXXX,` a line), so the page and this test cannot disagree on the table."""
    root = Path(__file__).resolve().parents[2]
    sources = [f for f in sorted((root / "Sources").rglob("*.swift")) if "enum InvisibleCharacters" in f.read_text()]
    if len(sources) != 1:
        sys.exit("expected one Swift file declaring enum InvisibleCharacters, found %d" % len(sources))
    text = sources[0].read_text()
    start = text.index("static let ranges: [ClosedRange<UInt32>] = [")
    body = text[text.index("\n", start) + 1:text.index("\n    ]", start)]
    values = set()
    for line in body.splitlines():
        found = re.fullmatch(r"\s*0x([0-9A-F]+)\.\.\.0x([0-9A-F]+), //.*", line)
        if not found:
            sys.exit("%s: unexpected line in InvisibleCharacters.ranges: %r" % (sources[0], line))
        values |= set(range(int(found.group(1), 16), int(found.group(2), 16) + 1))
    return values


INVISIBLE = invisible_characters()


def reveal(s, keep_breaks=False):
    """The page's rule for showing invisible characters."""
    out = []
    for c in s:
        if ord(c) in INVISIBLE and not (keep_breaks and c in "\t\n"):
            out.append("\\u{%04X}" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def make_driver():
    return browser_test.make_driver(file_access=True, capture_alerts=True, page_load_timeout=120)


class Page:
    def __init__(self, driver):
        self.d = driver

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def wait(self, script, timeout=10, *args):
        return browser_test.wait_for(self.d, script, *args, timeout=timeout, interval=0.03)

    def open(self, url):
        self.d.get(url)
        return self.wait("return document.body && document.body.dataset.ready === 'true'", 30)

    def screenshot(self, name):
        """Saves what the window shows as SCREENSHOTS/NAME.png (with --screenshots)."""
        if SCREENSHOTS:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            self.d.save_screenshot(str(SCREENSHOTS / (name + ".png")))

    def severe_logs(self):
        return [entry["message"] for entry in self.d.get_log("browser") if entry["level"] == "SEVERE"]

    def key(self, keys):
        from selenium.webdriver.common.action_chains import ActionChains
        self.js("if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();")
        ActionChains(self.d).send_keys(keys).perform()

    def listed(self):
        """The names of the rows a person sees: laid out (computed display, a box of some height)
        and inside the list's visible area, top to bottom."""
        return self.js("const box = document.getElementById('list').getBoundingClientRect();"
                       " return [...document.querySelectorAll('#list .row')].filter((r) => {"
                       "   const b = r.getBoundingClientRect();"
                       "   return getComputedStyle(r).display !== 'none' && b.height > 0 && b.bottom > box.top && b.top < box.bottom; })"
                       ".sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map((r) => r.title)")

    def shown_count(self):
        """The counter's number: 'N fixtures' or 'N of M shown'."""
        return int(self.js("return document.getElementById('shown').textContent").split()[0])

    def click_filter(self, name):
        self.js("document.querySelector('button.filter[data-filter=\"' + arguments[0] + '\"]').click()", name)
        time.sleep(0.05)

    def search(self, text):
        return self.d.execute_async_script(
            "const done = arguments[arguments.length - 1], s = document.getElementById('search');"
            " s.value = arguments[0]; s.dispatchEvent(new Event('input'));"
            " requestAnimationFrame(() => requestAnimationFrame(() => done(true)));", text)

    def select(self, name):
        row = self.js("return [...document.querySelectorAll('#list .row:not([hidden])')].find((r) => r.title === arguments[0])", name)
        if row is None:
            return False
        row.click()
        return self.loaded(name)

    def loaded(self, name):
        return self.wait("const n = document.querySelector('#detail .fixture-name');"
                         " return n && n.textContent === arguments[0] && !document.querySelector('#detail').textContent.includes('Loading…')",
                         10, reveal(name))

    def selected_name(self):
        return self.js("const n = document.querySelector('#detail .fixture-name'); return n ? n.textContent : null")

    def stage(self):
        return self.js("""const s = document.getElementById('stage');
            if (!s) return null;
            return {view: s.dataset.view, figures: s.querySelectorAll('figure').length, stack: !!s.querySelector('.stack'),
                    showing: s.dataset.showing || null, layers: s.querySelectorAll('.layer').length};""")

    def overlays(self):
        return self.js("""const out = {};
            for (const l of document.querySelectorAll('#stage .layer')) {
              const q = (s) => l.querySelectorAll(s).length;
              out[l.dataset.role] = {hit: q('g.ov-hit > *'), added: q('g.ov-hit path.hit-added'), removed: q('g.ov-hit path.hit-removed'),
                spec: q('g.ov-spec rect.spec-box'), inset: q('g.ov-spec path.inset-shade'),
                specLabels: [...l.querySelectorAll('g.ov-spec text')].map((t) => t.textContent),
                scale: [...l.querySelectorAll('g.ov-scale text')].map((t) => t.textContent), regions: q('g.ov-regions rect'),
                masked: q('g.ov-masked rect.masked')};
            }
            return out;""")


def functional_checks(page, report_dir, report):
    names = [f["name"] for f in report["fixtures"]]
    by_status = {}
    for f in report["fixtures"]:
        by_status.setdefault(f["status"], set()).add(f["name"])
    layout_only = {f["name"] for f in report["fixtures"] if f.get("layoutOnlyChange")}

    check(page.open((report_dir / "index.html").resolve().as_uri()), "the page's script runs to the end")
    listed = page.listed()
    check(set(listed) == set(names) and len(listed) == len(names), "every fixture is listed (%d)" % len(names))
    rank = {"error": 0, "failed": 1, "new": 2}
    statuses = {f["name"]: f["status"] for f in report["fixtures"]}
    ranks = [rank.get(statuses[n], 3 if n in layout_only else 4) for n in listed]
    check(ranks == sorted(ranks), "problems are listed first (errors, failures, new, layout-only, passed)")
    check(page.js("return document.getElementById('shown').textContent") == "%d fixtures" % len(names), "the count of shown fixtures")

    for status in ("failed", "new", "error", "passed"):
        page.click_filter(status)
        expected = by_status.get(status, set())
        check(set(page.listed()) == expected, "filter %s lists exactly its %d fixtures" % (status, len(expected)))
        check(len(page.listed()) == page.shown_count(), "filter %s: the rows on screen are as many as the counter says" % status)
        page.screenshot("filter-" + status)
        page.click_filter(status)
    page.click_filter("layoutOnly")
    check(set(page.listed()) == layout_only, "filter layout-only lists exactly %d fixtures" % len(layout_only))
    page.click_filter("failed")
    check(set(page.listed()) == layout_only | by_status.get("failed", set()), "two filters together list both kinds")
    page.click_filter("all")
    check(set(page.listed()) == set(names), "All clears the filters")

    page.search("PROFILE")
    check(page.listed() == ["cards/profile"], "the search matches names case-insensitively")
    page.search("no such fixture")
    check(page.listed() == [] and page.js("return !document.getElementById('empty').hidden"), "a search matching nothing says so")
    page.search("PROFILE")
    page.js("document.getElementById('search').focus()")
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    ActionChains(page.d).send_keys(Keys.ESCAPE).perform()
    time.sleep(0.2)
    check(page.js("return document.getElementById('search').value") == "" and set(page.listed()) == set(names)
          and page.shown_count() == len(names), "Escape in the search box clears the search and lists everything again")
    page.screenshot("search-escaped")
    page.search("")
    page.key("/")
    check(page.js("return document.activeElement && document.activeElement.id === 'search'"), "/ focuses the search box")
    page.js("document.activeElement.blur()")
    check(set(page.listed()) == set(names), "clearing the search lists everything again")

    check(page.select("cards/profile"), "selecting a fixture opens its details")
    stage = page.stage()
    check(stage and stage["view"] == "side" and stage["figures"] == 3, "side by side shows baseline, actual and diff")
    check(page.js("return document.querySelectorAll('table.changes tbody tr').length") == 1, "the structural diff table has its row")
    check(page.js("return document.querySelector('table.changes tbody td:nth-child(2)').textContent") == "avatar (image)"
          and page.js("return document.querySelector('table.changes tbody td.change-summary').textContent") == "x 4 → 8 (+4pt)",
          "the structural diff names the moved node once (Element column) and its summary says what changed")
    from selenium.webdriver.common.action_chains import ActionChains
    ActionChains(page.d).move_to_element(page.js("return document.querySelector('table.changes tbody tr')")).perform()
    marks = page.js("return [document.querySelectorAll('#stage .layer[data-role=baseline] rect.change-before').length,"
                    " document.querySelectorAll('#stage .layer[data-role=actual] rect.change-after').length]")
    check(marks == [1, 1], "hovering a structural diff row outlines the old frame on the baseline and the new one on the actual")
    check(page.js("return !!document.querySelector('pre.ascii')"), "the ASCII art is shown")
    check(page.js("return document.getElementById('approve-command').textContent") == "layoutlab approve 'cards/profile'",
          "the approve command is shown")

    # Views.
    page.key("2")
    stage = page.stage()
    check(stage["view"] == "swipe" and stage["stack"] and stage["layers"] == 2, "2 switches to the swipe view")
    page.js("const r = document.getElementById('swipe-range'); r.value = 250; r.dispatchEvent(new Event('input'));")
    check("25%" in page.js("return document.querySelector('#stage .layer[data-role=actual]').style.clipPath"),
          "the swipe slider moves the divide")
    page.key("3")
    check(page.stage()["view"] == "onion", "3 switches to onion skin")
    page.js("const r = document.getElementById('onion-range'); r.value = 800; r.dispatchEvent(new Event('input'));")
    check(page.js("return document.querySelector('#stage .layer[data-role=actual]').style.opacity") == "0.8",
          "the onion slider sets the actual image's opacity")
    page.key("4")
    seen = set()
    end = time.time() + 2
    while time.time() < end:
        seen.add(page.stage()["showing"])
        time.sleep(0.05)
    check(page.stage()["view"] == "blink" and seen == {"actual", "baseline"}, "4 blinks between actual and baseline")
    page.key("v")
    check(page.stage()["view"] == "side", "v cycles the views back to side by side")
    page.js("document.querySelector('#detail button[data-view=swipe]').click()")
    check(page.stage()["view"] == "swipe", "the toolbar's view buttons switch too")
    page.key("1")

    # Zoom.
    page.js("document.querySelector('#detail button[data-zoom=\"1\"]').click()")
    width = page.js("const l = document.querySelector('#stage .layer[data-role=actual]'); return [l.getBoundingClientRect().width,"
                    " l.querySelector('img').naturalWidth, window.devicePixelRatio]")
    check(abs(width[0] - width[1] / width[2]) < 0.5, "1:1 shows one image pixel per device pixel (%s)" % width)
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 1000, "deviceScaleFactor": 2, "mobile": False})
    page.js("document.querySelector('#detail button[data-zoom=fit]').click(); document.querySelector('#detail button[data-zoom=\"1\"]').click()")
    width = page.js("const l = document.querySelector('#stage .layer[data-role=actual]'); return [l.getBoundingClientRect().width,"
                    " l.querySelector('img').naturalWidth, window.devicePixelRatio]")
    check(width[2] == 2 and abs(width[0] - width[1] / 2) < 0.5, "1:1 honours devicePixelRatio 2 (%s)" % width)
    page.d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    page.js("document.querySelector('#detail button[data-zoom=\"2\"]').click()")
    check(abs(page.js("return document.querySelector('#stage .layer[data-role=actual]').getBoundingClientRect().width") - 240) < 0.5,
          "2× doubles it")
    page.key("z")
    check(page.js("return document.getElementById('stage').dataset.zoom") == "4", "z steps the zoom")
    # Zoomed in side by side, images past the right edge are announced.
    page.js("document.querySelector('#detail button[data-view=side]').click();"
            " document.querySelector('#detail button[data-zoom=\"4\"]').click()")
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 900, "height": 1000, "deviceScaleFactor": 2, "mobile": False})
    page.js("window.dispatchEvent(new Event('resize')); document.querySelector('#detail button[data-zoom=\"4\"]').click()")
    time.sleep(0.2)
    hint = page.js("const s = document.getElementById('stage'), h = document.getElementById('overflow-hint');"
                   " return [s.scrollWidth > s.clientWidth + 1, getComputedStyle(h).display !== 'none' && h.getBoundingClientRect().height > 0]")
    check(hint == [True, True], "at 4× the images past the pane's edge are announced (overflowing, hint shown: %s)" % hint)
    page.screenshot("zoom-4x-side")
    # Fit fits the pane, both ways, in every view (a short window: the height limits).
    page.d.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1400, "height": 560, "deviceScaleFactor": 1, "mobile": False})
    for view in ("side", "swipe", "onion", "blink"):
        page.js("document.querySelector('#detail button[data-view=' + arguments[0] + ']').click();"
                " window.dispatchEvent(new Event('resize')); document.querySelector('#detail button[data-zoom=fit]').click()", view)
        time.sleep(0.15)
        fit = page.js("""const s = document.getElementById('stage'), box = document.getElementById('detail').getBoundingClientRect();
            const layers = [...s.querySelectorAll('.layer')].map((l) => l.getBoundingClientRect());
            return {overflowX: s.scrollWidth - s.clientWidth, bottom: Math.max(...layers.map((r) => r.bottom)),
                    limit: Math.min(window.innerHeight, box.bottom),
                    hint: getComputedStyle(document.getElementById('overflow-hint')).display}""")
        check(fit["overflowX"] <= 0 and fit["bottom"] <= fit["limit"] + 0.5 and fit["hint"] == "none",
              "Fit in %s fits the pane's width and height (%s)" % (view, fit))
        page.screenshot("fit-" + view)
    page.d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    page.js("document.querySelector('#detail button[data-view=side]').click(); document.querySelector('#detail button[data-zoom=fit]').click()")

    # Overlays.
    o = page.overlays()
    check(all(o[r]["hit"] == 0 and o[r]["spec"] == 0 and not o[r]["scale"] for r in o), "overlays start hidden")
    check(all(o[r]["regions"] == 1 for r in ("baseline", "actual", "diff")), "the changed region is marked on all three images")
    check(all(o[r]["masked"] == 1 for r in ("baseline", "actual", "diff")), "the masked area is marked on all three images")
    masked = page.js("""const layer = document.querySelector('#stage .layer[data-role=actual]');
        const m = layer.querySelector('rect.masked'), img = layer.querySelector('img').getBoundingClientRect();
        const b = m.getBoundingClientRect(), st = getComputedStyle(m);
        return {stroke: st.stroke, x: (b.left - img.left) / img.width, y: (b.top - img.top) / img.height,
                w: b.width / img.width, facts: document.querySelector('#detail p.facts').textContent};""")
    check(masked["stroke"] == "rgb(255, 0, 255)" and abs(masked["x"] - 80 / 120) < 0.02 and abs(masked["y"] - 40 / 80) < 0.02
          and abs(masked["w"] - 30 / 120) < 0.02, "the masked area is drawn magenta where it is (%s)" % masked)
    check("1 area masked, not compared" in masked["facts"], "the facts say an area was masked (%s)" % masked["facts"])
    page.key("h")
    o = page.overlays()
    check(o["baseline"]["hit"] > 0 and o["actual"]["hit"] > 0, "h shows hit areas on both images")
    check(o["actual"]["added"] == 1 and o["actual"]["removed"] == 1, "negative slop's band and positive slop's band are drawn apart")
    fills = page.js("""const f = (sel) => { const e = document.querySelector(sel); return e ? getComputedStyle(e).fill : null; };
        return [f('g.ov-hit rect.hit-area'), f('g.ov-hit path.hit-added'), f('g.ov-hit path.hit-removed')];""")
    check(fills[0] == "rgba(26, 191, 51, 0.4)" and fills[1] == "rgba(26, 115, 255, 0.4)" and (fills[2] or "").startswith("url("),
          "hit areas use the PNG overlay's colours (green inside, blue added, hatched red removed): %s" % fills)
    legend = page.js("""const f = (sel) => getComputedStyle(document.querySelector(sel)).backgroundColor;
        return [f('.swatch.lg-area'), f('.swatch.lg-added')];""")
    check(legend == ["rgba(26, 191, 51, 0.4)", "rgba(26, 115, 255, 0.4)"], "the legend shows the overlay's colours: %s" % legend)
    page.key("h")
    check(page.overlays()["actual"]["hit"] == 0, "h hides them again")
    page.key("p")
    o = page.overlays()
    check(sorted(o["actual"]["scale"]) == ["1.50x \u00d7 0.75x", "2.00x"] and sorted(o["baseline"]["scale"]) == sorted(o["actual"]["scale"]),
          "p labels scaled images (2.00x; width and height apart; nothing at 1x): %s" % o["actual"]["scale"])
    page.key("p")
    check(page.overlays()["actual"]["scale"] == [], "p hides the scaling labels")
    page.key("s")
    o = page.overlays()
    check(o["actual"]["spec"] == 2 and o["actual"]["inset"] == 1 and 'stack "card"' in o["actual"]["specLabels"],
          "s outlines the specs with their kind and name and shades the inset")
    overlaps = page.js("""const out = [];
        for (const g of document.querySelectorAll('g.ov-spec')) {
          const boxes = [...g.querySelectorAll('text.spec-label')].map((t) => t.getBBox());
          for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i], b = boxes[j];
            if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) out.push([i, j]);
          }
        }
        return out;""")
    check(overlaps == [], "no spec label overlaps another: %s" % overlaps)
    page.key("r")
    check(page.overlays()["actual"]["regions"] == 0, "r hides the changed regions")
    check(page.overlays()["actual"]["masked"] == 1, "masked areas stay shown with the regions hidden")
    page.key("r")

    # Hovering the title text of the actual image.
    from selenium.webdriver.common.action_chains import ActionChains
    layer = page.js("return document.querySelector('#stage .layer[data-role=actual]')")
    rect = page.js("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", layer)
    k = rect[0] / 60.0
    ActionChains(page.d).move_to_element_with_offset(layer, int(39 * k - rect[0] / 2), int(9 * k - rect[1] / 2)).perform()
    info = page.wait("const i = document.getElementById('hover-info'); return !i.hidden && i.textContent", 3)
    check(bool(info) and "kind: text" in info and "text: Hello <b>" in info and "style: flexGrow: 1" in info and "x 24, y 4, w 30, h 10" in info,
          "hovering a node shows its name, kind, frame, style and text")
    ActionChains(page.d).move_to_element_with_offset(layer, int(4.5 * k - rect[0] / 2), int(20 * k - rect[1] / 2)).perform()
    info = page.wait("const i = document.getElementById('hover-info'); return !i.hidden && i.textContent", 3) or ""
    check(info.startswith("card") and "kind: stack (layout spec)" in info, "hovering a spec's outline shows the spec")
    page.key("s")

    page.js("document.getElementById('copy-approve').click()")
    status = page.wait("return document.querySelector('.copy-status').textContent", 3)
    check(status in ("Copied", "Selected: press Ctrl+C to copy"), "the approve command copies (%s)" % status)

    before = page.selected_name()
    order = page.listed()
    page.key("j")
    page.wait("const n = document.querySelector('#detail .fixture-name'); return n && n.textContent !== arguments[0]", 3, before)
    after = page.selected_name()
    check(after == reveal(order[order.index("cards/profile") + 1]), "j selects the next fixture")
    page.key("k")
    page.wait("const n = document.querySelector('#detail .fixture-name'); return n && n.textContent === arguments[0]", 3, before)
    check(page.selected_name() == before, "k selects the previous one")

    check(page.select("broken/files"), "a fixture with missing files opens")
    notes = page.js("return [...document.querySelectorAll('#detail ul.notes li')].map((l) => l.textContent)")
    check(len(notes) == 4, "its missing and unreadable files are listed (%d notes)" % len(notes))

    check(page.select("plain/passed"), "a passing fixture opens")
    page.key("h")
    o = page.overlays()
    check(o["baseline"]["hit"] > 0 and o["baseline"]["hit"] == o["actual"]["hit"],
          "an unchanged layout, sent once, draws on both images")
    page.key("h")

    check(page.open((report_dir / "index.html").resolve().as_uri() + "#fixture=" + quote("plain/passed", safe="")),
          "a link to one fixture opens")
    check(page.loaded("plain/passed"), "the linked fixture is selected")

    logs = page.severe_logs()
    check(logs == [], "no console errors: %s" % logs)


def hostile_checks(page, report_dir, report):
    page.d.execute_cdp_cmd("Page.setBypassCSP", {"enabled": True})
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the page loads with its Content-Security-Policy bypassed")
    hostile = [f["name"] for f in report["fixtures"] if any(c in f["name"] for c in "<>\"'") or any(ord(c) in INVISIBLE for c in f["name"])]
    check(len(hostile) >= 3, "the report has hostile names (%d)" % len(hostile))
    for name in hostile:
        check(page.select(name), "hostile name shown as text: %r" % name)
        for key in "hps":
            page.key(key)
        layer = page.js("return document.querySelector('#stage .layer[data-role=actual]')")
        if layer is not None:
            from selenium.webdriver.common.action_chains import ActionChains
            ActionChains(page.d).move_to_element(layer).perform()
            time.sleep(0.1)
        for key in "hps":
            page.key(key)
    page.select(HOSTILE_SCRIPT)
    page.key("s")
    labels = page.js("return [...document.querySelectorAll('#stage g.ov-spec text')].map((t) => t.textContent)")
    check(('stack "%s"' % HOSTILE_ATTRIBUTE) in labels, "a hostile debugName is drawn as text in the spec labels")
    text = page.js("return document.getElementById('detail').textContent")
    check(HOSTILE_SCRIPT in text and "</script><script>alert(4)</script><!--" in text, "hostile messages, paths and ASCII art are shown as text")
    page.key("s")
    check(HOSTILE_SCRIPT in page.js("return document.getElementById('warnings').textContent"), "a hostile warning is shown as text")
    title = page.js("return document.title")
    check("<" not in title or title.startswith("layoutlab"), "the title is the report's own")
    injected = page.js("""return {
        alerts: window.__alerts,
        images: [...document.querySelectorAll('img')].filter((i) => i.getAttribute('src') === 'x').length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
        scripts: [...document.scripts].filter((s) => !s.src && s.type !== 'application/json' && s.textContent.includes('alert(')).length
            + [...document.scripts].filter((s) => s.src && !/\\/data\\/\\d+\\.js$/.test(s.src)).length,
        bold: document.querySelectorAll('#detail b, #hover-info b').length};""")
    check(injected["alerts"] == [], "nothing called alert: %s" % injected["alerts"])
    check(injected["images"] == 0 and injected["handlers"] == 0 and injected["scripts"] == 0 and injected["bold"] == 0,
          "no injected element, handler or script: %s" % injected)


def checked_report_checks(page, report_dir, report):
    """Every fixture of a real check's report over hostile files opens, with its overlays and hover
    details, and nothing it contains is run or becomes markup."""
    from selenium.webdriver.common.action_chains import ActionChains
    page.d.execute_cdp_cmd("Page.setBypassCSP", {"enabled": True})
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the checked report loads with its CSP bypassed")
    names = [f["name"] for f in report["fixtures"]]
    check(set(page.listed()) == set(names), "every checked fixture is listed (%d)" % len(names))
    for f in report["fixtures"]:
        name = f["name"]
        check(page.select(name), "%s fixture opens, its name shown as text: %r" % (f["status"], name))
        detail = page.js("return document.getElementById('detail').textContent")
        if f.get("message"):
            check(reveal(f["message"], True)[:60] in detail, "its message is shown as text: %r" % f["message"][:60])
        for key in "hps":
            page.key(key)
        layer = page.js("return document.querySelector('#stage .layer[data-role=actual]')")
        if layer is not None:
            rect = page.js("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", layer)
            for fx, fy in ((0.25, 0.25), (0.5, 0.5), (0.75, 0.6)):
                ActionChains(page.d).move_to_element_with_offset(layer, int(rect[0] * (fx - 0.5)), int(rect[1] * (fy - 0.5))).perform()
                time.sleep(0.03)
        labels = " ".join(page.js("return [...document.querySelectorAll('#stage text')].map((t) => t.textContent)") or [])
        hover = page.js("return document.getElementById('hover-info').textContent") or ""
        for needle in ("<script>", "onerror="):
            if needle in json.dumps(f) or needle in (f.get("asciiArt") or ""):
                shown = detail + labels + hover + page.js("return document.getElementById('detail').textContent")
                check(needle in shown, "%r from %r is shown as text" % (needle, name))
        for key in "hps":
            page.key(key)
    injected = page.js("""return {
        alerts: window.__alerts,
        images: [...document.querySelectorAll('img')].filter((i) => !/\\.png(\\?|$)/.test(i.getAttribute('src') || '')).length,
        handlers: [...document.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => a.name.startsWith('on'))).length,
        svgs: document.querySelectorAll('#detail svg svg, #list svg').length,
        scripts: [...document.scripts].filter((s) => !s.src && s.type !== 'application/json' && s.textContent.includes('alert(')).length
            + [...document.scripts].filter((s) => s.src && !/\\/data\\/\\d+\\.js$/.test(s.src)).length,
        bold: document.querySelectorAll('#detail b, #hover-info b, #list b').length};""")
    check(injected["alerts"] == [], "nothing in the checked report called alert: %s" % injected["alerts"])
    check(injected["images"] == 0 and injected["handlers"] == 0 and injected["scripts"] == 0 and injected["bold"] == 0
          and injected["svgs"] == 0, "no injected element, handler or script in the checked report: %s" % injected)
    logs = page.severe_logs()
    check(logs == [], "no console errors in the checked report: %s" % logs[:3])


def stale_data_check(page, report_dir, report):
    """A data file from another run, or a missing one, is refused with a message (this rewrites,
    then moves, the data file holding plain/passed, and puts it back)."""
    index = [f["name"] for f in report["fixtures"]].index("plain/passed")
    path = report_dir / "data" / ("%d.js" % (index - index % 16))
    text = path.read_text()
    lines = text.splitlines(keepends=True)
    mine = [i for i, line in enumerate(lines) if line.split(", ")[1] == str(index)]
    check(len(mine) == 1, "fixture %d is in %s once" % (index, path.name))
    token = lines[mine[0]].split('"')[1]
    lines[mine[0]] = lines[mine[0]].replace('"%s"' % token, '"0000000000000000"', 1)
    path.write_text("".join(lines))
    page.d.execute_cdp_cmd("Page.setBypassCSP", {"enabled": False})

    def shown(query, expected, what):
        check(page.open((report_dir / "index.html").resolve().as_uri() + query), "the page opens again")
        page.js("[...document.querySelectorAll('#list .row')].find((r) => r.title === 'plain/passed').click()")
        message = page.wait("const d = document.getElementById('detail').textContent;"
                            " return d.includes(arguments[0]) && d", 5, expected)
        check(bool(message) and path.name in (message or ""), what + ": %r" % (message or "")[:200])

    shown("?stale", "another run", "a data file of another run is refused with a message naming it")
    check(page.severe_logs() == [], "no console errors from the refused file")
    path.rename(path.with_suffix(".moved"))
    shown("?missing", "could not be loaded", "a missing data file is named in the fixture's message")
    logs = page.severe_logs()
    check(all(path.name in entry for entry in logs), "the only console errors are the missing file's: %s" % logs[:3])
    path.with_suffix(".moved").rename(path)
    path.write_text(text)


def bulk_checks(page, bulk_dir):
    url = (bulk_dir / "index.html").resolve().as_uri()
    count = len(json.loads((bulk_dir / "report.json").read_text())["fixtures"])
    loads = []
    for _ in range(3):
        check(page.open(url), "the %d-fixture report loads" % count)
        timing = page.wait("const n = performance.getEntriesByType('navigation')[0];"
                           " return n && n.loadEventEnd > 0 && [n.domContentLoadedEventEnd, n.loadEventEnd]", 60)
        loads.append(timing)
    load_ms = statistics.median(t[1] for t in loads)
    dom_ms = statistics.median(t[0] for t in loads)
    print("figure: %d-fixture report: DOMContentLoaded %.0f ms, load event %.0f ms (median of 3; target under 2000 ms)"
          % (count, dom_ms, load_ms), flush=True)
    rows = page.js("return document.querySelectorAll('#list .row').length")
    check(rows < 120, "the list renders only the rows in view (%d row elements for %d fixtures)" % (rows, count))
    search_ms = page.d.execute_async_script("""const done = arguments[arguments.length - 1];
        const s = document.getElementById('search'), t0 = performance.now();
        s.value = '0099'; s.dispatchEvent(new Event('input'));
        requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - t0)));""")
    check(len(page.listed()) >= 1, "searching the large report finds fixtures")
    steps_ms = page.d.execute_async_script("""const done = arguments[arguments.length - 1];
        const s = document.getElementById('search'); s.value = ''; s.dispatchEvent(new Event('input'));
        requestAnimationFrame(() => {
          s.blur();
          const t0 = performance.now();
          for (let i = 0; i < 50; i++) document.dispatchEvent(new KeyboardEvent('keydown', {key: 'j', bubbles: true}));
          requestAnimationFrame(() => done(performance.now() - t0));
        });""")
    print("figure: search over %d names to the next frame %.0f ms; 50 × j %.0f ms" % (count, search_ms, steps_ms), flush=True)
    page.wait("const n = document.querySelector('#detail .fixture-name'); return n && !document.querySelector('#detail').textContent.includes('Loading…')", 10)
    # Sixteen fixtures share a data file: stepping through 40 more fixtures loads the two or three
    # files that hold them (each once), not one a fixture.
    page.js("""window.dataScripts = [];
        new MutationObserver((changes) => { for (const c of changes) for (const n of c.addedNodes)
          if (n.tagName === 'SCRIPT' && /\\/data\\/\\d+\\.js/.test(n.src)) window.dataScripts.push(n.src); })
          .observe(document.head, { childList: true });""")
    page.key("j" * 40)
    page.wait("const n = document.querySelector('#detail .fixture-name'); return n && !document.querySelector('#detail').textContent.includes('Loading…')", 10)
    files = page.js("return window.dataScripts")
    check(2 <= len(files) <= 4 and len(set(files)) == len(files),
          "stepping through 40 fixtures loads each data file it needs once: %s" % [f.rsplit("/", 1)[1] for f in files])
    check(page.selected_name() in page.js("return document.getElementById('detail').textContent"),
          "the fixture stepped to shows its details from a shared data file")
    logs = page.severe_logs()
    check(logs == [], "no console errors in the large report: %s" % logs[:3])


def drift_checks(page, report_dir, report):
    drifted = {f["name"] for f in report["fixtures"] if f.get("rendererDrift") and f["status"] == "failed"}
    check(len(drifted) > 0, "the drift report has drifted fixtures")
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the drift report's script runs to the end")
    notice = page.js("""const n = document.getElementById('renderer-drift');
        if (!n) return null;
        const b = n.getBoundingClientRect(), st = getComputedStyle(n);
        return {text: n.innerText, height: b.height, display: st.display, visibility: st.visibility};""")
    check(notice is not None and notice["height"] > 0 and notice["display"] != "none" and notice["visibility"] == "visible",
          "the renderer drift notice is shown: %s" % notice)
    for lib in report["rendererDrift"]["libraries"]:
        line = "%s %s → %s" % (lib["name"], lib.get("baselines") or "unrecorded", lib.get("machine") or "none")
        check(notice is not None and line in notice["text"], "the notice names %s" % line)
    check(notice is not None and ("%d fixtures changed pixels only" % len(drifted)) in notice["text"], "the notice counts the drifted fixtures")
    button = page.js("""const b = document.querySelector('button.filter[data-filter="drift"]');
        return b ? {text: b.innerText, height: b.getBoundingClientRect().height} : null;""")
    check(button is not None and button["height"] > 0 and button["text"].split() == ["Renderer", "drift", str(len(drifted))],
          "the Renderer drift filter shows its count: %s" % button)
    listed = page.listed()
    statuses = {f["name"]: ("drift" if f["name"] in drifted else f["status"]) for f in report["fixtures"]}
    layout_only = {f["name"] for f in report["fixtures"] if f.get("layoutOnlyChange")}
    rank = {"error": 0, "failed": 1, "new": 2, "drift": 3}
    ranks = [rank.get(statuses[n], 4 if n in layout_only else 5) for n in listed]
    check(ranks == sorted(ranks), "drift is listed after failures and new fixtures, before passed ones")
    page.click_filter("drift")
    check(set(page.listed()) == drifted, "the Renderer drift filter lists exactly the drifted fixtures")
    badges = page.js("""return [...document.querySelectorAll('#list .row:not([hidden]) .badge')].map((b) =>
        ({text: b.innerText, background: getComputedStyle(b).backgroundColor}));""")
    check(len(badges) == len(drifted) and all(b["text"].lower() == "drift" and b["background"] == "rgb(14, 112, 144)" for b in badges),
          "drifted rows carry a drift badge in its colour: %s" % badges[:2])
    page.screenshot("filter-drift")
    page.click_filter("drift")
    page.click_filter("failed")
    check(not (set(page.listed()) & drifted), "the Failed filter lists no drifted fixture")
    page.click_filter("failed")
    logs = page.severe_logs()
    check(logs == [], "no console errors in the drift report: %s" % logs[:3])


def warnings_checks(page, report_dir, report):
    warned = {f["name"]: f["warnings"] for f in report["fixtures"] if f.get("warnings")}
    check(len(warned) > 0, "the warnings report has fixtures with layout warnings")
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the warnings report's script runs to the end")
    button = page.js("""const b = document.querySelector('button.filter[data-filter="warnings"]');
        return b ? {text: b.innerText, height: b.getBoundingClientRect().height} : null;""")
    check(button is not None and button["height"] > 0 and button["text"].split() == ["Layout", "warnings", str(len(warned))],
          "the Layout warnings filter shows how many fixtures have warnings: %s" % button)
    page.click_filter("warnings")
    check(set(page.listed()) == set(warned), "the Layout warnings filter lists exactly the fixtures with warnings")
    figures = page.js("""return Object.fromEntries([...document.querySelectorAll('#list .row:not([hidden])')].map((r) =>
        [r.title, r.querySelector('.fig').innerText]));""")
    for name, warnings in warned.items():
        check(figures.get(name, "").endswith("⚠ %d" % len(warnings)), "%s's row shows ⚠ %d: %r" % (name, len(warnings), figures.get(name)))
    page.screenshot("filter-warnings")
    name, warnings = sorted(warned.items())[0]
    check(page.select(name), "selecting %s shows its detail" % name)
    section = page.js("""const s = document.querySelector('#detail section.warnings');
        if (!s) return null;
        const b = s.getBoundingClientRect();
        return {text: s.innerText, height: b.height, display: getComputedStyle(s).display};""")
    check(section is not None and section["height"] > 0 and section["display"] != "none", "the detail shows a warnings section")
    if section is not None:
        check(("Layout warnings: %d" % len(warnings)) in section["text"], "the section counts the warnings")
        for w in warnings:
            check(w["reason"] in section["text"] and w["fix"] in section["text"] and w["code"] in section["text"],
                  "the section shows %s's code, reason and fix" % w["node"])
    page.screenshot("detail-warnings")
    page.click_filter("warnings")
    logs = page.severe_logs()
    check(logs == [], "no console errors in the warnings report: %s" % logs[:3])


def why_click(page, role, frame, size):
    """Clicks the centre of `frame` ([x, y, w, h] in points) in the `role` image; returns what
    document.elementFromPoint finds there (its tag and the layer's role) before the click."""
    from selenium.webdriver.common.action_chains import ActionChains
    layer = page.js("return document.querySelector('#stage .layer[data-role=' + arguments[0] + ']')", role)
    if layer is None:
        return None
    box = page.js("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", layer)
    x = box[0] + (frame[0] + frame[2] / 2) / size[0] * box[2]
    y = box[1] + (frame[1] + frame[3] / 2) / size[1] * box[3]
    hit = page.js("const e = document.elementFromPoint(arguments[0], arguments[1]); const l = e && e.closest('.layer');"
                  " return l ? l.dataset.role : null", x, y)
    ActionChains(page.d).move_to_element_with_offset(layer, int(x - (box[0] + box[2] / 2)), int(y - (box[1] + box[3] / 2))).click().perform()
    page.wait("return !!document.getElementById('why-panel')", 5)
    return hit


def why_panel(page):
    """What a person sees of the "Why this size" panel: None when it is not shown; else its
    title, each element of the chain (heading, offered line, step texts), the frame numbers of
    the comparison that are highlighted, and whether the element at its centre is inside it."""
    return page.js("""const p = document.getElementById('why-panel');
        if (!p) return null;
        const marked = (e) => !!e && e.classList.contains('why-differs') && !['rgba(0, 0, 0, 0)', 'transparent'].includes(getComputedStyle(e).backgroundColor);
        const chainOf = (list) => !list ? [] : [...list.children].map((li) => ({
            head: li.querySelector('.why-head').textContent, target: li.classList.contains('why-target'),
            offered: (li.querySelector('.why-offered') || {}).textContent || null,
            steps: [...li.querySelectorAll('.why-step .why-text')].map((s) => s.textContent),
            terms: [...li.querySelectorAll('.why-terms')].map((s) => s.textContent),
            frameMarked: marked(li.querySelector('.why-frame')),
            markedSteps: [...li.querySelectorAll('.why-step')].filter(marked).map((s) => s.querySelector('.why-text').textContent)}));
        const b = p.getBoundingClientRect(), cs = getComputedStyle(p);
        p.scrollIntoView({block: 'center'});
        const c = p.getBoundingClientRect();
        const at = document.elementFromPoint(c.left + c.width / 2, c.top + Math.min(c.height / 2, 20));
        const cells = [...p.querySelectorAll('.why-compare td')];
        return {title: p.querySelector('h3').textContent, width: b.width, height: b.height, display: cs.display,
          visibility: cs.visibility, onTop: !!(at && p.contains(at)),
          chain: chainOf(p.querySelector('.why-side:last-child .why-chain') || p.querySelector('.why-chain')),
          sides: [...p.querySelectorAll('.why-side')].map((side) => {
            const r = side.getBoundingClientRect();
            return {title: side.querySelector('h4').textContent, box: [r.left, r.top, r.width, r.height],
                    chain: chainOf(side.querySelector('.why-chain'))}; }),
          differs: cells.filter((td) => td.classList.contains('why-differs')).map((td) => td.closest('tr').firstChild.textContent + ' ' + td.dataset.axis),
          differsBackground: cells.filter((td) => td.classList.contains('why-differs')).map((td) => getComputedStyle(td).backgroundColor),
          plainBackground: cells.filter((td) => !td.classList.contains('why-differs')).map((td) => getComputedStyle(td).backgroundColor),
          summary: (p.querySelector('.why-summary') || {}).textContent || null,
          note: [...p.querySelectorAll(':scope > p.facts')].map((e) => e.textContent).join(' ')};""")


def why_checks(page, report_dir, report):
    """The "Why this size" panel of a real check's report, in which headerStack's spacing went
    from 10 to 16: clicking usernameNode in the image (side by side, onion skin, swipe on the
    baseline's side, with spec boundaries shown) or its structural diff row (mouse, then keyboard)
    shows its chain with the explanation's numbers, the moved x highlighted; Escape closes it."""
    fixture = next(f for f in report["fixtures"] if f["name"] == "why/header")
    check(fixture["status"] == "failed", "the changed fixture failed")
    explanation = json.loads((report_dir / fixture["layouts"]["explanation"]).read_text())
    names = [e.get("debugName") for e in explanation["elements"]]
    target = explanation["elements"][names.index("usernameNode")]
    chain = [target]
    k = names.index("usernameNode")
    while explanation["parents"][k] is not None:
        k = explanation["parents"][k]
        chain.insert(0, explanation["elements"][k])
    size = fixture["size"]
    baseline_explanation = json.loads((report_dir / fixture["layouts"]["baselineExplanation"]).read_text())
    base_names = [e.get("debugName") for e in baseline_explanation["elements"]]
    k = base_names.index("usernameNode")
    baseline_chain = [baseline_explanation["elements"][k]]
    while baseline_explanation["parents"][k] is not None:
        k = baseline_explanation["parents"][k]
        baseline_chain.insert(0, baseline_explanation["elements"][k])
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the checked report loads")
    check(page.select("why/header"), "the changed fixture opens")
    check(why_panel(page) is None, "no panel before a click")
    expected_head = 'node "usernameNode" → (%s)' % ", ".join("%g" % v for v in target["frame"])

    def expect_panel(how):
        panel = why_panel(page)
        check(panel is not None, "%s opens the panel" % how)
        if panel is None:
            return
        check(panel["display"] != "none" and panel["visibility"] == "visible" and panel["width"] > 200 and panel["height"] > 50,
              "%s: the panel is laid out and visible: %s" % (how, {k: panel[k] for k in ("display", "visibility", "width", "height")}))
        check(panel["onTop"], "%s: the panel is what is at its own centre (nothing covers it)" % how)
        check(panel["title"] == 'Why this size: node "usernameNode"', "%s: the panel names usernameNode: %r" % (how, panel["title"]))
        heads = [c["head"] for c in panel["chain"]]
        check(len(heads) == len(chain) and heads[-1] == expected_head and panel["chain"][-1]["target"],
              "%s: the chain runs from the root to usernameNode at its frame: %s" % (how, heads))
        check(any('stack "headerStack"' in h for h in heads), "%s: the chain goes through headerStack" % how)
        shown = panel["chain"][-1]["steps"]
        check(shown == [s["text"] for s in target["steps"]],
              "%s: the steps are the explanation's, in order: %s" % (how, shown))
        terms = " | ".join(panel["chain"][-1]["terms"])
        check("16" in terms and "x %g" % target["frame"][0] in terms, "%s: the position's terms add up to x with spacing 16: %r" % (how, terms))
        check(sorted(panel["differs"]) == ["Actual x", "Baseline x"],
              "%s: only x (50 → 56) is highlighted in the comparison: %s" % (how, panel["differs"]))
        check(all(bg not in ("rgba(0, 0, 0, 0)", "transparent") for bg in panel["differsBackground"])
              and all(bg == "rgba(0, 0, 0, 0)" for bg in panel["plainBackground"]),
              "%s: the differing numbers have a background, the others none: %s / %s"
              % (how, panel["differsBackground"], set(panel["plainBackground"])))
        check(panel["summary"] == "usernameNode: x 50 → 56 (+6pt) because headerStack.spacing 10 → 16",
              "%s: the panel shows the change's summary with the spec parameter that caused it: %r" % (how, panel["summary"]))
        # The baseline keeps its own explanation: its chain stands left of the actual's, and only
        # what differs (usernameNode's frame and the step that placed it after the spacing) is marked.
        sides = panel["sides"]
        check([s["title"] for s in sides] == ["Baseline", "Actual"], "%s: a Baseline and an Actual chain: %s" % (how, [s["title"] for s in sides]))
        if len(sides) != 2:
            return
        left, right = sides
        check(left["box"][0] + left["box"][2] <= right["box"][0] + 1 and abs(left["box"][1] - right["box"][1]) < 2,
              "%s: the two chains stand side by side: %s / %s" % (how, left["box"], right["box"]))
        base_target = baseline_chain[-1]
        check([c["head"] for c in left["chain"]][-1] == 'node "usernameNode" → (%s)' % ", ".join("%g" % v for v in base_target["frame"]),
              "%s: the baseline chain ends at usernameNode's baseline frame: %s" % (how, [c["head"] for c in left["chain"]]))
        check(left["chain"][-1]["steps"] == [s["text"] for s in base_target["steps"]],
              "%s: the baseline's steps are the baseline explanation's: %s" % (how, left["chain"][-1]["steps"]))
        differing = [a["text"] for a, b in zip(target["steps"], base_target["steps"]) if a["text"] != b["text"]]
        check(differing and right["chain"][-1]["markedSteps"] == differing,
              "%s: the actual's differing steps, and only those, are marked: %s (expected %s)" % (how, right["chain"][-1]["markedSteps"], differing))
        check(any("10" in t for t in left["chain"][-1]["markedSteps"]) and any("16" in t for t in right["chain"][-1]["markedSteps"]),
              "%s: the marked steps show spacing 10 on the baseline's side and 16 on the actual's: %s / %s"
              % (how, left["chain"][-1]["markedSteps"], right["chain"][-1]["markedSteps"]))
        check(left["chain"][-1]["frameMarked"] and right["chain"][-1]["frameMarked"]
              and not any(c["frameMarked"] or c["markedSteps"] for side in sides for c in side["chain"][:-1]),
              "%s: usernameNode's frames are marked, its unchanged ancestors not" % how)

    hit = why_click(page, "actual", target["frame"], size)
    check(hit == "actual", "the actual image is what is at usernameNode's centre: %r" % hit)
    expect_panel("clicking usernameNode in the actual image")
    page.screenshot("why-panel")
    page.key(Keys.ESCAPE)
    check(page.wait("return !document.getElementById('why-panel')", 3), "Escape closes the panel")

    page.key("3")
    page.key("s")
    why_click(page, "actual", target["frame"], size)
    expect_panel("clicking it in the onion skin with spec boundaries shown")
    page.key("s")
    page.key(Keys.ESCAPE)
    page.key("2")
    page.js("const r = document.getElementById('swipe-range'); r.value = '1000'; r.dispatchEvent(new Event('input'));")
    baseline_frame = [target["frame"][0] - 6] + target["frame"][1:]
    hit = why_click(page, "baseline", baseline_frame, size)
    check(hit == "baseline", "with the swipe at the right edge the baseline image is under the pointer: %r" % hit)
    expect_panel("clicking it in the baseline's side of the swipe")
    page.key(Keys.ESCAPE)
    page.key("1")

    rows = page.js("return [...document.querySelectorAll('#detail section.structural tbody tr')].map((r) => r.textContent)")
    index = next((i for i, r in enumerate(rows or []) if "usernameNode" in r), None)
    check(index is not None, "the structural diff has a row for usernameNode: %s" % rows)
    if index is not None:
        page.js("document.querySelectorAll('#detail section.structural tbody tr')[arguments[0]].click()", index)
        expect_panel("clicking its structural diff row")
        page.key(Keys.ESCAPE)
        page.js("document.querySelectorAll('#detail section.structural tbody tr')[arguments[0]].focus()", index)
        from selenium.webdriver.common.action_chains import ActionChains
        ActionChains(page.d).send_keys(Keys.ENTER).perform()
        page.wait("return !!document.getElementById('why-panel')", 3)
        expect_panel("Enter on its focused structural diff row")
        page.key(Keys.ESCAPE)
    deep_checks(page, report)
    logs = page.severe_logs()
    check(logs == [], "no console errors in the why report: %s" % logs[:3])


def deep_checks(page, report):
    """A new fixture nesting 1414 levels, too deep for a check to explain (its elements' paths
    hold more than a million segments): the report has no explanation of it, and clicking its
    node shows a panel that says why."""
    deep = next((f for f in report["fixtures"] if f["name"] == "deep/over-limit"), None)
    check(deep is not None and deep["status"] == "new", "the deep fixture is new: %s" % (deep and deep["status"]))
    if deep is None:
        return
    check("explanation" not in deep["layouts"], "the check wrote no explanation of it: %s" % deep["layouts"])
    check(page.select("deep/over-limit"), "the deep fixture opens")
    hit = why_click(page, "actual", [0, 0, 10, 10], deep["size"])
    check(hit == "actual", "its actual image is under the pointer: %r" % hit)
    panel = why_panel(page)
    check(panel is not None and panel["display"] != "none" and panel["visibility"] == "visible" and panel["onTop"],
          "clicking its node opens a visible panel: %s" % (panel and {k: panel[k] for k in ("display", "visibility", "onTop")}))
    if panel is None:
        return
    check("No explanation was written" in panel["note"] and "too large to read" in panel["note"]
          and "times their depth" in panel["note"],
          "the panel says the explanation would be too large, growing with depth: %r" % panel["note"])
    check(panel["chain"] == [], "the panel shows no chain: %s" % panel["chain"])
    page.screenshot("why-panel-deep")
    page.key(Keys.ESCAPE)


def passing_checks(page, report_dir, report, detached):
    """A report of fixtures that passed unchanged holds no copies of them: each shows its baseline
    file, loaded from the baseline folder beside the report, with its layout's overlays and hover
    details, and a line saying where the image is. `detached`: the report was copied away from the
    baseline folder (a CI artifact), and each says where the image is instead of a broken image."""
    from selenium.webdriver.common.action_chains import ActionChains
    check(page.open((report_dir / "index.html").resolve().as_uri()), "the passing report loads")
    unchanged = [f for f in report["fixtures"] if f["status"] == "passed" and not {"baseline", "actual"} & set(f["images"])]
    check(len(unchanged) == len(report["fixtures"]) > 0, "every fixture passed unchanged with no report image: %d" % len(unchanged))
    for f in unchanged:
        name = f["name"]
        where = "%s/%s.png" % (report["settings"]["baselineDirectory"], name)
        check(page.select(name), "%s opens" % name)
        state = page.wait("""const i = document.querySelector('#stage .layer[data-role=baseline] img');
            const m = document.querySelector('#stage .missing-image');
            if (m) return {missing: m.textContent};
            if (!i || !i.complete) return null;
            const r = i.getBoundingClientRect();
            return {natural: [i.naturalWidth, i.naturalHeight], box: [r.width, r.height], src: i.getAttribute('src'),
                    note: (document.querySelector('#detail .same-pixels') || {}).textContent || ''};""", 10)
        width, height = (round(v * f["scale"]) for v in f["size"])
        if detached:
            check(state is not None and "missing" in state and where in state["missing"],
                  "%s: away from the baselines, the page says where the image is: %r" % (name, state))
            continue
        check(state is not None and state.get("natural") == [width, height] and state["box"][0] > 0 and state["box"][1] > 0,
              "%s: the baseline file is shown at %dx%d px from the baseline folder: %r" % (name, width, height, state))
        check(state is not None and where in state.get("note", "") and "--copy-passing" in state.get("note", ""),
              "%s: a line says the image is the baseline file %s: %r" % (name, where, state and state.get("note")))
        layer = page.js("return document.querySelector('#stage .layer[data-role=baseline]')")
        rect = page.js("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", layer)
        ActionChains(page.d).move_to_element_with_offset(layer, 0, 0).perform()
        hover = page.wait("const h = document.getElementById('hover-info'); return h && h.textContent.trim() && h.textContent", 3)
        check(bool(hover), "%s: hovering the image shows the element under the pointer (the layout is there): %r" % (name, hover))
    logs = [l for l in page.severe_logs() if not detached or ".png" not in l]
    check(logs == [], "no console errors in the passing report: %s" % logs[:3])


SCREENSHOTS = None


def main():
    global SCREENSHOTS
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--report", type=Path)
    parser.add_argument("--bulk", type=Path)
    parser.add_argument("--checked", type=Path)
    parser.add_argument("--drift", type=Path)
    parser.add_argument("--warnings", type=Path)
    parser.add_argument("--why", type=Path)
    parser.add_argument("--passing", type=Path, help="a report whose fixtures all passed unchanged")
    parser.add_argument("--detached", action="store_true", help="with --passing: the report was moved away from its baselines")
    parser.add_argument("--screenshots", type=Path, help="a folder to save screenshots of the states checked in")
    args = parser.parse_args()
    SCREENSHOTS = args.screenshots
    if not args.report and not args.checked and not args.drift and not args.warnings and not args.why and not args.passing:
        parser.error("give --report, --checked, --drift, --warnings, --why or --passing")
    driver = make_driver()
    try:
        page = Page(driver)
        if args.report:
            report = json.loads((args.report / "report.json").read_text())
            functional_checks(page, args.report, report)
            if args.bulk:
                bulk_checks(page, args.bulk)
            hostile_checks(page, args.report, report)
            stale_data_check(page, args.report, report)
        if args.checked:
            checked_report_checks(page, args.checked, json.loads((args.checked / "report.json").read_text()))
        if args.drift:
            drift_checks(page, args.drift, json.loads((args.drift / "report.json").read_text()))
        if args.warnings:
            warnings_checks(page, args.warnings, json.loads((args.warnings / "report.json").read_text()))
        if args.why:
            why_checks(page, args.why, json.loads((args.why / "report.json").read_text()))
        if args.passing:
            passing_checks(page, args.passing, json.loads((args.passing / "report.json").read_text()), args.detached)
    finally:
        driver.quit()
    if failures:
        print("%d check(s) failed:" % len(failures))
        for f in failures:
            print("  - " + f)
        return 1
    print("all browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
