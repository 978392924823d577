"""South's turn, for every kind of game: parsing and checking South's steps,
applying them with the CPU replies, and the errors a refused step gets
(docs/api.md, "Errors": ``not_your_turn``, ``illegal_action``, ``malformed``).

Legality and explanations come from the engine; this module only says them
in the API's words.  Each refusal carries a ``reason`` (``{"code", "params",
"rule"}``: the engine's refusal code, or one of ``errors.SERVER_REASONS``) that
the page words in the player's language; ``message`` stays English.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..engine import (
    PASS,
    Action,
    ActionKind,
    Event,
    GameState,
    IllegalActionError,
    NotationError,
    Phase,
    Rules,
    Seat,
    Team,
)
from ..engine.actions import bid_tricks
from ..engine.auction import bid_size_error
from ..engine.record import canonical_order
from .errors import ApiError, reason

SOUTH = Seat.S
#: Most of South's steps one request may carry (an exchange is at most 2 x 12).
MAX_STEPS = 25


def legal_texts(state: GameState) -> list[str]:
    """The legal actions in notation, in canonical order (the ``legal`` of errors)."""
    return [str(a) for a in sorted(state.legal_actions(), key=canonical_order)]


def notation_message(text: str, message: str, rules: Rules) -> str:
    """The message for an action the notation refuses: bid-shaped text with
    an impossible number (``13H``, ``0NT``) says what bids may be (R9)."""
    tricks = bid_tricks(text)
    if tricks is not None and bid_size_error(rules, tricks) is not None:
        return (
            f"{text.strip()!r} is not a possible bid: bids are {rules.min_bid} to "
            f"{rules.hand_size} tricks (R9)"
        )
    return message


def notation_reason(text: str, rules: Rules) -> dict[str, Any] | None:
    """The ``reason`` of a ``malformed`` action: ``bid_impossible`` (R9) for
    bid-shaped text with an impossible number, else None (plain bad notation)."""
    tricks = bid_tricks(text)
    if tricks is None or bid_size_error(rules, tricks) is None:
        return None
    params: dict[str, str | int | bool | None] = {
        "text": text.strip()[:40],
        "min_bid": rules.min_bid,
        "hand_size": rules.hand_size,
    }
    return reason("bid_impossible", params, "R9")


def check_turn(state: GameState, over_message: str | None = None) -> None:
    """South is to act.

    Args:
        over_message: the message once nothing more can be played in this
            game (a daily game's last deal: "the daily game is over: all 8
            deals are played", ``rule`` null); None for the engine's reason.

    Raises:
        ApiError: 409 ``not_your_turn`` with ``to_act`` the seat to act
            (``rule`` null, ``reason`` ``others_turn``), or ``to_act`` null
            once the hand is over (``rule`` R2: deal the next hand, reason
            ``hand_over``), the game is over (``rule`` R14, naming the
            winner: ``game_won``) or the daily game is (``daily_over``).
            ``legal`` is always ``[]``.
    """
    seat = state.to_act
    if seat is SOUTH:
        return
    if seat is None:
        if over_message is not None:
            why = reason("daily_over")
            raise ApiError(
                409, "not_your_turn", over_message, to_act=None, rule=None, legal=[], reason=why
            )
        winner = state.winner
        if state.phase is Phase.GAME_OVER and winner is not None:
            side = "North–South" if winner is Team.NS else "East–West"
            message = f"the game is over: {side} won (R14); start a new game"
            why = reason("game_won", {"winner": winner.name}, "R14")
            raise ApiError(
                409, "not_your_turn", message, to_act=None, rule="R14", legal=[], reason=why
            )
        error = state.explain_illegal(PASS)  # the hand is over (R2)
        raise ApiError(
            409,
            "not_your_turn",
            str(error),
            to_act=None,
            rule=error.rule,
            legal=[],
            reason=error.reason(),
        )
    raise ApiError(
        409,
        "not_your_turn",
        f"it is {seat.full_name}'s turn",
        to_act=seat.name,
        rule=None,
        legal=[],
        reason=reason("others_turn", {"seat": seat.name}),
    )


def play_steps(
    state: GameState,
    steps: list[str],
    advance: Callable[[GameState], list[Event]],
    over_message: str | None = None,
) -> list[Event]:
    """Apply South's ``steps`` to ``state`` in order, each followed by the CPU
    actions ``advance`` takes up to South's next decision.

    On an error ``state`` is partly changed: callers work on a private copy
    and save nothing (all or nothing).

    Returns:
        Every event, in order.

    Raises:
        ApiError: 409 ``not_your_turn`` (:func:`check_turn`), 422
            ``malformed`` (not an action of the phase), 409 ``illegal_action``
            (with the rule broken and the legal actions of the game as it
            stands: those before the first step, since nothing is applied).
    """
    events: list[Event] = []
    # an error answers the legal actions of the game as it stands, before any
    # step of this request (nothing is applied): not those after a first step
    before = legal_texts(state) if len(steps) > 1 and state.to_act is not None else None
    for index, text in enumerate(steps):
        check_turn(state, over_message)
        try:
            action = Action.parse(text, state.phase.value)
        except NotationError as exc:
            message = notation_message(text, str(exc), state.rules)
            why = notation_reason(text, state.rules)
            raise ApiError(
                422,
                "malformed",
                message,
                detail=[{"loc": ["body", "action"], "msg": message}],
                **({} if why is None else {"reason": why}),
            ) from None
        legal = state.legal_actions()
        if action not in legal:
            error = too_many_exchanged(state, action, steps[index:]) or state.explain_illegal(
                action
            )
            legal_now = legal_texts(state) if before is None else before
            raise ApiError(
                409,
                "illegal_action",
                str(error),
                rule=error.rule,
                legal=legal_now,
                reason=error.reason(),
            )
        events.extend(state.apply(action))
        events.extend(advance(state))
    return events


def too_many_exchanged(
    state: GameState, action: Action, rest: list[str]
) -> IllegalActionError | None:
    """The refusal of a pass or discard after the exchange's *k* (D6): four
    discards for an exchange of 3 once answered "discard QD is not a card
    play: it is time to play (R8)".  ``exchange_counts`` (``k``) says how many
    the exchange takes; None when ``action`` is not such a card."""
    kind = action.kind
    exchange = state.exchange
    if kind not in (ActionKind.GIVE, ActionKind.DISCARD) or exchange is None:
        return None
    k, passed, discarded = exchange
    done = passed if kind is ActionKind.GIVE else discarded
    if len(done) < k or any(a.kind is kind for a in state.legal_actions()):
        return None
    word = "pass" if kind is ActionKind.GIVE else "discard"
    sent = len(done) + sum(1 for text in rest if text.strip().lower().startswith(word))
    cards = "card" if k == 1 else "cards"
    return IllegalActionError(
        f"in an exchange of {k} the partner passes {k} {cards}, then the declarer discards "
        f"{k}: {sent} {word}s are too many (D6)",
        "D6",
        "exchange_counts",
        {"k": k},
    )


def hand_not_over(state: GameState) -> ApiError:
    """The error of ``next-hand`` while it cannot be dealt: 409
    ``illegal_action`` with the engine's reason (R11 while the hand is on,
    R14 once the game is over), its ``reason`` the engine's refusal."""
    error = IllegalActionError("the hand is not over (R11)", "R11", "hand_not_over")
    try:
        state.clone().next_hand(())  # the engine says why not (R11, R14)
    except IllegalActionError as exc:
        error = exc
    return ApiError(
        409,
        "illegal_action",
        str(error),
        rule=error.rule,
        legal=legal_texts(state),
        reason=error.reason(),
    )


def elapsed_ms(started: float) -> float:
    """Milliseconds since ``started`` (a ``time.perf_counter()``), for logs."""
    return round((time.perf_counter() - started) * 1000, 1)
