"""A hinted bid above the side's expected tricks says why (why.js,
``hintSentence``; server hints.py, ``pass_value``).  Before, "Bid 6 hearts —
your side can expect about 5.7 tricks." recommended a bid the tricks do
not cover and stopped there; the hint now adds that passing is worth even
less (the opponents' contract costs more), with both figures."""

from __future__ import annotations

from typing import Any

import pytest

from .test_learn import _load

pytestmark = pytest.mark.browser

REASON = {
    "code": "call_value",
    "params": {
        "call": "6H",
        "expected": 5.7,
        "partner_expected": 1.2,
        "value": -4.5,
        "pass_value": -5.1,
        "higher": None,
        "alternatives": [],
    },
}

SAID = {
    "en": "Bid 6 hearts — your side can expect about 5.7 tricks; bidding is still worth"
    " more than passing (−4.5 points against −5.1): letting the opponents have the"
    " contract costs more.",
    "fr": "votre camp peut espérer environ 5,7 plis ; enchérir vaut quand même plus que"
    " passer (−4,5 points espérés contre −5,1) : laisser le contrat aux adversaires coûte"
    " plus cher.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hinted_bid_above_the_expected_tricks_says_passing_is_worth_less(
    browser: Any, lang: str
) -> None:
    context, page, errors, mock = _load(browser, "auction", lang=lang)
    try:
        mock.hint_action, mock.hint_reason = "6H", REASON
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        text = " ".join(page.inner_text("#why-pop").split())
        assert SAID[lang] in text, text
    finally:
        context.close()
    assert not errors, errors


def test_a_hinted_bid_the_tricks_cover_keeps_its_short_reason(browser: Any) -> None:
    context, page, errors, mock = _load(browser, "auction")
    try:
        covered = {**REASON, "params": {**REASON["params"], "expected": 6.3}}
        mock.hint_action, mock.hint_reason = "6H", covered
        page.keyboard.press("h")
        page.wait_for_selector("#why-pop:not([hidden])")
        text = " ".join(page.inner_text("#why-pop").split())
        assert "Bid 6 hearts — your side can expect about 6.3 tricks." in text, text
        assert "passing" not in text
    finally:
        context.close()
    assert not errors, errors
