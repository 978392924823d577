"""Shared daily reviews on the page (issue 12), in Chromium against the real
server in this process with a fake clock: once the day is over, the personal
page's history offers each deal's link (with "Copy link"), and anyone who
opens the link sees the deal's review, without a table of their own."""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx
import pytest

from .conftest import _open, serve_in_process

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 740}
#: Each size plays its own day (the clock is the module's).
DAYS = {"desktop": 2, "phone": 4}


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Any]]:
    """The server in this process at 2026-03-02 10:00 UTC (a fake clock)."""
    from bideuchre.server.clock import FakeClock

    clock = FakeClock(datetime(2026, 3, 2, 10, 0, tzinfo=UTC))
    with serve_in_process(
        clock,
        data_dir=Path(tmp_path_factory.mktemp("share-data")),
        daily_level="easy",
        daily_secret=secrets.token_hex(16),
        identity_limit=0,
        code_limit=0,
        game_address_limit=0,
        ranked_address_limit=0,
        bot_budget=0.2,
        log_level="warning",
    ) as url:
        yield url, clock


def _play_two_deals(c: httpx.Client) -> str:
    """Play deals 0 and 1 of today's ranked game by the API; its game id."""
    r = c.post("/api/daily/start", json={})
    assert r.status_code in (200, 201), r.text
    v: dict[str, Any] = r.json()["view"]
    while len(v["hand_scores"]) < 2:
        if v["phase"] == "hand_over":
            r = c.post(f"/api/games/{v['id']}/next-hand", json={"version": v["version"]})
        else:
            legal = [a for a in v["legal"] if not a.startswith("alone")] or v["legal"]
            r = c.post(
                f"/api/games/{v['id']}/actions", json={"action": legal[0], "version": v["version"]}
            )
        assert r.status_code == 200, r.text
        v = r.json()["view"]
    return str(v["id"])


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_past_days_deal_is_shared_by_link_and_opens_for_anyone(
    browser: Any, shared: Any, size: str
) -> None:
    url, clock = shared
    day = DAYS[size]
    viewport = PHONE if size == "phone" else DESKTOP
    clock.set(datetime(2026, 3, day, 10, 0, tzinfo=UTC))
    with httpx.Client(base_url=url, timeout=60) as c:
        name = f"Sharer {secrets.token_hex(2)}"
        assert c.post("/api/me", json={"name": name}).status_code == 200
        gid = _play_two_deals(c)
        owner = c.get(f"/api/games/{gid}/hands/1/review")
        assert owner.status_code == 200, owner.text
        clock.set(datetime(2026, 3, day + 1, 9, 0, tzinfo=UTC))  # the day is over
        code = c.post("/api/me/code", json={}).json()["code"]
        sid = c.get("/api/me/stats").json()["history"][0]["share_id"]
    assert sid

    context, page, errors = _open(browser, viewport, reduced_motion="reduce")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=url)
    try:
        # the owner, in this browser by the player code, on the personal page
        page.goto(f"{url}/#me")
        form = page.locator(".adopt-form")
        form.locator("input").fill(code)
        form.locator("button").click()
        row = page.locator(f'.page-me .history tr[data-date="2026-03-0{day}"]')
        row.wait_for()
        share = row.locator(".share-day")
        assert share.get_attribute("aria-expanded") == "false"
        share.click()
        assert share.get_attribute("aria-expanded") == "true"
        links = page.locator(".page-me .share-row .share-link")
        assert links.count() == 2, "one link per deal played"
        expected = [f"{url}/#review/daily/{sid}/{k}" for k in range(2)]
        assert [links.nth(k).get_attribute("href") for k in range(2)] == expected
        page.locator(".page-me .share-row .share-copy").nth(1).click()
        page.wait_for_function(
            "() => document.querySelectorAll('.share-copy')[1].textContent === 'Link copied'"
        )
        assert page.evaluate("navigator.clipboard.readText()") == expected[1]
        wide = page.evaluate("document.documentElement.scrollWidth")
        assert wide <= viewport["width"], f"the page is {wide} px wide"
    finally:
        context.close()
    assert not errors, errors

    # anyone else: a fresh browser with no identity opens the link
    context, page, errors = _open(browser, viewport, reduced_motion="reduce")
    try:
        page.goto(expected[1])
        page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=20_000)
        # whose deal and which day (before: "Review · hand 2", as if the viewer's own)
        title = page.inner_text("#review .rv-title")
        # (one date format in English, as every day the page shows: format.dayWords)
        assert title == f"{name}'s daily game, {day} Mar 2026 · deal 2", title
        # South is the sharer, by name, not the viewer's "You" (review_voice.js)
        assert page.inner_text("#review .rv-S .rv-seat b") == name
        assert name in page.locator("#review .rv-auction th").all_inner_texts()
        page.keyboard.press("Home")
        page.keyboard.press("End")
        assert not re.search(r"\bYou\b", page.inner_text("#review")), "the viewer is not South"
        review = owner.json()
        res = review["result"]
        summary = page.inner_text("#review .rv-summary")
        ns, ew = res["tricks"]["NS"], res["tricks"]["EW"]
        if res.get("contract"):
            assert re.search(rf"N–S {ns} tricks?, E–W {ew}\b", summary), summary
        else:  # the day's seed is secret, so the deal may be one everybody passed (R15)
            assert "Everybody passed" in summary, summary
        assert page.locator("#review .rv-download-game").count() == 0
        assert page.evaluate("localStorage.getItem('bideuchre.game')") is None, "no game made"
    finally:
        context.close()
    assert not errors, errors
    if size != "phone":
        return
    # a French viewer: a deal number past the day's deals says so in French
    # (before: "Réponse du serveur : Input should be less than 8"), and a link
    # with no deal number opens the first deal (before: the home page)
    context, page, errors = _open(browser, viewport, reduced_motion="reduce", locale="fr-FR")
    try:
        page.goto(f"{url}/#review/daily/{sid}/9")
        msg = page.locator("#review:not([hidden]) .rv-msg[role=alert]")
        msg.wait_for(timeout=20_000)
        no_deal = "Ce jeu partagé n’a pas de donne de ce numéro : vérifiez le lien."
        assert msg.inner_text() == no_deal
        page.goto(f"{url}/")
        page.goto(f"{url}/#review/daily/{sid}")
        page.wait_for_selector("#review:not([hidden]) .rv-stepper", timeout=20_000)
        assert re.search(r"donne 1\b", page.inner_text("#review .rv-title"))
    finally:
        context.close()
    assert not [e for e in errors if "422" not in e], errors
