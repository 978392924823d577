"""The status line and the review's words found wanting by a fresh-user check,
in Chromium on the mock API (tests/web/mock_api.py): tricks over the bid
(R12: a made contract scores its tricks) are said as "12 (bid 7)", never
"12/7" or "12 of 7", in every language."""

from __future__ import annotations

from typing import Any

import pytest

from .test_learn import _load, _shot
from .test_refusals_page import SPOKEN_JS

pytestmark = pytest.mark.browser

#: The drawn chip of the declaring side and what a screen reader hears, per language.
OVER = {
    "en": ("(bid 7)", "Tricks: You & North 9 (bid 7), West & East 3"),
    "fr": ("(annonce 7)", "9 (annonce 7)"),
    "pt-BR": ("(lance 7)", "9 (lance 7)"),
    "ru": ("(заявка 7)", "9 (заявка 7)"),
}


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_R12_tricks_over_the_bid_are_said_with_the_bid(browser: Any, lang: str, size: str) -> None:
    contract = {"declarer": "S", "bid": 7, "denomination": "C", "alone": False}
    tricks = {"NS": 9, "EW": 3}
    context, page, errors, _ = _load(
        browser, "learn_hand_over", size=size, lang=lang, contract=contract, tricks=tricks
    )
    try:
        chip = page.locator("#status .st-tricks .st-ns")
        drawn, spoken_part = OVER[lang]
        assert chip.inner_text().endswith(f"9 {drawn}"), chip.inner_text()
        assert "/" not in chip.inner_text()
        spoken = page.locator("#status .st-tricks").evaluate(SPOKEN_JS)
        assert spoken_part in spoken and " 9 " in spoken + " ", spoken
        box = chip.bounding_box()
        assert box is not None and box["height"] < 40, "the chip stays on one line"
        _shot(page, f"overtricks-{lang}-{size}.png")
    finally:
        context.close()
    assert not errors, errors
