"""Small defects of the page found by earlier sessions, in Chromium on the
mock API (tests/web/mock_api.py): the calls of a hand that is over, the
game-over summary's title, the Settings dialog and a language, the hand
review's requests."""

from __future__ import annotations

from typing import Any

import pytest

from . import mock_api
from .conftest import DESKTOP, _open
from .driver import set_speed_before_load, wait_idle

pytestmark = pytest.mark.browser

SMALL_PHONE = {"width": 375, "height": 740}

#: Per seat: the texts of its call bubbles, "(faded)" after one drawn faded.
BUBBLES_JS = """() => Object.fromEntries([...document.querySelectorAll('.seat')].map(s => [
  s.id.slice(5),
  [...s.querySelectorAll('.bubble')].map(b => b.textContent.trim()
    + (b.closest('.calls').classList.contains('calls-faded') ? ' (faded)' : ''))]))"""


def _open_mock(
    browser: Any,
    view_name: str,
    viewport: dict[str, int] = DESKTOP,
    speed: str = "instant",
    **changes: Any,
) -> tuple[Any, Any, mock_api.MockApi]:
    context, page, errors = _open(browser, viewport)
    set_speed_before_load(page, speed)
    mock = mock_api.install(page, view_name, **changes)
    page.goto(mock_api.ORIGIN + "/")
    wait_idle(page)
    page.js_errors = errors
    return context, page, mock


def _annulled_hand_over() -> dict[str, Any]:
    """Hand 3 (0-based 2) just annulled: the four seats passed (R15)."""
    v = mock_api.fixture("hand_over")
    result = {**v["hand_result"], "contract": None, "made": None}
    result.update(tricks={"NS": 0, "EW": 0}, score={"NS": 0, "EW": 0})
    return {
        "calls": [{"seat": s, "call": "pass"} for s in "NESW"],
        "contract": None,
        "hand_result": result,
        "last_trick": None,
        "tricks": {"NS": 0, "EW": 0},
        "tricks_played": 0,
        "hand_counts": {s: 12 for s in "NESW"},
    }


def _next_deal(after: dict[str, Any]) -> dict[str, Any]:
    """The Step of next-hand after ``after``: hand 4 dealt by North, East to call."""
    v = mock_api.fixture("auction")
    v.update(version=after["version"] + 1, hand_number=3, dealer="N", calls=[], to_act="E")
    v.update(totals=after["totals"], hand_scores=after["hand_scores"])
    return {"view": v, "events": [{"type": "hand_dealt", "hand_number": 3, "dealer": "N"}]}


@pytest.mark.parametrize("speed", ["instant", "normal"])
@pytest.mark.parametrize("viewport", [DESKTOP, SMALL_PHONE], ids=["desktop", "phone"])
def test_pass_bubbles_fade_when_the_hand_is_over_and_go_with_the_next_deal(
    browser: Any, speed: str, viewport: dict[str, int]
) -> None:
    """R15: before, the four "Pass" bubbles of an annulled hand stayed bright
    on the table once it was over, as if the auction were still on; they fade
    like any finished hand's calls, and the next deal starts with none."""
    context, page, mock = _open_mock(browser, "hand_over", viewport, speed, **_annulled_hand_over())
    bubbles = page.evaluate(BUBBLES_JS)
    assert bubbles == {s: ["Pass (faded)"] for s in "NWES"}, bubbles
    mock.next_hand = _next_deal(mock.view)
    page.click("#panel .next-hand")
    page.wait_for_function("() => document.querySelector('#table').dataset.phase === 'auction'")
    # from the first moment of the new deal: no call of the last hand
    assert page.evaluate(BUBBLES_JS) == {s: [] for s in "NWES"}
    wait_idle(page)
    assert page.evaluate(BUBBLES_JS) == {s: [] for s in "NWES"}
    context.close()
    assert not page.js_errors, page.js_errors


#: Draw the summary's box as a plain block: nothing of it may clip its title.
UNCLIPPED = ".overbox .sumbox { overflow: visible !important; border-radius: 0 !important; }"


@pytest.mark.parametrize("locale", ["en-US", "fr-FR", "pt-BR", "ru-RU"])
@pytest.mark.parametrize("viewport", [DESKTOP, SMALL_PHONE], ids=["desktop", "phone"])
def test_the_game_over_summary_title_is_drawn_whole(
    browser: Any, locale: str, viewport: dict[str, int]
) -> None:
    """Before: in the game-over box the hand's summary was a scroller with
    rounded corners and no padding, which cut the corner off the title's
    first letter: a stray stroke before "Hand 8" ("Donne 8", "Mão 8",
    "Раздача 8").  The title looks the same as when nothing can clip it."""
    context, page, errors = _open(browser, viewport, locale=locale)
    set_speed_before_load(page)
    result = {**mock_api.fixture("game_over")["hand_result"], "hand_number": 7}
    mock_api.install(page, "game_over", hand_result=result, hand_number=7)
    page.goto(mock_api.ORIGIN + "/")
    wait_idle(page)
    title = page.locator(".overbox #sum-title")
    page.evaluate("() => Promise.all(document.getAnimations().map(a => a.finish()))")
    words = {"en-US": "Hand 8", "fr-FR": "Donne 8", "pt-BR": "Mão 8", "ru-RU": "Раздача 8"}
    assert title.inner_text().startswith(words[locale] + " ·")
    drawn = title.screenshot(animations="disabled")
    page.add_style_tag(content=UNCLIPPED)
    assert title.screenshot(animations="disabled") == drawn
    context.close()
    assert not errors, errors


