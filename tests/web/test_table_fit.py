"""What the table fits, in Chromium on the mock API.  A phone's auction (375 x
740): the bidding box once covered West, North and East, so a phone player
saw the calls only in the box's own list; now the three seats sit in a row
above the box, each with its calls, and every bid control and card of the
hand stays in view.  A desktop's end of game (1280 x 800): its last buttons
were scrolled out of the box; now the box takes the empty hand's room."""

from __future__ import annotations

from typing import Any

import pytest

from .test_rough_edges import BOX_FIT_JS, MIDDLES_JS, _first_call_view, _mock_page, shot

pytestmark = pytest.mark.browser

#: each of West, North and East: its calls' bubble is drawn, inside the
#: window, and not under the box (the point at its middle is the bubble)
SEAT_CALLS_JS = """() => ['W', 'N', 'E'].map(s => {
  const seat = document.getElementById('seat-' + s);
  const bubble = seat.querySelector('.calls .bubble');
  if (!bubble) return {seat: s, shown: false, why: 'no bubble'};
  const r = bubble.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  const seen = getComputedStyle(seat).visibility !== 'hidden' && r.width > 0;
  return {seat: s, shown: seen && !!hit && bubble.contains(hit) &&
          r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth,
          text: bubble.textContent.trim(), hit: hit && hit.className};
})"""


DAILY = {"date": "2026-12-01", "ranked": True, "deal": 1, "deals": 8, "deals_done": 1}
DAILY |= {"net": -5, "made": 0, "set": 0, "finished": False, "closed": False}


@pytest.mark.parametrize(("locale", "daily"), [("en-US", False), ("ru-RU", False), ("fr-FR", True)])
def test_phone_auction_shows_every_seats_call_beside_the_bidding_box(
    browser: Any, locale: str, daily: bool
) -> None:
    """West, North and East each show their call ("Pass") outside the box;
    the box's 23 controls and the twelve cards are all reachable without
    scrolling (in a daily game too, under its bar).  Before: the three seats
    were hidden under the box."""
    view = _first_call_view()
    if daily:
        view |= {"kind": "daily", "daily": DAILY}
    context, page = _mock_page(browser, view, locale)
    if daily:
        assert page.locator("#daily-bar").is_visible()
    seats = page.evaluate(SEAT_CALLS_JS)
    shot(f"auction-seats-{locale}{'-daily' if daily else ''}", page)
    assert all(s["shown"] for s in seats), seats
    fit = page.evaluate(BOX_FIT_JS, ".bid-alone-btn, .bid-pass, .bid-denom, .bid-num")
    assert not fit["scrolls"], fit
    assert len(fit["controls"]) == 1 + 5 + 12 + 5
    assert all(c["hit"] and c["inside"] for c in fit["controls"]), fit
    middles = page.evaluate(MIDDLES_JS)
    assert len(middles) == 12 and all(m["ok"] and m["inside"] for m in middles), middles
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    context.close()
    assert not page.js_errors, page.js_errors


def test_desktop_game_over_box_shows_every_button_without_scrolling(browser: Any) -> None:
    """Before: "Play again" was half out of the box and "Other rules or
    level…" scrolled out of it, at 1280 x 800."""
    from . import mock_api
    from .conftest import DESKTOP, _open
    from .driver import set_speed_before_load

    context, page, errors = _open(browser, DESKTOP)
    set_speed_before_load(page)
    mock_api.install(page, "game_over")
    page.goto(mock_api.ORIGIN + "/")
    page.wait_for_function("() => document.body.classList.contains('ready')")
    page.wait_for_timeout(300)  # the box rises in
    fit = page.evaluate(BOX_FIT_JS, "button")
    shot("gameover-desktop", page)
    assert not fit["scrolls"], fit
    assert len(fit["controls"]) >= 3  # review the hand, play again, other rules or level
    assert all(c["hit"] and c["inside"] for c in fit["controls"]), fit
    context.close()
    assert not errors, errors


#: South's label and calls against Hint and Undo: the overlap in px (0: none)
SOUTH_VS_ASSIST_JS = """() => {
  const a = document.querySelector('#assist').getBoundingClientRect();
  return [...document.querySelectorAll('#seat-S .seat-head, #seat-S .calls > *')]
    .filter(n => n.getBoundingClientRect().width > 0)
    .map(n => {
      const r = n.getBoundingClientRect();
      const x = Math.min(r.right, a.right) - Math.max(r.left, a.left);
      const y = Math.min(r.bottom, a.bottom) - Math.max(r.top, a.top);
      return x > 0 && y > 0 ? Math.round(x * y) : 0;
    });
}"""


@pytest.mark.parametrize("locale", ["en-US", "pt-BR"])
def test_phone_souths_calls_stay_clear_of_hint_and_undo(browser: Any, locale: str) -> None:
    """Before: in the play, South's last call ("Pass", after "5♥ Pass") lay
    under the Hint button at 375 px."""
    from .mock_api import fixture

    view = fixture("play")
    view["calls"] += [{"seat": "S", "call": "pass"}] * 2  # a long auction of South's
    context, page = _mock_page(browser, view, locale)
    overlaps = page.evaluate(SOUTH_VS_ASSIST_JS)
    shot(f"south-calls-{locale}", page)
    assert len(overlaps) >= 4 and not any(overlaps), overlaps
    context.close()
    assert not page.js_errors, page.js_errors


