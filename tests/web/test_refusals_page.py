"""Refusals and screen-reader words in the player's language (issue 10), in
Chromium, on the fixed views of tests/web/fixtures (tests/web/mock_api.py):

- an illegal card clicked in French, Portuguese and Russian says why in that
  language, naming the suit led and the rule, the rule a link to
  ``#rules/R6`` (the "How to play" panel opens there), and never shows the
  server's English ``message``; the card's own label says the same;
- the status line, the seats' calls and the score pad read as words naming
  the trump suit ("Contrat : Nord, 6 cœurs"), not as the drawn "Nord 6".

The end-to-end path (the real server's codes) is tests/web/test_page.py's
``test_R6_illegal_card_click_shows_the_reason``.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import mock_api
from .conftest import DESKTOP, _open
from .driver import click_card, set_speed_before_load, wait_idle

pytestmark = pytest.mark.browser

LOCALES = {"en": "en-US", "fr": "fr-FR", "pt-BR": "pt-BR", "ru": "ru-RU"}

# What a screen reader reads of an element: its text without aria-hidden parts.
SPOKEN_JS = """(el) => {
  const walk = (n) => {
    if (n.nodeType === Node.TEXT_NODE) return n.textContent;
    if (n.nodeType !== Node.ELEMENT_NODE || n.getAttribute('aria-hidden') === 'true') return '';
    return [...n.childNodes].map(walk).join('');
  };
  return walk(el).replace(/\\s+/g, ' ').trim();
}"""

# The play fixture: hearts trump (North 6♥), spades led; the 9♦ may not be played.
SUIT_LED = {
    "en": "follow spades",
    "fr": "fournir à pique",
    "pt-BR": "naipe de espadas",
    "ru": "пики",
}
CARD = {
    "en": "nine of diamonds",
    "fr": "neuf de carreau",
    "pt-BR": "nove de ouros",
    "ru": "девятку бубён",
}
CARD_LABEL = {
    "en": "nine of diamonds",
    "fr": "neuf de carreau",
    "pt-BR": "nove de ouros",
    "ru": "девятка бубён",
}
RULE = {"en": "rule R6", "fr": "règle R6", "pt-BR": "regra R6", "ru": "правило R6"}
CONTRACT = {
    "en": "Contract: North, 6 hearts",
    "fr": "Contrat : Nord, 6 cœurs",  # (the narrow no-break space, folded by SPOKEN_JS)
    "pt-BR": "Contrato: Norte, 6 em copas",
    "ru": "Контракт: Север, 6 червей",
}
EAST_CALLS = {
    "en": "East: 4 diamonds, pass",
    "fr": "Est : 4 carreaux, passe",  # (was "Est: …": the page wrote the colon itself)
    "pt-BR": "Leste: 4 em ouros, passo",
    "ru": "Восток: 4 бубны, пас",
}


def _table(browser: Any, lang: str, fixture: str) -> tuple[Any, Any, Any]:
    context, page, errors = _open(browser, DESKTOP, locale=LOCALES[lang])
    set_speed_before_load(page)
    mock_api.install(page, fixture)
    page.goto(mock_api.ORIGIN + "/")
    page.locator("#hand .hcard").first.wait_for()
    wait_idle(page)
    assert page.evaluate("document.documentElement.lang") == lang
    return context, page, errors


@pytest.mark.parametrize("lang", ["fr", "pt-BR", "ru", "en"])
def test_an_illegal_card_explains_itself_in_the_players_language(browser: Any, lang: str) -> None:
    context, page, errors = _table(browser, lang, "play")
    try:
        card = page.locator('#hand .hcard[data-card="9D"]')
        assert card.get_attribute("aria-disabled") == "true"
        label = card.get_attribute("aria-label") or ""
        assert SUIT_LED[lang] in label and RULE[lang] in label, label
        # the reason is a sentence after the card's name: a capital after the full stop
        # (before, pt-BR read "ás de espadas, trunfo. você precisa…")
        name, reason = label.split(". ", 1)
        assert name == CARD_LABEL[lang] and reason[0].isupper(), label
        click_card(card, force=True)
        toast = page.locator("#toast")
        toast.wait_for(state="visible")
        text = toast.inner_text()
        assert CARD[lang] in text and SUIT_LED[lang] in text and RULE[lang] in text, text
        if lang != "en":
            assert "must follow" not in text and "you must" not in text, text
        link = toast.locator('a[href="#rules/R6"]')
        assert link.count() == 1 and link.inner_text() == RULE[lang]
        # the link opens "How to play" at R6 (howto.js), in view and highlighted
        link.click()
        page.locator("#dlg-rules").wait_for(state="visible")
        rule = page.locator('#rules-body [data-anchor="R6"]')
        rule.wait_for(state="visible")
        assert "rules-hl" in (rule.get_attribute("class") or "")
    finally:
        context.close()
    assert not errors, errors


@pytest.mark.parametrize("lang", ["fr", "pt-BR", "ru", "en"])
def test_screen_readers_hear_the_contract_and_calls_with_the_trump_suit(
    browser: Any, lang: str
) -> None:
    context, page, errors = _table(browser, lang, "play")
    try:
        spoken = page.locator("#status .st-contract").evaluate(SPOKEN_JS)
        assert spoken == CONTRACT[lang]
        tricks = page.locator("#status .st-tricks").evaluate(SPOKEN_JS)
        assert tricks[0].isupper() and " 6" in tricks and "/" not in tricks, tricks
        calls = page.locator("#seat-E .calls").evaluate(SPOKEN_JS)
        assert calls.replace(" :", ":") == EAST_CALLS[lang].replace(" :", ":")
        badge = page.locator("#seat-N .seat-head").evaluate(SPOKEN_JS)
        assert CONTRACT[lang] in badge, badge
        hand = page.locator("#hand").get_attribute("aria-label") or ""
        assert {"en": "hearts", "fr": "cœur", "pt-BR": "copas", "ru": "червы"}[lang] in hand
        # the score pad: each hand's contract with its trump, not "E 5♦"
        rows = page.locator("#scorepad .pad-table tbody tr td:nth-child(2)")
        assert rows.count() >= 1
        first = rows.first.evaluate(SPOKEN_JS)
        assert "," in first and any(ch.isalpha() for ch in first.split(",")[1]), first
    finally:
        context.close()
    assert not errors, errors
