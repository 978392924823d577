"""Server CPU per request with CPU players, in process (no HTTP, no other load).

Plays ``--hands`` hands against a fresh app on SQLite (``TestClient``): the
three CPU seats at ``--level``, South a seeded random player as in
``load.py`` (passes 75% of its turns, else one of the 8 lowest bids; the
exchange as one batch), one request after the other, and reports the
process CPU time (``time.process_time``) per request, the CPU of the bots'
decisions within it (card play and calls apart, thread CPU) and the
request-time percentiles.  The server's default bot budget applies
(``Settings.bot_budget``), as in production.

    .venv/bin/python benchmarks/server_cpu.py --level hard --hands 30
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.server.support import choose, request_body

from bideuchre.bots import dds
from bideuchre.bots.searchbot import SearchBot
from bideuchre.engine import Phase
from bideuchre.server.app import create_app
from bideuchre.server.settings import Settings


def pct(values: list[float], q: float) -> float:
    """Nearest-rank ``q``-quantile."""
    s = sorted(values)
    return s[max(0, min(len(s) - 1, math.ceil(q * len(s)) - 1))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="hard")
    parser.add_argument("--rules", default="double-deck")
    parser.add_argument("--hands", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"warm-up {dds.warm_up():.2f} s")
    bot_cpu = {"card": 0.0, "call": 0.0}
    real = SearchBot.choose

    def timed(self: SearchBot, obs: Any, *a: Any, **kw: Any) -> Any:
        t0 = time.thread_time()
        try:
            return real(self, obs, *a, **kw)
        finally:
            key = "card" if obs.phase is Phase.PLAY else "call"
            bot_cpu[key] += time.thread_time() - t0

    SearchBot.choose = timed  # type: ignore[method-assign]
    rng = random.Random(args.seed)
    cpu: list[float] = []
    hands = 0
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(data_dir=Path(tmp) / "data", bind_host="testserver")
        with TestClient(create_app(settings)) as http:

            def send(method: str, path: str, body: Any = None) -> dict[str, Any]:
                t0 = time.process_time()
                r = http.request(method, path, json=body)
                cpu.append(time.process_time() - t0)
                assert r.status_code in (200, 201), r.text
                out: dict[str, Any] = r.json()
                return out

            view: dict[str, Any] | None = None
            while hands < args.hands:
                if view is None or view["phase"] == "game_over":
                    body = {"rules": args.rules, "level": args.level}
                    step = send("POST", "/api/games", body)
                elif view["phase"] == "hand_over":
                    path = f"/api/games/{view['id']}/next-hand"
                    step = send("POST", path, {"version": view["version"]})
                else:
                    steps = choose(view, rng, pass_share=0.75, bids=8)
                    path = f"/api/games/{view['id']}/actions"
                    step = send("POST", path, request_body(view, steps))
                view = step["view"]
                hands += sum(1 for e in step["events"] if e["type"] == "hand_scored")
    total = sum(cpu)
    bots = bot_cpu["card"] + bot_cpu["call"]
    print(
        f"{args.level} {args.rules}, {hands} hands, {len(cpu)} requests: process CPU "
        f"{1000 * total / len(cpu):.1f} ms a request (bots {1000 * bots / len(cpu):.1f}: "
        f"cards {bot_cpu['card']:.1f} s, calls {bot_cpu['call']:.1f} s), "
        f"p50 {1000 * pct(cpu, 0.5):.0f} ms, p95 {1000 * pct(cpu, 0.95):.0f} ms "
        f"(load average {os.getloadavg()[0]:.1f})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
