#!/usr/bin/env python3
"""Drives headless Chromium through a scripted visit of a local page and reports as JSON.

    python3 Tools/browser/harness.py SPEC.json        # the report on standard output

Chromium is spoken to over the DevTools protocol on a pipe (--remote-debugging-pipe: file
descriptors 3 and 4, one JSON message per NUL-terminated record), so there is no port to
pick or to collide on, no websocket and nothing to install beyond Python's standard library
and Debian's chromium. See README.md beside this file for the spec and the report.

Exit status: 0 when the visit ran and the page logged no error, 1 when it logged one (a
console error, an uncaught exception, a blocked or failed request, a request for anything
but the page itself), 2 when the harness could not run the visit.
"""

import base64
import fcntl
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

# Pinned so that screenshots are the same on every run and machine: software rendering,
# sRGB, no LCD text or hinting, one device pixel a CSS pixel, no scrollbars.
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--remote-debugging-pipe", "--no-first-run",
    "--no-default-browser-check", "--disable-gpu", "--disable-extensions",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-default-apps", "--mute-audio", "--hide-scrollbars", "--force-color-profile=srgb",
    "--font-render-hinting=none", "--disable-lcd-text", "--force-device-scale-factor=1",
    "--disable-dev-shm-usage", "--disable-features=Translate,MediaRouter",
]

KEY_CODES = {"Enter": 13, " ": 32, "Escape": 27, "Tab": 9, "ArrowLeft": 37, "ArrowUp": 38,
             "ArrowRight": 39, "ArrowDown": 40, "Home": 36, "End": 35}


class HarnessError(Exception):
    pass


class Browser:
    """One Chromium process and the page it opened, attached in flat session mode."""

    def __init__(self, executable, width, height, timeout):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="inspect-chromium-")
        self.log_path = os.path.join(self.profile, "chromium.log")
        ours_read, theirs_write = os.pipe()   # Chromium writes fd 4, we read
        theirs_read, ours_write = os.pipe()   # we write, Chromium reads fd 3
        # Move Chromium's ends above 10 so that the dup2 onto 3 and 4 never lands on itself
        # (a dup2 onto the same number keeps close-on-exec).
        theirs_read_high = fcntl.fcntl(theirs_read, fcntl.F_DUPFD_CLOEXEC, 10)
        theirs_write_high = fcntl.fcntl(theirs_write, fcntl.F_DUPFD_CLOEXEC, 10)
        os.close(theirs_read)
        os.close(theirs_write)

        def give_pipes():
            os.dup2(theirs_read_high, 3)
            os.dup2(theirs_write_high, 4)

        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [executable] + CHROMIUM_FLAGS + [
                    "--user-data-dir=" + self.profile, "--window-size=%d,%d" % (width, height),
                    "about:blank"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, close_fds=False,
                preexec_fn=give_pipes)
        os.close(theirs_read_high)
        os.close(theirs_write_high)
        self.reader = ours_read
        self.writer = ours_write
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None
        started = time.monotonic()
        targets = self.call("Target.getTargets")["targetInfos"]
        pages = [t for t in targets if t["type"] == "page"]
        if not pages:
            raise HarnessError("chromium opened no page")
        self.session = self.call(
            "Target.attachToTarget", {"targetId": pages[0]["targetId"], "flatten": True},
            browser=True)["sessionId"]
        self.start_seconds = time.monotonic() - started
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(domain + ".enable")
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params, browser):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not browser:
            message["sessionId"] = self.session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.writer, data):]
        return self.next_id

    def receive(self, deadline):
        while b"\0" not in self.buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                raise HarnessError("chromium did not answer within %g s" % self.timeout)
            ready, _, _ = select.select([self.reader], [], [], left)
            if ready:
                chunk = os.read(self.reader, 1 << 20)
                if not chunk:
                    raise HarnessError("chromium closed the pipe (exit %s); its log:\n%s"
                                       % (self.process.poll(), self.log_tail()))
                self.buffer += chunk
        record, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(record)

    def call(self, method, params=None, browser=False):
        wanted = self.send(method, params, browser)
        deadline = time.monotonic() + self.timeout
        while True:
            message = self.receive(deadline)
            if message.get("id") == wanted:
                if "error" in message:
                    raise HarnessError("%s: %s" % (method, message["error"].get("message")))
                return message.get("result", {})
            if "method" in message:
                self.events.append(message)

    def wait_for(self, method):
        deadline = time.monotonic() + self.timeout
        for index, event in enumerate(self.events):
            if event["method"] == method:
                del self.events[index]
                return event
        while True:
            message = self.receive(deadline)
            if message.get("method") == method:
                return message
            if "method" in message:
                self.events.append(message)

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", {
            "expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            raise HarnessError("evaluating %r: %s" % (expression[:80], text))
        return result["result"].get("value")

    def log_tail(self):
        try:
            with open(self.log_path, "rb") as log:
                return log.read()[-2000:].decode(errors="replace")
        except OSError:
            return ""

    def close(self):
        try:
            if self.process.poll() is None:
                self.send("Browser.close", {}, browser=True)
                self.process.wait(timeout=10)
        except (OSError, HarnessError, subprocess.TimeoutExpired):
            pass
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        for fd in (self.reader, self.writer):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self.profile, ignore_errors=True)


