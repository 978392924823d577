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


#: What this machine's pip configuration makes every install print.
PIP_NOISE = "WARNING: Location 'file:///opt/pypi/simple/x/' is ignored: it is neither a file"


def _fake_pip(checkout: Path, exit_code: int, *, error: str = "") -> None:
    """A ``.venv/bin/python`` whose ``-m pip`` prints pip's configuration
    warnings (and ``error``) and exits with ``exit_code``, whose ``-m pytest``
    only prints its arguments; fake ``ruff`` and ``mypy`` beside it."""
    venv_bin = checkout / ".venv" / "bin"
    venv_bin.mkdir(parents=True, exist_ok=True)
    python = venv_bin / "python"
    python.write_text(
        "#!/usr/bin/env bash\n"
        "if [[ $2 == pip ]]; then\n"
        f'  for i in 1 2 3; do echo "{PIP_NOISE}" >&2; done\n'
        f'  echo "{error}" >&2\n'
        f"  exit {exit_code}\n"
        "fi\n"
        'echo "python $*"\n'
    )
    python.chmod(0o755)
    for tool in ("ruff", "mypy"):
        (venv_bin / tool).write_text(f'#!/usr/bin/env bash\necho "{tool} $*"\n')
        (venv_bin / tool).chmod(0o755)


def _needs_install(checkout: Path) -> None:
    for stamp in (".installed-pyproject", ".installed-dev-pyproject"):
        (checkout / ".venv" / stamp).unlink(missing_ok=True)


def test_start_keeps_pips_warnings_out_of_the_players_way(tmp_path: Path) -> None:
    """Every ``./start`` that installed showed a screen of pip's "Location
    ... is ignored" warnings (this machine's pip configuration)."""
    checkout = _fake_checkout(tmp_path)
    _fake_pip(checkout, 0)
    _needs_install(checkout)
    run = subprocess.run(
        ["bash", str(checkout / "start")], capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 0, run.stderr
    assert "WARNING" not in run.stdout + run.stderr
    assert "installing" in run.stdout and "bideuchre serve" in run.stdout


def test_start_shows_pips_output_when_the_install_fails(tmp_path: Path) -> None:
    checkout = _fake_checkout(tmp_path)
    _fake_pip(checkout, 1, error="ERROR: No matching distribution found for fastapi")
    _needs_install(checkout)
    run = subprocess.run(
        ["bash", str(checkout / "start")], capture_output=True, text=True, timeout=60
    )
    assert run.returncode != 0
    assert "ERROR: No matching distribution found for fastapi" in run.stderr
    assert "install failed" in run.stderr
    assert "bideuchre serve" not in run.stdout  # the server is not started


def test_run_tests_keeps_pips_warnings_out_and_shows_a_failed_install(tmp_path: Path) -> None:
    shutil.copy(ROOT / "run-tests", tmp_path / "run-tests")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    _fake_pip(tmp_path, 0)
    run = subprocess.run(
        ["bash", str(tmp_path / "run-tests"), "--quick", "-k", "x"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    assert "WARNING" not in run.stdout + run.stderr
    assert "python -m pytest" in run.stdout  # the checks ran after the install
    _needs_install(tmp_path)
    _fake_pip(tmp_path, 1, error="ERROR: Could not build wheels for numba")
    run = subprocess.run(
        ["bash", str(tmp_path / "run-tests"), "--quick"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode != 0
    assert "ERROR: Could not build wheels for numba" in run.stderr
    assert "python -m pytest" not in run.stdout
