"""Playing the page like a person: helpers shared by the browser tests.

Everything here acts through the page (clicks, keys) and reads the page; the
API is only used to read the engine's truth (``GET /api/games/{id}``) to
compare with what the page shows.
"""

from __future__ import annotations

import json
import time
from typing import Any

IDLE = "document.body.dataset.busy !== '1' && document.body.classList.contains('ready')"


def set_speed_before_load(page: Any, speed: str = "instant") -> None:
    """Store the speed preference before the page's scripts run."""
    value = json.dumps(json.dumps({"speed": speed}))
    page.add_init_script(
        "if (!localStorage.getItem('bideuchre.settings')) "
        f"localStorage.setItem('bideuchre.settings', {value})"
    )


def wait_idle(page: Any, timeout: float = 30_000) -> None:
    """Wait until no request or animation is in progress."""
    page.wait_for_function(f"() => {IDLE}", timeout=timeout)


def level_for_tests(page: Any, server_url: str) -> str:
    """The fastest CPU level the server offers ("easy" if present)."""
    info = page.request.get(f"{server_url}/api/rules").json()
    levels: list[str] = info["levels"]
    return "easy" if "easy" in levels else levels[0]


def start_game(page: Any, server_url: str, rules: str = "double-deck") -> str:
    """Open the page, choose the rules and a level in the new-game dialog, deal.

    Returns the new game's id (from localStorage, where the page keeps it).
    """
    level = level_for_tests(page, server_url)
    page.goto(server_url + "/")
    page.wait_for_function(f"() => {IDLE}")
    dialog = page.locator("#dlg-new")
    if not dialog.is_visible():
        page.click("#btn-new")
    dialog.locator(f'input[name="rules"][value="{rules}"]').check()
    dialog.locator(f'input[name="level"][value="{level}"]').check()
    partner = dialog.locator(f'input[name="partner_level"][value="{level}"]')
    if partner.count():  # North at the same fast level
        partner.check()
    dialog.locator("#new-start").click()
    # the game's creation (deal and CPU calls) on a server shared by the
    # worker's tests: at CI's load it once took over the 15 s default
    page.wait_for_function("() => !!localStorage.getItem('bideuchre.game')", timeout=60_000)
    wait_idle(page)
    game_id: str = page.evaluate("localStorage.getItem('bideuchre.game')")
    return game_id


def view(page: Any, server_url: str, game_id: str) -> dict[str, Any]:
    """The server's view of the game (with the page's cookie)."""
    r = page.request.get(f"{server_url}/api/games/{game_id}")
    assert r.ok, r.text()
    data: dict[str, Any] = r.json()
    return data


def phase(page: Any) -> str:
    """The phase the table shows."""
    value: str = page.get_attribute("#table", "data-phase") or ""
    return value


def panel_kind(page: Any) -> str:
    """What the centre panel shows: bid, exchange, summary, over, last, welcome or ''."""
    value: str = page.get_attribute("#panel", "data-kind") or ""
    return value


_VISIBLE_POINT = """card => {
  // null while the hand is being dealt or a card is still moving; else a point
  // of the card that is not covered by its neighbours (cards are fanned,
  // overlapped and slightly rotated): scan from the left strip
  if (document.querySelector('#hand.dealing')) return null;
  const hand = [...document.querySelectorAll('#hand .hcard')];
  if (hand.some(c => c.getAnimations().length)) return null;
  let r = card.getBoundingClientRect();
  if (r.bottom > innerHeight || r.top < 0) {
    card.scrollIntoView({block: 'nearest'});
    return null;
  }
  for (let y = r.top + r.height * 0.3; y < r.bottom - 20; y += 6) {
    for (let x = r.left + 4; x < r.right - 4; x += 3) {
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest('.hcard') === card) return [x, y];
    }
  }
  return 'covered';
}"""


def click_card(locator: Any, force: bool = False, timeout: float = 15.0) -> None:
    """Click a hand card where a person would: on a visible part of it.

    Works for dimmed (``aria-disabled``) cards too, which Playwright's own
    actionability checks would wait on forever; ``force`` is accepted for
    readability at call sites that click an illegal card on purpose.  Waits
    for the hand to stand still (dealing, a card lifting) before it measures;
    after the click the pointer leaves the hand, so no card stays lifted.
    """
    page = locator.page
    deadline = time.monotonic() + timeout
    while True:
        point = locator.evaluate(_VISIBLE_POINT)
        if isinstance(point, list):
            break
        assert point != "covered", "the card is entirely covered"
        assert time.monotonic() < deadline, "the hand never stood still"
        page.wait_for_timeout(25)
    page.mouse.click(point[0], point[1])
    page.mouse.move(1, 1)


def south_step(page: Any, state: dict[str, Any]) -> str:
    """Make South's next decision by clicking, like a cautious player.

    Bids once (the lowest bid offered, first denomination), then passes;
    exchanges by choosing the first cards offered; plays the first legal
    card.  Returns what was done ("bid", "pass", "exchange", "card", or
    "over" when the hand is over).
    """
    wait_idle(page)
    kind = panel_kind(page)
    if kind in ("summary", "over"):
        return "over"
    if kind == "bid":
        if not state.get("bid") and page.locator("#panel .bid-denom").count():
            state["bid"] = True
            page.locator("#panel .bid-denom").first.click()
            return "bid"
        page.locator("#panel .bid-pass").click()
        return "pass"
    if kind == "exchange":
        ks = page.locator("#panel .ex-k")
        if ks.count():
            ks.first.click()
            return "exchange"
        need = int(page.get_attribute("#panel .ex-send", "data-need") or "0")
        for i in range(need):
            click_card(page.locator("#hand .hcard.legal:not(.chosen)").first)
            assert page.locator("#hand .hcard.chosen").count() == i + 1
        page.click("#panel .ex-send")
        return "exchange"
    if phase(page) == "play" and page.get_attribute("#table", "data-to-act") == "S":
        click_card(page.locator("#hand .hcard.legal").first)
        return "card"
    raise AssertionError(f"nothing for South to do: phase {phase(page)!r}, panel {kind!r}")


def play_hand(page: Any, limit: int = 80) -> list[str]:
    """Click through South's decisions until the hand is over; returns the steps."""
    state: dict[str, Any] = {}
    steps = []
    for _ in range(limit):
        done = south_step(page, state)
        steps.append(done)
        if done == "over":
            return steps
    raise AssertionError(f"the hand did not end after {limit} decisions: {steps}")
