"""What the hand review's decision costs add up to (2 December 2026).

Deals double-deck hands from fixed seeds, plays them with a random South
(``--south random``: calls and cards at random; ``--south cards``: the easy
player's calls, random cards) and the easy player elsewhere, reviews each
hand (:func:`bideuchre.server.review.compute_review`) and prints, per hand,
in net points (South's side's score minus the other side's, R12/D7, the
unit of every cost): the hand's net result, the open-hand par's, the loss
against the par (play only: the par keeps the contract as reached), the sum
of the costs of the decisions not marked good (cards and calls apart) and
the costliest one.  The sum is what the review page used to show as "expected
cost"; the point is that it is not the hand's loss (docs/api.md, Review).

Usage::

    .venv/bin/python benchmarks/review_costs.py --hands 12 --south random
"""

from __future__ import annotations

import argparse
import random

from bideuchre.bots import EasyBot, RandomBot
from bideuchre.engine import GameState, HandRecord, Phase, Rules, Seat
from bideuchre.server.review import compute_review


def play_hand(seed: str, south: str) -> HandRecord:
    """A finished double-deck hand: a random South (all decisions, or only
    cards), the easy player in the other seats."""
    state = GameState.new_game(Rules.preset("double-deck"), seed)
    easy, dumb = EasyBot(), RandomBot()
    rng = random.Random(seed)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        random_here = seat is Seat.S and (south == "random" or obs.phase is Phase.PLAY)
        state.apply((dumb if random_here else easy).choose(obs, rng, 0.1))
    return HandRecord.of(state)


def main() -> None:
    """Print one line per hand and the counts (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=12)
    parser.add_argument("--south", choices=("random", "cards"), default="random")
    args = parser.parse_args()
    over = with_par = 0
    for i in range(args.hands):
        seed = f"review-costs/{args.south}/{i}"
        review = compute_review(play_hand(seed, args.south), 0, seed)
        score = review["result"]["score"]
        net = score["NS"] - score["EW"]
        par = review["par"]
        par_net = None if par is None else par["score"]["NS"] - par["score"]["EW"]
        bad = [d for d in review["decisions"] if d["good"] is False]
        cards = sum(d["cost"] for d in bad if d["kind"] == "card")
        calls = sum(d["cost"] for d in bad if d["kind"] == "call")
        worst = max((d["cost"] for d in bad), default=0.0)
        loss = None if par_net is None else par_net - net
        if loss is not None:
            with_par += 1
            over += cards > loss + 0.05
        print(
            f"{seed}: net {net:+d} par {par_net} loss vs par {loss} | sum of costs "
            f"{cards + calls:.1f} (cards {cards:.1f}, calls {calls:.1f}) | costliest {worst:.1f}"
        )
    print(f"hands whose card costs sum to more than their loss vs the par: {over} of {with_par}")


if __name__ == "__main__":
    main()
