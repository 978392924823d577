"""A shared daily review speaks of South by the attempt's player's name
(review_voice.js): "Ana bids 2 diamonds.", "Ana plays the nine of spades.",
"Ana was set (euchred)", in each language; the
player's own review still says "You".  Before, someone opening Ana's shared
deal read "You bid 2 diamonds." under the title "Ana's daily game".
Chromium against the mock API (mock_api.py: the shared review of deals 0
and 1 is ``review.json`` and ``review_alone.json`` with ``shared``)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from .mock_api import SHARE_ID
from .test_learn import _load

pytestmark = pytest.mark.browser

NAME = {"en": "Ana", "fr": "Ana", "pt-BR": "Ana", "ru": "Ана"}
#: what each language says of South, by step: review.json's South bids 2♦ (step 2)
#: and plays 9♠ (step 14), North's 4♦ counts on South (step 4); review_alone.json's
#: South goes alone in clubs (step 1), exchanges 3 cards (step 2) and is set
SAYS = {
    "en": {
        "bid": "Ana bids 2 diamonds.",
        "card": "Ana plays the nine of spades.",
        "north": "North expected about 4.9 tricks for its side in diamonds.",
        "alone": "Ana goes alone in clubs.",
        "exchange": "Ana exchanges 3 cards.",
        "set": "Ana was set (euchred)",
        "help": "from what Ana could see",
    },
    "fr": {
        "bid": "Ana annonce 2 carreaux.",
        "card": "Ana joue le neuf de pique.",
        "north": "Nord comptait sur environ 4,9 plis pour son camp à carreau.",
        "alone": "Ana joue en solo à trèfle.",
        "exchange": "Ana échange 3 cartes.",
        "set": "Ana a chuté",
        "help": "d’après ce qu’Ana voyait",
    },
    "pt-BR": {
        "bid": "Ana dá lance de 2 em ouros.",
        "card": "Ana joga o nove de espadas.",
        "north": "Norte esperava cerca de 4,9 vazas para a dupla em ouros.",
        "alone": "Ana joga solo em paus.",
        "exchange": "Ana troca 3 cartas.",
        "set": "Ana caiu",
        "help": "pelo que Ana via",
    },
    "ru": {
        "bid": "Ана заявляет 2 бубны.",
        "card": "Ана играет девятку пик.",
        "north": "Север рассчитывал примерно на 4,9 взятки для своей пары в бубнах.",
        "alone": "Ана играет соло треф.",
        "exchange": "Ана меняет 3 карты.",
        "set": "контракт не выполнен (недобор)",
        "help": "с этого места",
    },
}
#: the words that speak to South, which a shared review must not show
YOU = {
    "en": r"\b(You|you|your|Your)\b",
    "fr": r"\b(Vous|vous|votre|vos)\b",
    # ("seu", "sua" also say "its": "Norte passou: seu melhor lance …")
    "pt-BR": r"\b(Você|você)\b",
    "ru": r"(?<!\w)(Вы|вы|вас|ваш\w*)(?!\w)",
}


def _at(page: Any, pos: int) -> str:
    """The review's step line(s) after `pos` steps."""
    page.keyboard.press("Home")
    for _ in range(pos):
        page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => document.getElementById('review').dataset.pos === '{pos}'")
    return str(page.inner_text("#review .rv-now")).replace("\n", " ")


#: every aria-label of the review, and the score line's help (its title)
LABELS = """() => [...document.querySelectorAll('#review [aria-label], #review [title]')]
  .map((e) => `${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''}`)
  .join(' | ')"""


def _no_you(page: Any, lang: str, where: str) -> None:
    """No word of the review, shown or read out, speaks to the viewer."""
    for words in (page.inner_text("#review"), page.evaluate(LABELS)):
        found = re.search(YOU[lang], words)
        if found:
            near = words[max(0, found.start() - 60) : found.end() + 60]
            raise AssertionError(f"{lang}, {where}: {found.group(0)!r} in {near!r}")


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_shared_review_names_its_player_where_the_own_says_you(browser: Any, lang: str) -> None:
    says, name = SAYS[lang], NAME[lang]
    context, page, errors, mock = _load(browser, "learn_hand_over", lang=lang)
    mock.shared = {"player": name, "date": "2026-12-02"}
    try:
        page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=10_000)
        assert page.inner_text("#review .rv-S .rv-seat b") == name
        heads = page.locator("#review .rv-auction th").all_inner_texts()
        assert name in heads, heads
        assert _at(page, 3).startswith(says["bid"])
        # North's 4♦: its side's tricks, no share "from Ana" (the figure the
        # server sends as partner_expected is not South's share: why.js)
        assert says["north"] in _at(page, 5)
        assert name not in _at(page, 5).split(says["north"])[-1]
        assert _at(page, 15).startswith(says["card"])
        # the score line's help: what the player could see, not "you"
        assert says["help"] in (page.get_attribute("#review .rv-score", "title") or "")
        _no_you(page, lang, "deal 1")
        page.keyboard.press("End")
        _no_you(page, lang, "deal 1, end")

        # South alone and set: the result, the call, the exchange, North sitting out
        page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/1'")
        page.wait_for_function(
            "() => document.querySelector('#review .rv-title')?.dataset.hand === '1'"
            " && !!document.querySelector('#review .rv-stepper')"
        )
        result = page.inner_text("#review .rv-res").replace("\n", " ")
        assert name in result and says["set"] in result, result
        assert _at(page, 2).startswith(says["alone"])
        assert _at(page, 3).startswith(says["exchange"])
        _no_you(page, lang, "deal 2, exchange")
        page.keyboard.press("End")
        _no_you(page, lang, "deal 2, end")
    finally:
        context.close()
    assert not errors, errors


def test_a_shared_review_without_a_name_calls_south_south(browser: Any) -> None:
    context, page, errors, mock = _load(browser, "learn_hand_over")
    mock.shared = {"player": None, "date": "2026-12-02"}
    try:
        page.evaluate(f"location.hash = '#review/daily/{SHARE_ID}/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=10_000)
        assert _at(page, 3).startswith("South bids 2 diamonds.")
        _no_you(page, "en", "no name")
    finally:
        context.close()
    assert not errors, errors


OWN = {
    "en": ("You", "You bid 2 diamonds.", SAYS["en"]["north"]),
    "fr": ("Vous", "Vous annoncez 2 carreaux.", SAYS["fr"]["north"]),
    "ru": ("Вы", "Вы заявляете 2 бубны.", SAYS["ru"]["north"]),
}


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_the_players_own_review_still_says_you(browser: Any, lang: str) -> None:
    you, bid, north = OWN[lang]
    context, page, errors, _ = _load(browser, "learn_hand_over", lang=lang)
    try:
        page.evaluate("location.hash = '#review/g_fixture/0'")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        page.wait_for_selector("#review .rv-score")  # judged: the review, not the record alone
        assert page.inner_text("#review .rv-S .rv-seat b") == you
        assert you in page.locator("#review .rv-auction th").all_inner_texts()
        assert _at(page, 3).startswith(bid)
        assert north in _at(page, 5)
    finally:
        context.close()
    assert not errors, errors
