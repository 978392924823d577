""" "Why?": what a CPU player weighed for one decision, as a code and
parameters (docs/api.md, "Why objects"), never words — the page's catalogues
say them in each language.

:func:`explained_choice` calls a bot exactly as a decision is made, with an
``explain`` sink the search fills on the side (:func:`~.search.choose_play`,
:func:`~.simbid.simulated_call`, :func:`~.bidding.choose_call`): the action
is the one the bot would choose without it.  The sink's contents become:

* ``call_value`` — a bid or alone: ``{"call", "expected", "partner_expected",
  "value", "higher", "alternatives": [{"call", "value"}, ...]}``
  (``expected``: tricks the caller's side expects declaring that
  denomination; ``partner_expected``: how many of them the search expects
  beyond what the caller's hand promises with an average partner
  (:func:`~.evaluation.side_tricks`) — not the partner's share, so the page
  does not show it; ``value``: expected net
  points of the hand, R12, D7; ``higher``: ``{"call", "value"}`` of the bid
  one trick higher in the same denomination when it was weighed, else null —
  a made contract scores its tricks, not its bid (R12), so a higher bid only
  adds the risk of a set unless it is needed to win the auction), and
  ``lowest``: true when the player bids by rule
  (:func:`~.bidding.choose_call`, ``easy`` and ``medium``): it bids the
  lowest legal number in the denomination it chose, whatever it expects
  (an opening of 1 with 8.5 tricks expected), and weighs no higher bid;
  false for the simulation's bid (``hard``), which weighs every number;
* ``call_pass`` — ``{"best_call", "expected", "value", "best_value",
  "margin", "alternatives"}`` (the best other call, its denomination's
  expected tricks and its expected net points, or null; ``value``: the
  pass's; ``margin``: when the best other call is a bid, the net points a
  bid must promise over passing before the bot makes it, else null — a
  pass can be worth less than a bid that falls short of that margin, or
  whose chance of being made is too low);
* ``card_candidates`` — ``{"card", "candidates": [{"card", "value",
  "points"}, ...]}``, best first, at most 4 (``value``: tricks the player's
  side expects to take in the hand, averaged over the sampled deals;
  ``points``: expected net points);
* ``card_rule`` — ``{"card"}``: the heuristic player's card (no search);
* ``exchange_rule`` — ``{"action"}``: the exchange heuristics (D6);
* ``only_legal`` — ``{"action"}``: the one legal action.

Numbers are rounded to one decimal.
"""

from __future__ import annotations

import math
import random
from typing import Any

from ..engine import CARDS, Action, ActionKind, Observation, Phase
from .base import Bot
from .easy import EasyBot
from .searchbot import SearchBot

#: Most alternatives / candidates a "Why" lists.
MAX_LISTED = 4

Why = dict[str, Any]


def _r(x: float) -> float | None:
    return None if math.isnan(x) else round(float(x), 1)


def explained_choice(
    bot: Bot,
    obs: Observation,
    rng: random.Random,
    budget: float,
    deterministic: bool = False,
) -> tuple[Action, Why | None, dict[str, object]]:
    """``bot.choose(obs, rng, budget, deterministic=...)`` and why.

    Returns:
        ``(action, why, sink)``: the same action as without the explanation,
        the "Why" object (None for a bot that explains nothing, e.g. the
        random player, even when it had one legal action) and the raw sink
        (values by action, for the review).
    """
    sink: dict[str, object] = {}
    if not isinstance(bot, SearchBot | EasyBot):  # a bot without the explain path
        # (nothing, even with one legal action: a Why? only then would tell
        # the table that the seat had a single legal card, a hidden fact)
        if deterministic:
            return bot.choose(obs, rng, budget, deterministic=True), None, sink
        return bot.choose(obs, rng, budget), None, sink
    if len(obs.legal) == 1:
        action = obs.legal[0]
        return action, {"code": "only_legal", "params": {"action": str(action)}}, sink
    action = bot.choose(obs, rng, budget, deterministic=deterministic, explain=sink)
    return action, why_of(obs, action, sink), sink


