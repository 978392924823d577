"""A fitted model of the tricks a partnership takes, from both its hands.

Bidding by simulation (:mod:`.simbid`) deals the unseen cards many times; in
each deal the partnership's two hands are known, and this model turns them
into the tricks the declaring side is expected to take in each denomination
(R12) — far cheaper than solving or playing out every deal at call time.

The model is linear in the :func:`~.evaluation.features` of the declarer's
hand and of its partner's hand (separate weights: the declarer leads first,
R8), plus the side's combined trump length and its square (a trump fit is
worth more than the sum of its halves).  Its weights, per preset (``copies``)
and for trump and no-trump contracts, were fitted by least squares on many
random deals whose tricks were found offline — by the exact open-hand solver
(:mod:`.solver`) where it is affordable, otherwise by play-outs — by
``benchmarks/fit_trick_model.py`` (reproducible from its seed).  They are
shipped in ``bots/data/trick_model.json`` with the residual spread of the
fit, the labels used and the command that produced them.

Plain standard library at run time: the file is read once, on first use.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources

from .evaluation import features
from .tables import EFFECTIVE_SUIT, NT


@dataclass(frozen=True, slots=True)
class TrickModel:
    """Weights of one (copies, no trump) model.

    Attributes:
        weights: intercept, then one weight per :func:`pair_features` entry.
        spread: root mean square residual of the fit (tricks).
    """

    weights: tuple[float, ...]
    spread: float


def pair_features(
    declarer: Sequence[int], partner: Sequence[int], d: int, copies: int
) -> list[float]:
    """Features of a partnership declaring ``d``: the declarer's
    :func:`~.evaluation.features`, its partner's, then (trump contracts only)
    the side's trumps and their square over the hand size."""
    out = [float(v) for v in features(declarer, d, copies)]
    out += [float(v) for v in features(partner, d, copies)]
    if d != NT:
        eff = EFFECTIVE_SUIT[d]
        n = sum(1 for c in declarer if eff[c] == d) + sum(1 for c in partner if eff[c] == d)
        out += [float(n), n * n / (6.0 * copies)]
    return out


@cache
def models() -> dict[tuple[int, bool], TrickModel]:
    """The shipped models, keyed by ``(copies, no trump)``.

    Raises:
        FileNotFoundError, ValueError: if the data file is missing or corrupt
        (a packaging error).
    """
    text = resources.files("bideuchre.bots").joinpath("data/trick_model.json").read_text("utf-8")
    data = json.loads(text)
    out: dict[tuple[int, bool], TrickModel] = {}
    for key, entry in data["models"].items():
        copies, kind = key.split("/")
        out[(int(copies), kind == "nt")] = TrickModel(
            tuple(float(w) for w in entry["weights"]), float(entry["spread"])
        )
    return out


def predict(declarer: Sequence[int], partner: Sequence[int], d: int, copies: int) -> float:
    """Expected tricks of the side when ``declarer`` declares ``d`` with
    ``partner`` (R12), clipped to ``0..hand size``."""
    m = models()[(copies, d == NT)]
    w = m.weights
    value = w[0]
    for wi, fi in zip(w[1:], pair_features(declarer, partner, d, copies), strict=True):
        value += wi * fi
    return min(max(value, 0.0), 6.0 * copies)


def spread(copies: int, d: int) -> float:
    """Residual spread (tricks) of :func:`predict` for ``copies`` and ``d``."""
    return models()[(copies, d == NT)].spread
