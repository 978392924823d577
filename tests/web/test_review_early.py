"""The hand review shows the hand before its marks, in Chromium on the mock
API: the review's marks and par take the server about a second of CPU (more
when it is busy: 3.3 s once, with only "Loading the review…" on screen),
while the hand's record is a quick read.  Now the hand comes first, steppable,
and the marks join it where the player is."""

from __future__ import annotations

from typing import Any

import pytest

from .mock_api import fixture
from .test_learn import _load, _pos

pytestmark = pytest.mark.browser


def test_the_hand_shows_at_once_and_its_marks_join_it_where_the_player_is(
    browser: Any,
) -> None:
    review = fixture("review_alone")
    rec = review["record"]
    total = len(rec["calls"]) + 1 + len(rec["play"])  # calls, the exchange as one step, cards
    context, page, errors, mock = _load(browser, "learn_hand_over")
    try:
        mock.review_busy = 1  # the review comes 1.5 s later (the page asks again)
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-judging")
        assert _pos(page) == (total, total), "the whole hand, from its record"
        marks = "#review .mark:not(.mark-wait), #review .mk-good, #review .mk-bad"
        assert page.locator(marks).count() == 0
        assert "Judging your calls and cards" in page.inner_text("#review .rv-summary")
        page.keyboard.press("Home")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowRight")
        assert _pos(page)[0] == 2
        focused = page.evaluate("document.activeElement.className")
        # the marks come: the same step, the same focus, and the par
        page.wait_for_selector("#review .rv-summary .rv-score", timeout=10_000)
        assert page.locator("#review .rv-judging").count() == 0
        assert _pos(page) == (2, total)
        assert page.evaluate("document.activeElement.className") == focused
        par = review["par"]["tricks"]
        assert f"N–S {par['NS']} tricks, E–W {par['EW']}" in page.inner_text("#review .rv-summary")
        assert page.locator("#review .mk-good, #review .mk-bad").count() > 0
        asked = [p for _, p in mock.requests if p.endswith("/hands/1/review")]
        assert len(asked) == 2
    finally:
        context.close()
    assert not errors, errors
