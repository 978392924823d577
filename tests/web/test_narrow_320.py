"""No page scrolls sideways on a 320 px wide phone (the narrowest common
width), in any of the four languages: the table, How to play, Today, the
leaderboard (its answer fixed, with long names), the rankings and the
personal page; nor does a box of its own (the leaderboard's ``.board-wrap``
scrolls sideways when its table is wider).  Before: the Portuguese
leaderboard's table was 4 px wider than its box (288 px in 284: "Terminou"
cut off, the board scrolling sideways).  Chromium on the real server."""

from __future__ import annotations

import os
from typing import Any

import pytest

from .conftest import _open
from .driver import set_speed_before_load
from .test_phone_boards import BOARD

pytestmark = pytest.mark.browser

NARROW = {"width": 320, "height": 640}
#: ``BIDEUCHRE_SHOTS_320=/folder``: the share test saves its screenshots there
SHOTS = os.environ.get("BIDEUCHRE_SHOTS_320")
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


#: a player with two days of history, both shareable (GET /api/me, /api/me/stats)
ME = {"player": {"name": "Ana Beatriz", "code_issued_at": None, "stats": None}, "stats": None}
STATS = {
    "days_played": 2,
    "average_rank": 1.5,
    "average_percentile": 62.5,
    "best_day": {"date": "2026-11-28", "rank": 1, "players": 12, "net": 9},
    "current_streak": 1,
    "longest_streak": 2,
    "history": [
        {
            "date": d,
            "closed": True,
            "rank": r,
            "players": 12,
            "net": n,
            "made": 5,
            "set": 1,
            "percentile": p,
            "share_id": f"s{k}",
            "deals_done": 8,
        }
        for k, (d, r, n, p) in enumerate(
            [("2026-11-29", 12, -18, 0.0), ("2026-11-28", 1, 9, 100.0)]
        )
    ],
}


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_your_days_shared_do_not_scroll_sideways_at_320_px(
    browser: Any, server_url: str, lang: str
) -> None:
    """Before: "Your days" → Share put the deal links in the date cell, and
    the history's box scrolled sideways (331 px in 284 in Russian, 290 in
    Portuguese), its last column cut.  Now the links take a row of their own."""
    context, page, errors = _open(browser, NARROW, locale=lang)
    try:
        page.route("**/api/me", lambda r: r.fulfill(json=ME))
        page.route("**/api/me/stats", lambda r: r.fulfill(json=STATS))
        page.goto(f"{server_url}/#me")
        row = page.locator('.page-me .history tr[data-date="2026-11-29"]')
        row.wait_for()
        # the averages in the language's decimal format (before: "1.5" in every language)
        point = "." if lang == "en" else ","
        assert page.inner_text(".page-me .t-avg-rank .t-v") == f"1{point}5"
        assert page.inner_text(".page-me .t-avg-pct .t-v") == f"62{point}5"
        row.locator(".share-day").click()
        page.locator(".page-me .share-row .share-link").first.wait_for()
        assert page.locator(".page-me .share-row:visible .share-link").count() == 8
        page.wait_for_timeout(200)
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/me-share-{lang}.png", full_page=True)
        width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
        assert width[0] <= width[1], (lang, width, page.evaluate(WIDEST))
        assert page.evaluate(SCROLLING) == [], lang
        # every column of the history is inside its box
        box = page.locator(".page-me .board-wrap").bounding_box()
        for cell in page.locator(".page-me .history tr[data-date] td:visible").all():
            b = cell.bounding_box()
            assert b["x"] + b["width"] <= box["x"] + box["width"] + 0.5, (lang, b, box)
    finally:
        context.close()
    assert not errors, errors


#: the longest name a player may choose (names.NAME_MAX, 20), without a space to break at
LONG_NAME = "Anastasiakonstantina"


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_shared_review_naming_its_player_does_not_scroll_sideways_at_320_px(
    browser: Any, lang: str
) -> None:
    """A shared daily review names its player where the own review says
    "You" (review_voice.js): in the hand's label, the auction's head, the
    step lines and the result, with a name of 20 letters and no space."""
    from .mock_api import ORIGIN, SHARE_ID, install

    context, page, errors = _open(browser, NARROW, locale=lang, reduced_motion="reduce")
    try:
        mock = install(page, "learn_hand_over")
        mock.shared = {"player": LONG_NAME, "date": "2026-12-02"}
        set_speed_before_load(page)
        page.goto(f"{ORIGIN}/#review/daily/{SHARE_ID}/0")
        for deal, moments in ((0, (0, 3, 5, 15, None)), (1, (2, 3, None))):
            if deal:
                page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/{deal}'")
            page.wait_for_function(
                f"() => document.querySelector('#review .rv-title')?.dataset.hand === '{deal}'"
                " && !!document.querySelector('#review .rv-stepper')",
                timeout=10_000,
            )
            assert page.inner_text("#review .rv-S .rv-seat b") == LONG_NAME
            for pos in moments:
                page.keyboard.press("Home")
                if pos is None:
                    page.keyboard.press("End")
                for _ in range(pos or 0):
                    page.keyboard.press("ArrowRight")
                page.wait_for_timeout(100)
                if SHOTS:
                    shot = f"{SHOTS}/shared-review-{lang}-{deal}-{pos}.png"
                    page.screenshot(path=shot, full_page=True)
                width = page.evaluate("[document.documentElement.scrollWidth, innerWidth]")
                assert width[0] <= width[1], (lang, deal, pos, width, page.evaluate(WIDEST))
                assert page.evaluate(SCROLLING) == [], (lang, deal, pos)
    finally:
        context.close()
    assert not errors, errors
