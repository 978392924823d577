"""Bytes a browser moves to open the page: a first load, then a second visit.

Starts ``bideuchre serve`` on a free port (SQLite in a temporary folder),
opens ``/`` in Debian's headless Chromium with an empty cache, waits for the
table to be ready, and sums the browser's own figures (Resource Timing
``transferSize``: bytes received for each file, headers included, 0 for a
file taken from the cache) for the page and every file it loaded.  Then it
opens ``/`` again in the same browser (a returning player) and counts the
files that went to the network (fetched or revalidated) versus those taken
from the cache.

    .venv/bin/python benchmarks/page_bytes.py [--url http://127.0.0.1:8000]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, DESKTOP, _free_port  # noqa: E402

_ENTRIES = """() => [...performance.getEntriesByType('navigation'),
  ...performance.getEntriesByType('resource')].map(e => ({
    name: e.name, transfer: e.transferSize, body: e.encodedBodySize,
    decoded: e.decodedBodySize}))"""


def measure(url: str) -> dict[str, Any]:
    """The first and second load of ``url`` (see the module's docstring)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        context = browser.new_context(viewport=DESKTOP)
        page = context.new_page()
        loads = []
        for _ in range(2):
            page.goto(url + "/")
            page.wait_for_function("() => document.body.classList.contains('ready')")
            page.wait_for_load_state("networkidle")
            entries = [e for e in page.evaluate(_ENTRIES) if "/api/" not in e["name"]]
            loads.append(
                {
                    "files": len(entries),
                    "transfer_bytes": sum(e["transfer"] for e in entries),
                    "body_bytes": sum(e["body"] for e in entries),
                    "decoded_bytes": sum(e["decoded"] for e in entries),
                    "from_network": sum(1 for e in entries if e["transfer"] > 0),
                    "from_cache": sum(1 for e in entries if e["transfer"] == 0),
                }
            )
        browser.close()
    return {"first": loads[0], "second": loads[1]}


@contextmanager
def serve(data: Path) -> Iterator[str]:
    """``bideuchre serve`` on a free port (waits up to 3 minutes for it: the
    solver's warm-up is slow on a busy machine); yields its base URL."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    command = [sys.executable, "-m", "bideuchre", "serve", "--port", str(port)]
    proc = subprocess.Popen(
        [*command, "--data-dir", str(data), "--log-level", "warning"],
        env=env,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 180
        while True:
            try:
                with urllib.request.urlopen(url + "/api/health", timeout=2):
                    break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError("bideuchre serve did not start") from None
                time.sleep(0.2)
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="measure this server instead of starting one")
    args = parser.parse_args()
    if args.url:
        result = measure(args.url.rstrip("/"))
    else:
        with tempfile.TemporaryDirectory() as data, serve(Path(data)) as url:
            result = measure(url)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
