""" "Why?" objects as South may see them (docs/api.md, "Why objects").

A CPU seat's explanation of a card names the other cards it weighed: cards
still in its hand, hidden from South.  While the hand is on, a ``called`` or
``card_played`` event therefore carries :func:`live_why`: a
``card_candidates`` explanation becomes ``card_value`` (the card played, its
value, the value of the best other choice and how many choices there were,
no other card named), and an exchange explanation names no card.  The full
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
    """``why`` without any card other than the one the seat played."""
    code = why.get("code")
    params = why.get("params") or {}
    if code == "card_candidates":
        card = params.get("card")
        candidates = params.get("candidates") or []
        mine = next((c for c in candidates if c.get("card") == card), None)
        others = [c for c in candidates if c.get("card") != card]
        best_other = others[0] if others else None
        return {
            "code": "card_value",
            "params": {
                "card": card,
                "value": None if mine is None else mine.get("value"),
                "points": None if mine is None else mine.get("points"),
                "next_best": None
                if best_other is None
                else {"value": best_other.get("value"), "points": best_other.get("points")},
                "choices": len(candidates),
            },
        }
    if code == "exchange_rule":
        return {"code": "exchange_rule", "params": {}}
    return why


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
        carried it (:func:`live_why`: no card the seat still holds).  An
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
