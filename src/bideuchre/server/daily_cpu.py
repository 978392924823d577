"""The daily game's CPU comparison (docs/api.md, "Per-deal comparison"): four
CPU players on each deal of a day, computed once for every server process.

The work is bounded whatever the requests:

- only a day that was played (it has a ranked attempt) gets a comparison;
  the caller checks that (:meth:`Rankings.comparison`) before asking;
- asking (:meth:`CpuComparison.request`) only queues the day: it inserts the
  day's ``daily_cpu`` row with status ``queued`` (once: the day is the
  primary key) and wakes this process's one worker thread;
- the worker claims one queued row at a time with a conditional update
  (``UPDATE ... WHERE day = ? AND status = 'queued'``, or a claim older than
  :data:`STALE_CLAIM` guarded by its token): one process computes a day even
  when several share one PostgreSQL database, and each process computes at
  most one day at a time;
- a claim whose process stopped cleanly is put back to ``queued``; one whose
  process died is taken over once stale.

Row states: ``queued`` -> ``computing`` (``token``, ``claimed_at``) ->
``ready`` (``results``).
"""

from __future__ import annotations

import logging
import secrets
import threading
import time
from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import Table, select, update
from sqlalchemy.dialects import postgresql, sqlite

from .cpu import CpuPlayer
from .daily import DAILY_DEALS, cpu_seed, daily_rules, deal_dealer, deal_outcome, deal_state
from .models import DailyCpu
from .store import GameStore
from .turns import elapsed_ms

log = logging.getLogger("bideuchre.server.daily")

_cpu: Table = DailyCpu.__table__  # type: ignore[assignment]

#: A CPU comparison claimed longer ago than this is taken over.
STALE_CLAIM = timedelta(minutes=30)
#: Seconds a client is told to wait (``Retry-After``) while a day is computed.
RETRY_AFTER = 5
#: Rows the worker looks at per claim attempt (the oldest claimable first).
_CLAIM_BATCH = 20