#: Settings' title and language legend in each language (the catalogues).
SETTINGS_WORDS = {
    "fr": ("Réglages", "Langue"),
    "pt-BR": ("Configurações", "Idioma"),
    "ru": ("Настройки", "Язык"),
    "en": ("Settings", "Language"),
}


@pytest.mark.parametrize("viewport", [DESKTOP, SMALL_PHONE], ids=["desktop", "phone"])
def test_choosing_a_language_keeps_settings_open_in_that_language(
    browser: Any, viewport: dict[str, int]
) -> None:
    """Before: choosing a language reloaded the page with Settings closed.
    Now Settings is open again at once, drawn in the new language, the focus
    on the language chosen; a later reload opens nothing."""
    context, page, _mock = _open_mock(browser, "auction", viewport)
    dialog = page.locator("#dlg-settings")
    for lang, (title, legend) in SETTINGS_WORDS.items():
        if not dialog.is_visible():
            page.click("#btn-settings")
        with page.expect_navigation():
            dialog.locator(f'input[name="lang"][value="{lang}"]').check()
        wait_idle(page)
        assert dialog.is_visible(), lang
        assert page.locator("#dlg-settings-title").inner_text() == title
        assert dialog.locator("#set-lang legend").inner_text() == legend
        assert page.evaluate("document.documentElement.lang") == lang
        focused = page.evaluate("[document.activeElement.name, document.activeElement.value]")
        assert focused == ["lang", lang]
        assert not page.locator("#dlg-new").is_visible()  # not the New game dialog instead
    page.keyboard.press("Escape")
    assert not dialog.is_visible()
    page.reload()
    wait_idle(page)
    assert not dialog.is_visible()
    context.close()
    assert not page.js_errors, page.js_errors


def _review_requests(mock: mock_api.MockApi, n: int) -> int:
    return sum(1 for m, p in mock.requests if m == "GET" and p.endswith(f"/hands/{n}/review"))


def test_the_hand_review_is_fetched_once_per_opening(browser: Any) -> None:
    """Before: opening the review set the URL hash, and both ``hashchange``
    and ``popstate`` asked the server for the same review.  Once per
    opening now, from the summary's button, the score pad, Back and Forward."""
    v = mock_api.fixture("hand_over")
    result = {**v["hand_result"], "hand_number": 1}
    context, page, mock = _open_mock(browser, "hand_over", hand_result=result)
    page.click("#panel .review-hand")
    page.wait_for_selector("#review:not([hidden]) .rv-summary")
    page.wait_for_timeout(500)  # a second request would have been sent by now
    assert _review_requests(mock, 1) == 1
    page.click("#review .rv-close")
    assert page.locator("#review").is_hidden()
    page.click('#scorepad .pad-review[data-review="0"]')
    page.wait_for_selector("#review:not([hidden]) .rv-summary")
    page.wait_for_timeout(500)
    assert _review_requests(mock, 0) == 1
    page.go_back()
    assert page.locator("#review").is_hidden()
    page.go_forward()
    page.wait_for_selector("#review:not([hidden]) .rv-summary")
    page.wait_for_timeout(500)
    assert _review_requests(mock, 0) == 2 and _review_requests(mock, 1) == 1
    context.close()
    assert not page.js_errors, page.js_errors


#: /api/rules with presets whose targets are not the usual 52 and 32.
RULES_21 = {
    **mock_api.RULES_INFO,
    "presets": {
        "double-deck": {
            "copies": 2,
            "hand_size": 12,
            "auction": "open",
            "allow_alone": True,
            "target_score": 64,
        },
        "single-deck": {
            "copies": 1,
            "hand_size": 6,
            "auction": "single_round",
            "allow_alone": False,
            "target_score": 21,
        },
    },
}


@pytest.mark.parametrize(
    "locale, words",
    [
        (
            "en-US",
            [
                "48 cards, 12 each, open auction, alone allowed, game to 64.",
                "24 cards, 6 each, one round of calls, game to 21.",
            ],
        ),
        (
            "ru-RU",
            [
                "48 карт, по 12, открытая торговля, можно соло, игра до 64.",
                "24 карты, по 6, один круг торговли, игра до 21.",
            ],
        ),
    ],
)
def test_the_new_game_dialog_describes_presets_from_their_values(
    browser: Any, locale: str, words: list[str]
) -> None:
    """Before: each preset's description was written out ("game to 52"),
    whatever the server's preset said; now it is made from /api/rules."""
    context, page, errors = _open(browser, SMALL_PHONE, locale=locale)
    set_speed_before_load(page)
    mock_api.install(page, "auction")
    page.route(f"{mock_api.ORIGIN}/api/rules", lambda r: r.fulfill(json=RULES_21))
    page.goto(mock_api.ORIGIN + "/")
    wait_idle(page)
    page.click("#btn-new")
    descriptions = page.locator("#new-rules .choice-desc").all_inner_texts()
    assert descriptions == words
    context.close()
    assert not errors, errors
