"""Why? survives a reload, in Chromium on a real server: the page kept the
CPUs' reasons only as their events arrived, so after a refresh mid-hand the
calls and cards it had explained were plain again.  Now the page reads them
back (``GET /api/games/{id}/whys``) and explains the same calls and cards in
the same words."""

from __future__ import annotations

from typing import Any

import pytest

from .driver import phase, set_speed_before_load, south_step, start_game, wait_idle

pytestmark = pytest.mark.browser

#: the Why? sentence of a call or trick card (the button's own selector)
SAY_JS = """(sel) => {
  const b = document.querySelector(sel);
  if (!b) return null;
  b.click();
  const pop = document.getElementById('why-pop');
  const text = pop && !pop.hidden ? pop.querySelector('.why-text').textContent : null;
  if (pop) pop.hidden = true;
  return text;
}"""

WHYS_JS = """() => [
  ...[...document.querySelectorAll('.seat .why-call')]
    .map(b => `.seat [data-why-call="${b.dataset.whyCall}"]`),
  ...[...document.querySelectorAll('#trick .why-card')]
    .map(b => `#trick .why-card[data-seat="${b.dataset.seat}"]`),
]"""


def test_why_explains_the_same_calls_and_cards_after_a_reload(page: Any, server_url: str) -> None:
    set_speed_before_load(page, "instant")
    start_game(page, server_url)
    state: dict[str, Any] = {}
    for _ in range(40):  # to a trick with a CPU card in it, South to play
        if phase(page) == "play" and page.locator("#trick .why-card").count():
            break
        assert south_step(page, state) != "over", "the hand ended first"
    wait_idle(page)
    buttons = page.evaluate(WHYS_JS)
    assert any(b.startswith("#trick") for b in buttons) and any(
        b.startswith(".seat") for b in buttons
    ), buttons
    said = {b: page.evaluate(SAY_JS, b) for b in buttons}
    assert all(said.values()), said

    page.reload()
    wait_idle(page)
    page.wait_for_function("() => document.querySelectorAll('.seat .why-call').length > 0")
    assert page.evaluate(WHYS_JS) == buttons
    assert {b: page.evaluate(SAY_JS, b) for b in buttons} == said
