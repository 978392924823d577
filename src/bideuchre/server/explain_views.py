""" "Why?" objects as South may see them (docs/api.md, "Why objects").

A CPU seat's explanation of a card names the other cards it weighed: cards
still in its hand, hidden from South.  While the hand is on, a ``called`` or
``card_played`` event therefore carries :func:`live_why`: a
``card_candidates`` explanation becomes ``card_value`` (the card played, its
value, the value of the best other choice and how many choices there were,
no other card named), and an exchange explanation names no card.  The full
objects are stored with the game and shown by the hand review once the hand
is over and its record is complete (:mod:`.review`).
"""

from __future__ import annotations

from typing import Any


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
