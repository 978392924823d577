"""Load test of the game server: simulated players playing complete hands at a
human-like pace against one server process.

Each simulated player is a browser: its own cookie, one game at a time, one
request at a time.  It creates a game, then after every answer waits as a
person would (the page animates the CPU cards, then the player thinks) and
sends South's next action -- a random legal one, the exchange as one batch --
or deals the next hand, until the game is over; then it starts another game.
A few times per hand it reloads the view (``GET``), as a refresh would.

For each level and each number of concurrent players the run reports
actions per second, latency percentiles (p50/p95/p99, milliseconds) and
errors (any answer other than 200/201, or no answer within the timeout).
By default it starts the server itself, pinned to one CPU core with
``taskset`` (the load generator runs on another core), on a fresh SQLite
data folder, and steps the number of players up until p95 exceeds the
target or an error appears.

    .venv/bin/python benchmarks/load.py                      # every level, step up
    .venv/bin/python benchmarks/load.py --levels easy --players 50 100 200
    .venv/bin/python benchmarks/load.py --url http://127.0.0.1:8000 --players 100

With ``--daily`` the players play the daily game instead (docs/api.md, "Daily
game"): each takes a display name, plays its ranked attempt (8 deals, at the
same pace), then reads today's leaderboard, the per-deal comparison, its
personal page and the rankings, and goes on with practice attempts; while
playing, ``--read-share`` of its actions are followed by a read of a past
leaderboard or of the rankings.  The server started here gets
``--history-players`` players with ``--history-days`` closed days of results
(so those reads have a field to rank), and the day's CPU comparison is
computed before the measured window.  ``--daily-level`` sets the daily CPU
level of that server (``BIDEUCHRE_DAILY_LEVEL``).

    .venv/bin/python benchmarks/load.py --daily --daily-level easy --players 50 100 200

Results go to standard output as a table (and ``--json FILE``).
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import gc
import json
import os
import random
import shutil
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.server.support import ServerProcess, choose, request_body

#: Distinguishes this script's players from those of earlier runs.
RUN_TAG = f"{os.getpid() % 10_000}{random.SystemRandom().randrange(100):02d}"


@dataclass
class Sample:
    """One request: what it was, how long it took, how it ended."""

    kind: str
    ms: float
    ok: bool
    status: int


@dataclass
class Stats:
    """Samples of one run (one level, one number of players)."""

    samples: list[Sample] = field(default_factory=list)
    all_requests: int = 0
    hands: int = 0
    games: int = 0
    errors: list[str] = field(default_factory=list)

    def add(self, kind: str, ms: float, status: int, ok: bool) -> None:
        self.samples.append(Sample(kind, ms, ok, status))

    def summary(self, seconds: float) -> dict[str, Any]:
        reads = sorted(s.ms for s in self.samples if s.kind == "read")
        lat = sorted(s.ms for s in self.samples)
        actions = sum(1 for s in self.samples if s.kind in ("action", "next-hand", "create"))

        def pct(p: float) -> float:
            if not lat:
                return float("nan")
            return round(lat[min(len(lat) - 1, int(p / 100 * len(lat)))], 1)

        return {
            "requests": len(self.samples),
            "requests_per_s": round(len(self.samples) / seconds, 1),
            "actions_per_s": round(actions / seconds, 1),
            "p50_ms": pct(50),
            "p95_ms": pct(95),
            "p99_ms": pct(99),
            "max_ms": round(lat[-1], 1) if lat else float("nan"),
            "mean_ms": round(statistics.fmean(lat), 1) if lat else float("nan"),
            "errors": sum(1 for s in self.samples if not s.ok),
            "hands": self.hands,
            "games": self.games,
            "reads": len(reads),
            "read_p95_ms": round(reads[min(len(reads) - 1, int(0.95 * len(reads)))], 1)
            if reads
            else float("nan"),
        }


def pause_after(step: dict[str, Any], rng: random.Random, pace: float) -> float:
    """Seconds a person spends before the next request: the page shows each
    CPU card (0.5 s by default), then the player thinks (1 to 3 s)."""
    cards = sum(1 for e in step.get("events", []) if e["type"] == "card_played")
    return pace * (0.5 * cards + rng.uniform(1.0, 3.0))


class Browser:
    """A minimal HTTP/1.1 client for one simulated browser: one keep-alive
    connection and its own cookie.  (A general client library costs more CPU
    per request than the server under test, and its shared connection pool
    slows down with hundreds of connections; this one stays out of the way.)

    Like a browser, it resends a request once on a fresh connection when a
    reused connection turns out to have been closed before any answer.
    """

    def __init__(self, host: str, port: int, timeout: float) -> None:
        self.host, self.port, self.timeout = host, port, timeout
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None
        self.cookie: str | None = None

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None

    async def request(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """``(status, parsed JSON body)``.

        Raises:
            OSError, asyncio.TimeoutError, asyncio.IncompleteReadError: no answer.
        """
        return await asyncio.wait_for(self._request(method, path, body), self.timeout)

    async def _request(self, method: str, path: str, body: Any) -> tuple[int, Any]:
        data = b"" if body is None else json.dumps(body).encode()
        head = (
            f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\n"
            f"Content-Type: application/json\r\nContent-Length: {len(data)}\r\n"
        )
        if self.cookie:
            head += f"Cookie: {self.cookie}\r\n"
        payload = (head + "\r\n").encode() + data
        for attempt in (0, 1):
            reused = self.writer is not None
            if self.writer is None:
                self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
            assert self.reader is not None and self.writer is not None
            try:
                self.writer.write(payload)
                await self.writer.drain()
                status_line = await self.reader.readline()
            except ConnectionError:
                status_line = b""
            if not status_line:
                self.close()
                if reused and attempt == 0:
                    continue  # the server had closed the idle connection
                raise ConnectionError("connection closed before an answer")
            status = int(status_line.split()[1])
            length = 0
            close = False
            while True:
                line = await self.reader.readline()
                if line in (b"\r\n", b"\n", b""):
                    break
                name, _, value = line.decode("latin-1").partition(":")
                name = name.strip().lower()
                value = value.strip()
                if name == "content-length":
                    length = int(value)
                elif name == "set-cookie":
                    self.cookie = value.split(";", 1)[0]
                elif name == "connection" and value.lower() == "close":
                    close = True
            raw = await self.reader.readexactly(length)
            if close:
                self.close()
            return status, json.loads(raw) if raw else None
        raise ConnectionError("unreachable")


async def timed_request(
    browser: Browser,
    stats: Stats,
    measure_from: float,
    kind: str,
    method: str,
    path: str,
    body: Any = None,
) -> Any:
    """Send one request of a simulated player and record it in ``stats``.

    Counts every request; from loop time ``measure_from`` on, also records
    its latency (ms, measured by the client) under ``kind``.  An answer
    other than 200/201, or none (timeout, closed connection), is an error.
    Returns the parsed JSON body of a good answer, else ``None``.
    """
    started = time.perf_counter()
    result = None
    try:
        status, result = await browser.request(method, path, body)
        ok = status in (200, 201)
        if not ok:
            stats.errors.append(f"{status} {json.dumps(result)[:200]}")
    except (TimeoutError, OSError, asyncio.IncompleteReadError) as exc:
        browser.close()
        ok, status = False, 0
        stats.errors.append(type(exc).__name__)
    stats.all_requests += 1
    if asyncio.get_running_loop().time() >= measure_from:
        stats.add(kind, (time.perf_counter() - started) * 1000, status, ok)
    return result if ok else None


async def player(
    base: str,
    level: str,
    rules: str,
    stop_at: float,
    measure_from: float,
    stats: Stats,
    seed: int,
    pace: float,
    timeout: float,
) -> None:
    """One simulated player, until ``stop_at`` (loop time)."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    url = httpx.URL(base)
    browser = Browser(url.host, url.port or 80, timeout)
    try:
        send = functools.partial(timed_request, browser, stats, measure_from)

        view: dict[str, Any] | None = None
        while loop.time() < stop_at:
            if view is None or view["phase"] == "game_over":
                step = await send("create", "POST", "/api/games", {"rules": rules, "level": level})
                if step is None:
                    await asyncio.sleep(1)
                    continue
                stats.games += 1
            elif view["phase"] == "hand_over":
                step = await send(
                    "next-hand",
                    "POST",
                    f"/api/games/{view['id']}/next-hand",
                    {"version": view["version"]},
                )
            else:
                if rng.random() < 0.03:  # a refresh now and then
                    await send("get", "GET", f"/api/games/{view['id']}")
                step = await send(
                    "action",
                    "POST",
                    f"/api/games/{view['id']}/actions",
                    request_body(view, choose(view, rng, pass_share=0.75, bids=8)),
                )
            if step is None:
                # Resynchronise as the page would, from the current view.
                view = await send("get", "GET", f"/api/games/{view['id']}") if view else None
                continue
            view = step["view"]
            if loop.time() >= measure_from:
                stats.hands += sum(1 for e in step["events"] if e["type"] == "hand_scored")
            await asyncio.sleep(pause_after(step, rng, pace))
    finally:
        browser.close()


