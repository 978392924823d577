"""Defects a fresh-user tester found at the table, in Chromium on the mock API
(tests/web/mock_api.py): a hinted bid that was not shown in the bidding box,
the review's costs read as negative numbers with no way to the costliest
decision, a black trump all but invisible in the dark status chip, the Hint
and Why? boxes over the call history and the trick, and a phone hand whose
cards left a 17-20 px strip to tap."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from . import mock_api
from .conftest import DESKTOP, _open
from .driver import click_card, set_speed_before_load, wait_idle
from .test_learn import _load, _pos

pytestmark = pytest.mark.browser

SMALL_PHONE = {"width": 375, "height": 740}
SIZES = {"desktop": DESKTOP, "phone": SMALL_PHONE}


def _open_mock(
    browser: Any, view_name: str, viewport: dict[str, int], step: str | None = None, **changes: Any
) -> tuple[Any, Any, Any, mock_api.MockApi]:
    context, page, errors = _open(browser, viewport)
    set_speed_before_load(page)
    mock = mock_api.install(page, view_name, step, **changes)
    page.goto(mock_api.ORIGIN + "/")
    wait_idle(page)
    return context, page, errors, mock


def _ask_hint(page: Any) -> None:
    page.keyboard.press("h")
    page.wait_for_selector("#why-pop:not([hidden])")


# ---------------------------------------------------------------- 1. the hinted bid


@pytest.mark.parametrize("hint", ["7H", "alone H", "pass"])
def test_the_hinted_call_is_outlined_and_its_number_shown(browser: Any, hint: str) -> None:
    # before: with the picker on another number, "Bid 7 hearts" outlined no
    # button, and choosing 7 showed none either (the outline was lost with
    # the redraw); only a hinted Pass was outlined
    context, page, errors, mock = _open_mock(browser, "auction", DESKTOP)
    try:
        mock.hint_action = hint
        page.click('#panel .bid-num[data-n="6"]')
        _ask_hint(page)
        hinted = page.locator(f'#panel [data-call="{hint}"].hinted')
        assert hinted.count() == 1, page.inner_html("#panel")
        if hint == "7H":
            seven = page.locator('#panel .bid-num[data-n="7"]')
            assert seven.get_attribute("aria-pressed") == "true"
            assert "hinted" in (seven.get_attribute("class") or "")
        # another number, and back: the outline follows the hinted call
        page.click('#panel .bid-num[data-n="9"]')
        assert page.locator('#panel [data-call="9H"].hinted').count() == 0
        assert page.locator(f'#panel [data-call="{hint}"].hinted').count() == (hint != "7H")
        page.click('#panel .bid-num[data-n="7"]')
        assert page.locator(f'#panel [data-call="{hint}"].hinted').count() == 1
        assert page.locator("#panel .bid-call.hinted").count() == 1
        outline = page.eval_on_selector(
            f'#panel [data-call="{hint}"]', "b => getComputedStyle(b).outlineStyle"
        )
        assert outline == "dashed"
    finally:
        context.close()
    assert not errors, errors


# ---------------------------------------------------------------- 3. a black trump in the status

#: The contrast (WCAG) of a suit symbol with what lies behind it: the
#: backgrounds from the symbol outwards, composited, over the felt's darkest
#: green (--felt-3) where they end.
CONTRAST_JS = """(el) => {
  const parse = (c) => {
    const v = c.match(/[\\d.]+/g).map(Number);
    return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1];
  };
  const fg = parse(getComputedStyle(el).color);
  const layers = [];
  for (let n = el; n && n.id !== 'table'; n = n.parentElement) {
    const bg = parse(getComputedStyle(n).backgroundColor);
    if (bg[3] > 0) layers.push(bg);
    if (bg[3] >= 1) break;
  }
  let back = [12, 71, 37];
  for (const l of layers.reverse()) back = back.map((c, i) => c * (1 - l[3]) + l[i] * l[3]);
  const lum = (rgb) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(rgb[0]) + 0.7152 * f(rgb[1]) + 0.0722 * f(rgb[2]);
  };
  const a = lum(fg), b = lum(back);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}"""


@pytest.mark.parametrize(
    ("size", "declarer", "denom", "alone"),
    [
        ("desktop", "S", "S", True),
        ("desktop", "W", "C", False),
        ("phone", "W", "S", False),
        ("phone", "S", "C", True),
        ("phone", "E", "H", False),
    ],
)
def test_the_trump_in_the_contract_chip_is_readable(
    browser: Any, size: str, declarer: str, denom: str, alone: bool
) -> None:
    # before: ♠ and ♣ drawn black on the dark green chip, about 1.4:1
    bid = 12 if alone else 8
    contract = {"declarer": declarer, "bid": bid, "denomination": denom, "alone": alone}
    context, page, errors, _ = _open_mock(browser, "play", SIZES[size], contract=contract)
    try:
        icon = page.locator(f".st-contract .suit-icon.suit-{denom}")
        assert icon.count() == 1 and icon.is_visible()
        ratio = icon.evaluate(CONTRAST_JS)
        assert ratio >= 3.0, f"{denom} on the contract chip: {ratio:.2f}:1"
    finally:
        context.close()
    assert not errors, errors


# ---------------------------------------------------------------- 4. the popups' place

OVERLAP_JS = """([pop, sel]) => {
  const p = document.querySelector(pop).getBoundingClientRect();
  return [...document.querySelectorAll(sel)].map((el) => {
    const r = el.getBoundingClientRect();
    const w = Math.min(p.right, r.right) - Math.max(p.left, r.left);
    const h = Math.min(p.bottom, r.bottom) - Math.max(p.top, r.top);
    return w > 0 && h > 0 ? Math.round(w * h) : 0;
  });
}"""


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_hint_leaves_the_bidding_box_and_its_history_in_view(browser: Any, size: str) -> None:
    # before: the box sat at a quarter of the table's height, over the
    # bidding box's title and its call history ("N Pass E 4♦")
    context, page, errors, mock = _open_mock(browser, "auction", SIZES[size])
    try:
        mock.hint_action = "7H"
        _ask_hint(page)
        page.wait_for_timeout(250)  # its rise animation
        covered = page.evaluate(OVERLAP_JS, ["#why-pop", "#panel .bidbox, #panel .bid-history"])
        assert covered and not any(covered), f"the hint covers the bidding box: {covered}"
        box = page.locator("#why-pop").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= SIZES[size]["height"]
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_why_box_leaves_the_trick_in_view(browser: Any, size: str) -> None:
    # before: "Why did East play J♦?" covered the cards of the trick
    context, page, errors, _ = _open_mock(browser, "live_before", SIZES[size], step="live_step")
    try:
        click_card(page.locator("#hand .hcard.legal").first)
        wait_idle(page)
        page.locator("#trick .tcard.why-card").first.click()
        page.wait_for_selector("#why-pop:not([hidden])")
        page.wait_for_timeout(250)
        covered = page.evaluate(OVERLAP_JS, ["#why-pop", "#trick .tcard"])
        assert covered and not any(covered), f"the Why? box covers the trick: {covered}"
        box = page.locator("#why-pop").bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= SIZES[size]["height"]
    finally:
        context.close()
    assert not errors, errors


# ---------------------------------------------------------------- 5. the phone hand's tap strips

#: Per hand card: the widest run of points (1 px apart, on rows 3 px apart)
#: where the card is what a tap hits (elementFromPoint), within the window.
HIT_WIDTH_JS = """() => [...document.querySelectorAll('#hand .hcard')].map((card) => {
  const r = card.getBoundingClientRect();
  let best = 0;
  for (let y = Math.max(r.top, 0) + 2; y < Math.min(r.bottom, innerHeight) - 2; y += 3) {
    let w = 0;
    for (let x = Math.max(0, r.left); x < Math.min(r.right, innerWidth); x += 1) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('.hcard') === card) w += 1;
    }
    best = Math.max(best, w);
  }
  return [card.dataset.card, best];
})"""


def _hit_widths(page: Any) -> list[tuple[str, int]]:
    page.locator("#hand").scroll_into_view_if_needed()
    page.mouse.move(1, 1)  # no card lifted by the pointer
    page.wait_for_timeout(200)
    return [tuple(x) for x in page.evaluate(HIT_WIDTH_JS)]


@pytest.mark.parametrize("cards", [12, 9])
def test_every_card_of_a_phone_hand_leaves_a_finger_wide_strip(browser: Any, cards: int) -> None:
    # before: a hand laid out while the table was hidden (the review or How
    # to play over it, and the window resized meanwhile: a phone's address
    # bar) kept a 17-20 px strip per card; nine cards in one row left 34 px
    view = mock_api.fixture("live_before")
    hand = copy.deepcopy(view["hand"][:cards])
    context, page, errors, _ = _open_mock(browser, "live_before", SMALL_PHONE, hand=hand)
    try:
        widths = _hit_widths(page)
        assert len(widths) == cards
        assert min(w for _, w in widths) >= 36, widths
        page.evaluate(
            "document.body.classList.add('review-open'); dispatchEvent(new Event('resize'))"
        )
        page.wait_for_timeout(200)
        page.evaluate("document.body.classList.remove('review-open')")
        page.wait_for_timeout(200)
        widths = _hit_widths(page)
        assert min(w for _, w in widths) >= 36, f"after the table was hidden: {widths}"
    finally:
        context.close()
    assert not errors, errors


def test_the_desktop_hand_stays_one_row(browser: Any) -> None:
    context, page, errors, _ = _open_mock(browser, "live_before", DESKTOP)
    try:
        assert "two-rows" not in (page.get_attribute("#hand", "class") or "")
        widths = _hit_widths(page)
        assert len(widths) == 12 and min(w for _, w in widths) >= 36, widths
    finally:
        context.close()
    assert not errors, errors


# ------------------------------------------------------------ 2. the review's costliest decision


def test_the_costliest_decision_is_a_link_to_its_step(browser: Any) -> None:
    # before: "costliest: …, about −2.3 points of margin", and no way to it
    decisions = mock_api.fixture("review")["decisions"]
    worst = max((d for d in decisions if d["good"] is False), key=lambda d: d["cost"])
    context, page, errors, _ = _load(browser, "learn_hand_over")
    try:
        page.evaluate("location.hash = '#review/g_fixture/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        link = page.locator("#review .rv-summary .rv-costliest")
        text = link.inner_text()
        assert f"better by about {worst['cost']:.1f} points" in text and "−" not in text, text
        link.click()
        assert _pos(page)[0] == worst["step"] + 1
        words = page.evaluate(
            "async (a) => (await import('/static/js/messages.js')).M.learn.actionWords(a)",
            worst["recommended"],
        )
        now = page.inner_text("#review .rv-now")
        assert f"{words} was better by {worst['cost']:.1f} pt" in now, now
        # and from the keyboard: Tab to it, Enter
        page.click("#review .rv-first")
        assert _pos(page)[0] == 0
        page.focus("#review .rv-costliest")
        page.keyboard.press("Enter")
        assert _pos(page)[0] == worst["step"] + 1
    finally:
        context.close()
    assert not errors, errors
