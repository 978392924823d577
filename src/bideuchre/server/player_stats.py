"""A player's statistics over casual games, by CPU level (docs/api.md,
``GET /api/me``: ``stats``).

Per level: ``games`` (casual games at that level), ``hands`` (finished hands),
``declared`` / ``made`` (contracts North–South declared, and made, R12:
South's and partner North's, as the daily game's ``made`` counts them and as
the points count the side's), ``defended`` / ``set`` (contracts East or West
declared, and set), ``alone`` / ``alone_made`` (North–South's lone hands,
D5, D7), ``points`` (North–South's
points on those hands, R12–R13) and ``points_per_hand``.  Annulled hands
(R15) count as hands with no contract.

Bounded work: only the :data:`MAX_GAMES` most recently played casual games
count, and each game's figures are kept in a small per-process cache keyed
by ``(id, version)`` (a version identifies one state), so a repeated
``/api/me`` replays nothing.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from sqlalchemy import select

from ..engine import Team, replay
from .models import Game
from .store import GameStore

#: Most recent casual games counted in the statistics.
MAX_GAMES = 200
_FIELDS = ("games", "hands", "declared", "made", "defended", "set", "alone", "alone_made")


def game_figures(record: Any) -> dict[str, int]:
    """The figures of one stored game record (``games`` = 1)."""
    out = dict.fromkeys((*_FIELDS, "points"), 0)
    out["games"] = 1
    result = replay(record)
    state = result.state
    if state is None:
        return out
    for r in state.hand_results:
        out["hands"] += 1
        out["points"] += r.score[0]
        c = r.contract
        if c is None:
            continue
        if c.declarer.team is Team.NS:
            out["declared"] += 1
            out["made"] += int(bool(r.made))
            if c.alone:
                out["alone"] += 1
                out["alone_made"] += int(bool(r.made))
        elif c.declarer.team is Team.EW:
            out["defended"] += 1
            out["set"] += int(r.made is False)
    return out


class PlayerStats:
    """Casual-game statistics on the game store.

    Args:
        store: the game store.
        cache_size: games whose figures are kept.
    """

    def __init__(self, store: GameStore, cache_size: int = 4096) -> None:
        self.store = store
        self._cache: OrderedDict[tuple[str, int], dict[str, int]] = OrderedDict()
        self._size = cache_size
        self._lock = threading.Lock()

    def _figures(self, game_id: str, version: int, record: Any) -> dict[str, int]:
        key = (game_id, version)
        with self._lock:
            found = self._cache.get(key)
            if found is not None:
                self._cache.move_to_end(key)
                return found
        figures = game_figures(record)
        with self._lock:
            self._cache[key] = figures
            while len(self._cache) > self._size:
                self._cache.popitem(last=False)
        return figures

    def stats(self, player_id: int) -> dict[str, Any]:
        """``{"levels": {level: {games, hands, declared, made, defended, set,
        alone, alone_made, points, points_per_hand}}}`` (module docstring)."""
        with self.store.engine.connect() as conn:
            versions = conn.execute(
                select(Game.id, Game.version, Game.level)
                .where(Game.player_id == player_id, Game.kind == "casual")
                .order_by(Game.updated_at.desc(), Game.id)
                .limit(MAX_GAMES)
            ).all()
            missing = [r.id for r in versions if (r.id, r.version) not in self._cache]
            records: dict[str, Any] = {}
            if missing:
                records = dict(
                    conn.execute(select(Game.id, Game.record).where(Game.id.in_(missing))).all()
                )
        levels: dict[str, dict[str, Any]] = {}
        for row in versions:
            record = records.get(row.id)
            if record is None and (row.id, row.version) not in self._cache:
                continue  # changed in between: counted next time
            figures = self._figures(row.id, row.version, record)
            total = levels.setdefault(row.level, dict.fromkeys((*_FIELDS, "points"), 0))
            for name, value in figures.items():
                total[name] += value
        for total in levels.values():
            hands = total["hands"]
            total["points_per_hand"] = round(total["points"] / hands, 2) if hands else None
        return {"levels": levels}
