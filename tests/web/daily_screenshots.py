"""Take screenshots of the daily game pages (not a test).

    .venv/bin/python -m tests.web.daily_screenshots [--out DIR] [--scale 0.6] [--players 9]

Runs the server in this process with a fake clock (temporary data folder,
daily CPU level ``easy`` so the field fills in quickly): a few players with
made-up names play the daily game through the API for a week (different
habits, so their nets differ), "you" too; then, today, at desktop (1280 x 800)
and phone (375 x 812) sizes, it saves: the daily entry, a daily deal in play,
the end of the daily game with its comparison, the leaderboard, the
rankings, the personal page and the Today page.
"""

from __future__ import annotations

import argparse
import random
import secrets
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx

from . import screenshots
from .conftest import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, serve_in_process
from .driver import panel_kind, phase, set_speed_before_load, south_step, wait_idle

FIRST_DAY = datetime(2026, 3, 2, tzinfo=UTC)  # a Monday

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


def _play(c: httpx.Client, style: int, rng: random.Random) -> None:
    """Play today's ranked game through the API with one of three habits."""
    v = c.post("/api/daily/start", json={}).json()["view"]
    while v["phase"] != "game_over":
        if v["phase"] == "hand_over":
            r = c.post(f"/api/games/{v['id']}/next-hand", json={"version": v["version"]})
        else:
            legal = [a for a in v["legal"] if not a.startswith("alone")] or v["legal"]
            a = legal[0] if style == 0 else legal[-1] if style == 1 else rng.choice(legal)
            r = c.post(f"/api/games/{v['id']}/actions", json={"action": a, "version": v["version"]})
        v = r.json()["view"]


def _week(url: str, clock: Any, count: int, seed: int) -> list[str]:
    """``count`` players and the two viewers ("Alex" on the desktop, "Robin" on
    the phone) play six days; the field plays today too.

    Returns the viewers' player codes."""
    rng = random.Random(seed)
    field = [httpx.Client(base_url=url, timeout=60) for _ in range(count)]
    viewers = [httpx.Client(base_url=url, timeout=60) for _ in range(2)]
    for i, c in enumerate(field):
        c.post("/api/me", json={"name": NAMES[i % len(NAMES)]})
    for c, name in zip(viewers, ("Alex", "Robin"), strict=True):
        c.post("/api/me", json={"name": name})
    for day in range(7):
        clock.set(FIRST_DAY + timedelta(days=day, hours=10))
        for i, c in enumerate(field):
            if rng.random() < 0.85:
                _play(c, i % 3, rng)
        if day < 6:
            for j, c in enumerate(viewers):
                _play(c, (day + j) % 3, rng)
    codes: list[str] = [c.post("/api/me/code", json={}).json()["code"] for c in viewers]
    for c in [*field, *viewers]:
        c.close()
    return codes


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


def take(url: str, out: Path, tag: str, viewport: dict[str, int], browser: Any, code: str) -> None:
    """The daily pages at one window size, as the viewer of player code ``code``."""
    ctx = browser.new_context(viewport=viewport)
    page = ctx.new_page()
    set_speed_before_load(page, "fast")
    r = ctx.request.post(f"{url}/api/me/adopt", data={"code": code})
    assert r.ok, r.text()
    page.goto(url + "/")
    page.wait_for_function("() => document.body.classList.contains('ready')")
    page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play').wait_for()
    page.wait_for_timeout(300)
    screenshots._shot(page, out / f"{tag}-daily-entry.png")
    page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play').click()
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
    page.locator('#sheet-tabs a[data-route="rankings"]').click()
    page.locator(".page-rankings").wait_for()
    screenshots._shot(page, out / f"{tag}-daily-rankings.png")
    page.locator('#sheet-tabs a[data-route="me"]').click()
    page.locator(".page-me .tiles").wait_for()
    page.locator(".code-get, .code-new").click()
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
    ap.add_argument("--players", type=int, default=9, help="players besides you")
    args = ap.parse_args()
    screenshots.SCALE = args.scale
    args.out.mkdir(parents=True, exist_ok=True)
    from playwright.sync_api import sync_playwright

    from bideuchre.server.clock import FakeClock

    clock = FakeClock(FIRST_DAY + timedelta(hours=9))
    with (
        tempfile.TemporaryDirectory() as data,
        serve_in_process(
            clock,
            data_dir=Path(data),
            daily_level="easy",
            daily_secret=secrets.token_hex(16),
            identity_limit=0,
            code_limit=0,
            game_address_limit=0,
            ranked_address_limit=0,
            rename_address_limit=0,
            bot_budget=0.2,
            log_level="warning",
        ) as url,
        sync_playwright() as p,
    ):
        codes = _week(url, clock, args.players, seed=5)
        clock.set(FIRST_DAY + timedelta(days=6, hours=17, minutes=42))
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        take(url, args.out, "desktop", DESKTOP, browser, codes[0])
        take(url, args.out, "phone", PHONE, browser, codes[1])
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
