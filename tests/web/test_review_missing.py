"""A review address naming a game or shared link that does not exist says so,
in each language, instead of "not finished yet" / "once its day is over"
(fresh-user check: ``#review/g_doesnotexist/0``); a shared deal its player
did not finish says so, never "once its day is over" (its day is over).  Chromium on the mock API,
whose 404s carry the server's ``what`` (server/errors.py ``not_found``)."""

from __future__ import annotations

from typing import Any

import pytest

from .mock_api import PENDING_SHARE_ID, SHARE_ID
from .test_learn import _load

pytestmark = pytest.mark.browser

SAID = {
    "en": {
        "game": "There is no such game here",
        "share": "There is no such shared review",
        "hand": "This hand is not finished yet",
        "day": "once its day is over",
        "unfinished": "did not finish this deal before the day ended",
    },
    "fr": {
        "game": "Cette partie n’existe pas ici",
        "share": "Cette revue partagée n’existe pas",
        "hand": "Cette donne n’est pas finie",
        "day": "une fois sa journée terminée",
        "unfinished": "n’a pas fini cette donne avant la fin de la journée",
    },
    "pt-BR": {
        "game": "Essa partida não existe aqui",
        "share": "Essa revisão compartilhada não existe",
        "hand": "Esta mão ainda não terminou",
        "day": "quando o dia dela terminar",
        "unfinished": "não terminou esta mão antes do fim do dia",
    },
    "ru": {
        "game": "Такой партии здесь нет",
        "share": "Такого общего разбора нет",
        "hand": "Эта раздача ещё не доиграна",
        "day": "когда закончится её день",
        "unfinished": "не доиграл эту раздачу до конца дня",
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
            (f"#review/daily/{PENDING_SHARE_ID}/0", "day"),
            (f"#review/daily/{SHARE_ID}/3", "unfinished"),
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
