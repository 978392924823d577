"""Helpers for the server tests: the test level, a seeded South player that
drives a game through the API, real server processes, the leak scanner, and
direct access to stored games."""

from __future__ import annotations

import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
from sqlalchemy import create_engine, select

from bideuchre.bots import LEVELS
from bideuchre.engine import (
    CARDS,
    Action,
    Card,
    GameRecord,
    GameState,
    Phase,
    Seat,
    replay,
)
from bideuchre.server.models import Game
from bideuchre.server.settings import normalize_database_url

SOUTH = Seat.S
#: The weakest real level, so tests stay fast.
TEST_LEVEL = "easy" if "easy" in LEVELS else "random"
CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9])([9TJQKA][CDHS])(?![A-Za-z0-9])")
CARD_NAMES = {c.name: c for c in CARDS}
NAME_TOKEN = re.compile("|".join(re.escape(n) for n in CARD_NAMES))


# ---------------------------------------------------------------- driving a game


def choose(
    view: dict[str, Any],
    rng: random.Random,
    alone: bool = False,
    pass_share: float = 0.7,
    bids: int | None = None,
) -> list[str]:
    """South's next steps for ``view``: a seeded random legal action (the
    exchange as one all-or-nothing batch when South passes cards).  With
    ``alone``, South declares alone whenever it may.  In the auction South
    passes with probability ``pass_share``; with ``bids`` set it otherwise
    picks among the ``bids`` lowest partnership bids (never alone), as the
    load test's simulated players do."""
    legal = view["legal"]
    assert legal, "South has nothing to do"
    if view["phase"] == "auction":
        if alone:
            lone = [a for a in legal if a.startswith("alone")]
            if lone:
                return [rng.choice(lone)]
        # Pass most of the time, so games end in a sensible number of hands.
        if "pass" in legal and rng.random() < pass_share:
            return ["pass"]
        if bids is not None:
            return [rng.choice(([a for a in legal if not a.startswith("alone")] or legal)[:bids])]
        return [rng.choice(legal)]
    if view["phase"] == "exchange" and legal[0].startswith("pass "):
        # South is the lone declarer's partner: pass k cards in one request.
        ex = view["exchange"]
        k = ex["k"] - ex["passed_count"]
        cards = [c["card"] for c in view["hand"]]
        rng.shuffle(cards)
        return [f"pass {c}" for c in cards[:k]]
    return [rng.choice(legal)]


def request_body(view: dict[str, Any], steps: list[str]) -> dict[str, Any]:
    """The ``POST .../actions`` body for ``steps`` (from :func:`choose`) on
    ``view``: one action, or the exchange's batch (docs/api.md)."""
    if len(steps) == 1 and not steps[0].startswith("pass "):
        return {"action": steps[0], "version": view["version"]}
    return {"actions": steps, "version": view["version"]}


