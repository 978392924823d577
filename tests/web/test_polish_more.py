"""More small defects of the page found by earlier sessions, in Chromium on
the mock API (tests/web/mock_api.py): what the screen reader's live region
holds once the hand review is closed, the Why? box beside South's name on a
desktop, the faded calls of the auction's earlier rounds, the top bar of a
phone in every language, and the review's mark of a contract made when
passing was worth more."""

from __future__ import annotations

from typing import Any

import pytest

from . import mock_api
from .conftest import DESKTOP, _open
from .driver import click_card, set_speed_before_load, wait_idle
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


# ---------------------------------------------------------------- the Why? box and South's name

OVERLAP_JS = """([pop, sel]) => {
  const p = document.querySelector(pop).getBoundingClientRect();
  return [...document.querySelectorAll(sel)].map((el) => {
    const r = el.getBoundingClientRect();
    const w = Math.min(p.right, r.right) - Math.max(p.left, r.left);
    const h = Math.min(p.bottom, r.bottom) - Math.max(p.top, r.top);
    return w > 0 && h > 0 ? Math.round(w * h) : 0;
  });
}"""


@pytest.mark.parametrize("what", ["hint", "why"])
def test_the_why_box_leaves_souths_name_in_view_on_a_desktop(browser: Any, what: str) -> None:
    """Before: at 1280 x 800 the hint of a call and "Why did East play J♦?"
    lay over "You South" (the box moved only up and down, centred); it now
    also moves sideways to free felt, still clear of the bidding box, the
    trick and every seat's name."""
    view, step = ("auction", None) if what == "hint" else ("live_before", "live_step")
    context, page, errors = _open(browser, DESKTOP)
    try:
        set_speed_before_load(page)
        mock = mock_api.install(page, view, step)
        page.goto(mock_api.ORIGIN + "/")
        wait_idle(page)
        if what == "hint":
            mock.hint_action = "7H"
            page.keyboard.press("h")
        else:
            click_card(page.locator("#hand .hcard.legal").first)
            wait_idle(page)
            page.locator("#trick .tcard.why-card").first.click()
        page.wait_for_selector("#why-pop:not([hidden])")
        page.wait_for_timeout(250)  # its rise animation
        for sel in ["#seat-S .seat-head", ".seat .seat-head", "#panel .box", "#trick .tcard"]:
            covered = page.evaluate(OVERLAP_JS, ["#why-pop", sel])
            assert not any(covered), f"the {what} box covers {sel}: {covered}"
        box = page.locator("#why-pop").bounding_box()
        table = page.locator("#table").bounding_box()
        assert box["x"] >= table["x"] and box["x"] + box["width"] <= table["x"] + table["width"]
        assert box["y"] >= 0 and box["y"] + box["height"] <= DESKTOP["height"]
        assert 400 <= box["width"] <= 420  # its width kept
    finally:
        context.close()
    assert not errors, errors
