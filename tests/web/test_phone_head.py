"""A fresh player's phone defects, in Chromium on the mock API: the top bar
at 320-400 px in every language (the daily button lay over the heart logo in
French and Russian), the page scrolled past the top bar when the hand's
summary came up, "Alone ♥" twice beside South, the Russian review title's
"1" alone on its own line."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from .test_learn import _load
from .test_rough_edges import _mock_page, shot

pytestmark = pytest.mark.browser

#: the logo and each tool of the top bar: its box, and whether its text is cut
TOPBAR_JS = """() => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {l: r.left, r: r.right, t: r.top, b: r.bottom}; };
  const logo = box(document.querySelector('.brand-suits'));
  const tools = [...document.querySelectorAll('.topbar .tool')].map(el => ({
    id: el.id, ...box(el),
    cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
  }));
  return {logo, tools, width: innerWidth, bar: box(document.querySelector('.topbar'))};
}"""


@pytest.mark.parametrize("locale", ["en-US", "fr-FR", "pt-BR", "ru-RU"])
def test_phone_top_bar_fits_from_320_to_400_px(browser: Any, locale: str) -> None:
    """Every tool lies inside the window, clear of the logo and of each
    other, its words whole, inside the bar.  Before: "Défi du jour" lay 7 px
    over the logo at 375 px in French and hid it at 320 px (French, Russian)."""
    context, page = _mock_page(browser, _phone_view(), locale)
    for width in (320, 340, 360, 375, 400):
        page.set_viewport_size({"width": width, "height": 740})
        page.wait_for_timeout(50)
        fit = page.evaluate(TOPBAR_JS)
        shot(f"topbar-{locale}", page, ".topbar")
        logo, tools = fit["logo"], fit["tools"]
        assert logo["r"] - logo["l"] >= 24 and logo["l"] >= 0, (width, fit)
        edges = [logo, *tools]
        for a, b in itertools.pairwise(edges):
            assert a["r"] <= b["l"] + 0.5, (width, locale, a, b)
        for t in tools:
            assert t["r"] <= width and not t["cut"], (width, locale, t)
            assert t["t"] >= fit["bar"]["t"] and t["b"] <= fit["bar"]["b"], (width, locale, t)
    context.close()
    assert not page.js_errors, page.js_errors


def _phone_view() -> dict[str, Any]:
    from .mock_api import fixture

    return fixture("auction")


def test_phone_alone_shows_once_beside_south(browser: Any) -> None:
    """South's contract badge says "Alone ♥"; the faded winning call beside
    it said it again.  Before: two "Alone ♥" next to South in the play."""
    from .mock_api import fixture

    view = fixture("play")
    view["contract"] = {"declarer": "S", "bid": 12, "denom": "H", "alone": True}
    view["calls"] = [
        {"seat": "W", "call": "pass"},
        {"seat": "N", "call": "pass"},
        {"seat": "E", "call": "pass"},
        {"seat": "S", "call": "alone H"},
    ]
    view["sitting_out"] = "N"
    context, page = _mock_page(browser, view)
    shot("south-alone", page)
    alone = page.evaluate(
        "() => [...document.querySelectorAll('#seat-S .call-alone')]"
        ".filter(n => n.getBoundingClientRect().width > 0).length"
    )
    assert alone == 1, alone
    context.close()
    assert not page.js_errors, page.js_errors


def test_phone_hand_summary_brings_the_top_bar_back_in_view(browser: Any) -> None:
    """The last card played with the page scrolled down (to reach the hand):
    the hand's summary comes up with the top bar and the whole felt in view.
    Before: the page stayed scrolled, the top bar (New game, Settings) off
    the screen."""
    from .mock_api import fixture

    context, page, errors, mock = _load(browser, "live_before", size="phone", step="live_step")
    try:
        mock.step = {"view": fixture("learn_hand_over"), "events": []}
        page.evaluate("window.scrollTo(0, 120)")
        assert page.evaluate("scrollY") > 0, "the phone's page scrolls (the score pad below)"
        page.evaluate("document.querySelector('#hand .hcard.legal').click()")
        page.wait_for_selector("#panel .review-hand")
        page.wait_for_timeout(300)
        top = page.evaluate("document.querySelector('.topbar').getBoundingClientRect().top")
        assert top == 0, top
    finally:
        context.close()
    assert not errors, errors


def test_phone_russian_review_title_keeps_the_number_with_its_word(browser: Any) -> None:
    """Before: "Разбор · раздача" on one line and "1" alone on the next."""
    context, page, errors, _ = _load(browser, "learn_hand_over", size="phone", lang="ru")
    try:
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-title")
        for width in range(320, 421, 10):
            page.set_viewport_size({"width": width, "height": 740})
            lines = page.evaluate(
                """() => { const t = document.querySelector('#review .rv-title');
                  const r = document.createRange();
                  const walker = document.createTreeWalker(t, NodeFilter.SHOW_TEXT);
                  const tops = [];
                  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
                    for (let i = 0; i < n.length; i++) {
                      if (/\\s/.test(n.data[i])) continue;
                      r.setStart(n, i); r.setEnd(n, i + 1);
                      tops.push([n.data[i], Math.round(r.getBoundingClientRect().top)]);
                    }
                  }
                  return {text: t.textContent, chars: tops}; }"""
            )
            shot("review-title-ru", page)
            chars = lines["chars"]
            assert lines["text"].endswith("раздача 2"), lines
            # the last word's letters and the number share their line
            assert len({top for _, top in chars[-8:]}) == 1, (width, lines)
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize(("view", "shown"), [("live_before", True), ("learn_hand_over", False)])
def test_the_first_time_pointer_goes_once_a_hand_is_finished(
    browser: Any, view: str, shown: bool
) -> None:
    """ "New to Bid Euchre? How to play" shows in the first hand, and goes
    for good once a hand's summary is on the table.  Before: it stayed, on
    the review of a later hand too."""
    context, page, errors, _ = _load(browser, view)
    try:
        page.wait_for_timeout(200)
        assert page.locator("#howto-hint").count() == (1 if shown else 0)
        seen = page.evaluate("JSON.parse(localStorage.getItem('bideuchre.settings')).howtoSeen")
        assert bool(seen) is not shown, seen
    finally:
        context.close()
    assert not errors, errors