@dataclass
class Driver:
    """Plays South through the API with a seeded random policy.

    Args:
        client: an ``httpx.Client`` or a ``TestClient`` (cookies kept).
        rng: South's randomness.
        bases: base URLs used in turn, one request each ("" for a TestClient).
        on_response: called with every response (for scanning).
        alone: South declares alone whenever it may.
    """

    client: Any
    rng: random.Random
    bases: list[str] = field(default_factory=lambda: [""])
    on_response: Callable[[httpx.Response], None] = lambda r: None
    alone: bool = False
    view: dict[str, Any] = field(default_factory=dict)
    requests: int = 0

    def url(self, path: str) -> str:
        """The URL of the next request (servers taken in turn)."""
        return self.bases[self.requests % len(self.bases)] + path

    def _send(self, path: str, body: Any) -> dict[str, Any]:
        response = self.client.post(self.url(path), json=body)
        self.requests += 1
        self.on_response(response)
        assert response.status_code in (200, 201), response.text
        step: dict[str, Any] = response.json()
        self.view = step["view"]
        return step

    def create(self, rules: Any = "single-deck", level: str = TEST_LEVEL) -> dict[str, Any]:
        """Create a game (North at ``level`` too: the fastest games)."""
        return self._send("/api/games", {"rules": rules, "level": level, "partner_level": level})

    def step(self) -> dict[str, Any]:
        """One request: South's action(s), or next-hand after a finished hand."""
        v = self.view
        if v["phase"] == "hand_over":
            return self._send(f"/api/games/{v['id']}/next-hand", {"version": v["version"]})
        steps = choose(v, self.rng, self.alone)
        body: dict[str, Any] = {"version": v["version"]}
        if len(steps) == 1:
            body["action"] = steps[0]
        else:
            body["actions"] = steps
        return self._send(f"/api/games/{v['id']}/actions", body)

    def finish_hand(self, limit: int = 200) -> None:
        """Play until the current hand is over."""
        for _ in range(limit):
            if self.view["phase"] in ("hand_over", "game_over"):
                return
            self.step()
        raise AssertionError("the hand did not finish")

    def finish_game(self, limit: int = 3000) -> None:
        """Play until the game is over."""
        for _ in range(limit):
            if self.view["phase"] == "game_over":
                return
            self.step()
        raise AssertionError("the game did not finish")


def fix_casual_seed(monkeypatch: Any, seed: str) -> None:
    """Deal every casual game the test creates from ``seed``.

    ``POST /api/games`` draws the game's seed with ``secrets.token_hex``
    (:mod:`bideuchre.server.casual_service`), so a test that plays such a
    game gets a random deal; one whose assertions depend on what is dealt (a
    contract bid, a hand not passed out, a CPU card searched…) fixes it here,
    as ``test_a_par_past_its_work_limit…`` does (the game ids stay random)."""
    import secrets
    from types import SimpleNamespace

    from bideuchre.server import casual_service

    fixed = SimpleNamespace(token_hex=lambda n: seed, token_urlsafe=secrets.token_urlsafe)
    monkeypatch.setattr(casual_service, "secrets", fixed)


# ---------------------------------------------------------------- stored games


def stored_game(url: str, game_id: str) -> Game:
    """The ``games`` row of ``game_id`` read straight from the database."""
    engine = create_engine(normalize_database_url(url))
    try:
        with engine.connect() as conn:
            row = conn.execute(select(Game.__table__).where(Game.id == game_id)).one()
    finally:
        engine.dispose()
    return row  # type: ignore[return-value]


def real_state(record: Any) -> GameState:
    """The real game state of a stored record (all hands visible)."""
    result = replay(record)
    assert result.error is None and result.state is not None, result.error
    return result.state


# ---------------------------------------------------------------- leak scanner


def south_knows(state: GameState) -> set[Card]:
    """Card faces South has legitimately seen in the current hand: its deal,
    the cards played, its own discards, and the passed cards once it may see
    them (D6)."""
    known = set(state.initial_hands[SOUTH])
    known.update(c for _, c in state.plays)
    obs = state.observation(SOUTH)
    known.update(obs.given)
    known.update(obs.discarded)
    return known


def hidden_from_south(state: GameState) -> list[Card]:
    """Unplayed cards of the other seats, in hand or out of play (a multiset)."""
    out: list[Card] = []
    for seat in Seat:
        if seat is not SOUTH:
            out.extend(state.hand(seat))
            out.extend(state.out_of_play(seat))
    ex = state.exchange
    obs = state.observation(SOUTH)
    if ex is not None and state.phase is Phase.EXCHANGE and not obs.given:
        out.extend(ex[1])  # passed cards in transit
    return out


def _strings(value: Any, skip: frozenset[str], key: str = "") -> Iterator[str]:
    if key in skip:
        return
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _strings(v, skip, k)
    elif isinstance(value, list | tuple):
        for v in value:
            yield from _strings(v, skip, key)
    elif isinstance(value, str):
        yield value