async def daily_player(
    base: str,
    stop_at: float,
    measure_from: float,
    stats: Stats,
    seed: int,
    pace: float,
    timeout: float,
    read_share: float,
    past_day: str,
    name: str,
) -> None:
    """One simulated player of the daily game, until ``stop_at`` (loop time):
    a name, the ranked attempt, the reads a finished player makes, then
    practice attempts; reads of past results now and then while playing."""
    rng = random.Random(seed)
    loop = asyncio.get_running_loop()
    url = httpx.URL(base)
    browser = Browser(url.host, url.port or 80, timeout)
    try:
        send = functools.partial(timed_request, browser, stats, measure_from)

        async def past_read() -> None:
            if rng.random() < 0.7:
                await send("read", "GET", f"/api/daily/leaderboard?date={past_day}&limit=50")
            else:
                await send("read", "GET", "/api/rankings?limit=50")

        if await send("create", "POST", "/api/me", {"name": name}) is None:
            return
        await send("read", "GET", "/api/daily")
        step = await send("create", "POST", "/api/daily/start", {})
        view: dict[str, Any] | None = None if step is None else step["view"]
        if view is not None:
            stats.games += 1
            await asyncio.sleep(pause_after(step, rng, pace))
        while loop.time() < stop_at:
            if view is None:  # after an error: resume the ranked game, or practise
                await asyncio.sleep(1)
                step = await send("create", "POST", "/api/daily/start", {})
                if step is None:
                    step = await send("create", "POST", "/api/daily/practice", {})
            elif view["phase"] == "game_over":
                for path in (
                    "/api/daily",
                    "/api/daily/leaderboard?limit=50",
                    "/api/daily/comparison",
                    "/api/me/stats",
                    "/api/rankings?limit=50",
                ):
                    await send("read", "GET", path)
                    await asyncio.sleep(pace * rng.uniform(1.0, 3.0))
                step = await send("create", "POST", "/api/daily/practice", {})
                if step is not None:
                    stats.games += 1
            elif view["phase"] == "hand_over":
                step = await send(
                    "next-hand",
                    "POST",
                    f"/api/games/{view['id']}/next-hand",
                    {"version": view["version"]},
                )
            else:
                if rng.random() < read_share:
                    await past_read()
                step = await send(
                    "action",
                    "POST",
                    f"/api/games/{view['id']}/actions",
                    request_body(view, choose(view, rng, pass_share=0.75, bids=8)),
                )
            if step is None:
                view = await send("get", "GET", f"/api/games/{view['id']}") if view else None
                continue
            view = step["view"]
            if loop.time() >= measure_from:
                stats.hands += sum(1 for e in step["events"] if e["type"] == "hand_scored")
            await asyncio.sleep(pause_after(step, rng, pace))
    finally:
        browser.close()