def why_of(obs: Observation, action: Action, sink: dict[str, object]) -> Why | None:
    """The "Why" object of ``action`` from a filled ``sink`` (module docstring)."""
    phase = obs.phase
    if phase is Phase.EXCHANGE:
        return {"code": "exchange_rule", "params": {"action": str(action)}}
    if phase is Phase.PLAY:
        return _card_why(action, sink)
    if phase is Phase.AUCTION:
        return _call_why(action, sink)
    return None


def _card_why(action: Action, sink: dict[str, object]) -> Why:
    card = str(action.card)
    found: Any = sink.get("candidates")
    if not found:
        return {"code": "card_rule", "params": {"card": card}}
    rows = sorted(found, key=lambda r: (-r[1], -r[2]))
    listed: list[dict[str, Any]] = [
        {"card": str(CARDS[face]), "value": _r(tricks), "points": _r(points)}
        for face, points, tricks in rows
    ]
    chosen = [x for x in listed if x["card"] == card]
    top = [x for x in listed if x["card"] != card][: MAX_LISTED - len(chosen[:1])]
    candidates = sorted(
        chosen[:1] + top, key=lambda x: (-(x["points"] or 0.0), -(x["value"] or 0.0))
    )
    return {"code": "card_candidates", "params": {"card": card, "candidates": candidates}}


def call_values(sink: dict[str, object]) -> dict[Action, float]:
    """The expected net points of every call the sink valued."""
    values: Any = sink.get("values") or []
    return {a: float(v) for a, v in values}


def card_values(sink: dict[str, object]) -> dict[int, float]:
    """The expected net points of every candidate card face the sink valued."""
    found: Any = sink.get("candidates") or []
    return {int(face): float(points) for face, points, _ in found}


def _call_why(action: Action, sink: dict[str, object]) -> Why | None:
    values = call_values(sink)
    if not values:
        return None
    expected: Any = sink.get("expected") or {}
    own: Any = sink.get("own") or {}
    others = sorted(((v, a) for a, v in values.items() if a != action), key=lambda x: -x[0])
    alternatives = [{"call": str(a), "value": _r(v)} for v, a in others[:MAX_LISTED]]
    if action.kind is ActionKind.PASS:
        best = next((a for _, a in others), None)
        best_expected = None
        best_value = None if best is None else _r(values[best])
        margin: Any = sink.get("margin")
        if best is None or best.kind is not ActionKind.BID or margin is None:
            margin = None
        if best is not None and best.kind is not ActionKind.PASS:
            d = int(best.denomination)
            if d in expected:
                best_expected = _r(expected[d])
        return {
            "code": "call_pass",
            "params": {
                "best_call": None if best is None else str(best),
                "expected": best_expected,
                "value": _r(values.get(action, math.nan)),
                "best_value": best_value,
                "margin": None if margin is None else _r(float(margin)),
                "alternatives": alternatives,
            },
        }
    d = int(action.denomination)
    side = expected.get(d)
    partner = None
    if side is not None and d in own:
        partner = _r(max(0.0, side - own[d]))
    higher = None
    if action.kind is ActionKind.BID:
        up = next(
            (
                a
                for a in values
                if a.kind is ActionKind.BID
                and a.denomination == action.denomination
                and a.tricks == action.tricks + 1
            ),
            None,
        )
        if up is not None:
            higher = {"call": str(up), "value": _r(values[up])}
    return {
        "code": "call_value",
        "params": {
            "call": str(action),
            "expected": None if side is None else _r(side),
            "partner_expected": partner,
            "value": _r(values.get(action, math.nan)),
            "higher": higher,
            "lowest": action.kind is ActionKind.BID and bool(sink.get("lowest")),
            "alternatives": alternatives,
        },
    }