def cards_mentioned(body: Any, phase: str | None) -> list[Card]:
    """Every card a JSON body names, in notation or in words ("jack of
    diamonds"); bids that look like cards (``9H``) are not counted, and ids
    are skipped (random ids may contain card-like letters)."""
    found: list[Card] = []
    skip = frozenset({"id", "call", "legal"})
    for text in _strings(body, skip):
        found.extend(Card.parse(t) for t in CARD_TOKEN.findall(text))
        found.extend(CARD_NAMES[n] for n in NAME_TOKEN.findall(text))
    for container in _dicts(body):
        for text in container.get("legal", []) if isinstance(container.get("legal"), list) else []:
            action = Action.parse(text, container.get("phase") or phase or "play")
            if action < 72:  # a card play, pass or discard
                found.append(action.card)
    return found


def _dicts(value: Any) -> Iterator[dict[str, Any]]:
    if isinstance(value, dict):
        yield value
        for v in value.values():
            yield from _dicts(v)
    elif isinstance(value, list):
        for v in value:
            yield from _dicts(v)


def assert_no_leak(body: Any, state: GameState) -> None:
    """Fail if ``body`` names a card face South has not seen in this hand
    (``state`` is the real state the body describes)."""
    known = south_knows(state)
    hidden = set(hidden_from_south(state))
    for c in cards_mentioned(body, state.phase.value):
        assert c in known, f"{c} is named but South cannot have seen it"
        if c in hidden and c not in known:  # pragma: no cover - implied by the line above
            raise AssertionError(f"{c} of another seat leaked")


def assert_view_matches(view: dict[str, Any], state: GameState) -> None:
    """The view's card lists equal the real state's, as multisets."""
    assert sorted(c["card"] for c in view["hand"]) == sorted(str(c) for c in state.hand(SOUTH))
    assert view["version"] >= 1
    assert view["phase"] == state.phase.value
    assert view["totals"] == {"NS": state.totals[0], "EW": state.totals[1]}
    real_counts = {s.name: len(state.hand(s)) for s in Seat}
    assert view["hand_counts"] == real_counts
    if view["trick"] is not None:
        assert view["trick"]["plays"] == [[s.name, str(c)] for s, c in state.current_trick]


# ---------------------------------------------------------------- server processes