def seed_history(data_dir: Path, players: int, days: int, seed: int) -> str:
    """Give a fresh server's database ``players`` players with ranked results
    on each of the ``days`` days before today (UTC); returns yesterday's date."""
    import datetime as dt

    from sqlalchemy import create_engine, insert

    from bideuchre.server.models import DailyAttempt, Game, Player, PlayerKey

    rng = random.Random(seed)
    today = dt.datetime.now(dt.UTC).date()
    engine = create_engine(f"sqlite:///{(data_dir / 'bideuchre.sqlite3').resolve()}")
    with engine.begin() as conn:
        now = dt.datetime.now(dt.UTC)
        for p in range(players):
            secret_hash = f"{rng.getrandbits(256):064x}"
            player_id = conn.execute(
                insert(Player.__table__)
                .values(
                    secret_hash=secret_hash,
                    created_at=now,
                    last_seen_at=now,
                    name=f"History {p}",
                    name_key=f"history {p}",
                )
                .returning(Player.__table__.c.id)
            ).scalar_one()
            conn.execute(
                insert(PlayerKey.__table__).values(
                    secret_hash=secret_hash, player_id=player_id, created_at=now
                )
            )
            for back in range(1, days + 1):
                if rng.random() < 0.2:
                    continue  # not every player plays every day
                day = today - dt.timedelta(days=back)
                at = dt.datetime.combine(day, dt.time(12), dt.UTC)
                game_id = f"g_hist_{p}_{back}"
                net = rng.randint(-80, 80)
                conn.execute(
                    insert(Game.__table__).values(
                        id=game_id,
                        player_id=player_id,
                        kind="daily",
                        level="hard",
                        seed="-",
                        rules="double-deck",
                        record={},
                        version=100,
                        phase="game_over",
                        hand_number=7,
                        ns_total=net,
                        ew_total=0,
                        winner=None,
                        created_at=at,
                        updated_at=at,
                    )
                )
                conn.execute(
                    insert(DailyAttempt.__table__).values(
                        game_id=game_id,
                        player_id=player_id,
                        day=day,
                        number=1,
                        ranked=True,
                        deals_done=8,
                        ns_points=net,
                        ew_points=0,
                        net=net,
                        made=rng.randint(0, 4),
                        set=rng.randint(0, 3),
                        results=[],
                        started_at=at,
                        finished_at=at + dt.timedelta(minutes=rng.randint(5, 40)),
                    )
                )
    engine.dispose()
    return (today - dt.timedelta(days=1)).isoformat()