@pytest.mark.parametrize("width", [565, 600, 800])
def test_the_game_name_is_never_cut_in_the_top_bar(browser: Any, width: int) -> None:
    """Before: from 561 to 1000 px the Russian name ("Юкер с торговлей")
    ended in an ellipsis ("Юкер с торго…"); now it takes two short lines."""
    from . import mock_api
    from .conftest import _open
    from .driver import set_speed_before_load

    context, page, errors = _open(browser, {"width": width, "height": 800}, locale="ru-RU")
    set_speed_before_load(page)
    mock_api.install(page, "auction")
    page.goto(mock_api.ORIGIN + "/")
    page.wait_for_function("() => document.body.classList.contains('ready')")
    brand = page.evaluate(
        """() => { const b = document.querySelector('.brand');
          return {text: b.innerText, w: [b.scrollWidth, b.clientWidth],
                  h: [b.scrollHeight, b.clientHeight]}; }"""
    )
    assert brand["text"].replace("\n", " ") == "Юкер с торговлей", brand
    assert brand["w"][0] <= brand["w"][1] + 1 and brand["h"][0] <= brand["h"][1] + 1, brand
    context.close()
    assert not errors, errors


#: West's and East's heads against the panel: partly covered (cut at its edge)
CUT_SEATS_JS = """() => ['W', 'E'].map(s => {
  const head = document.querySelector(`#seat-${s} .seat-head`);
  if (getComputedStyle(head).visibility === 'hidden') return {seat: s, cut: false};
  const r = head.getBoundingClientRect();
  const p = document.querySelector('#panel > *').getBoundingClientRect();
  const x = Math.min(r.right, p.right) - Math.max(r.left, p.left);
  const y = Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top);
  return {seat: s, cut: x > 0 && y > 0};
})"""


def test_phone_last_trick_cuts_no_seat_name(browser: Any) -> None:
    """Before: at 375 px the last trick's panel lay over the inner half of
    West's and East's names ("Wes", "oppone" showed)."""
    from .mock_api import fixture

    context, page = _mock_page(browser, fixture("play"))
    page.click("#btn-last")
    page.wait_for_selector("#panel > .lastbox")
    seats = page.evaluate(CUT_SEATS_JS)
    shot("last-trick", page)
    assert not any(s["cut"] for s in seats), seats
    assert page.locator("#panel .trick-last .tcard").count() == 4
    context.close()
    assert not page.js_errors, page.js_errors


@pytest.mark.parametrize("locale", ["ru-RU", "pt-BR"])
def test_phone_trick_caption_fits_its_pill(browser: Any, locale: str) -> None:
    """Before: "Последняя взятка · Взял Восток" ran out of its pill at 375 px
    ("… · Взял Востс" cut at the felt's edge)."""
    from .mock_api import fixture

    context, page = _mock_page(browser, fixture("play"), locale)
    page.evaluate(
        "async () => (await import('/static/js/animation.js')).captionTrickWinner('E', 60000, true)"
    )
    fit = page.evaluate(
        """() => { const c = document.querySelector('#centre .caption');
          const r = c.getBoundingClientRect();
          const t = document.querySelector('#table').getBoundingClientRect();
          return {text: c.textContent, over: c.scrollWidth > c.clientWidth + 1,
                  inside: r.left >= t.left && r.right <= t.right}; }"""
    )
    shot(f"caption-{locale}", page)
    assert fit["text"] and not fit["over"] and fit["inside"], fit
    context.close()
    assert not page.js_errors, page.js_errors


#: each denomination button's suit symbol (its rendered box) and whether its
#: content ("10", the symbol, "NT") fits inside the button's padding
DENOM_SIZES_JS = """() => [...document.querySelectorAll('.bid-denom')].map(b => {
  const icon = b.querySelector('.suit-icon');
  const r = (icon || b.querySelector('.nt')).getBoundingClientRect();
  const br = b.getBoundingClientRect();
  const fontPx = parseFloat(getComputedStyle(b.querySelector('.call-num')).fontSize);
  return {call: b.dataset.call, w: r.width, h: r.height, fontPx,
          fits: b.scrollWidth <= b.clientWidth && r.left >= br.left + 2 && r.right <= br.right - 2,
          room: [Math.round(r.left - br.left), Math.round(br.right - r.right)]};
})"""


@pytest.mark.parametrize("width", [375, 320])
@pytest.mark.parametrize("locale", ["en-US", "fr-FR", "pt-BR", "ru-RU"])
def test_phone_suit_symbols_keep_full_size_at_ten(browser: Any, locale: str, width: int) -> None:
    """Before: at 375 px, after pressing "10", the symbols ♣♦♥♠ in the
    denomination buttons shrank to about 4 x 23 px (dots) and "10NT" filled
    its button edge to edge.  Now each symbol is square and at least as wide
    as 0.9 of the number's font size, and every button's content fits."""
    context, page = _mock_page(browser, _first_call_view(), locale)
    page.set_viewport_size({"width": width, "height": 740})
    page.locator(".bid-num", has_text="10").first.click()
    page.wait_for_timeout(150)
    sizes = page.evaluate(DENOM_SIZES_JS)
    shot(f"bid10-{locale}", page, ".box")
    assert [s["call"] for s in sizes] == ["10C", "10D", "10H", "10S", "10NT"], sizes
    for s in sizes[:4]:
        assert abs(s["w"] - s["h"]) < 0.5 and s["w"] >= 0.9 * s["fontPx"] and s["w"] >= 14, s
    assert all(s["fits"] for s in sizes), [(s["call"], s["room"], s["fits"]) for s in sizes]
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")
    context.close()
    assert not page.js_errors, page.js_errors
