"""The ``bideuchre`` command itself (``bideuchre.cli``)."""

from __future__ import annotations

import importlib.metadata
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from bideuchre.cli import main

SERVE = [sys.executable, "-m", "bideuchre", "serve"]


def test_version_prints_the_installed_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == (
        f"bideuchre {importlib.metadata.version('bideuchre')}"
    )


def test_serve_on_a_busy_port_says_so_in_one_line_and_exits_1(tmp_path: Path) -> None:
    """Before: "serving on ..." was printed, then uvicorn failed to bind."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        proc = subprocess.run(
            [*SERVE, "--port", str(port), "--data-dir", str(tmp_path / "data")],
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert lines == [
        f"bideuchre serve: cannot listen on 127.0.0.1:{port}: the port is already in use "
        "(another server? choose one with --port)"
    ], proc.stderr
    assert "serving on" not in proc.stdout + proc.stderr


def test_serve_port_check_accepts_a_free_port() -> None:
    from bideuchre.commands.serve import port_problem

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    assert port_problem("127.0.0.1", port) is None
    assert port_problem("192.0.2.1", port) == "Cannot assign requested address"  # not ours


@pytest.mark.parametrize("port", ["99999", "65536", "-1", "0"])
def test_serve_refuses_a_port_outside_1_to_65535_before_serving(port: str, tmp_path: Path) -> None:
    """Before: ``--port 99999`` announced 99999 but listened on 34463 (99999 − 65536)."""
    proc = subprocess.run(
        [*SERVE, "--port", port, "--data-dir", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2
    assert f"argument --port: a port is from 1 to 65535, not {port}" in proc.stderr
    assert "serving on" not in proc.stdout + proc.stderr


def test_serve_port_check_refuses_a_port_the_system_would_wrap() -> None:
    from bideuchre.commands.serve import port_problem

    assert port_problem("127.0.0.1", 99999) == "a port is from 1 to 65535, not 99999"
    assert port_problem("127.0.0.1", -1) == "a port is from 1 to 65535, not -1"


def test_serve_says_it_is_preparing_the_solver_before_the_warm_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Before: the first ``./start`` printed nothing for 93 s (numba compiling
    the solver on a cold cache) and looked hung.  The notice now comes first;
    the warm-up and the server are fakes here."""
    import uvicorn

    import bideuchre.bots.dds as dds
    from bideuchre.commands.serve import WARM_UP_NOTICE

    for name in ("BIDEUCHRE_DATA_DIR", "BIDEUCHRE_BIND_HOST", "BIDEUCHRE_LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)  # restored after the test
    monkeypatch.delenv("DATABASE_URL", raising=False)
    events: list[str] = []

    def fake_warm_up() -> float:
        events.append("warm-up, after: " + capsys.readouterr().err)
        return 0.25

    monkeypatch.setattr(dds, "warm_up", fake_warm_up)
    monkeypatch.setattr(uvicorn, "run", lambda *a, **k: events.append("serve"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    assert main(["serve", "--port", str(port), "--data-dir", str(tmp_path / "data")]) == 0
    assert events == [f"warm-up, after: {WARM_UP_NOTICE}\n", "serve"]
    assert "preparing the card solver" in WARM_UP_NOTICE
    assert "the first start compiles it, about a minute or two" in WARM_UP_NOTICE
    assert "bideuchre: solver ready in 0.2 s" in capsys.readouterr().err


def test_every_subcommand_help_is_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    """Before: ``bideuchre serve --help`` printed the docstring's
    reStructuredText ("``bideuchre serve``: start ...", "``./data``")."""
    import argparse

    from bideuchre.cli import build_parser

    (sub,) = (a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    names = list(sub.choices)
    assert {"serve", "play", "replay", "solve", "simulate", "bench"} <= set(names)
    texts = {}
    for argv in [[], *([name] for name in names)]:
        with pytest.raises(SystemExit) as stop:
            build_parser().parse_args([*argv, "--help"])
        assert stop.value.code == 0
        texts[" ".join(argv)] = capsys.readouterr().out
    assert "bideuchre serve: start the game server" in texts["serve"]
    assert "./data" in texts["serve"] and "DATABASE_URL" in texts["serve"]
    # a server reached by a LAN name answers 400 bad_host unless listed there
    assert "BIDEUCHRE_ALLOWED_HOSTS" in texts["serve"]
    for text in texts.values():
        assert "``" not in text
        for role in (":func:", ":mod:", ":class:", ":data:", ":meth:"):
            assert role not in text
