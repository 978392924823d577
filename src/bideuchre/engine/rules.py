"""Rule options and the two presets (docs/rules.md, "Options").

Every difference between the presets is a field of :class:`Rules`; code never
branches on a preset's name.

>>> Rules.preset("double-deck").hand_size, Rules.preset("single-deck").target_score
(12, 32)
>>> Rules.from_json({"preset": "single-deck", "target_score": 21}).to_json()
{'preset': 'single-deck', 'target_score': 21}
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .errors import RulesError, shown_as_json


class AuctionStyle(StrEnum):
    """``single_round`` (C2: one call each, passing is final) or ``open`` (D2/D3)."""

    SINGLE_ROUND = "single_round"
    OPEN = "open"


class AllPass(StrEnum):
    """What happens when nobody bids: ``redeal`` (R15) or ``stick_dealer``."""

    REDEAL = "redeal"
    STICK_DEALER = "stick_dealer"


class ExchangeMode(StrEnum):
    """Lone exchange size: ``up_to`` (0..max, D6) or ``exact`` (exactly max)."""

    UP_TO = "up_to"
    EXACT = "exact"


class WinRule(StrEnum):
    """Who wins when totals reach the target at the end of a hand.

    ``eligible`` is R14 (the default): only the side that made its contract, or
    the defenders of a set contract, can win.  ``first_to_target`` (NeuralPlay
    style): any side at or over the target wins, the higher total if both (a
    tie goes to the declaring side).  ``first_to_target_declarer_priority``: any
    side at or over the target wins, the declaring side if both.
    """

    ELIGIBLE = "eligible"
    FIRST_TO_TARGET = "first_to_target"
    FIRST_TO_TARGET_DECLARER_PRIORITY = "first_to_target_declarer_priority"


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """The rule options of one game (immutable).

    Fields follow the table of docs/rules.md; ``hand_size`` is derived
    (``24 * copies / 4``).  Build presets with :meth:`preset`.

    Raises:
        RulesError: on construction, if the options are inconsistent.
    """

    copies: int = 2
    target_score: int = 52
    auction: AuctionStyle = AuctionStyle.OPEN
    min_bid: int = 1
    allow_no_trump: bool = True
    allow_alone: bool = True
    lone_exchange_max: int = 3
    lone_exchange_mode: ExchangeMode = ExchangeMode.UP_TO
    lone_made_points: int = 24
    lone_set_points: int = 24
    all_pass: AllPass = AllPass.REDEAL
    win_rule: WinRule = WinRule.ELIGIBLE

    def __post_init__(self) -> None:
        if self.copies not in (1, 2) or isinstance(self.copies, bool):
            raise RulesError(f"copies must be 1 or 2, not {self.copies!r}")
        for name in (
            "target_score",
            "min_bid",
            "lone_exchange_max",
            "lone_made_points",
            "lone_set_points",
        ):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool):
                raise RulesError(f"{name} must be a whole number, not {shown_as_json(value)}")
        for name in ("allow_no_trump", "allow_alone"):
            if not isinstance(getattr(self, name), bool):
                raise RulesError(f"{name} must be true or false")
        if self.target_score < 1:
            raise RulesError("target_score must be at least 1")
        if not 1 <= self.min_bid <= self.hand_size:
            raise RulesError(f"min_bid must be between 1 and {self.hand_size}")
        if not 0 <= self.lone_exchange_max <= self.hand_size:
            raise RulesError(f"lone_exchange_max must be between 0 and {self.hand_size}")
        if self.lone_made_points < 0 or self.lone_set_points < 0:
            raise RulesError("lone scores must not be negative")
        for name, enum in (
            ("auction", AuctionStyle),
            ("all_pass", AllPass),
            ("lone_exchange_mode", ExchangeMode),
            ("win_rule", WinRule),
        ):
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, enum(value))
            except ValueError:
                choices = ", ".join(m.value for m in enum)
                raise RulesError(f"{name} must be one of {choices}, not {value!r}") from None

    @property
    def hand_size(self) -> int:
        """Cards dealt to each player, and tricks per hand: 6 or 12 (R2, D1, C1)."""
        return 6 * self.copies

    @property
    def deck_size(self) -> int:
        """Cards in the deck: 24 or 48 (R1)."""
        return 24 * self.copies

    @classmethod
    def preset(cls, name: str) -> Rules:
        """The named preset: ``double-deck`` or ``single-deck`` (``classic``).

        Raises:
            RulesError: for an unknown name.
        """
        try:
            return PRESETS[name.strip().lower()]
        except (KeyError, AttributeError):
            raise RulesError(
                f"unknown rules {name!r} (expected 'double-deck' or 'single-deck')"
            ) from None

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated again).

        Raises:
            RulesError: for an unknown option or an inconsistent result.
        """
        unknown = set(changes) - {f.name for f in dataclasses.fields(self)}
        if unknown:
            raise RulesError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        try:
            return dataclasses.replace(self, **changes)
        except TypeError as exc:
            raise RulesError(str(exc)) from None

    @property
    def preset_name(self) -> str | None:
        """The name of the preset these rules equal, or None."""
        for name in ("double-deck", "single-deck"):
            if PRESETS[name] == self:
                return name
        return None

    @classmethod
    def from_json(cls, value: object) -> Rules:
        """Rules from a record's ``rules``: a preset name, or an object
        ``{"preset": name, option: value, ...}`` (``preset`` defaults to
        ``double-deck``).

        Raises:
            RulesError: for an unknown preset or option, or bad values.
        """
        if isinstance(value, str):
            return cls.preset(value)
        if not isinstance(value, dict):
            raise RulesError("rules must be a preset name or an object of options")
        options = dict(value)
        base_name = options.pop("preset", "double-deck")
        if not isinstance(base_name, str):
            raise RulesError("rules.preset must be a preset name")
        hand_size = options.pop("hand_size", None)
        rules = cls.preset(base_name).replace(**options)
        if hand_size is not None and (
            not isinstance(hand_size, int)
            or isinstance(hand_size, bool)
            or hand_size != rules.hand_size
        ):
            raise RulesError(
                f"hand_size is derived from copies: {rules.hand_size}, not {hand_size!r}"
            )
        return rules

    def to_json(self) -> str | dict[str, Any]:
        """The record form: the preset name, or ``{"preset": ..., changed options}``."""
        name = self.preset_name
        if name is not None:
            return name
        best: tuple[int, str, dict[str, Any]] | None = None
        for base_name in ("double-deck", "single-deck"):
            base = PRESETS[base_name]
            diff = {
                f.name: _plain(getattr(self, f.name))
                for f in dataclasses.fields(self)
                if getattr(self, f.name) != getattr(base, f.name)
            }
            if best is None or len(diff) < best[0]:
                best = (len(diff), base_name, diff)
        assert best is not None
        return {"preset": best[1], **best[2]}

    def describe(self) -> dict[str, Any]:
        """Every option and its value, JSON-ready (``hand_size`` included)."""
        out = {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}
        out["hand_size"] = self.hand_size
        return out