def free_port() -> int:
    """A port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_all(servers: list[ServerProcess]) -> None:
    """Start several servers at once (their start-up overlaps).

    Raises:
        RuntimeError: if one does not come up.
    """
    for server in servers:
        server.spawn()
    for server in servers:
        if not server.wait_ready():
            server.start()


class ServerProcess:
    """``bideuchre serve`` in a subprocess, on a free port.

    Args:
        data_dir: the data folder.
        database_url: None for SQLite in ``data_dir``.
        log_path: where the server's output goes.
        env: more environment variables for the server.
        budget: the CPU players' budget in seconds (``BIDEUCHRE_BOT_BUDGET``);
            None leaves the server's default.
        prefix: words before the command (e.g. ``["taskset", "-c", "1"]``).
        serve_args: more ``bideuchre serve`` options (e.g. ``--log-level``).
    """

    def __init__(
        self,
        data_dir: Path,
        database_url: str | None,
        log_path: Path,
        env: dict[str, str] | None = None,
        prefix: list[str] | None = None,
        serve_args: list[str] | None = None,
        budget: float | None = 0.2,
    ) -> None:
        self.data_dir = data_dir
        self.database_url = database_url
        self.log_path = log_path
        self.env = dict(env or {})
        self.prefix = list(prefix or [])
        self.serve_args = list(serve_args or [])
        self.budget = budget
        self.proc: subprocess.Popen[bytes] | None = None
        self.port = 0

    @property
    def url(self) -> str:
        """The base URL."""
        return f"http://127.0.0.1:{self.port}"

    def spawn(self) -> ServerProcess:
        """Start the process on a free port (see :meth:`wait_ready`)."""
        env = dict(os.environ)
        env.pop("DATABASE_URL", None)
        if self.database_url:
            env["DATABASE_URL"] = self.database_url
        env.pop("BIDEUCHRE_BOT_BUDGET", None)
        if self.budget is not None:
            env["BIDEUCHRE_BOT_BUDGET"] = str(self.budget)
        env.update(self.env)
        self.port = free_port()
        with open(self.log_path, "ab") as log:
            self.proc = subprocess.Popen(
                [
                    *self.prefix,
                    sys.executable,
                    "-m",
                    "bideuchre",
                    "serve",
                    "--port",
                    str(self.port),
                    "--data-dir",
                    str(self.data_dir),
                    *self.serve_args,
                ],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        return self

    def wait_ready(self, timeout: float = 150.0) -> bool:
        """Wait until ``/api/health`` answers 200; False if the process died
        or timed out (it is then stopped)."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and self.proc.poll() is None:
            try:
                if httpx.get(self.url + "/api/health", timeout=2).status_code == 200:
                    return True
            except httpx.HTTPError:
                pass
            time.sleep(0.05)
        self.stop()
        return False

    def start(self, timeout: float = 150.0) -> ServerProcess:
        """Start and wait until it answers (retrying on another port once).

        Raises:
            RuntimeError: if it does not come up (the log is in the message).
        """
        for _attempt in range(2):
            if self.spawn().wait_ready(timeout):
                return self
        raise RuntimeError("server did not start:\n" + self.log_path.read_text()[-3000:])

    def stop(self, crash: bool = False) -> None:
        """Stop it: SIGKILL (``crash``, nothing can be flushed) or SIGTERM."""
        if self.proc is None:
            return
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL if crash else signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.proc = None

    def log_lines(self) -> list[dict[str, Any]]:
        """The JSON log lines written so far."""
        out = []
        for line in self.log_path.read_text().splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                out.append({"raw": line})
        return out


def record_of(state: GameState) -> Any:
    """The stored form of ``state``."""
    return GameRecord.of(state).to_json()


def insert_game(
    service: Any, player_id: int, state: GameState, seed: str, level: str = TEST_LEVEL
) -> str:
    """Store ``state`` as a new game of ``player_id`` (a position built with
    the engine, e.g. North alone) and return its id."""
    import secrets
    from datetime import UTC, datetime

    game_id = "g_test" + secrets.token_hex(6)
    now = datetime.now(UTC)
    with service.sessions.begin() as session:
        session.add(
            Game(
                id=game_id,
                player_id=player_id,
                kind="casual",
                level=level,
                seed=seed,
                rules=state.rules.to_json(),
                record=record_of(state),
                version=1,
                phase=state.phase.value,
                hand_number=state.hand_number,
                ns_total=state.totals[0],
                ew_total=state.totals[1],
                winner=None,
                created_at=now,
                updated_at=now,
            )
        )
    return game_id


# ---------------------------------------------------------------- daily game


def daily_driver(
    client: Any, rng: random.Random, on_response: Callable[[httpx.Response], None] | None = None
) -> Driver:
    """Start (or resume) the caller's ranked daily game and return a driver on it."""
    driver = Driver(client, rng, on_response=on_response or (lambda r: None))
    response = client.post("/api/daily/start", json={})
    driver.on_response(response)
    assert response.status_code in (200, 201), response.text
    driver.view = response.json()["view"]
    return driver


def attempt_rows(service: Any, game_id: str) -> tuple[Any, list[Any]]:
    """The ``daily_attempts`` row of a daily game and its ``daily_deals`` rows (by deal)."""
    from bideuchre.server.models import DailyAttempt, DailyDeal

    attempts = DailyAttempt.__table__
    deals = DailyDeal.__table__
    with service.engine.connect() as conn:
        attempt = conn.execute(select(attempts).where(attempts.c.game_id == game_id)).one()
        rows = conn.execute(
            select(deals).where(deals.c.attempt_id == attempt.id).order_by(deals.c.deal)
        ).all()
    return attempt, list(rows)