def wait_daily_cpu(base: str, data_dir: Path, timeout: float = 1800) -> float:
    """Start today's daily game once (which starts the day's CPU comparison)
    and wait until the comparison is computed; returns the seconds waited."""
    import datetime as dt

    from sqlalchemy import create_engine, select

    from bideuchre.server.models import DailyCpu

    started = time.monotonic()
    with httpx.Client(base_url=base, timeout=600) as http:
        http.post("/api/me", json={"name": "Load warm-up"})
        http.post("/api/daily/start", json={})
    engine = create_engine(f"sqlite:///{(data_dir / 'bideuchre.sqlite3').resolve()}")
    today = dt.datetime.now(dt.UTC).date()
    try:
        while time.monotonic() - started < timeout:
            with engine.connect() as conn:
                status = conn.execute(
                    select(DailyCpu.__table__.c.status).where(DailyCpu.__table__.c.day == today)
                ).scalar()
            if status == "ready":
                break
            time.sleep(1)
    finally:
        engine.dispose()
    return time.monotonic() - started


async def run_level(
    base: str,
    level: str,
    players: int,
    rules: str,
    ramp: float,
    duration: float,
    pace: float,
    timeout: float,
    seed: int,
    server_pid: int | None = None,
    daily: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``players`` players on ``level`` for ``ramp + duration`` seconds; only
    the last ``duration`` seconds are measured.  With ``server_pid``, also the
    server's CPU time per request (user + system, all requests of the run).
    With ``daily`` (``{"read_share", "past_day"}``) they play the daily game."""
    loop = asyncio.get_running_loop()
    cpu_before = cpu_seconds(server_pid)
    start = loop.time()
    measure_from = start + ramp
    stop_at = measure_from + duration
    stats = Stats()

    async def delayed(i: int) -> None:
        await asyncio.sleep(ramp * i / players)
        if daily is not None:
            await daily_player(
                base,
                stop_at,
                measure_from,
                stats,
                seed * 100_003 + i,
                pace,
                timeout,
                daily["read_share"],
                daily["past_day"],
                f"Load{RUN_TAG} {players}.{i}",  # unique across runs on one server
            )
            return
        await player(
            base,
            level,
            rules,
            stop_at,
            measure_from,
            stats,
            seed * 100_003 + i,
            pace,
            timeout,
        )

    await asyncio.gather(*(delayed(i) for i in range(players)))
    summary = stats.summary(duration)
    summary.update({"level": level, "players": players, "rules": rules})
    cpu_after = cpu_seconds(server_pid)
    if cpu_before is not None and cpu_after is not None and stats.all_requests:
        summary["server_cpu_ms_per_request"] = round(
            (cpu_after - cpu_before) * 1000 / stats.all_requests, 2
        )
        summary["server_cpu_share"] = round((cpu_after - cpu_before) / (ramp + duration), 2)
    summary["error_samples"] = sorted(set(stats.errors))[:5]
    return summary


def cpu_seconds(pid: int | None) -> float | None:
    """User + system CPU seconds used so far by process ``pid`` (Linux), or None."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_server(
    core: int | None,
    data_dir: Path,
    budget: float | None,
    log_path: Path,
    extra_env: dict[str, str] | None = None,
) -> ServerProcess:
    """``bideuchre serve`` on a free port (pinned to ``core`` with taskset),
    its log (warnings and errors) in ``log_path``; ``extra_env`` adds settings.
    The process is the tests' :class:`ServerProcess` (tests/server/support.py).

    Raises:
        RuntimeError: if it does not come up.
    """
    env: dict[str, str] = {}
    # Every simulated player comes from 127.0.0.1: no identity rate limit.
    env["BIDEUCHRE_IDENTITY_LIMIT"] = "0"
    for limit in ("GAME", "GAME_ADDRESS", "RANKED_ADDRESS", "RENAME_ADDRESS"):
        env[f"BIDEUCHRE_{limit}_LIMIT"] = "0"
    env.update(extra_env or {})
    prefix = ["taskset", "-c", str(core)] if core is not None and shutil.which("taskset") else []
    server = ServerProcess(
        data_dir,
        None,
        log_path,
        env=env,
        prefix=prefix,
        serve_args=["--log-level", "warning"],
        budget=budget,
    )
    return server.start()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="an already running server (default: start one)")
    parser.add_argument("--server-pid", type=int, help="that server's pid (for CPU figures)")
    parser.add_argument("--levels", nargs="*", help="levels (default: every level but random)")
    parser.add_argument(
        "--players",
        nargs="*",
        type=int,
        help="player counts to run (default: step up 25, 50, 100, ...)",
    )
    parser.add_argument("--rules", default="double-deck")
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds to start everyone")
    parser.add_argument("--duration", type=float, default=40.0, help="measured seconds")
    parser.add_argument("--pace", type=float, default=1.0, help="scales the players' pauses")
    parser.add_argument("--timeout", type=float, default=10.0)
    parser.add_argument("--target-p95", type=float, default=300.0)
    parser.add_argument("--server-core", type=int, default=0, help="core for the server (-1: any)")
    parser.add_argument("--client-core", type=int, default=1, help="core for this script (-1: any)")
    parser.add_argument("--budget", type=float, default=None, help="BIDEUCHRE_BOT_BUDGET")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="also write the results here")
    parser.add_argument("--daily", action="store_true", help="play the daily game")
    parser.add_argument("--daily-level", help="BIDEUCHRE_DAILY_LEVEL of the server started")
    parser.add_argument("--read-share", type=float, default=0.1, help="reads per action")
    parser.add_argument("--history-players", type=int, default=1000)
    parser.add_argument("--history-days", type=int, default=7)
    args = parser.parse_args(argv)
    # Stop cleanly on SIGTERM too, so the server started here is stopped.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    # The simulated players hold no reference cycles worth collecting; the
    # collector's pauses would show up as (client-side) latency.
    gc.disable()

    if args.client_core >= 0 and hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {args.client_core})
    server: ServerProcess | None = None
    tmp = None
    base = args.url
    if base is None:
        tmp = tempfile.mkdtemp(prefix="bideuchre-load-")
        extra = {"BIDEUCHRE_DAILY_LEVEL": args.daily_level} if args.daily_level else {}
        server = start_server(
            None if args.server_core < 0 else args.server_core,
            Path(tmp) / "data",
            args.budget,
            Path(tmp) / "server.log",
            extra,
        )
        base = server.url
    daily = None
    try:
        info = httpx.get(base + "/api/rules").json()
        levels = args.levels or [lv for lv in info["levels"] if lv != "random"] or info["levels"]
        if args.daily:
            import datetime as dt

            past = (dt.datetime.now(dt.UTC).date() - dt.timedelta(days=1)).isoformat()
            if tmp is not None:
                data_dir = Path(tmp) / "data"
                past = seed_history(data_dir, args.history_players, args.history_days, args.seed)
                waited = wait_daily_cpu(base, data_dir)
                print(f"history seeded; the day's CPU comparison took {waited:.0f} s", flush=True)
            levels = [httpx.get(base + "/api/daily").json()["level"]]
            daily = {"read_share": args.read_share, "past_day": past}
        steps = args.players or [25, 50, 100, 150, 200, 300, 400, 600, 800]
        results = []
        print(
            f"server {base}; levels {levels}; rules {args.rules}; "
            f"{args.duration:.0f} s measured after a {args.ramp:.0f} s ramp",
            flush=True,
        )
        header = (
            f"{'level':8} {'players':>7} {'act/s':>7} {'req/s':>7} {'p50':>7} "
            f"{'p95':>7} {'p99':>7} {'max':>7} {'errors':>6} {'hands':>6} "
            f"{'cpu ms/req':>10} {'cpu':>5}"
        )
        print(header, flush=True)
        for level in levels:
            for n in steps:
                r = asyncio.run(
                    run_level(
                        base,
                        level,
                        n,
                        args.rules,
                        args.ramp,
                        args.duration,
                        args.pace,
                        args.timeout,
                        args.seed,
                        server.proc.pid if server and server.proc else args.server_pid,
                        daily,
                    )
                )
                results.append(r)
                print(
                    f"{level:8} {n:>7} {r['actions_per_s']:>7} {r['requests_per_s']:>7} "
                    f"{r['p50_ms']:>7} {r['p95_ms']:>7} {r['p99_ms']:>7} {r['max_ms']:>7} "
                    f"{r['errors']:>6} {r['hands']:>6} "
                    f"{r.get('server_cpu_ms_per_request', '-'):>10} "
                    f"{r.get('server_cpu_share', '-'):>5}",
                    flush=True,
                )
                if daily is not None:
                    print(
                        f"         reads {r['reads']}, read p95 {r['read_p95_ms']} ms",
                        flush=True,
                    )
                if r["errors"]:
                    print(f"         errors: {r['error_samples']}", flush=True)
                if not args.players and (r["p95_ms"] > args.target_p95 or r["errors"]):
                    break
        for level in levels:
            good = [
                r["players"]
                for r in results
                if r["level"] == level and r["p95_ms"] <= args.target_p95 and not r["errors"]
            ]
            best = max(good) if good else 0
            print(
                f"{level}: {best} concurrent players with p95 <= {args.target_p95:.0f} ms "
                "and no errors",
                flush=True,
            )
        if args.json:
            Path(args.json).write_text(json.dumps(results, indent=1))
    finally:
        if server is not None:
            server.stop()
        if tmp is not None:
            log_text = (Path(tmp) / "server.log").read_text(errors="replace")
            errors = [line for line in log_text.splitlines() if '"level": "error"' in line]
            if errors:
                print(f"server errors ({len(errors)}), e.g.:\n{errors[0][:2000]}", flush=True)
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
