"""``./start``, the README's first command (install if needed, then serve)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _fake_checkout(tmp_path: Path) -> Path:
    """A copy of ``start`` and ``pyproject.toml`` beside an installed-looking
    ``.venv`` whose ``bideuchre`` only prints its arguments."""
    shutil.copy(ROOT / "start", tmp_path / "start")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    venv_bin = tmp_path / ".venv" / "bin"
    venv_bin.mkdir(parents=True)
    fake = venv_bin / "bideuchre"
    fake.write_text('#!/usr/bin/env bash\necho "bideuchre $*"\n')
    fake.chmod(0o755)
    shutil.copy(ROOT / "pyproject.toml", tmp_path / ".venv" / ".installed-pyproject")
    return tmp_path


def test_start_passes_its_options_to_serve_and_names_no_other_port(tmp_path: Path) -> None:
    """``./start --port 9000`` once printed "open http://127.0.0.1:8000": the
    address is now printed by ``bideuchre serve`` itself, from its options."""
    checkout = _fake_checkout(tmp_path)
    out = subprocess.run(
        ["bash", str(checkout / "start"), "--port", "9000"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout
    assert "bideuchre serve --port 9000" in out
    assert "8000" not in out
    assert "installing" not in out  # the stamp matches: nothing to install