def _plain(value: object) -> Any:
    return value.value if isinstance(value, StrEnum) else value


#: The largest ``target_score``, ``lone_made_points`` and ``lone_set_points``
#: a record may carry (records and ``POST /api/records/check``, docs/rules.md
#: "Hand records") and the server's default cap for a new game
#: (``Settings.max_target_score``).  ``Rules`` itself does not refuse more.
MAX_POINTS: Final = 500

#: The options :data:`MAX_POINTS` bounds.
POINT_OPTIONS: Final = ("target_score", "lone_made_points", "lone_set_points")

#: The largest total, either sign, a record's ``scores_before`` may carry:
#: 100 games' worth of the largest target, far past any game really played.
MAX_TOTAL: Final = 100 * MAX_POINTS


def points_problem(rules: Rules, cap: int = MAX_POINTS) -> str | None:
    """Why ``rules`` ask for more points than ``cap`` allows (``"target_score
    must be at most 500"``), or None.  Shared by records (``bad_rules``) and the
    server's new games.  Shapes: ``cap`` in points (R12, R14, D7)."""
    for name in POINT_OPTIONS:
        if getattr(rules, name) > cap:
            return f"{name} must be at most {cap}"
    return None


PRESETS: Final[dict[str, Rules]] = {
    "double-deck": Rules(),
    "single-deck": Rules(
        copies=1,
        target_score=32,
        auction=AuctionStyle.SINGLE_ROUND,
        min_bid=1,
        allow_no_trump=True,
        allow_alone=False,
        lone_exchange_max=1,
        lone_made_points=12,
        lone_set_points=12,
        all_pass=AllPass.REDEAL,
    ),
}
PRESETS["classic"] = PRESETS["single-deck"]
DOUBLE_DECK: Final = PRESETS["double-deck"]
SINGLE_DECK: Final = PRESETS["single-deck"]
