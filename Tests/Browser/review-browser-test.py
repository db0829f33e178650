#!/usr/bin/env python3
"""Drives `layoutlab review` in headless Chromium, as a reviewer would.

    Tests/Browser/review-browser-test.py --layoutlab PATH --project DIR [--screenshot PNG]

--project   a folder holding a copy of the catalog (Fixtures/catalog and Baselines/catalog), which
            the test edits.
--layoutlab the built layoutlab binary.
--screenshot where to save a screenshot of the page showing the failure (for the docs).

Starts `layoutlab review` on the copy, opens the page, breaks a fixture file and waits for the
failure to appear in the open page without a reload (the save-to-page latency is printed, not
asserted); a POST without the session's token, and one from another origin, are refused with 403
and change nothing; Approve makes the fixture pass and writes its baseline; Undo brings the old
baseline back and the failure with it. Clicking the changed label opens its "Why this size"
panel. The reviewer's overlay and zoom choices survive each update,
and the page runs under its Content-Security-Policy with no console error. Last, a page of a
second origin (served on 127.0.0.2 by Python's http.server) tries to include the report's data as
a script, fetch it and the state, load an image and frame the review page: every attempt fails.
Exits 1 when a check fails.
"""
import argparse
import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

from PIL import Image
sys.path.insert(0, str(Path(__file__).resolve().parent))
import browser_test  # noqa: E402
from browser_test import check, failures, wait_for  # noqa: E402

FIXTURE = "catalog/header@320"
FILE = "Fixtures/catalog/header.yaml"


def make_driver():
    return browser_test.make_driver()


BADGE = "const b = document.querySelector('#detail h2 .badge'); return b ? b.textContent : null;"
NAME = "const n = document.querySelector('#detail h2 .fixture-name'); return n ? n.textContent : null;"


def post(url, path, body, headers):
    request = urllib.request.Request(url + path, data=json.dumps(body).encode(), method="POST",
                                     headers=dict({"Content-Type": "application/json"}, **headers))
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


EVIL_PAGE = """<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>another site</title></head><body>
<script>
window.results = {};
// What the review's data scripts would call, were they served as scripts.
window.layoutlabFixture = function (token, index, data) { window.results.script = 'read: ' + JSON.stringify(data).slice(0, 60); };
</script>
<script src="REVIEW/data/0.js" onload="results.scriptLoaded = true" onerror="results.scriptError = true"></script>
<script>
const tried = (name, promise) => promise.then((t) => { results[name] = 'read: ' + String(t).slice(0, 60); },
                                            (e) => { results[name] = 'failed: ' + e; });
tried('fetchData', fetch('REVIEW/data/0.json').then((r) => r.text()));
tried('fetchState', fetch('REVIEW/state').then((r) => r.text()));
tried('fetchDataWithHeader', fetch('REVIEW/data/0.json', { headers: { 'X-Layoutlab-Token': 'guess' } }).then((r) => r.text()));
tried('noCors', fetch('REVIEW/data/0.json', { mode: 'no-cors' }).then((r) => r.type + ' ' + r.status));
const img = new Image();
img.onload = () => { results.image = 'loaded ' + img.naturalWidth + 'x' + img.naturalHeight; };
img.onerror = () => { results.image = 'failed'; };
img.src = 'REVIEW/IMAGE';
</script>
<iframe id="frame" src="REVIEW/" width="800" height="400"></iframe>
</body></html>
"""


def free_port(host):
    import socket
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def second_origin(driver, url, image):
    """A page of another origin (127.0.0.2, another port) tries to read the review's data and
    images and to frame its page; each must fail. Returns what the page saw."""
    import tempfile
    folder = tempfile.mkdtemp(prefix="layoutlab-evil-")
    review = url.rstrip("/")
    Path(folder, "evil.html").write_text(EVIL_PAGE.replace("REVIEW", review).replace("IMAGE", image))
    host = "127.0.0.2"
    port = free_port(host)
    site = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", host, "--directory", folder],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen("http://%s:%d/evil.html" % (host, port), timeout=1).read()
                break
            except OSError:
                time.sleep(0.05)
        driver.get("http://%s:%d/evil.html" % (host, port))
        results = wait_for(driver, "const r = window.results; return r && 'fetchData' in r && 'fetchState' in r && "
                                   "'fetchDataWithHeader' in r && 'noCors' in r && 'image' in r && "
                                   "('scriptLoaded' in r || 'scriptError' in r) ? r : null;", timeout=20) or {}
        time.sleep(1)
        frame = driver.find_element("id", "frame")
        driver.switch_to.frame(frame)
        framed = driver.execute_script("return !!document.getElementById('layoutlab-review') || "
                                       "!!document.getElementById('review-approve-shown');")
        driver.switch_to.default_content()
        return results, framed
    finally:
        site.terminate()
        try:
            site.wait(timeout=3)
        except subprocess.TimeoutExpired:  # SIGTERM may be blocked in a process started by a test runner
            site.kill()
            site.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


