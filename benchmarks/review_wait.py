"""What a player waits for after "Review the hand", in Chromium (wall time).

Starts its own ``bideuchre serve`` (temporary SQLite folder), plays the first
two hands of ``--games`` casual games at the given level through the page
(South as ``tests/web/driver.py`` plays: the lowest bid once, then passes;
the first legal card), clicks "Review the hand" at each hand's end and
measures from the click to

* the hand on screen (the review's stepper: drawn from the game record while
  the review is computed, docs/ui.md "Hand review"), and
* the marks and the par (the server's review: ``compute_review``, about a
  second of CPU, more on a busy machine; benchmarks/review_bench.py).

Wall time, so the figures depend on the machine's load: print the load
average with them.  Needs /usr/bin/chromium and Playwright (the dev extras).

Usage::

    .venv/bin/python benchmarks/review_wait.py --games 4 [--level medium]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.web.conftest import CHROMIUM, CHROMIUM_ARGS, DESKTOP, serve  # noqa: E402
from tests.web.driver import panel_kind, set_speed_before_load, south_step, wait_idle  # noqa: E402


def _new_game(page: Any, url: str, level: str) -> None:
    page.goto(url + "/")
    wait_idle(page)
    dialog = page.locator("#dlg-new")
    if not dialog.is_visible():
        page.click("#btn-new")
    dialog.locator('input[name="rules"][value="double-deck"]').check()
    dialog.locator(f'input[name="level"][value="{level}"]').check()
    partner = dialog.locator(f'input[name="partner_level"][value="{level}"]')
    if partner.count():
        partner.check()
    dialog.locator("#new-start").click()
    page.wait_for_function("() => !!localStorage.getItem('bideuchre.game')")
    wait_idle(page)


def _review_times(page: Any) -> tuple[float, float]:
    """Click "Review the hand"; milliseconds to the hand shown and to the marks."""
    t0 = time.monotonic()
    page.click("#panel .review-hand")
    page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=120_000)
    t1 = time.monotonic()
    page.wait_for_selector("#review .rv-summary .rv-par:not(.muted)", timeout=120_000)
    t2 = time.monotonic()
    page.click("#review .rv-close")
    page.wait_for_selector("#review", state="hidden")
    return (t1 - t0) * 1000, (t2 - t0) * 1000


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--level", default="medium")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    shown: list[float] = []
    marked: list[float] = []
    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as data, serve(Path(data)) as url, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport=DESKTOP).new_page()
        set_speed_before_load(page, "instant")
        for _ in range(args.games):
            _new_game(page, url, args.level)
            state: dict[str, Any] = {}
            for hand in range(2):
                while panel_kind(page) not in ("summary", "over"):
                    south_step(page, state)
                    wait_idle(page)
                a, b = _review_times(page)
                shown.append(a)
                marked.append(b)
                print(f"hand {hand}: shown {a:.0f} ms, marks {b:.0f} ms", flush=True)
                if panel_kind(page) == "over":
                    break
                page.click("#panel .next-hand")
                wait_idle(page)
                state = {}
        browser.close()
    print(
        f"load average {load_before:.1f} -> {os.getloadavg()[0]:.1f}; n={len(shown)}; "
        f"hand shown median {statistics.median(shown):.0f} ms, max {max(shown):.0f} ms; "
        f"marks median {statistics.median(marked):.0f} ms, max {max(marked):.0f} ms"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
