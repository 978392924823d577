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


# ---------------------------------------------------------------- cosmetic (fresh-user check)

RECT_JS = (
    "(e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"
)


def _overlap(a: list[float], b: list[float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_phone_trick_cards_clear_the_side_seats_plates(browser: Any) -> None:
    """At 375 x 740, West's and East's played cards (tilted) stay off their
    seats' name plates."""
    context, page, errors, _ = _load(browser, "play", size="phone")
    try:
        for seat in ("W", "E"):
            card = page.locator(f'#trick .tcard[data-seat="{seat}"]').evaluate(RECT_JS)
            plate = page.locator(f"#seat-{seat} .seat-head").evaluate(RECT_JS)
            assert not _overlap(card, plate), (seat, card, plate)
        _shot(page, "trick-phone.png")
    finally:
        context.close()
    assert not errors, errors


def test_score_pad_headers_and_review_sides_stay_on_one_line(browser: Any) -> None:
    """pt-BR at 1280 x 800: the score pad's "L–O" header on one line; at
    375 x 740 the review's "N–S" is never split at its dash."""
    context, page, errors, _ = _load(browser, "play", lang="pt-BR")
    try:
        heights = page.locator("#scorepad .pad-table th").evaluate_all(
            "(ths) => ths.map((t) => t.getBoundingClientRect().height)"
        )
        assert max(heights) == min(heights), heights
    finally:
        context.close()
    for lang in ("en", "ru"):
        context, page, errors2, _ = _load(browser, "learn_hand_over", size="phone", lang=lang)
        try:
            page.click("#panel .review-hand")
            page.wait_for_selector("#review:not([hidden]) .rv-summary .nowrap")
            lines = page.locator("#review .rv-summary .nowrap").evaluate_all(
                "(els) => els.map((e) => e.getClientRects().length)"
            )
            assert lines and set(lines) == {1}, lines
        finally:
            context.close()
        errors += errors2
    assert not errors, errors


def test_the_keyboard_card_does_not_look_chosen_in_the_exchange(browser: Any) -> None:
    """After a reload in the exchange the focused card is ringed in white
    (double) and lifted less than a chosen card, which glows blue."""
    context, page, errors, _ = _load(browser, "exchange_partner")
    try:
        first = page.locator("#hand .hcard").first
        first.focus()
        page.keyboard.press("ArrowRight")
        page.keyboard.press("ArrowLeft")
        focused = page.locator("#hand .hcard:focus-visible")
        assert focused.count() == 1 and "chosen" not in (focused.get_attribute("class") or "")
        style = focused.evaluate("(e) => getComputedStyle(e).outlineStyle")
        assert style == "double", style
        lift = focused.evaluate("(e) => new DOMMatrix(getComputedStyle(e).transform).m42")
        chosen = page.locator("#hand .hcard").nth(3)
        chosen.click()
        page.wait_for_selector("#hand .hcard.chosen")
        page.mouse.move(0, 0)
        high = page.locator("#hand .hcard.chosen").evaluate(
            "(e) => new DOMMatrix(getComputedStyle(e).transform).m42"
        )
        assert high < lift - 10, (high, lift)
    finally:
        context.close()
    assert not errors, errors
