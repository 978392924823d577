"""Settings for the whole test run.

A worker of pytest-xdist (``-n 2``) ignores SIGINT once its session is
finishing.  The controller ends the workers as soon as they report their
results (execnet's ``Group.terminate``), and execnet sends a worker that is
still busy five seconds later a SIGINT (``gateway_base._terminate_execution``:
"sending ourselves a SIGINT").  On a loaded machine a worker's last steps
(unconfigure, freeing its memory) can take that long; the KeyboardInterrupt
then lands in whatever code the worker is running, and its traceback goes to
the terminal (a worker's stderr is the terminal's) just before the "N passed"
line, though every test passed (issue 11).
"""

from __future__ import annotations

import os
import signal

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    """In an xdist worker, ignore SIGINT from the end of its session on: the
    worker finishes on its own (execnet still ends it after 15 s more)."""
    if os.environ.get("PYTEST_XDIST_WORKER"):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
