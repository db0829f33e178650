"""What the browser tests share: headless Chromium through Selenium (as the report's browser tests
and the documentation's screenshots drive it), the log of checks, waiting for the page, and looking
nodes up in a layout file."""

import os
import shutil
import time

failures = []


def check(condition, what):
    """Prints `ok` or `FAIL` and what was checked; a failed check is kept in `failures`."""
    print(("ok    " if condition else "FAIL  ") + what, flush=True)
    if not condition:
        failures.append(what)


def wait_for(driver, script, *args, timeout=20.0, interval=0.01):
    """Runs `script` (with `args`) in the page until it returns a truthy value; returns it, or None
    when `timeout` seconds pass first."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(interval)
    return None


def make_driver(file_access=False, capture_alerts=False, page_load_timeout=60):
    """A Chrome driver for Debian's chromium and chromium-driver: headless, 1400×1000 at scale 1,
    the browser console kept. `file_access` lets pages opened from file:// read files beside them;
    `capture_alerts` records alert/confirm/prompt calls in `window.__alerts` instead of blocking."""
    os.environ.setdefault("SE_OFFLINE", "true")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary:
        options.binary_location = binary
    arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--window-size=1400,1000", "--force-device-scale-factor=1"]
    if file_access:
        arguments.append("--allow-file-access-from-files")
    for argument in arguments:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(executable_path=shutil.which("chromedriver")), options=options)
    driver.set_page_load_timeout(page_load_timeout)
    driver.set_script_timeout(30)
    if capture_alerts:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source":
            "window.__alerts = []; for (const f of ['alert', 'confirm', 'prompt'])"
            " window[f] = function (m) { window.__alerts.push(f + ':' + String(m)); };"})
    return driver


def find_element(element, test):
    """The first element of a layout file's tree (`{"kind", …, "children"}`), depth first, that
    `test` accepts; None when none does."""
    if test(element):
        return element
    for child in element.get("children", []):
        found = find_element(child, test)
        if found is not None:
            return found
    return None
