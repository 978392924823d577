"""At Instant speed the CPUs' cards of the next trick are on the table as soon
as a trick is taken.  Before: the caption "Last trick · Won by X" then stayed
over those cards and caught the clicks, so a CPU card's Why? could not be
opened.  Now the winner is captioned only over an empty table, and a caption
never catches a click."""

from __future__ import annotations

from typing import Any

import pytest

from .driver import phase, set_speed_before_load, south_step, start_game, view, wait_idle
from .test_rough_edges import shot

pytestmark = pytest.mark.browser

#: the topmost element at the middle of each CPU card in the trick
TOP_JS = """() => [...document.querySelectorAll('#trick .why-card')].map(n => {
  const r = n.getBoundingClientRect();
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return {seat: n.dataset.seat, x: r.left + r.width / 2, y: r.top + r.height / 2,
          mine: !!top && n.contains(top)};
})"""


def test_a_cpu_card_of_the_next_trick_opens_its_why_at_instant_speed(
    page: Any, server_url: str
) -> None:
    set_speed_before_load(page, "instant")
    game_id = start_game(page, server_url, rules="single-deck")
    state: dict[str, Any] = {}
    for _ in range(60):  # to a later trick (one was taken) with CPU cards, South to play
        wait_idle(page)
        if phase(page) == "play" and page.locator("#trick .why-card").count():
            v = view(page, server_url, game_id)
            if v["last_trick"] and v["to_act"] == "S":
                break
        assert south_step(page, state) != "over", "the hand ended first"
    else:
        pytest.fail("never reached a later trick with a CPU card")
    shot("instant-next-trick", page)
    # no "Last trick" caption over the trick being played
    assert page.locator('#centre .caption[data-kind="trick"]').count() == 0
    cards = page.evaluate(TOP_JS)
    assert cards and all(c["mine"] for c in cards), cards
    # a real click on the card opens its Why?
    page.mouse.click(cards[0]["x"], cards[0]["y"])
    pop = page.locator("#why-pop")
    pop.wait_for(state="visible")
    assert pop.locator(".why-text").inner_text().strip()
