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
