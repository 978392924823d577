"""The ``bideuchre`` command itself (``bideuchre.cli``)."""

from __future__ import annotations

import importlib.metadata

import pytest

from bideuchre.cli import main


def test_version_prints_the_installed_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.strip() == (
        f"bideuchre {importlib.metadata.version('bideuchre')}"
    )
