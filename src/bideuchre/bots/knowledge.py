"""What one seat knows, read off its :class:`~bideuchre.engine.Observation`.

Bots never see the real game state; everything they reason about comes from
here: the cards still out (the deck minus what the seat has seen), the voids
each seat has shown by not following suit (R6, with effective suits R4), the
cards the seat knows another seat holds (the lone partner's passed cards,
D6), how many cards each seat holds, and what each seat's calls said.

Cards are plain ``int`` faces (0..23) and counts are lists indexed by face, so
that card-play and search code can use them without conversion.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Action, ActionKind, Observation, Phase, Seat
from .tables import EFFECTIVE_SUIT


@dataclass(slots=True)
class CallSummary:
    """What a seat's calls this hand showed (R9, D2, D5).

    Attributes:
        denominations: denominations it bid or declared alone in, in order.
        best: highest number of tricks it bid (0 if none).
        last_denomination: denomination of its latest bid, or -1.
        passes: how many times it passed.
    """

    denominations: list[int] = field(default_factory=list)
    best: int = 0
    last_denomination: int = -1
    passes: int = 0


@dataclass(slots=True)
class Knowledge:
    """A seat's knowledge at one moment (built by :func:`read`).

    Attributes:
        seat: the observing seat (0..3).
        d: the contract's denomination (0..4), or -1 during the auction.
        hand: the seat's cards in play (faces, sorted).
        out: ``out[face]``: copies unseen by the seat, i.e. in another hand or
            hidden out of play (R1 minus everything seen).
        known: ``known[seat]``: faces the observer knows that seat holds.
        voids: bitmask per seat of effective suits it has shown void in (R6).
        held: cards each seat holds in play.
        hidden_out: how many unseen cards are out of play (D6).
        trick_seats, trick_cards: the trick in progress, in play order.
        calls: per seat, a :class:`CallSummary`.
        history: every ``(seat, card)`` played this hand, in order.
    """

    seat: int
    d: int
    hand: list[int]
    out: list[int]
    known: list[list[int]]
    voids: list[int]
    held: list[int]
    hidden_out: int
    trick_seats: list[int]
    trick_cards: list[int]
    calls: list[CallSummary]
    history: list[tuple[int, int]] = field(default_factory=list)


def summarize_calls(calls: tuple[tuple[Seat, Action], ...]) -> list[CallSummary]:
    """Per-seat :class:`CallSummary` of an auction's ``(seat, action)`` calls."""
    out = [CallSummary() for _ in range(4)]
    for seat, action in calls:
        summary = out[int(seat)]
        kind = action.kind
        if kind is ActionKind.PASS:
            summary.passes += 1
        elif kind is ActionKind.BID or kind is ActionKind.ALONE:
            d = int(action.denomination)
            summary.denominations.append(d)
            summary.last_denomination = d
            tricks = action.tricks if kind is ActionKind.BID else 99
            summary.best = max(summary.best, tricks)
    return out


def read(obs: Observation) -> Knowledge:
    """Everything the bots use from ``obs``.

    The unseen cards are computed here (deck minus the seat's hand, the cards
    played, its own out-of-play cards and discards, and — for the lone
    declarer's partner — the passed cards the declarer has not played yet).
    """
    copies = obs.rules.copies
    seat = int(obs.seat)
    contract = obs.contract
    d = -1 if contract is None else int(contract.denomination)
    out = [copies] * 24
    hand = [int(c) for c in obs.hand]
    for c in hand:
        out[c] -= 1
    trick_seats: list[int] = []
    trick_cards: list[int] = []
    voids = [0, 0, 0, 0]
    plays_by: list[list[int]] = [[], [], [], []]
    history: list[tuple[int, int]] = []
    eff = EFFECTIVE_SUIT[d] if d >= 0 else None
    for trick in obs.tricks:
        led = -1
        for i, (s, c) in enumerate(trick.plays):
            out[c] -= 1
            history.append((int(s), int(c)))
            plays_by[s].append(c)
            if eff is not None:
                if i == 0:
                    led = eff[c]
                elif eff[c] != led:
                    voids[s] |= 1 << led
    led = -1
    for i, (s, c) in enumerate(obs.current_trick):
        out[c] -= 1
        history.append((int(s), int(c)))
        plays_by[s].append(c)
        trick_seats.append(int(s))
        trick_cards.append(int(c))
        if eff is not None:
            if i == 0:
                led = eff[c]
            elif eff[c] != led:
                voids[s] |= 1 << led
    for c in obs.out_of_play:
        out[c] -= 1
    for c in obs.discarded:
        out[c] -= 1
    known: list[list[int]] = [[], [], [], []]
    if contract is not None and contract.alone and seat == int(contract.declarer.partner):
        declarer = int(contract.declarer)
        remaining = [int(c) for c in obs.given]
        if obs.phase is not Phase.EXCHANGE:
            for c in plays_by[declarer]:
                if c in remaining:
                    remaining.remove(c)
        for c in remaining:
            out[c] -= 1
        known[declarer] = remaining
    return Knowledge(
        seat=seat,
        d=d,
        hand=hand,
        out=out,
        known=known,
        voids=voids,
        held=list(obs.hand_counts),
        hidden_out=obs.hidden_out_of_play,
        trick_seats=trick_seats,
        trick_cards=trick_cards,
        calls=summarize_calls(obs.calls),
        history=history,
    )
