"""Fixtures for the browser tests: a real ``bideuchre serve`` process on a free
port with its own data folder, and Debian's Chromium driven by Playwright.

Chromium missing: the tests are skipped, or fail when
``BIDEUCHRE_REQUIRE_BROWSER=1``.  Every test gets a fresh browser context
(its own cookie and localStorage), so tests are independent and xdist-safe.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 375, "height": 812}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _wait_ready(url: str, proc: subprocess.Popen[bytes], timeout: float = 150.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"bideuchre serve exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"{url}/api/health", timeout=2) as r:
                if r.status == 200:
                    return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"bideuchre serve did not answer at {url} within {timeout} s")


@contextlib.contextmanager
def serve(data_dir: Path, extra_env: dict[str, str] | None = None) -> Iterator[str]:
    """Run ``bideuchre serve`` on a free port with ``data_dir`` (SQLite) and
    ``extra_env`` added to the environment; yields its base URL."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "DATABASE_URL"}
    env.setdefault("BIDEUCHRE_LOG_LEVEL", "warning")
    env.update(extra_env or {})
    log = (data_dir / "serve.log").open("wb")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "bideuchre",
            "serve",
            "--port",
            str(port),
            "--data-dir",
            str(data_dir),
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(url, proc)
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()


@contextlib.contextmanager
def serve_in_process(clock: Any, **settings: Any) -> Iterator[str]:
    """Run the app in this process (uvicorn in a thread) with ``clock`` as its
    "now" (a ``FakeClock``: days can pass) and ``settings`` (``Settings``
    fields, ``data_dir`` required); yields its base URL."""
    import threading

    import uvicorn

    from bideuchre.server.app import create_app
    from bideuchre.server.settings import Settings

    port = _free_port()
    app = create_app(Settings(**settings), clock=clock)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the in-process server did not start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


@pytest.fixture(scope="session")
def server_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """Base URL of a ``bideuchre serve`` subprocess (SQLite in a temp folder)."""
    env = {"BIDEUCHRE_GAME_ADDRESS_LIMIT": "0"}  # every page comes from 127.0.0.1
    with serve(tmp_path_factory.mktemp("serve-data"), env) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """Debian's Chromium, headless."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("BIDEUCHRE_REQUIRE_BROWSER") == "1":
            pytest.fail(f"{CHROMIUM} is missing and BIDEUCHRE_REQUIRE_BROWSER=1")
        pytest.skip(f"{CHROMIUM} is missing (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


class PageErrors(list[str]):
    """JavaScript errors seen by a page (uncaught exceptions, console errors)."""


def _open(browser: Any, viewport: dict[str, int], **options: Any) -> tuple[Any, Any, PageErrors]:
    """A fresh context (``options`` go to ``new_context``) and page, with its JS errors."""
    context = browser.new_context(viewport=viewport, **options)
    context.set_default_timeout(15_000)
    page = context.new_page()
    errors = PageErrors()
    page.on("pageerror", lambda e: errors.append(f"pageerror: {e}"))

    def on_console(msg: Any) -> None:
        # failed requests (an expected 404 or 409) are logged by Chromium too
        if msg.type == "error" and "Failed to load resource" not in msg.text:
            errors.append(f"console.error: {msg.text}")

    page.on("console", on_console)
    return context, page, errors


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    """A desktop-sized page in a fresh context; fails the test on any JS error."""
    context, pg, errors = _open(browser, DESKTOP)
    pg.js_errors = errors
    yield pg
    context.close()
    assert not errors, errors


@pytest.fixture
def phone_page(browser: Any) -> Iterator[Any]:
    """A 375 x 812 page (a phone in portrait) in a fresh context."""
    context, pg, errors = _open(browser, PHONE)
    pg.js_errors = errors
    yield pg
    context.close()
    assert not errors, errors
