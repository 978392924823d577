"""Take screenshots of the table at its main moments (not a test).

    .venv/bin/python -m tests.web.screenshots [--url http://127.0.0.1:8000] [--out DIR]

Without ``--url`` it starts its own ``bideuchre serve`` on a free port with a
temporary data folder.  For each of desktop (1280 x 800) and phone (375 x 812)
it saves: the auction, a trick in progress, the hand summary and the end of a
game (a short custom game, target 6, so that it ends quickly).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .conftest import CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, _free_port, _wait_ready
from .driver import level_for_tests, panel_kind, phase, set_speed_before_load, south_step, wait_idle

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def _server() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as data:
        port = _free_port()
        proc = subprocess.Popen(
            [sys.executable, "-m", "bideuchre", "serve", "--port", str(port), "--data-dir", data],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}"
        try:
            _wait_ready(url, proc)
            yield url
        finally:
            proc.terminate()
            proc.wait(timeout=10)


SCALE = 1.0  # set by --scale: screenshots are shrunk by this factor


def _shrink(page: Any, path: Path) -> None:
    """Scale the PNG at ``path`` by SCALE, drawing it in the browser."""
    if SCALE >= 1 or page.viewport_size["width"] < 600:  # phones stay full size
        return
    data = base64.b64encode(path.read_bytes()).decode()
    size = page.viewport_size
    w, h = round(size["width"] * SCALE), round(size["height"] * SCALE)
    viewer = page.context.browser.new_page(viewport={"width": w, "height": h})
    viewer.set_content(
        f'<body style="margin:0"><img style="width:{w}px;height:{h}px;display:block" '
        f'src="data:image/png;base64,{data}"></body>'
    )
    viewer.wait_for_timeout(100)
    viewer.screenshot(path=str(path))
    viewer.close()


def _shot(page: Any, path: Path) -> None:
    page.wait_for_timeout(450)  # let the last box finish rising
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(path))
    _shrink(page, path)
    print("saved", path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)


def _new_game(page: Any, url: str, rules: Any) -> None:
    """Create a game through the API with the page's cookie, then load it."""
    page.goto(url + "/")
    wait_idle(page)
    level = level_for_tests(page, url)
    body = {"rules": rules, "level": level, "partner_level": level}
    r = page.request.post(f"{url}/api/games", data=body)
    assert r.ok, r.text()
    game_id = r.json()["view"]["id"]
    page.evaluate(f"localStorage.setItem('bideuchre.game', '{game_id}')")
    page.reload()
    wait_idle(page)


def _until(page: Any, state: dict[str, Any], done: Any, limit: int = 400) -> None:
    for _ in range(limit):
        wait_idle(page)
        if done():
            return
        if south_step(page, state) == "over":
            if done():
                return
            page.locator("#panel .next-hand").click()
            state.clear()
    raise RuntimeError("never reached the wanted moment")


def take(url: str, out: Path, tag: str, viewport: dict[str, int]) -> None:
    """Four screenshots at one window size."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        page = browser.new_context(viewport=viewport).new_page()
        set_speed_before_load(page, "fast")
        _new_game(page, url, "double-deck")
        state: dict[str, Any] = {}
        # an auction where the CPU players have already called
        _until(
            page,
            state,
            lambda: (
                panel_kind(page) == "bid"
                and page.locator("#seat-E .bubble, #seat-W .bubble").count() >= 1
            ),
        )
        _shot(page, out / f"{tag}-auction.png")
        # a trick in progress, South to follow
        _until(
            page,
            state,
            lambda: (
                phase(page) == "play"
                and page.get_attribute("#table", "data-to-act") == "S"
                and page.locator("#trick .tcard").count() >= 2
            ),
        )
        _shot(page, out / f"{tag}-trick.png")
        _until(page, state, lambda: panel_kind(page) in ("summary", "over"))
        _shot(page, out / f"{tag}-summary.png")
        # a short game to its end
        _new_game(page, url, {"preset": "single-deck", "target_score": 6})
        state.clear()
        _until(page, state, lambda: panel_kind(page) == "over")
        _shot(page, out / f"{tag}-game-over.png")
        # the last trick, on demand
        page.click("#btn-last")
        _shot(page, out / f"{tag}-last-trick.png")
        browser.close()


def main() -> int:
    """Entry point: see the module docstring."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--url", help="a running server (default: start one)")
    ap.add_argument("--out", type=Path, default=Path(tempfile.gettempdir()) / "bideuchre-shots")
    ap.add_argument("--scale", type=float, default=1.0, help="shrink desktop shots, e.g. 0.75")
    args = ap.parse_args()
    global SCALE
    SCALE = args.scale
    args.out.mkdir(parents=True, exist_ok=True)
    with contextlib.ExitStack() as stack:
        url = args.url or stack.enter_context(_server())
        take(url, args.out, "desktop", DESKTOP)
        take(url, args.out, "phone", PHONE)
    return 0


if __name__ == "__main__":
    sys.exit(main())
