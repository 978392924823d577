"""The daily game's CPU comparison (docs/api.md, "Per-deal comparison"): four
CPU players on each deal of a day, computed once for every server process.

The process that inserts the day's ``daily_cpu`` row (primary key: the day)
computes it in a background thread; every other process sees ``computing``
until the row says ``ready``.  A claim older than :data:`STALE_CLAIM` (a
process died) can be taken over, guarded by the claim's token.
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Table, insert, select, update
from sqlalchemy.exc import IntegrityError

from .cpu import CpuPlayer
from .daily import DAILY_DEALS, cpu_seed, daily_rules, deal_dealer, deal_outcome, deal_state
from .models import DailyCpu
from .store import GameStore
from .turns import elapsed_ms

log = logging.getLogger("bideuchre.server.daily")

_cpu: Table = DailyCpu.__table__  # type: ignore[assignment]

#: A CPU comparison claimed longer ago than this is taken over.
STALE_CLAIM = timedelta(minutes=30)


class CpuComparison:
    """The CPU results of each day, computed in background threads.

    Args:
        store: the game store (database, clock, write lock).
        cpu: the CPU player.
        level: the CPU level of the comparison.
        seed_of: the secret seed of a day (:meth:`~.daily_seed.DaySeeds.seed`).
    """

    def __init__(
        self, store: GameStore, cpu: CpuPlayer, level: str, seed_of: Callable[[date], str]
    ) -> None:
        self.store = store
        self.cpu = cpu
        self.level = level
        self.seed_of = seed_of
        self._jobs: list[threading.Thread] = []
        self._stop = threading.Event()

    def results(self, day: date) -> list[dict[str, Any]] | None:
        """The day's CPU results per deal (``{"deal", "dealer", "net",
        "score", "contract", "made"}``), or None while they are computed (the
        computation is started here if nobody has claimed it)."""
        with self.store.engine.connect() as conn:
            row = conn.execute(select(_cpu).where(_cpu.c.day == day)).one_or_none()
        if row is not None and row.status == "ready":
            return list(row.results)
        self.ensure(day)
        return None

    def ensure(self, day: date) -> bool:
        """Claim the day's CPU comparison and compute it in a background thread
        if nobody has (or the claim went stale).

        Returns:
            True if this call started the computation.
        """
        store = self.store
        now = store.now()
        token = secrets.token_hex(16)
        claimed = False
        with store.engine.connect() as conn:
            row = conn.execute(select(_cpu).where(_cpu.c.day == day)).one_or_none()
        try:
            with store.write_lock, store.engine.begin() as conn:
                if row is None:
                    conn.execute(
                        insert(_cpu).values(
                            day=day,
                            level=self.level,
                            status="computing",
                            token=token,
                            claimed_at=now,
                        )
                    )
                    claimed = True
                elif row.status != "ready" and _age(now, row.claimed_at) > STALE_CLAIM:
                    claimed = (
                        conn.execute(
                            update(_cpu)
                            .where(_cpu.c.day == day, _cpu.c.token == row.token)
                            .values(token=token, claimed_at=now, level=self.level)
                        ).rowcount
                        == 1
                    )
        except IntegrityError:
            claimed = False
        if not claimed:
            return False
        job = threading.Thread(
            target=self._compute, args=(day, token), name=f"daily-cpu-{day}", daemon=True
        )
        self._jobs = [j for j in self._jobs if j.is_alive()] + [job]
        job.start()
        return True

    def _compute(self, day: date, token: str) -> None:
        """Four CPU players on each deal of ``day`` (deterministic mode, the
        same decision seeds as the players' games), then mark the row ready."""
        started = time.perf_counter()
        try:
            seed = self.seed_of(day)
            rules = daily_rules()
            results = []
            for k in range(DAILY_DEALS):
                if self._stop.is_set():
                    return
                state = deal_state(rules, seed, k)
                self.cpu.advance(
                    state, self.level, cpu_seed(seed, k), deterministic=True, south=True
                )
                outcome = deal_outcome(state, k, (0, 0))
                results.append(
                    {
                        "deal": k,
                        "dealer": deal_dealer(seed, k).name,
                        "net": outcome.net,
                        "score": outcome.result["score"],
                        "contract": outcome.result["contract"],
                        "made": outcome.result["made"],
                    }
                )
            store = self.store
            with store.write_lock, store.engine.begin() as conn:
                conn.execute(
                    update(_cpu)
                    .where(_cpu.c.day == day, _cpu.c.token == token)
                    .values(status="ready", results=results, finished_at=store.now())
                )
            log.info(
                "daily cpu comparison ready",
                extra={
                    "fields": {
                        "day": day.isoformat(),
                        "level": self.level,
                        "ms": elapsed_ms(started),
                    }
                },
            )
        except Exception as exc:  # logged; a later request claims it again once stale
            log.error(
                "daily cpu comparison failed",
                extra={"fields": {"day": day.isoformat(), "error": type(exc).__name__}},
            )

    def close(self, timeout: float = 5.0) -> None:
        """Ask background jobs to stop (between deals) and wait a little."""
        self._stop.set()
        for job in self._jobs:
            job.join(timeout)


def _age(now: datetime, then: datetime) -> timedelta:
    if then.tzinfo is None:
        now = now.replace(tzinfo=None)
    return now - then
