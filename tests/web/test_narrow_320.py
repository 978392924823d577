"""No page scrolls sideways on a 320 px wide phone (the narrowest common
width), in any of the four languages: the table, How to play, Today, the
leaderboard (its answer fixed, with long names), the rankings and the
personal page; nor does a box of its own (the leaderboard's ``.board-wrap``
scrolls sideways when its table is wider).  Before: the Portuguese
leaderboard's table was 4 px wider than its box (288 px in 284: "Terminou"
cut off, the board scrolling sideways).  Chromium on the real server."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import _open
from .driver import set_speed_before_load
from .test_phone_boards import BOARD

pytestmark = pytest.mark.browser

NARROW = {"width": 320, "height": 640}
PAGES = ("", "#rules", "#daily", "#leaderboard/2026-12-01", "#rankings", "#me")
# the widest element past the window's right edge, to name in a failure
WIDEST = """() => { let w = null, right = innerWidth;
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect();
    if (r.width && r.right > right + 0.5) { right = r.right; w = el; }
  }
  return w ? `${w.tagName.toLowerCase()}.${[...w.classList].join('.')} right ${right}` : null; }"""
# boxes shown that scroll sideways (overflow-x auto or scroll) and are wider inside
SCROLLING = """() => [...document.querySelectorAll('body *')].filter((el) =>
    el.offsetParent !== null && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)
    && el.scrollWidth > el.clientWidth).map((el) =>
    `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`
    + ` ${el.scrollWidth}/${el.clientWidth}`)"""


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_no_page_scrolls_sideways_at_320_px(browser: Any, server_url: str, lang: str) -> None:
    context, page, errors = _open(browser, NARROW, locale=lang)
    try:
        page.route("**/api/daily/leaderboard*", lambda r: r.fulfill(json=BOARD))
        set_speed_before_load(page)
        page.goto(f"{server_url}/")
        page.wait_for_function("() => document.body.classList.contains('ready')")
        for fragment in PAGES:
            page.evaluate(f"location.hash = '{fragment}'")
            if fragment.startswith("#leaderboard"):
                page.locator(".daily-board tbody tr").nth(2).wait_for()
            elif fragment == "#rules":
                page.locator("#rules-close").wait_for()
            elif fragment:
                page.locator("#sheet-tabs a").first.wait_for()
            page.wait_for_timeout(300)
            width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
            assert width[0] <= width[1], (lang, fragment, width, page.evaluate(WIDEST))
            assert page.evaluate(SCROLLING) == [], (lang, fragment)
    finally:
        context.close()
    assert not errors, errors
