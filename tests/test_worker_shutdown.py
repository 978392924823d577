"""The end of a test run prints no KeyboardInterrupt traceback (tests/conftest.py)."""

from __future__ import annotations

import signal
from typing import Any

import pytest

from . import conftest


def test_an_xdist_worker_ignores_the_sigint_of_its_shutdown(monkeypatch: Any) -> None:
    before = signal.getsignal(signal.SIGINT)
    try:
        monkeypatch.delenv("PYTEST_XDIST_WORKER", raising=False)
        conftest.pytest_sessionfinish(pytest.Session.__new__(pytest.Session))
        assert signal.getsignal(signal.SIGINT) is before  # not a worker: unchanged
        monkeypatch.setenv("PYTEST_XDIST_WORKER", "gw0")
        conftest.pytest_sessionfinish(pytest.Session.__new__(pytest.Session))
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, before)
