"""More small defects of the page found by earlier sessions, in Chromium on
the mock API (tests/web/mock_api.py): what the screen reader's live region
holds once the hand review is closed, the Why? box beside South's name on a
desktop, the faded calls of the auction's earlier rounds, the top bar of a
phone in every language, and the review's mark of a contract made when
passing was worth more."""

from __future__ import annotations

from typing import Any

import pytest

from .test_learn import _load

pytestmark = pytest.mark.browser

LIVE_JS = "() => document.querySelector('#live').textContent"


@pytest.mark.parametrize("how", ["escape", "back button"])
def test_closing_the_review_replaces_its_last_step_in_the_live_region(
    browser: Any, how: str
) -> None:
    """Before: "Step 2 of 41. East bids …" stayed in the live region once the
    review was closed (a screen reader could read it out again at the
    table); now it holds the table's status line."""
    context, page, errors, _mock = _load(browser, "learn_hand_over")
    try:
        page.click("#panel .review-hand")
        page.wait_for_selector("#review .rv-summary .rv-score")
        page.keyboard.press("Home")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        page.wait_for_function(f"() => ({LIVE_JS})().startsWith('Step 2 of ')")
        if how == "escape":
            page.keyboard.press("Escape")
        else:
            page.click("#review .rv-close")
        page.wait_for_selector("#review", state="hidden")
        page.wait_for_timeout(300)  # past the live region's 30 ms delay
        live = page.evaluate(LIVE_JS)
        assert "Step" not in live, live
        assert live == (
            "Dealer North. Contract: You, alone in clubs. "
            "Tricks: You & North 5 of 12, West & East 7. Hand over."
        ), live
    finally:
        context.close()
    assert not errors, errors