# Two animation frames: the page has laid out and painted what the last step changed.
SETTLE = "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))"


def element_centre(browser, selector):
    point = browser.evaluate(
        "(() => { const el = document.querySelector(%s); if (!el) return null;"
        " el.scrollIntoView({block: 'center', inline: 'center'});"
        " const r = el.getBoundingClientRect();"
        " return [r.left + r.width / 2, r.top + r.height / 2]; })()" % json.dumps(selector))
    if point is None:
        raise HarnessError("no element matches %r" % selector)
    return point


def mouse(browser, kind, x, y):
    browser.call("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left" if kind != "mouseMoved" else "none",
        "clickCount": 1 if kind != "mouseMoved" else 0})


def run_step(browser, step, report, page_url):
    action = step["do"]
    if action == "load":
        browser.call("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": step.get("scheme", "light")}]})
        url = "file://" + os.path.abspath(step["file"])
        page_url[0] = url
        started = time.monotonic()
        browser.call("Page.navigate", {"url": url})
        browser.wait_for("Page.loadEventFired")
        browser.evaluate(SETTLE)
        name = step.get("name", "load")
        report["timings"][name + "_ms"] = round((time.monotonic() - started) * 1000, 1)
        report["timings"][name + "_navigation_ms"] = browser.evaluate(
            "performance.getEntriesByType('navigation')[0].loadEventEnd")
    elif action in ("click", "hover"):
        x, y = element_centre(browser, step["selector"])
        mouse(browser, "mouseMoved", x, y)
        if action == "click":
            mouse(browser, "mousePressed", x, y)
            mouse(browser, "mouseReleased", x, y)
        browser.evaluate(SETTLE)
    elif action == "focus":
        browser.evaluate("document.querySelector(%s).focus()" % json.dumps(step["selector"]))
    elif action == "key":
        key = step["key"]
        code = KEY_CODES.get(key, 0)
        down = {"type": "keyDown", "key": key, "windowsVirtualKeyCode": code,
                "code": "Space" if key == " " else key}
        if key in ("Enter", " "):
            down["text"] = "\r" if key == "Enter" else " "
        browser.call("Input.dispatchKeyEvent", down)
        browser.call("Input.dispatchKeyEvent", {
            "type": "keyUp", "key": key, "windowsVirtualKeyCode": code, "code": down["code"]})
        browser.evaluate(SETTLE)
    elif action == "eval":
        report["results"][step["name"]] = browser.evaluate(step["expression"])
    elif action == "screenshot":
        shot = browser.call("Page.captureScreenshot", {"format": "png"})
        with open(step["file"], "wb") as out:
            out.write(base64.b64decode(shot["data"]))
    else:
        raise HarnessError("unknown step %r" % action)


def collect_errors(browser, report, page_url):
    """Moves the page's complaints from the event queue into the report."""
    for event in browser.events:
        method, params = event["method"], event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            report["errors"].append("uncaught exception: %s" % text)
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])
            report["errors"].append("console.%s: %s" % (params["type"], text))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            report["errors"].append("log: %s" % params["entry"]["text"])
        elif method == "Network.requestWillBeSent":
            url = params["request"]["url"]
            report["requests"].append(url)
            if url != page_url[0] and not url.startswith("data:"):
                report["errors"].append("request for something other than the page: %s" % url)
        elif method == "Network.loadingFailed":
            report["errors"].append("failed to load: %s" % params.get("errorText"))
    browser.events = []


def main(argv):
    if len(argv) != 2:
        print("usage: harness.py SPEC.json", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as spec_file:
        spec = json.load(spec_file)
    report = {"errors": [], "requests": [], "results": {}, "timings": {}}
    executable = spec.get("chromium") or os.environ.get("INSPECT_CHROMIUM") or "chromium"
    if shutil.which(executable) is None:
        print(json.dumps({"harness": "no '%s' on PATH (install Debian's chromium)" % executable}))
        return 2
    browser = None
    page_url = [None]
    try:
        browser = Browser(executable, spec.get("width", 1280), spec.get("height", 800),
                          spec.get("timeout", 60))
        report["timings"]["browser_start_ms"] = round(browser.start_seconds * 1000, 1)
        for step in spec["steps"]:
            run_step(browser, step, report, page_url)
            collect_errors(browser, report, page_url)
    except HarnessError as error:
        report["harness"] = str(error)
        if browser:
            report["chromium_log"] = browser.log_tail()
        print(json.dumps(report, indent=1))
        return 2
    finally:
        if browser:
            browser.close()
    print(json.dumps(report, indent=1))
    return 1 if report["errors"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
