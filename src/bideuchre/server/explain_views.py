""" "Why?" objects as South may see them (docs/api.md, "Why objects").

A CPU seat's explanation of a card names the other cards it weighed: cards
still in its hand, hidden from South, and even its number of choices or its
having a single legal card tells what that hand holds.  While the hand is on,
a ``called`` or ``card_played`` event therefore carries :func:`live_why`,
which says nothing derived from the seat's hidden cards (a card: only the
card played; a pass: no params; a bid: no other denominations' values).  The full
objects are stored with the game and shown by the hand review once the hand
is over and its record is complete (:mod:`.review`).  :func:`table_whys`
gives a page that was reloaded the same live objects again, read from the
stored ones (``GET /api/games/{id}/whys``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import GameState


def live_why(why: dict[str, Any]) -> dict[str, Any]:
    """``why`` as any seat may see it while the hand is on: nothing derived
    from the cards the explaining seat still holds.

    * A card (``card_candidates``, ``card_rule``, or ``only_legal`` naming a
      card) becomes ``card_hidden`` ``{"card"}``: the card played and no
      more.  Its value, the number of other cards it weighed (while
      following suit, that number plus one is how many cards of the led suit
      it held, R7) and "the only card it could play" (a singleton or a void)
      all come from its hidden hand; whether it searched or had one legal card
      must not show either, so every CPU card gets the same shape.  The full
      object is listed by the hand review once the hand is over.
    * A pass (``call_pass``) keeps no params: its best other call, that
      call's expected tricks and the other calls' values name the strength of
      the suits in its hand, which a pass does not show (R9).
    * A bid or alone call (``call_value``) drops ``alternatives`` (the values
      of calls in other denominations: hidden facts beyond the call); it keeps
      its own denomination's expectation, which the call announces (R9, R12).
    * An exchange explanation names no card (D6).
    * ``only_legal`` for a call is public (the legal calls do not depend on
      the hand) and is kept as is.
    """
    code = why.get("code")
    params = why.get("params") or {}
    if code in ("card_candidates", "card_rule", "card_value"):
        return {"code": "card_hidden", "params": {"card": params.get("card")}}
    if code == "only_legal" and _is_card(params.get("action")):
        return {"code": "card_hidden", "params": {"card": params.get("action")}}
    if code == "call_pass":
        return {"code": "call_pass", "params": {}}
    if code == "call_value":
        return {"code": "call_value", "params": {**params, "alternatives": []}}
    if code == "exchange_rule":
        return {"code": "exchange_rule", "params": {}}
    return why


def _is_card(action: Any) -> bool:
    """Whether an action's notation is a card ("AS", "9C")."""
    if not isinstance(action, str) or len(action) != 2:
        return False
    return action[0] in "9TJQKA" and action[1] in "CDHS"


def table_whys(state: GameState, stored: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The explanations of the hand in progress in ``state`` as the table
    offers them (docs/api.md, ``GET /api/games/{id}/whys``).

    Args:
        state: the game at its current hand (any phase).
        stored: that hand's stored notes (``[{"index", "step", "seat",
            "why"}]``, :mod:`.notes`): ``index`` counts the hand's calls,
            then its exchange actions (D6), then its cards.

    Returns:
        ``{"calls": [{"index", "seat", "why"}], "cards": [{"trick",
        "seat", "why"}]}``: ``index`` a call's place in the auction,
        ``trick`` a card's trick (0 first); each ``why`` as the live events
        carried it (:func:`live_why`: nothing derived from the seat's hidden cards).  An
        exchange step has no table Why? and is left out, as is a note that
        no longer matches an action of the hand (taken back by an undo).
    """
    calls = state.calls
    plays = state.plays
    ex = state.exchange
    exchange_steps = 0 if ex is None else 1 + len(ex[1]) + len(ex[2])
    trick_size = 4 if state.sitting_out is None else 3  # D5: alone, three-card tricks
    out_calls: list[dict[str, Any]] = []
    out_cards: list[dict[str, Any]] = []
    for note in stored:
        index, seat, why = note.get("index"), note.get("seat"), note.get("why")
        if not isinstance(index, int) or not isinstance(why, dict):
            continue
        if index < len(calls):
            if calls[index][0].name == seat:
                out_calls.append({"index": index, "seat": seat, "why": live_why(why)})
            continue
        p = index - len(calls) - exchange_steps
        if 0 <= p < len(plays) and plays[p][0].name == seat:
            out_cards.append({"trick": p // trick_size, "seat": seat, "why": live_why(why)})
    return {"calls": out_calls, "cards": out_cards}
