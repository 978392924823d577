"""``bideuchre serve`` as a real process (issue 11): forwarded headers count
only when ``BIDEUCHRE_TRUST_PROXY`` says so (uvicorn trusts them from
loopback by default), a foreign ``Host`` is refused, and a database that
cannot be reached is one clear line and a non-zero exit, not a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import httpx

from .support import ServerProcess, free_port, start_all


def new_name(base: str, address: str, name: str) -> int:
    """``POST /api/me`` from a new browser claiming to be ``address``."""
    with httpx.Client(base_url=base, headers={"X-Forwarded-For": address}) as c:
        return c.post("/api/me", json={"name": name}).status_code


def test_a_forged_forwarded_for_does_not_dodge_the_rate_limit(tmp_path: Path) -> None:
    limit = {"BIDEUCHRE_IDENTITY_LIMIT": "1"}
    direct = ServerProcess(tmp_path / "direct", None, tmp_path / "direct.log", env=limit)
    proxied = ServerProcess(
        tmp_path / "proxied",
        None,
        tmp_path / "proxied.log",
        env={**limit, "BIDEUCHRE_TRUST_PROXY": "1"},
    )
    start_all([direct, proxied])
    try:
        assert new_name(direct.url, "1.1.1.1", "First") == 200
        # Another forged address from the same client: still the same client.
        assert new_name(direct.url, "2.2.2.2", "Second") == 429
        assert new_name(direct.url, "3.3.3.3, 4.4.4.4", "Third") == 429
        # Behind a trusted proxy (here: loopback) the forwarded address counts.
        assert new_name(proxied.url, "1.1.1.1", "First") == 200
        assert new_name(proxied.url, "2.2.2.2", "Second") == 200
        assert new_name(proxied.url, "1.1.1.1", "Third") == 429
        # The Host header (DNS rebinding): the machine's names and the
        # --host address are served; another site's name is refused.
        port = direct.url.rsplit(":", 1)[1]
        for host, status in [
            (f"127.0.0.1:{port}", 200),
            (f"localhost:{port}", 200),
            (f"[::1]:{port}", 200),
            (f"rebound.example:{port}", 400),
        ]:
            r = httpx.get(f"{direct.url}/api/rules", headers={"Host": host})
            assert r.status_code == status, (host, r.text)
        assert r.json()["error"]["code"] == "bad_host"
    finally:
        direct.stop()
        proxied.stop()


def test_an_unreachable_database_is_one_line_and_exit_1(tmp_path: Path) -> None:
    env = dict(os.environ)
    env["DATABASE_URL"] = f"postgresql://nobody:pw-secret@127.0.0.1:{free_port()}/nothing"
    port, data = str(free_port()), str(tmp_path / "data")
    done = subprocess.run(
        [sys.executable, "-m", "bideuchre", "serve", "--port", port, "--data-dir", data],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("bideuchre serve: cannot reach the database postgresql")
    assert "Traceback" not in done.stderr and "pw-secret" not in done.stderr
    assert done.stdout == ""
