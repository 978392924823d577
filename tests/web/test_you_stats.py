"""The "You" page's casual statistics (profile.js ``casualStats``), in the
language's words and number format."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import DESKTOP, _open
from .mock_api import STATS

ME = {"player": {"name": "Ana", "code_issued_at": None, "stats": None}, "stats": STATS}
DAYS = {
    "days_played": 0,
    "average_rank": None,
    "average_percentile": None,
    "best_day": None,
    "current_streak": 0,
    "longest_streak": 0,
    "history": [],
}


@pytest.mark.parametrize(
    ("lang", "per_hand", "defended"),
    [
        ("en", "2.81", "Opponents' contracts set"),
        ("fr", "2,81", "Contrats adverses chutés"),
        ("pt-BR", "2,81", "Contratos adversários derrubados"),
        ("ru", "2,81", "Посажено контрактов"),
    ],
)
def test_points_a_hand_in_the_languages_format_and_the_set_column_says_whose(
    browser: Any, server_url: str, lang: str, per_hand: str, defended: str
) -> None:
    """Before: "2.81" in every language (M.num formats whole numbers only),
    beside hints that say "5,9"; and "Contracts set 0 / 1" read as the
    player's own contracts set, though it counts the opponents' contracts
    the side set."""
    context, page, errors = _open(browser, DESKTOP, locale=lang)
    try:
        page.route("**/api/me", lambda r: r.fulfill(json=ME))
        page.route("**/api/me/stats", lambda r: r.fulfill(json=DAYS))
        page.goto(f"{server_url}/#me")
        row = page.locator('.stats-table tr[data-level="medium"]')
        row.wait_for()
        cells = row.locator("td")
        assert cells.last.inner_text() == per_hand
        heads = [t.strip() for t in page.locator(".stats-table thead th").all_inner_texts()]
        assert heads[4].casefold() == defended.casefold(), heads
    finally:
        context.close()
    assert not errors, errors
