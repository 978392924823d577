"""On a phone, South's lone exchange (D6): the cards chosen to discard rise
out of the hand, and they must never lie over the Hint and Undo buttons
(fresh-user check at 375 x 740, double deck: a tap meant for Hint could
choose a card).  The boxes of every chosen card and of both buttons are
measured at 375 x 740 and 320 x 640; with ``BIDEUCHRE_SCREENSHOTS=1`` the
375 x 740 view goes to docs/screenshots/phone-discard-chosen.png."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import _open
from .mock_api import ORIGIN, fixture, install
from .test_learn import READY, _shot

pytestmark = pytest.mark.browser

NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine"}
SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def _discard_view() -> dict[str, Any]:
    """South alone in hearts, exchanging 2: North has passed (blind, D6),
    South discards 2 of its 12 cards (North's join its hand afterwards)."""
    view = fixture("exchange_partner")
    cards = [h["card"] for h in view["hand"]]
    view.update(
        calls=[*view["calls"][:2], {"seat": "S", "call": "alone H"}],
        contract={"declarer": "S", "bid": 12, "denomination": "H", "alone": True},
        sitting_out="N",
        exchange={"k": 2, "passed": [], "discarded": [], "passed_count": 2,
                  "discarded_count": 0},
        hand_counts={"N": 10, "E": 12, "S": 12, "W": 12},
        hand=[{"card": c, "legal": True, "group": c[1], "reason": None,
               "label": f"{NAMES[c[0]]} of {SUITS[c[1]]}"} for c in cards],
        legal=[f"discard {c}" for c in cards],
    )  # fmt: skip
    return view


RECTS = """() => {
  const r = (el) => {
    const b = el.getBoundingClientRect();
    return [b.left, b.top, b.right, b.bottom];
  };
  return {
    chosen: [...document.querySelectorAll('#hand .hcard.chosen')].map(r),
    cards: [...document.querySelectorAll('#hand .hcard')].map(r),
    buttons: [...document.querySelectorAll('#assist .assist-btn')].map(r),
  };
}"""


def _meets(a: list[float], b: list[float], gap: float = 2.0) -> bool:
    """Do boxes ``[left, top, right, bottom]`` meet, or come within ``gap`` px?"""
    return min(a[2], b[2]) + gap > max(a[0], b[0]) and min(a[3], b[3]) + gap > max(a[1], b[1])


@pytest.mark.parametrize("size", [(375, 740), (320, 640), (1280, 800)])
@pytest.mark.parametrize("which", ["first", "near", "last"])
def test_cards_chosen_to_discard_never_cover_hint_or_undo(
    browser: Any, size: tuple[int, int], which: str
) -> None:
    width, height = size
    context, page, errors = _open(browser, {"width": width, "height": height})
    try:
        page.add_init_script(
            "localStorage.setItem('bideuchre.settings', JSON.stringify({speed: 'instant'}))"
        )
        view = _discard_view()
        install(page, "exchange_partner", **view)
        page.goto(ORIGIN + "/")
        page.wait_for_function(f"() => {READY}")
        n = page.locator("#hand .hcard").count()
        assert n == 12
        # the cards nearest the buttons: the top row's right end (and the others)
        order: list[int] = page.evaluate(
            """() => {
              const all = [...document.querySelectorAll('#hand .hcard')]
                .map((e, i) => [e.getBoundingClientRect(), i]);
              const top = Math.min(...all.map(([b]) => b.top));
              const row = (b) => (b.top < top + 30 ? 0 : 1);  // the fan's rows
              return all.sort((a, b) => (row(a[0]) - row(b[0])) || (b[0].right - a[0].right))
                .map(([, i]) => i);
            }"""
        )
        picks = {"first": [0, 1], "near": order[:2], "last": [n - 2, n - 1]}[which]
        for i in picks:
            page.locator("#hand .hcard").nth(i).click()
        page.wait_for_timeout(300)  # the chosen cards rise
        found = page.evaluate(RECTS)
        assert len(found["chosen"]) == 2 and len(found["buttons"]) == 2, found
        hit = [(c, b) for c in found["cards"] for b in found["buttons"] if _meets(c, b)]
        assert not hit, hit
        # a tap on each button's centre reaches the button, not a card
        for sel in ("#assist .hint-btn", "#assist .undo-btn"):
            box = page.locator(sel).bounding_box()
            assert box is not None
            top = page.evaluate(
                "([x, y]) => document.elementFromPoint(x, y).closest('.assist-btn') !== null",
                [box["x"] + box["width"] / 2, box["y"] + box["height"] / 2],
            )
            assert top, sel
        if size == (375, 740) and which == "near":
            _shot(page, "phone-discard-chosen.png")
    finally:
        context.close()
    assert not errors, errors
