"""The casual game stays reachable once the daily game is opened (casual.js).

Fresh-user check: a casual game in progress, then Daily → play a call of
today's game; a reload showed only the daily game and the New game dialog
offered only "Resume — deal 1 of 8" or a new game, although ``GET
/api/games`` still listed the casual game unfinished.  Now a reload shows
the game last played, the New game dialog offers "Back to your game" (its
hand and score) beside the daily game's own card, and the daily game's end
box offers it too; the daily game's ranked attempt is untouched (resumed as
it stood, never restarted).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from typing import Any

import pytest

from .conftest import DESKTOP, _open, serve
from .driver import (
    panel_kind,
    phase,
    set_speed_before_load,
    south_step,
    start_game,
    view,
    wait_idle,
)

pytestmark = pytest.mark.browser

STORED = "localStorage.getItem('bideuchre.game')"


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A server of its own: fast daily CPU level, no rate limits."""
    env = {
        "BIDEUCHRE_DAILY_LEVEL": "easy",
        "BIDEUCHRE_IDENTITY_LIMIT": "0",
        "BIDEUCHRE_GAME_ADDRESS_LIMIT": "0",
        "BIDEUCHRE_RANKED_ADDRESS_LIMIT": "0",
        "BIDEUCHRE_RENAME_ADDRESS_LIMIT": "0",
        "BIDEUCHRE_SECRET": secrets.token_hex(16),
    }
    with serve(tmp_path_factory.mktemp("back-serve"), env) as base:
        yield base


def _finish_daily_by_api(request: Any, base: str) -> str:
    """Play today's ranked attempt (resumed) to its end through the API;
    returns its game id."""
    r = request.post(f"{base}/api/daily/start", data={})
    assert r.ok, r.text()
    v: dict[str, Any] = r.json()["view"]
    for _ in range(3000):
        if v["phase"] == "game_over":
            return str(v["id"])
        if v["phase"] == "hand_over":
            r = request.post(
                f"{base}/api/games/{v['id']}/next-hand", data={"version": v["version"]}
            )
        else:
            r = request.post(
                f"{base}/api/games/{v['id']}/actions",
                data={"action": v["legal"][0], "version": v["version"]},
            )
        assert r.ok, r.text()
        v = r.json()["view"]
    raise AssertionError("the daily game never ended")


def test_the_casual_game_is_reachable_again_after_the_daily_game(browser: Any, url: str) -> None:
    context, page, errors = _open(browser, DESKTOP, reduced_motion="reduce")
    try:
        set_speed_before_load(page)
        casual = start_game(page, url)
        south_step(page, {})  # South's first call of the casual game
        wait_idle(page)
        before = view(page, url, casual)
        assert before["phase"] != "game_over" and before["kind"] == "casual"

        # Daily → today's game, one call in it
        r = page.request.post(f"{url}/api/me", data={"name": f"Back{secrets.token_hex(2)}"})
        assert r.ok, r.text()
        page.click("#btn-new")
        page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play').click()
        page.locator("#daily-bar").wait_for(state="visible")
        wait_idle(page)
        daily = page.evaluate(STORED)
        assert daily and daily != casual
        south_step(page, {})
        wait_idle(page)
        daily_version = view(page, url, daily)["version"]

        # a reload shows the game last played: the daily game
        page.reload()
        wait_idle(page)
        assert page.evaluate(STORED) == daily
        assert page.locator("#daily-bar").is_visible()

        # New game offers the casual game back, beside the daily game's card
        page.click("#btn-new")
        card = page.locator('#dlg-new [data-casual="dialog"]')
        card.wait_for(state="visible")
        assert card.get_attribute("data-game") == casual
        assert "Hand 1 · You & North 0, West & East 0" in card.inner_text()
        assert page.inner_text("#new-warning") == (
            "Starting a new game abandons your unfinished game."
        )
        resume = page.locator('#dlg-new [data-daily-entry="dialog"] .daily-play')
        assert resume.inner_text().startswith("Resume — deal 1 of 8")
        card.locator(".casual-back").click()
        page.locator("#dlg-new").wait_for(state="hidden")
        wait_idle(page)
        assert page.evaluate(STORED) == casual
        assert page.locator("#daily-bar").is_hidden()
        assert phase(page) == before["phase"]
        assert view(page, url, casual)["version"] == before["version"], "nothing was replayed"

        # a reload now shows the casual game; the dialog offers the daily game
        # as it stood (resumed, not restarted) and no casual card
        page.reload()
        wait_idle(page)
        assert page.evaluate(STORED) == casual
        assert page.locator("#daily-bar").is_hidden()
        page.click("#btn-new")
        resume.wait_for(state="visible")
        assert resume.inner_text().startswith("Resume — deal 1 of 8")
        assert page.locator('#dlg-new [data-casual="dialog"]').count() == 0
        assert page.inner_text("#new-warning") == "Starting a new game abandons the current one."
        resume.click()
        page.locator("#daily-bar").wait_for(state="visible")
        wait_idle(page)
        assert page.evaluate(STORED) == daily
        assert view(page, url, daily)["version"] == daily_version

        # the daily game over: its end box offers the casual game too
        assert _finish_daily_by_api(page.request, url) == daily
        page.reload()
        page.wait_for_function("() => document.querySelector('#panel .dailyend')")
        assert panel_kind(page) == "daily-over"
        back = page.locator('#panel [data-casual="end"] .casual-back')
        back.wait_for(state="visible")
        assert back.inner_text() == "Back to your game"
        back.click()
        page.locator("#daily-bar").wait_for(state="hidden")
        wait_idle(page)
        assert page.evaluate(STORED) == casual
        assert phase(page) == before["phase"]
    finally:
        context.close()
    assert not errors, errors
