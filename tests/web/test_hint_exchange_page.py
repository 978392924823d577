"""The hint in the lone exchange (D6) on the page: every card to pass is
outlined and named, the copy already chosen included, so following the hint
never drops a chosen card (fresh-user check: North alone asked for 3 cards;
after A♠ was chosen, Hint again said "Pass A♠" and outlined that card).
With ``BIDEUCHRE_SCREENSHOTS=1`` the views go to /tmp/fixb-shots."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from .conftest import _open
from .mock_api import ORIGIN, fixture, install
from .test_learn import READY

pytestmark = pytest.mark.browser

NAMES = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine"}
SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}
SHOTS = Path("/tmp/fixb-shots")


def _pass_three_view() -> dict[str, Any]:
    """North alone in hearts asks South for 3 cards; South holds two J♥."""
    view = fixture("exchange_partner")
    cards = ["JH", "JH", *[h["card"] for h in view["hand"]][1:-1]]
    view.update(
        exchange={"k": 3, "passed": [], "discarded": [], "passed_count": 0,
                  "discarded_count": 0},
        hand=[{"card": c, "legal": True, "group": c[1], "reason": None,
               "label": f"{NAMES[c[0]]} of {SUITS[c[1]]}"} for c in cards],
        legal=[f"pass {c}" for c in dict.fromkeys(cards)],
    )  # fmt: skip
    return view


@pytest.mark.parametrize("size", [(1280, 800), (375, 740)])
def test_the_exchange_hint_outlines_and_names_every_card_to_pass(
    browser: Any, size: tuple[int, int]
) -> None:
    width, height = size
    context, page, errors = _open(browser, {"width": width, "height": height})
    try:
        page.add_init_script(
            "localStorage.setItem('bideuchre.settings', JSON.stringify({speed: 'instant'}))"
        )
        view = _pass_three_view()
        mock = install(page, "exchange_partner", **view)
        mock.hint_action = "pass JH"
        mock.hint_actions = ["pass JH", "pass JH", "pass AH"]
        page.goto(ORIGIN + "/")
        page.wait_for_function(f"() => {READY}")
        # choose the first J♥ (the button says 1/3), then ask for the hint
        page.locator('#hand .hcard[data-card="JH"]').first.click()
        assert page.locator("#hand .hcard.chosen").count() == 1
        page.locator("#assist .hint-btn").click()
        page.wait_for_selector("#why-pop:not([hidden])")
        hinted = page.eval_on_selector_all(
            "#hand .hcard.hinted", "els => els.map((e) => e.dataset.card)"
        )
        assert sorted(hinted) == ["AH", "JH", "JH"]
        text = page.locator("#why-pop").inner_text()
        assert "Pass J♥, J♥, and A♥" in text
        if os.environ.get("BIDEUCHRE_SCREENSHOTS") == "1":
            SHOTS.mkdir(parents=True, exist_ok=True)
            page.wait_for_timeout(300)
            page.screenshot(path=str(SHOTS / f"exchange-hint-{width}.png"))
        # following it: the two outlined cards not yet chosen make 3/3
        for i in page.eval_on_selector_all(
            "#hand .hcard.hinted:not(.chosen)", "els => els.map((e) => e.dataset.i)"
        ):
            page.locator(f'#hand .hcard[data-i="{i}"]').click()
        chosen = page.eval_on_selector_all(
            "#hand .hcard.chosen", "els => els.map((e) => e.dataset.card)"
        )
        assert sorted(chosen) == ["AH", "JH", "JH"]
        assert not errors
    finally:
        context.close()