class CpuComparison:
    """The CPU results of each played day, computed by one worker thread.

    Args:
        store: the game store (database, clock, write lock).
        cpu: the CPU player.
        level_of: the CPU level of a day's comparison.
        seed_of: the secret seed of a day (:meth:`~.daily_seed.DaySeeds.seed`).
        bots_of: the CPU players' settings version of a day
            (:meth:`~.daily_bots.DayBots.version`; None: the current one).
    """

    def __init__(
        self,
        store: GameStore,
        cpu: CpuPlayer,
        level_of: Callable[[date], str],
        seed_of: Callable[[date], str],
        bots_of: Callable[[date], str] | None = None,
    ) -> None:
        self.store = store
        self.cpu = cpu
        self.level_of = level_of
        self.seed_of = seed_of
        self.bots_of = bots_of
        self._worker: threading.Thread | None = None
        self._worker_lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = threading.Event()

    # ------------------------------------------------------------------ requests

    def results(self, day: date) -> list[dict[str, Any]] | None:
        """The day's CPU results per deal (``{"deal", "dealer", "net",
        "score", "contract", "made"}``), or None while they are pending (the
        day is queued here if it is not yet).  Call it only for a played day."""
        with self.store.engine.connect() as conn:
            row = conn.execute(select(_cpu).where(_cpu.c.day == day)).one_or_none()
        if row is None:
            self.request(day)
        elif row.status == "ready":
            return list(row.results)
        elif row.status == "queued" or self._stale(row):
            self._ensure_worker()
            self._wake.set()
        return None

    def request(self, day: date) -> None:
        """Queue ``day`` (if it is not queued, computing or ready) and wake
        this process's worker.  Cheap: it never computes anything itself."""
        store = self.store
        level = self.level_of(day)  # before the write lock: it may store the day's level
        with store.write_lock, store.engine.begin() as conn:
            dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
            conn.execute(
                dialect.insert(_cpu)
                .values(day=day, level=level, status="queued", token="", claimed_at=store.now())
                .on_conflict_do_nothing(index_elements=["day"])
            )
        self._ensure_worker()
        self._wake.set()

    # ------------------------------------------------------------------ the worker

    def claim(self) -> tuple[date, str] | None:
        """Claim one day to compute: a queued row, or a stale claim, oldest
        day first, with a conditional update (so one claimant wins across
        processes).

        Returns:
            ``(day, token)`` of the claimed row, or None if there is none.
        """
        store = self.store
        now = store.now()
        with store.engine.connect() as conn:
            rows = conn.execute(
                select(_cpu.c.day, _cpu.c.status, _cpu.c.token, _cpu.c.claimed_at)
                .where(_cpu.c.status != "ready")
                .order_by(_cpu.c.day)
                .limit(_CLAIM_BATCH)
            ).all()
        for row in rows:
            if row.status != "queued" and not self._stale(row, now):
                continue
            token = secrets.token_hex(16)
            level = self.level_of(row.day)  # before the write lock, as in request
            with store.write_lock, store.engine.begin() as conn:
                won = conn.execute(
                    update(_cpu)
                    .where(
                        _cpu.c.day == row.day,
                        _cpu.c.status == row.status,
                        _cpu.c.token == row.token,
                    )
                    .values(status="computing", token=token, claimed_at=now, level=level)
                ).rowcount
            if won == 1:
                return row.day, token
        return None

    def run_pending(self) -> int:
        """Compute claimed days one after the other until none is left (or
        the service stops).

        Returns:
            How many days this call computed.
        """
        done = 0
        while not self._stop.is_set():
            claimed = self.claim()
            if claimed is None:
                break
            if self._compute(*claimed):
                done += 1
        return done

    def _ensure_worker(self) -> None:
        with self._worker_lock:
            if self._stop.is_set() or (self._worker is not None and self._worker.is_alive()):
                return
            self._worker = threading.Thread(target=self._work, name="daily-cpu", daemon=True)
            self._worker.start()

    def _work(self) -> None:
        while not self._stop.is_set():
            self._wake.wait()
            self._wake.clear()
            try:
                self.run_pending()
            except Exception as exc:  # a database fault: logged, tried again when woken
                log.error(
                    "daily cpu worker failed", extra={"fields": {"error": type(exc).__name__}}
                )

    def compute(self, day: date) -> list[dict[str, Any]] | None:
        """Four CPU players on each deal of ``day`` (deterministic mode, the
        same decision seeds and settings version as the players' games);
        None if stopped."""
        seed = self.seed_of(day)
        bots = None if self.bots_of is None else self.bots_of(day)
        level = self.level_of(day)
        rules = daily_rules()
        results = []
        for k in range(DAILY_DEALS):
            if self._stop.is_set():
                return None
            state = deal_state(rules, seed, k)
            self.cpu.advance(
                state, level, cpu_seed(seed, k), deterministic=True, south=True, bots=bots
            )
            if self._stop.is_set():
                return None
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
        return results

    def _compute(self, day: date, token: str) -> bool:
        """Compute the claimed ``day`` and mark its row ready (or put it back
        to ``queued`` if the service stops first)."""
        started = time.perf_counter()
        store = self.store
        try:
            results = self.compute(day)
        except Exception as exc:  # logged; the claim goes stale and is taken over
            log.error(
                "daily cpu comparison failed",
                extra={"fields": {"day": day.isoformat(), "error": type(exc).__name__}},
            )
            return False
        ours = (_cpu.c.day == day, _cpu.c.token == token)
        with store.write_lock, store.engine.begin() as conn:
            if results is None:
                conn.execute(update(_cpu).where(*ours).values(status="queued", token=""))
                return False
            conn.execute(
                update(_cpu)
                .where(*ours)
                .values(status="ready", results=results, finished_at=store.now())
            )
        log.info(
            "daily cpu comparison ready",
            extra={
                "fields": {
                    "day": day.isoformat(),
                    "level": self.level_of(day),
                    "ms": elapsed_ms(started),
                }
            },
        )
        return True

    def _stale(self, row: Any, now: datetime | None = None) -> bool:
        """Whether ``row`` is a claim older than :data:`STALE_CLAIM`."""
        if row.status != "computing":
            return False
        return _age(now or self.store.now(), row.claimed_at) > STALE_CLAIM

    def close(self, timeout: float = 5.0) -> None:
        """Stop the worker (between deals; its claim goes back to ``queued``)
        and wait for it a little."""
        self._stop.set()
        self._wake.set()
        with self._worker_lock:
            worker = self._worker
        if worker is not None:
            worker.join(timeout)


def _age(now: datetime, then: datetime) -> timedelta:
    if then.tzinfo is None:
        now = now.replace(tzinfo=None)
    return now - then
