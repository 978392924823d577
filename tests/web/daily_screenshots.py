"""Take screenshots of the daily game pages (not a test).

    .venv/bin/python -m tests.web.daily_screenshots [--out DIR] [--scale 0.6] [--players 9]

Starts its own ``bideuchre serve`` (temporary data folder, daily CPU level
``easy`` so the field fills in quickly), lets a few players with made-up names
finish today's game through the API (different strategies, so their nets
differ), then, at desktop (1280 x 800) and phone (375 x 812) sizes, saves: the
daily entry, a daily deal in play, the end of the daily game with its
comparison, the leaderboard and the personal page.
"""

from __future__ import annotations

import argparse
import random
import secrets
import sys
import tempfile
from pathlib import Path
from typing import Any

from . import screenshots
from .conftest import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, serve
from .driver import panel_kind, phase, set_speed_before_load, south_step, wait_idle

NAMES = [
    "Marguerite",
    "Bo <b>ld</b>",
    "Dmitri K.",
    "Aoife",
    "Tomás & Co",
    "Kenji",
    "Ива",
    "Sam O'Neil",
    "Priya",
    "Jo-Jo",
    "Lucía",
    "Old Hand 52",
]


def _field(browser: Any, url: str, count: int, seed: int) -> None:
    """``count`` players finish today's game by the API, each with its own habits."""
    rng = random.Random(seed)
    for i in range(count):
        ctx = browser.new_context()
        req = ctx.request
        name = NAMES[i % len(NAMES)]
        r = req.post(f"{url}/api/me", data={"name": name})
        if not r.ok:
            req.post(f"{url}/api/me", data={"name": f"{name[:14]} {i}"})
        v = req.post(f"{url}/api/daily/start", data={}).json()["view"]
        style = i % 3  # first legal, last legal, random legal
        while v["phase"] != "game_over":
            if v["phase"] == "hand_over":
                r = req.post(f"{url}/api/games/{v['id']}/next-hand", data={"version": v["version"]})
            else:
                legal = v["legal"]
                a = legal[0] if style == 0 else legal[-1] if style == 1 else rng.choice(legal)
                if v["phase"] == "auction" and style == 1 and a.startswith("alone"):
                    a = "pass"
                r = req.post(
                    f"{url}/api/games/{v['id']}/actions",
                    data={"action": a, "version": v["version"]},
                )
            v = r.json()["view"]
        ctx.close()


def _until(page: Any, state: dict[str, Any], done: Any, limit: int = 1200) -> None:
    for _ in range(limit):
        wait_idle(page)
        if done():
            return
        if panel_kind(page) == "daily-over":
            return
        if south_step(page, state) == "over":
            if done():
                return
            page.locator("#panel .next-hand").click()
            state.clear()
    raise RuntimeError("never reached the wanted moment")


def take(url: str, out: Path, tag: str, viewport: dict[str, int], browser: Any) -> None:
    """The daily pages at one window size, as a new player."""
    ctx = browser.new_context(viewport=viewport)
    page = ctx.new_page()
    set_speed_before_load(page, "fast")
    page.goto(url + "/")
    page.wait_for_function("document.body.classList.contains('ready')")
    page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play').wait_for()
    page.wait_for_timeout(300)
    screenshots._shot(page, out / f"{tag}-daily-entry.png")
    page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play').click()
    page.locator(".page-today .name-form input").fill("You" if tag == "desktop" else "You too")
    page.locator(".page-today .name-save").click()
    page.locator("#daily-bar").wait_for(state="visible")
    state: dict[str, Any] = {}
    # a trick in the third deal, South to follow
    _until(
        page,
        state,
        lambda: (
            "deal 3 of" in page.inner_text("#daily-bar")
            and phase(page) == "play"
            and page.get_attribute("#table", "data-to-act") == "S"
            and page.locator("#trick .tcard").count() >= 2
        ),
    )
    screenshots._shot(page, out / f"{tag}-daily-deal.png")
    page.evaluate(
        "() => { const s = JSON.parse(localStorage.getItem('bideuchre.settings')); "
        "s.speed = 'instant'; localStorage.setItem('bideuchre.settings', JSON.stringify(s)); }"
    )
    page.reload()
    wait_idle(page)
    _until(page, state, lambda: panel_kind(page) == "daily-over")
    page.wait_for_function("() => !document.querySelector('#panel .compare .pending')")
    page.wait_for_function("() => !!document.querySelector('#panel .end-rank')")
    screenshots._shot(page, out / f"{tag}-daily-end.png")
    page.locator("#panel .end-results").click()
    page.locator('#sheet-tabs a[data-route="leaderboard"]').click()
    page.locator(".page-leaderboard .daily-board").wait_for()
    screenshots._shot(page, out / f"{tag}-daily-leaderboard.png")
    page.locator('#sheet-tabs a[data-route="me"]').click()
    page.locator(".page-me .tiles").wait_for()
    page.locator(".code-get").click()
    page.locator(".player-code").wait_for()
    screenshots._shot(page, out / f"{tag}-daily-me.png")
    page.locator('#sheet-tabs a[data-route="daily"]').click()
    page.locator(".page-today .compare").wait_for()
    screenshots._shot(page, out / f"{tag}-daily-today.png")
    ctx.close()


def main() -> int:
    """Entry point: see the module docstring."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "bideuchre-shots")
    ap.add_argument("--scale", type=float, default=1.0, help="shrink desktop shots, e.g. 0.75")
    ap.add_argument("--players", type=int, default=9, help="players finishing before you")
    args = ap.parse_args()
    screenshots.SCALE = args.scale
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    env = {
        "BIDEUCHRE_DAILY_LEVEL": "easy",
        "BIDEUCHRE_IDENTITY_LIMIT": "0",
        "BIDEUCHRE_SECRET": secrets.token_hex(16),
    }
    with (
        tempfile.TemporaryDirectory() as data,
        serve(Path(data), env) as url,
        sync_playwright() as p,
    ):
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        _field(browser, url, args.players, seed=5)
        take(url, args.out, "desktop", DESKTOP, browser)
        take(url, args.out, "phone", PHONE, browser)
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
