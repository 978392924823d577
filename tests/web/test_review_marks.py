"""The hand review's marks in Chromium on the mock API: the page does not
move when they arrive, a decision the review could not value has a neutral
mark, and the cost help opens with a tap on a phone.

The hand is shown from its record at once and the server's marks
and par join it later (test_review_early.py); before, the download buttons,
the par and the score line, and the ✓ / ✗ beside South's calls and cards
were added only then, and the hand and the lists below them jumped down
(by a line or more on a phone).  Now their places are kept while the review
is judged."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from .mock_api import fixture
from .test_learn import _load, _pos, _shot

pytestmark = pytest.mark.browser

# the boxes whose place must not change: the hand, the stepper, the step's
# line, the auction and the list of tricks, and South's first card
WATCHED = [
    "#review .rv-top",
    "#review .rv-summary",
    "#review .rv-table",
    "#review .rv-stepper",
    "#review .rv-now",
    "#review .rv-auction",
    "#review .rv-tricks",
    "#review .rv-tricks li:last-child",
]

BOXES_JS = """(sels) => sels.map((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  const top = r.top + window.scrollY;
  return [s, Math.round(r.left), Math.round(top), Math.round(r.width), Math.round(r.height)];
})"""


@pytest.mark.parametrize(("size", "lang"), [("desktop", "en"), ("phone", "en"), ("phone", "ru")])
def test_the_review_keeps_its_layout_when_the_marks_arrive(
    browser: Any, size: str, lang: str
) -> None:
    context, page, errors, mock = _load(browser, "learn_hand_over", size=size, lang=lang)
    try:
        mock.review_busy = 1  # the review comes 1.5 s later (the page asks again)
        page.click("#panel .review-hand")
        page.wait_for_selector("#review:not([hidden]) .rv-judging")
        before = page.evaluate(BOXES_JS, WATCHED)
        page.wait_for_selector("#review .rv-summary .rv-score", timeout=10_000)
        assert page.locator("#review .mk-good, #review .mk-bad").count() > 0
        after = page.evaluate(BOXES_JS, WATCHED)
        moved = [(b, a) for b, a in zip(before, after, strict=True) if b != a]
        assert not moved, f"moved when the marks came ({size}, {lang}): {moved}"
    finally:
        context.close()
    assert not errors, errors


# the neutral mark's words, as the summary names the decisions it could not
# value ("not judged: …")
NOT_JUDGED = {"en": "not judged", "fr": "non jugé", "pt-BR": "sem avaliação", "ru": "без оценки"}


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_decision_the_review_could_not_value_shows_a_neutral_mark(
    browser: Any, lang: str
) -> None:
    # before: no mark at all beside South's call and card, while the summary
    # said "not judged: …" about them
    review = fixture("review_alone")
    decisions = copy.deepcopy(review["decisions"])
    unvalued = {1: "call", 9: "card"}  # South's lone call and third card
    for d in decisions:
        if d["step"] in unvalued:
            d["cost"] = None
            d["good"] = None
    context, page, errors, mock = _load(browser, "learn_hand_over", size="phone", lang=lang)
    try:
        mock.review_changes = {"decisions": decisions}
        page.click("#panel .review-hand")
        page.wait_for_selector("#review .rv-summary .rv-score")
        word = NOT_JUDGED[lang]
        assert f"{word}" in page.inner_text("#review .rv-score")
        # the lists: a dash, read out as not judged
        call = page.locator('#review .rv-auction [data-goto="2"]')
        card = page.locator('#review .rv-tricks [data-goto="10"]')
        for button in (call, card):
            assert button.locator(".mk-none").inner_text() == "–"
            assert button.locator(".mk-good, .mk-bad").count() == 0
            assert word in (button.get_attribute("aria-label") or "")
        # the other marks stay
        assert page.locator("#review .rv-side .mk-none").count() == 2
        judged = sum(1 for d in decisions if d["good"] is not None and d["kind"] != "exchange")
        assert page.locator("#review .rv-side .mk-good, #review .rv-side .mk-bad").count() == judged
        # the step's line: the neutral pill
        card.click()
        assert _pos(page)[0] == 10
        pill = page.locator("#review .rv-now .mark-none")
        assert pill.inner_text().strip() == f"– {word}"
        assert pill.is_visible()
    finally:
        context.close()
    assert not errors, errors


def test_the_cost_help_opens_with_a_tap_on_a_phone(browser: Any) -> None:
    # before: only the score line's title (hover) held it, out of reach on a phone
    context, page, errors, _mock = _load(browser, "learn_hand_over", size="phone")
    try:
        page.click("#panel .review-hand")
        page.wait_for_selector("#review .rv-summary .rv-score")
        info = page.locator("#review .rv-score .rv-info")
        help_text = page.locator("#review #rv-cost-help")
        assert info.is_visible() and help_text.is_hidden()
        box = info.bounding_box()
        assert box is not None and box["width"] >= 24 and box["height"] >= 24
        assert box["x"] + box["width"] <= 375, "on the screen"
        assert info.get_attribute("aria-expanded") == "false"
        info.click()
        assert help_text.is_visible()
        assert help_text.inner_text().startswith("Each decision is judged on its own")
        assert info.get_attribute("aria-expanded") == "true"
        # it stays open while stepping, and a second tap closes it
        page.click("#review .rv-prev")
        assert page.locator("#review #rv-cost-help").is_visible()
        page.click("#review .rv-score .rv-info")
        assert page.locator("#review #rv-cost-help").is_hidden()
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_the_trick_caption_stays_above_the_cards_on_a_phone(browser: Any, lang: str) -> None:
    # before: "Pli 6 : Nord le remporte" took two lines in the narrow middle
    # of the phone's table and its second line lay over North's card
    context, page, errors, _mock = _load(browser, "learn_hand_over", size="phone", lang=lang)
    try:
        page.evaluate("location.hash = '#review/g_fixture/0'")
        page.wait_for_selector("#review .rv-summary .rv-score")
        page.keyboard.press("Home")
        overlaps = []
        total = _pos(page)[1]
        for step in range(1, total + 1):
            page.keyboard.press("ArrowRight")
            assert _pos(page)[0] == step
            gap = page.evaluate(
                """() => {
                  const cap = document.querySelector('#review .rv-caption');
                  const cards = [...document.querySelectorAll('#review .rv-trick .tcard')];
                  if (!cap || !cards.length) return null;
                  const top = Math.min(...cards.map((c) => c.getBoundingClientRect().top));
                  return [cap.innerText, top - cap.getBoundingClientRect().bottom];
                }"""
            )
            if gap is not None and gap[1] < 0:
                overlaps.append((step, *gap))
        assert not overlaps, f"{lang}: the caption lies over the cards: {overlaps}"
    finally:
        context.close()
    assert not errors, errors


# the made bid's pill, as the step's line shows it (cost 3.2)
MADE_BUT = {
    "en": "✗ made, but passing was worth more (+3.2 pt)",
    "fr": "✗ réussi, mais passer valait plus (+3,2 pt)",
    "pt-BR": "✗ cumprido, mas passar valia mais (+3,2 pt)",
    "ru": "✗ контракт выполнен, но выгоднее было спасовать (+3,2 оч.)",
}
# ... and as a screen reader reads the call in the auction's list
MADE_BUT_LABEL = {
    "en": "the contract was made, but passing was worth more, by about 3.2 points",
    "fr": "contrat réussi, mais passer valait plus, d’environ 3,2 points",
    "pt-BR": "contrato cumprido, mas passar valia mais, por cerca de 3,2 pontos",
    "ru": "контракт выполнен, но выгоднее было спасовать, в среднем примерно на 3,2 очка",
}


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_bid_that_made_its_contract_when_passing_was_worth_more_says_so(
    browser: Any, lang: str
) -> None:
    # before: "✗ pass was better by 3.2 pt" beside South's call of a contract
    # South made ("I made my contract, why is it wrong?"); the judgement stays
    # (passing was worth more), its words say the contract was made; its mark
    # is ✗, as for any costly decision (it was ≈, the mark of "close to the
    # hint", which the legend names)
    review = fixture("review_alone")
    decisions = copy.deepcopy(review["decisions"])
    for d in decisions:
        if d["step"] == 1:  # South's lone call, the contract
            d.update(recommended="pass", cost=3.2, good=False)
    result = {**review["result"], "made": True}
    result["tricks"] = {"NS": 12, "EW": 0}
    context, page, errors, mock = _load(browser, "learn_hand_over", size="phone", lang=lang)
    try:
        mock.review_changes = {"decisions": decisions, "result": result}
        page.click("#panel .review-hand")
        page.wait_for_selector("#review .rv-summary .rv-score")
        call = page.locator('#review .rv-auction [data-goto="2"]')
        assert call.locator(".mk-made").inner_text() == "✗"
        assert call.locator(".mk-bad").count() == 0
        label = call.get_attribute("aria-label") or ""
        assert MADE_BUT_LABEL[lang] in label, label
        # the call is named once ("You: 7 no trump, 7 no trump: …" before)
        what = label.split(":")[1].strip()
        assert what and label.count(what) == 1, label
        assert ("\u202f:" in label) == (lang == "fr"), label
        call.click()
        assert _pos(page)[0] == 2
        pill = page.locator("#review .rv-now .mark-made")
        assert pill.inner_text().strip() == MADE_BUT[lang]
        assert pill.is_visible()
        assert page.locator("#review .rv-now .mark-bad").count() == 0
        # the cards South misplayed keep their ✗
        bad = sum(1 for d in decisions if d["good"] is False and d["kind"] == "card")
        assert page.locator("#review .rv-tricks .mk-bad").count() == bad
    finally:
        context.close()
    assert not errors, errors


#: each card of the trick that lies under the sticky stepper: is the stepper
#: what is drawn (and clicked) there?
UNDER_STEPPER_JS = """() => {
  const bar = document.querySelector('#review .rv-stepper');
  const b = bar.getBoundingClientRect();
  const out = [];
  for (const card of document.querySelectorAll('#review .rv-trick .tcard')) {
    const c = card.getBoundingClientRect();
    const left = Math.max(c.left, b.left + 12), right = Math.min(c.right, b.right - 12);
    const top = Math.max(c.top, b.top + 2), bottom = Math.min(c.bottom, b.bottom - 2);
    if (left >= right || top >= bottom) continue;
    const el = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
    out.push([card.dataset.seat, card.classList.contains('winner'), !!el && bar.contains(el)]);
  }
  return out;
}"""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_step_bar_is_drawn_over_the_trick_at_320_px(browser: Any, lang: str) -> None:
    """Before: at 320×640 South's card in the trick, raised when it won the
    trick, was drawn over the sticky step bar and hid "Step 28 of 28".  Now
    the bar is above every card of the trick, at every step."""
    context, page, errors, _mock = _load(browser, "learn_hand_over", size="phone", lang=lang)
    try:
        page.set_viewport_size({"width": 320, "height": 640})
        page.evaluate("location.hash = '#review/g_fixture/0'")
        page.wait_for_selector("#review .rv-summary .rv-score")
        page.keyboard.press("Home")
        total = _pos(page)[1]
        under, hidden = [], []
        for step in range(1, total + 1):
            page.keyboard.press("ArrowRight")
            assert _pos(page)[0] == step
            for seat, won, bar_on_top in page.evaluate(UNDER_STEPPER_JS):
                under.append((step, seat, won))
                if not bar_on_top:
                    hidden.append((step, seat, won))
        assert any(won for _, _, won in under), under  # a winning card went under the bar
        assert not hidden, hidden
    finally:
        context.close()
    assert not errors, errors


FORCED_SCORE = {
    "en": "11 of 15 decisions good; 2 forced plays (the only legal choice) not counted",
    "ru": "верных решений: 11 из 15; не учтены вынужденные ходы (других не было): 2",
}


@pytest.mark.parametrize(("size", "lang"), [("phone", "en"), ("phone", "ru")])
def test_forced_plays_are_counted_apart_and_carry_no_mark(
    browser: Any, size: str, lang: str
) -> None:
    """Fresh-user check: "12 of 13 decisions good" counted plays where only
    one card was legal (✓).  Now the review's ``forced`` decisions (the last
    two cards of review_alone.json, the hand shown) are left out of the
    count, said apart, and unmarked."""
    decisions = copy.deepcopy(fixture("review_alone")["decisions"])
    for d in decisions:
        d["forced"] = d["step"] in (35, 38)
    context, page, errors, mock = _load(browser, "learn_hand_over", size=size, lang=lang)
    try:
        mock.review_changes = {"decisions": decisions}
        page.click("#panel .review-hand")
        page.wait_for_selector("#review .rv-summary .rv-score", timeout=10_000)
        score = page.inner_text("#review .rv-score")
        assert score.startswith(FORCED_SCORE[lang]), score
        page.keyboard.press("End")
        assert page.locator("#review .rv-now .mark-forced").count() == 1
        assert page.locator("#review .rv-now .mark-good").count() == 0
        _shot(page, f"review-forced-{lang}.png")
    finally:
        context.close()
    assert not errors, errors
