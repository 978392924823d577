"""A record downloaded in the middle of a hand (``"complete": false``,
docs/api.md "Record"): "Open a record…" says why it cannot be reviewed, in
each language — refused when no hand of it is finished (the server's replay
answers ``incomplete_record``), and on the hand in progress of a game record
whose finished hands open as usual."""

from __future__ import annotations

import json
from typing import Any

import pytest

from .mock_api import fixture
from .test_learn import _load

pytestmark = pytest.mark.browser

#: The words of the refusal and of the in-progress hand's note (their catalogues).
REFUSED = {
    "en": "saved before its hand was over",
    "fr": "avant la fin de sa donne",
    "pt-BR": "antes do fim da mão",
    "ru": "до конца раздачи",
}
NOTE = {
    "en": "cannot be reviewed",
    "fr": "ne peut donc pas être revue",
    "pt-BR": "não pode ser revisada",
    "ru": "нельзя разобрать",
}


def in_progress(record: dict[str, Any], cards: int = 6) -> dict[str, Any]:
    """``record`` (a finished hand without an exchange) as South's download
    shows it after ``cards`` cards: the other seats' cards South saw played,
    ``complete: false`` and the counts still hidden (server/records.py)."""
    assert "exchange" not in record
    play = record["play"][:cards]
    seen = {s: [p[2:] for p in play if p[0] == s] for s in "NEW"}
    return {
        **record,
        "hands": {**seen, "S": record["hands"]["S"]},
        "play": play,
        "complete": False,
        "hidden": {s: len(record["hands"][s]) - len(seen[s]) for s in "NEW"},
    }


@pytest.mark.parametrize("lang", ["en", "fr", "pt-BR", "ru"])
def test_a_record_saved_mid_hand_says_why_it_cannot_be_reviewed(browser: Any, lang: str) -> None:
    context, page, errors, mock = _load(browser, "learn_hand_over", lang=lang)
    try:
        hand = fixture("review")["record"]
        partial = in_progress(hand)
        page.click("#scorepad .pad-open")
        # a hand record, and a game record, with no finished hand: refused, and why
        alone = {"format": "bideuchre/1", "rules": hand["rules"], "hands": [partial]}
        for record in (partial, alone):
            page.fill("#rec-text", json.dumps(record))
            page.click("#rec-open")
            page.wait_for_function("() => document.getElementById('rec-err').textContent !== ''")
            said = page.inner_text("#rec-err")
            assert REFUSED[lang] in said, said
            assert page.get_attribute("#rec-text", "aria-invalid") == "true"
            assert page.locator("#review:not([hidden])").count() == 0
            page.evaluate("document.getElementById('rec-err').textContent = ''")
        assert ("POST", "/api/records/check") not in mock.requests
        # a game record with a finished hand first: opened; the hand in progress says why
        game = {"format": "bideuchre/1", "rules": hand["rules"], "hands": [hand, partial]}
        page.fill("#rec-text", json.dumps(game))
        page.click("#rec-open")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper")
        assert NOTE[lang] not in page.inner_text("#review .rv-summary")
        page.click("#review .rv-hand-next")
        page.wait_for_function(
            "(t) => document.querySelector('#review .rv-summary').innerText.includes(t)",
            arg=NOTE[lang],
        )
    finally:
        context.close()
    assert not errors, errors