def why_check(driver, project):
    """In the live page, clicking the changed label in the actual image opens the "Why this size"
    panel with its chain, from the explanation the review's check wrote; Escape closes it."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.keys import Keys
    layout = json.loads((project / "Reports" / "actual" / (FIXTURE + ".layout.json")).read_text())
    label = browser_test.find_element(layout["root"], lambda e: e.get("debugName") == "postTime")
    check(label is not None and label.get("text") == "31m", "the actual layout has the changed postTime label")
    if label is None:
        return
    zoom = driver.execute_script("const b = document.querySelector(\"#detail button[aria-pressed='true'][data-zoom]\"); return b && b.dataset.zoom;")
    from selenium.common.exceptions import StaleElementReferenceException
    driver.find_element("css selector", "button[data-zoom='fit']").click()
    f, size = label["frame"], layout["size"]
    # The stage is drawn anew when the zoom changes and when the live page takes an update: the
    # layer is found again if it was replaced between finding it and clicking it.
    for attempt in range(5):
        try:
            layer = driver.find_element("css selector", "#stage .layer[data-role=actual]")
            box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", layer)
            dx = (f[0] + f[2] / 2) / size[0] * box[0] - box[0] / 2
            dy = (f[1] + f[3] / 2) / size[1] * box[1] - box[1] / 2
            ActionChains(driver).move_to_element_with_offset(layer, int(dx), int(dy)).click().perform()
            break
        except StaleElementReferenceException:
            if attempt == 4:
                raise
            time.sleep(0.2)
    panel = wait_for(driver, "const p = document.getElementById('why-panel');"
                             " return p && p.getBoundingClientRect().height > 0 ? p.innerText : null;", timeout=10)
    frame = "(%s)" % ", ".join("%g" % v for v in f)
    check(panel is not None and 'Why this size: text "postTime"' in panel and ('text "postTime" → ' + frame) in panel,
          "clicking postTime in the live page opens its Why this size panel at %s: %r" % (frame, (panel or "")[:300]))
    # The bundled baselines keep their explanations: the baseline's chain stands beside the actual's.
    kept = json.loads((project / "Baselines" / (FIXTURE + ".layout.json")).read_text())
    before = browser_test.find_element(kept["root"], lambda e: e.get("debugName") == "postTime")
    sides = driver.execute_script("return [...document.querySelectorAll('#why-panel .why-side')].map((s) => s.innerText);")
    before_head = 'text "postTime" → (%s)' % ", ".join("%g" % v for v in before["frame"]) if before else None
    report = json.loads((project / "Reports" / "report.json").read_text())
    outcome = next((o for o in report["fixtures"] if o["name"] == FIXTURE), {})
    check(outcome.get("layouts", {}).get("baselineExplanation") == "baseline/%s.explain.json" % FIXTURE,
          "the review's check copied the baseline's explanation into the report: %s" % outcome.get("layouts"))
    if before and before["frame"] != f:
        check(len(sides) == 2 and sides[0].startswith("Baseline") and before_head in sides[0] and sides[1].startswith("Actual")
              and ('text "postTime" → ' + frame) in sides[1],
              "the live panel sets the baseline's chain (%s) beside the actual's: %r" % (before_head, [t[:120] for t in sides]))
    else:
        check(sides == [], "postTime kept its frame (%s): one chain, no baseline beside it: %r" % (frame, [t[:120] for t in sides]))
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    check(wait_for(driver, "return !document.getElementById('why-panel');", timeout=5) is not None, "Escape closes the panel")
    if zoom:
        driver.find_element("css selector", "button[data-zoom='%s']" % zoom).click()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutlab", required=True)
    parser.add_argument("--project", required=True)
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    project = Path(args.project)
    fixture_file = project / FILE
    baseline = project / "Baselines" / (FIXTURE + ".png")
    original_source = fixture_file.read_text()
    original_baseline = baseline.read_bytes()

    server = subprocess.Popen([args.layoutlab, "review", "--fixtures", "Fixtures/catalog", "--record", "never",
                               "--jobs", "2", "--port", "0"], cwd=project, stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True)
    driver = None
    try:
        url = None
        output = []
        start = time.monotonic()
        while time.monotonic() - start < 300:
            line = server.stdout.readline()
            if not line:
                break
            output.append(line)
            found = re.search(r"review: serving (http://127\.0\.0\.1:\d+/)", line)
            if found:
                url = found.group(1)
                break
        check(url is not None, "review prints the address it serves on 127.0.0.1")
        if url is None:
            print("".join(output))
            return 1
        check(not any("0.0.0.0" in l for l in output), "review listens on loopback only")

        driver = make_driver()
        driver.get(url + "#fixture=" + FIXTURE)
        check(wait_for(driver, "return document.body.dataset.ready === 'true' && document.body.dataset.reviewConnected === 'true';")
              is not None, "the page loads and connects to the server's events")
        check(wait_for(driver, BADGE) == "passed", "the fixture first shows as passed")
        check(wait_for(driver, NAME) == FIXTURE, "the page shows " + FIXTURE)
        # Passing on equal pixels, the fixture has no second image: the baseline is shown alone, and said to be.
        figures = wait_for(driver, "const c = [...document.querySelectorAll('#stage figure figcaption')]"
                                   ".filter((e) => e.offsetParent !== null).map((e) => e.textContent); return c.length ? c : null;")
        check(figures == ["Baseline"], "a fixture passing on equal pixels shows the baseline alone (%s)" % figures)
        same = driver.execute_script("const n = document.querySelector('.controls .same-pixels');"
                                     " return n && n.offsetParent !== null ? n.textContent : null;")
        check(same is not None and "equal the baseline" in same, "the page says the render's pixels equal the baseline's (%s)" % same)
        bar = driver.find_element("id", "review-approve-shown")
        check(bar.is_displayed(), "the review bar shows Approve all shown")
        # The reviewer's choices: spec overlay on, zoom to actual pixels; a marker that a reload would lose.
        driver.execute_script("window.__noReload = 'still here';")
        driver.find_element("css selector", "button[data-ov='spec']").click()
        zoom = driver.find_elements("css selector", "button[data-zoom='1']")
        if zoom:
            zoom[0].click()
        ov_before = driver.execute_script("const b = document.querySelector(\"button[data-ov='spec']\"); return b && b.getAttribute('aria-pressed');")
        check(ov_before == "true", "the spec overlay is on before the change")

        # Break the fixture: the time label's text changes, so its pixels differ.
        version = int(driver.execute_script("return Number(document.body.dataset.reviewVersion || 0);"))
        saved = time.time() * 1000
        fixture_file.write_text(original_source.replace('"30m"', '"31m"'))
        check(wait_for(driver, "return document.body.dataset.reviewVersion && Number(document.body.dataset.reviewVersion) > %d;" % version,
                       timeout=60) is not None, "an update reaches the page")
        updated = float(driver.execute_script("return Number(document.body.dataset.reviewUpdatedAt);"))
        latency = updated - saved
        check(wait_for(driver, BADGE, timeout=10) == "failed" and driver.execute_script(BADGE) == "failed",
              "the failure appears in the open page")
        check(driver.execute_script("return window.__noReload;") == "still here", "the page was not reloaded")
        check(driver.execute_script(NAME) == FIXTURE, "the same fixture stays selected")
        check(wait_for(driver, "const i = Array.from(document.querySelectorAll('#detail .stage img'));"
                               " return i.length > 0 && i.every((e) => e.complete && e.naturalWidth > 0);", timeout=10, interval=0.005) is not None,
              "the updated fixture's images are shown")
        shown_at = time.time() * 1000
        check(driver.execute_script("const b = document.querySelector(\"button[data-ov='spec']\"); return b && b.getAttribute('aria-pressed');")
              == "true", "the spec overlay is still on after the update")
        if zoom:
            check(driver.execute_script("const b = document.querySelector(\"button[data-zoom='1']\"); return b && b.getAttribute('aria-pressed');")
                  == "true", "the 1:1 zoom is still chosen after the update")
        print("latency from saving %s to the updated fixture in the page: %.0f ms (its images shown after %.0f ms)"
              % (FILE, latency, shown_at - saved), flush=True)
        approve = wait_for(driver, "return document.getElementById('review-approve');", timeout=10)
        check(approve is not None and approve.is_displayed(), "the failed fixture has a visible Approve button")
        why_check(driver, project)
        failed_count = driver.execute_script("return document.querySelector(\"button.filter[data-filter='failed'] b\").textContent;")
        check(failed_count not in (None, "0"), "the Failed filter counts the failures (%s)" % failed_count)
        if args.screenshot:
            time.sleep(0.5)
            driver.save_screenshot(args.screenshot)
        check(baseline.read_bytes() == original_baseline, "the baseline is untouched before approving")

        # Requests that do not come from the page are refused and change nothing.
        token = json.loads(driver.execute_script("return document.getElementById('layoutlab-review').textContent;"))["token"]
        origin = url.rstrip("/")
        check(post(url, "approve", {"names": [FIXTURE]}, {"Origin": origin}) == 403, "a POST without the token is refused with 403")
        check(post(url, "approve", {"names": [FIXTURE]}, {"Origin": "http://evil.example", "X-Layoutlab-Token": token}) == 403,
              "a POST from another origin is refused with 403")
        check(post(url, "undo", {}, {"Origin": origin, "X-Layoutlab-Token": "0" * 64}) == 403, "a POST with a wrong token is refused with 403")
        check(baseline.read_bytes() == original_baseline, "the refused POSTs changed no baseline")
        check(driver.execute_script(BADGE) == "failed", "the refused POSTs changed nothing on the page")

        # Approve from the page. The failed fixture's actual image, as the check wrote it, is what
        # the baseline must become (a passing fixture may have no actual image in the report).
        actual = (project / "Reports" / "actual" / (FIXTURE + ".png")).read_bytes()
        version = int(driver.execute_script("return Number(document.body.dataset.reviewVersion);"))
        approve.click()
        check(wait_for(driver, "return Number(document.body.dataset.reviewVersion) > %d;" % version, timeout=60) is not None
              and wait_for(driver, "return document.querySelector('#detail h2 .badge').textContent === 'passed';", timeout=10) is not None,
              "after Approve the fixture passes")
        approved = baseline.read_bytes()
        # Approve writes the report's image again as a baseline: the same pixels, with their digest.
        same_pixels = Image.open(io.BytesIO(approved)).convert("RGBA").tobytes() == Image.open(io.BytesIO(actual)).convert("RGBA").tobytes()
        check(approved != original_baseline and same_pixels and b"llPX" in approved,
              "the baseline on disk holds the new actual image's pixels")
        status = wait_for(driver, "const t = document.getElementById('review-status').textContent; return t.includes('approved') ? t : null;",
                          timeout=60) or driver.find_element("id", "review-status").text
        check("approved" in status, "the page says what was approved (%s)" % status)
        check(driver.execute_script("return window.__noReload;") == "still here", "approving did not reload the page")

        # Undo.
        version = int(driver.execute_script("return Number(document.body.dataset.reviewVersion);"))
        undo = driver.find_element("id", "review-undo")
        check(wait_for(driver, "return !document.getElementById('review-undo').disabled;", timeout=30) is not None,
              "Undo is enabled after an approval")
        undo.click()
        check(wait_for(driver, "return Number(document.body.dataset.reviewVersion) > %d;" % version, timeout=60) is not None
              and wait_for(driver, "return document.querySelector('#detail h2 .badge').textContent === 'failed';", timeout=10) is not None,
              "after Undo the fixture fails again")
        check(baseline.read_bytes() == original_baseline, "Undo put the old baseline back on disk")
        check(wait_for(driver, "const b = document.getElementById('review-undo'); return b.disabled && b.textContent === 'Undo last approval'"
                               " && document.getElementById('review-status').textContent.startsWith('restored');", timeout=30) is not None,
              "Undo is disabled with nothing left to undo")

        # Approve all shown: the Failed filter shows the fixtures of the broken file.
        driver.find_element("css selector", "button.filter[data-filter='failed']").click()
        # The list is filtered on the next frame: wait until it shows as many rows as the filter counts.
        shown = wait_for(driver, "const n = document.querySelectorAll('#list .row:not([hidden])').length;"
                                 " const b = document.querySelector(\"button.filter[data-filter='failed'] b\");"
                                 " return b && n === Number(b.textContent) ? n : null;", timeout=10) or \
            driver.execute_script("return document.querySelectorAll('#list .row:not([hidden])').length;")
        button = driver.find_element("id", "review-approve-shown")
        check(button.is_displayed() and button.text == "Approve all shown (%d)" % shown and shown > 1,
              "Approve all shown counts the %d failed fixtures the filter shows (%s)" % (shown, button.text))
        failing = [project / "Baselines" / (n + ".png") for n in
                   driver.execute_script("return Array.from(document.querySelectorAll('#list .row:not([hidden]) .name')).map((e) => e.textContent);")]
        before = {p: p.read_bytes() for p in failing}
        version = int(driver.execute_script("return Number(document.body.dataset.reviewVersion);"))
        wait_for(driver, "return !document.getElementById('review-approve-shown').disabled;", timeout=30)
        button.click()
        check(wait_for(driver, "return Number(document.body.dataset.reviewVersion) > %d && "
                               "document.querySelector(\"button.filter[data-filter='failed'] b\").textContent === '0';" % version,
                       timeout=60) is not None, "after Approve all shown no fixture fails")
        check(all(p.read_bytes() != before[p] for p in failing), "every shown fixture's baseline was written")
        wait_for(driver, "return !document.getElementById('review-undo').disabled;", timeout=30)
        version = int(driver.execute_script("return Number(document.body.dataset.reviewVersion);"))
        driver.find_element("id", "review-undo").click()
        check(wait_for(driver, "return Number(document.body.dataset.reviewVersion) > %d && "
                               "document.querySelector(\"button.filter[data-filter='failed'] b\").textContent === '%d';" % (version, shown),
                       timeout=60) is not None, "Undo brings the %d failures back" % shown)
        check(all(p.read_bytes() == before[p] for p in failing), "Undo restored every baseline of that approval")

        severe = [e for e in driver.get_log("browser") if e.get("level") == "SEVERE"]
        check(not severe, "no console errors, none from the page's Content-Security-Policy (%s)" % severe[:3])

        # Another origin open in the same browser: no data, no state, no images, no frame.
        image = driver.execute_script("const i = document.querySelector('#detail .stage img'); return i ? i.getAttribute('src') : null;") \
            or "actual/" + FIXTURE + ".png"
        image = image.split("?")[0]
        image = image[len(url):] if image.startswith(url) else image.lstrip("/")
        try:
            with urllib.request.urlopen(url + image, timeout=10) as response:
                control = response.status
        except urllib.error.HTTPError as error:
            control = error.code
        check(control == 200, "the image the page shows (%s) is served to a client that is no browser page (%s)" % (image, control))
        results, framed = second_origin(driver, url, image)
        print("another origin saw: %s; framed: %s" % (json.dumps(results, sort_keys=True), framed), flush=True)
        check(results != {}, "the other origin's page ran its attempts")
        check("script" not in results and not results.get("scriptLoaded"),
              "a <script> of another origin cannot include the report's data (%s)" % results.get("script", "not run"))
        for name in ("fetchData", "fetchState", "fetchDataWithHeader"):
            check(str(results.get(name, "")).startswith("failed"), "a fetch of another origin cannot read %s (%s)" % (name, results.get(name)))
        check(not str(results.get("noCors", "")).endswith(" 200") or str(results.get("noCors")).startswith("opaque"),
              "a no-cors fetch of another origin gets nothing readable (%s)" % results.get("noCors"))
        check(results.get("image") == "failed", "an <img> of another origin cannot load the report's images (%s)" % results.get("image"))
        check(framed is False, "another origin cannot show the review page in a frame")
        # The review page itself still works after all that.
        driver.get(url + "#fixture=" + FIXTURE)
        check(wait_for(driver, "return document.body.dataset.ready === 'true' && document.body.dataset.reviewConnected === 'true';")
              is not None and wait_for(driver, NAME) == FIXTURE, "the review page still loads and shows its fixture")
    finally:
        fixture_file.write_text(original_source)
        if driver is not None:
            driver.quit()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    if failures:
        print("FAILED: " + "; ".join(failures))
        return 1
    print("all review browser checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
