"""A review address naming a game or shared link that does not exist says so,
in each language, instead of "not finished yet" / "once its day is over"
(fresh-user check: ``#review/g_doesnotexist/0``).  Chromium on the mock API,
whose 404s carry the server's ``what`` (server/errors.py ``not_found``)."""

from __future__ import annotations

from typing import Any

import pytest

from .mock_api import SHARE_ID
from .test_learn import _load

pytestmark = pytest.mark.browser

SAID = {
    "en": {
        "game": "There is no such game here",
        "share": "There is no such shared review",
        "hand": "This hand is not finished yet",
        "day": "once its day is over",
    },
    "fr": {
        "game": "Cette partie n’existe pas ici",
        "share": "Cette revue partagée n’existe pas",
        "hand": "Cette donne n’est pas finie",
        "day": "une fois sa journée terminée",
    },
    "pt-BR": {
        "game": "Essa partida não existe aqui",
        "share": "Essa revisão compartilhada não existe",
        "hand": "Esta mão ainda não terminou",
        "day": "quando o dia dela terminar",
    },
    "ru": {
        "game": "Такой партии здесь нет",
        "share": "Такого общего разбора нет",
        "hand": "Эта раздача ещё не доиграна",
        "day": "когда закончится её день",
    },
}


@pytest.mark.parametrize("lang", list(SAID))
def test_a_review_of_what_does_not_exist_says_so(browser: Any, lang: str) -> None:
    context, page, errors, _ = _load(browser, "learn_hand_over", lang=lang)
    said = SAID[lang]
    try:
        for address, key in (
            ("#review/g_doesnotexist/0", "game"),
            ("#review/daily/xxxxxxxxxxxxxxxxxxxxxx/0", "share"),
            ("#review/g_fixture/7", "hand"),
            (f"#review/daily/{SHARE_ID}/3", "day"),
        ):
            page.evaluate(f"location.hash = '{address}'")
            msg = page.locator("#review .rv-msg[role=alert]")
            msg.wait_for()
            page.wait_for_function(
                "(t) => document.querySelector('#review .rv-msg[role=alert]')"
                "?.textContent.includes(t)",
                arg=said[key],
                timeout=5000,
            )
            others = [v for k, v in said.items() if k != key]
            text = msg.inner_text()
            assert not [o for o in others if o in text], (address, text)
            page.evaluate("location.hash = ''")
            page.wait_for_selector("#review", state="hidden")
    finally:
        context.close()
    assert not errors, errors
