"""The daily leaderboard and the sheet's tabs fit a 375 x 740 phone in every
language (fresh-user check: the Portuguese and Russian "Finished" column was
cut off, names broke mid-word, "FreshUs/er"; the French tabs put "Vous" on a
second line).  Chromium on the real server, the leaderboard's answer fixed."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import _open
from .driver import set_speed_before_load

pytestmark = pytest.mark.browser

SMALL_PHONE = {"width": 375, "height": 740}
BOARD = {
    "date": "2026-12-01",
    "closed": True,
    "deals": 8,
    "players": 3,
    "offset": 0,
    "limit": 100,
    "you": None,
    "entries": [
        {
            "rank": 1,
            "name": "FreshUser 8765",
            "net": -42,
            "made": 1,
            "set": 0,
            "finished": True,
            "finished_at": "2026-12-01T20:28:00Z",
            "you": True,
            "new": True,
        },
        {
            "rank": 2,
            "name": "Marguerite Duchamp-Villon",
            "net": -62,
            "made": 12,
            "set": 10,
            "finished": True,
            "finished_at": "2026-12-01T20:32:00Z",
            "you": False,
            "new": True,
        },
        {
            "rank": 3,
            "name": "Zzzzzzzzzzzzzzzzzzzz",
            "net": -100,
            "made": 0,
            "set": 3,
            "finished": False,
            "deals_done": 5,
            "you": False,
            "new": False,
        },
    ],
}

# each word of a name on one line, or the cell's end marked "…" (never split)
SPLIT_WORDS = """() => [...document.querySelectorAll('.board .player-name')].flatMap((el) => {
  // a word ends at a space or after a hyphen ("Duchamp-" / "Villon" is fine)
  const text = el.firstChild, out = [];
  for (const m of text.data.matchAll(/[^ -]+-?/g)) {
    const r = document.createRange();
    r.setStart(text, m.index); r.setEnd(text, m.index + m[0].length);
    const lines = new Set([...r.getClientRects()].map((q) => Math.round(q.top)));
    if (lines.size > 1) out.push(m[0]);
  }
  return out;
})"""


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_the_leaderboard_and_tabs_fit_a_phone(browser: Any, server_url: str, lang: str) -> None:
    context, page, errors = _open(browser, SMALL_PHONE, locale=lang)
    try:
        page.route("**/api/daily/leaderboard*", lambda r: r.fulfill(json=BOARD))
        set_speed_before_load(page)
        page.goto(f"{server_url}/#leaderboard/2026-12-01")
        page.locator(".daily-board tbody tr").nth(2).wait_for()
        wrap = page.evaluate(
            "() => { const w = document.querySelector('.board-wrap');"
            " return [w.scrollWidth, w.clientWidth]; }"
        )
        assert wrap[0] <= wrap[1], (lang, wrap)  # every column in view, none cut off
        for th in page.locator(".daily-board th").all():
            box = th.bounding_box()
            assert box is not None and box["x"] + box["width"] <= SMALL_PHONE["width"], lang
        assert page.evaluate(SPLIT_WORDS) == [], lang
        names = page.locator(".board .player-name")
        assert names.nth(0).get_attribute("title") == "FreshUser 8765"
        assert names.nth(2).get_attribute("title") == "Zzzzzzzzzzzzzzzzzzzz"  # whole, if cut
        for fragment in ("#leaderboard/2026-12-01", "#daily"):
            page.goto(f"{server_url}/{fragment}")
            page.locator("#sheet-tabs a").first.wait_for()
            tops = {round(a.bounding_box()["y"]) for a in page.locator("#sheet-tabs a").all()}
            assert len(tops) == 1, (lang, fragment, tops)  # one line of tabs
    finally:
        context.close()
    assert not errors, errors
