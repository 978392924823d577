"""Dev-only stand-in for the server, for looking at the page with fixed views.

Routes every request of a Playwright page to the files of ``src/bideuchre/web``
(``/`` and ``/static/...``) and to fixture views in ``tests/web/fixtures``
(``GET /api/games/g_fixture`` answers the chosen fixture).  It holds no game
logic: it cannot play; the real server (``bideuchre serve``) does that.
"""

from __future__ import annotations

import json
import mimetypes
from pathlib import Path
from typing import Any

WEB = Path(__file__).resolve().parents[2] / "src" / "bideuchre" / "web"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
ORIGIN = "http://bideuchre.test"

RULES_INFO = {
    "presets": {"double-deck": {"hand_size": 12}, "single-deck": {"hand_size": 6}},
    "default_preset": "double-deck",
    "options": [],
    "levels": ["easy", "medium", "hard"],
    "default_level": "medium",
}


def fixture(name: str) -> dict[str, Any]:
    """The fixture view ``tests/web/fixtures/<name>.json``."""
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text())
    return data


def install(page: Any, view_name: str) -> None:
    """Route ``page`` to the static files and the fixture view ``view_name``."""

    def handle(route: Any) -> None:
        url = route.request.url.removeprefix(ORIGIN)
        path = url.split("?", 1)[0]
        if path == "/":
            file = WEB / "index.html"
        elif path.startswith("/static/"):
            file = WEB / path.removeprefix("/static/")
        elif path == "/api/rules":
            route.fulfill(json=RULES_INFO)
            return
        elif path.startswith("/api/games/"):
            route.fulfill(json=fixture(view_name))
            return
        else:
            route.fulfill(status=404, json={"error": {"code": "not_found", "message": path}})
            return
        if not file.is_file():
            route.fulfill(status=404, body="not found")
            return
        ctype = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if file.suffix == ".js":
            ctype = "text/javascript"
        route.fulfill(body=file.read_bytes(), headers={"Content-Type": ctype})

    page.route(f"{ORIGIN}/**", handle)
    page.add_init_script("localStorage.setItem('bideuchre.game', 'g_fixture')")
