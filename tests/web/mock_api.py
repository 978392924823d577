"""A stand-in for the server, for driving the page with fixed answers.

Routes every request of a Playwright page to the files of ``src/bideuchre/web``
(``/`` and ``/static/...``) and to fixtures in ``tests/web/fixtures``
(``GET /api/games/g_fixture`` answers the chosen fixture view).  It holds no
game logic: it cannot judge a move; the real server (``bideuchre serve``) does
that.  For issue 12 (written to the contract of CONTRACT-i12, docs/api.md)
it also answers, from fixtures made by ``tests/web/review_fixture.py``:

- ``GET /api/games/g_fixture/hands/{n}/review``: ``review.json`` (hand 0) or
  ``review_alone.json`` (hand 1); 404 ``not_found`` for any other hand;
  409 ``review_busy`` for the first ``MockApi.review_busy`` requests;
- ``GET /api/games/g_fixture/record`` (``?download=1`` adds the
  ``Content-Disposition`` header): ``record.json``;
- ``GET /api/games/g_fixture/hint``: ``MockApi.hint_action`` if set, else the
  first legal action of the view shown, with ``MockApi.hint_reason`` if set,
  else a ``card_candidates`` or ``call_value`` reason; 409 ``not_your_turn``
  when South is not to act, 409 ``not_in_ranked`` in a ranked daily game;
- ``POST /api/games/g_fixture/actions``: the ``Step`` given as ``step`` (e.g.
  ``live_step.json``), whatever the action; the view it returns is shown from
  then on;
- ``POST /api/games/g_fixture/next-hand``: the ``Step`` set as
  ``MockApi.next_hand`` (404 when it is None);
- ``POST /api/games/g_fixture/undo``: the view before the last action sent
  here (version + 1) with ``[{"type": "undone", "count": 1}]``; 409
  ``nothing_to_undo`` when none was, 409 ``not_in_ranked`` in a ranked daily game;
- ``GET /api/me``: a player with the casual ``stats``.
- ``POST /api/records/check``: the engine's own replay of the posted record
  (``engine.record.replay``, as the server answers it).

Every request is recorded in ``MockApi.requests`` as ``(method, path)``.
"""

from __future__ import annotations

import copy
import json
import mimetypes
import re
from pathlib import Path
from typing import Any

from bideuchre.engine.record import replay

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

STATS = {
    "levels": {
        "medium": {
            "games": 4,
            "hands": 31,
            "declared": 11,
            "made": 8,
            "defended": 14,
            "set": 5,
            "alone": 2,
            "alone_made": 1,
            "points": 87,
            "points_per_hand": 2.81,
        },
        "hard": {
            "games": 3,
            "hands": 20,
            "declared": 6,
            "made": 4,
            "defended": 9,
            "set": 3,
            "alone": 1,
            "alone_made": 1,
            "points": 41,
            "points_per_hand": 2.05,
        },
    }
}


def fixture(name: str) -> dict[str, Any]:
    """The fixture ``tests/web/fixtures/<name>.json``."""
    data: dict[str, Any] = json.loads((FIXTURES / f"{name}.json").read_text())
    return data


def _error(route: Any, status: int, code: str, **extra: Any) -> None:
    route.fulfill(status=status, json={"error": {"code": code, "message": code, **extra}})


class MockApi:
    """The fixture server of one page: its current view, what was sent to it."""

    def __init__(self, view: dict[str, Any], step: dict[str, Any] | None = None) -> None:
        self.view = view
        self.step = step
        self.history: list[dict[str, Any]] = []
        self.review_busy = 0  # answer this many review requests 409 review_busy first
        # a shared review's `shared` (docs/api.md): the attempt's player and day
        self.shared: dict[str, Any] = {"player": "Ana", "date": "2026-12-02"}
        self.review_changes: dict[str, Any] = {}  # fields laid over the review fixtures
        self.requests: list[tuple[str, str]] = []
        self.next_hand: dict[str, Any] | None = None  # the Step of POST .../next-hand
        self.hint_action: str | None = None  # the hint's action (None: the first legal one)
        self.hint_reason: dict[str, Any] | None = None  # the hint's reason (None: made up)
        self.hint_actions: list[str] | None = None  # the hint's actions (None: [action])
        self.checks_limited = False  # answer record checks 429 rate_limited (docs/api.md)

    def _ranked(self) -> bool:
        daily = self.view.get("daily")
        return bool(daily and daily.get("ranked"))

    def _hint(self, route: Any) -> None:
        v = self.view
        if self._ranked():
            _error(route, 409, "not_in_ranked")
            return
        if v.get("to_act") != "S" or not v.get("legal"):
            _error(route, 409, "not_your_turn", to_act=v.get("to_act"), legal=[])
            return
        legal = v["legal"]
        action = self.hint_action or legal[0]
        if re.fullmatch(r"[9TJQKA][CDHS]", action):
            cands = [{"card": c, "value": round(7.4 - 0.6 * i, 1)} for i, c in enumerate(legal[:3])]
            reason = {"code": "card_candidates", "params": {"card": action, "candidates": cands}}
        elif action == "pass":
            reason = {"code": "call_pass", "params": {"best_call": "6H", "expected": 4.2}}
        else:
            reason = {
                "code": "call_value",
                "params": {"call": action, "expected": 6.8, "partner_expected": 2.5},
            }
        actions = self.hint_actions or [action]
        route.fulfill(
            json={"action": action, "actions": actions, "reason": self.hint_reason or reason}
        )

    def handle(self, route: Any) -> None:
        """Answer one request (Playwright route handler)."""
        req = route.request
        url = req.url.removeprefix(ORIGIN)
        path, _, query = url.partition("?")
        self.requests.append((req.method, url))
        game = "/api/games/g_fixture"
        if path == "/":
            self._file(route, WEB / "index.html")
        elif path.startswith("/static/"):
            self._file(route, WEB / path.removeprefix("/static/"))
        elif path == "/api/rules":
            route.fulfill(json=RULES_INFO)
        elif path == "/api/me":
            route.fulfill(
                json={
                    "player": {
                        "name": "Robin",
                        "created_at": "2026-11-01T09:00:00Z",
                        "code_issued_at": None,
                    },
                    "stats": STATS,
                }
            )
        elif path == game:
            route.fulfill(json=self.view)
        elif m := re.fullmatch(rf"{game}/hands/(\d+)/review", path):
            name = {"0": "review", "1": "review_alone"}.get(m.group(1))
            if self.review_busy > 0:
                self.review_busy -= 1
                _error(route, 409, "review_busy")
            elif name is None:
                _error(route, 404, "not_found", what="finished_hand")
            else:
                route.fulfill(json={**fixture(name), **self.review_changes})
        elif m := re.fullmatch(r"/api/daily/reviews/([A-Za-z0-9_-]+)/(\d)", path):
            # a shared daily review (issue 12): SHARE_ID's deals 0 and 1 only (its
            # other deals were not finished that day); PENDING_SHARE_ID's day is not over
            if m.group(1) == SHARE_ID and m.group(2) in ("0", "1"):
                name = "review" if m.group(2) == "0" else "review_alone"
                route.fulfill(json={**fixture(name), "shared": self.shared})
            elif m.group(1) == SHARE_ID:
                _error(route, 404, "not_found", what="finished_hand")
            elif m.group(1) == PENDING_SHARE_ID:
                _error(route, 404, "not_found", what="open_share")
            else:
                _error(route, 404, "not_found", what="shared_review")
        elif path == f"{game}/record":
            headers = {"Content-Type": "application/json"}
            if "download=1" in query:
                headers["Content-Disposition"] = 'attachment; filename="bideuchre-g_fixture.json"'
            route.fulfill(body=json.dumps(fixture("record")), headers=headers)
        elif path == f"{game}/hint":
            self._hint(route)
        elif path == "/api/records/check" and req.method == "POST" and self.checks_limited:
            _error(route, 429, "rate_limited", retry_after=120, limit="record_check")
        elif path == "/api/records/check" and req.method == "POST":
            route.fulfill(json=replay(json.loads(req.post_data or "null")).to_json())
        elif path == f"{game}/next-hand" and req.method == "POST" and self.next_hand:
            self.view = copy.deepcopy(self.next_hand["view"])
            route.fulfill(json=self.next_hand)
        elif path == f"{game}/actions" and req.method == "POST":
            if self.step is None:
                _error(route, 409, "illegal_action", rule=None, legal=self.view.get("legal", []))
                return
            self.history.append(copy.deepcopy(self.view))
            self.view = copy.deepcopy(self.step["view"])
            route.fulfill(json=self.step)
        elif path == f"{game}/undo" and req.method == "POST":
            if self._ranked():
                _error(route, 409, "not_in_ranked")
            elif not self.history:
                _error(route, 409, "nothing_to_undo")
            else:
                version = self.view["version"]
                self.view = {**self.history.pop(), "version": version + 1}
                route.fulfill(json={"view": self.view, "events": [{"type": "undone", "count": 1}]})
        else:
            _error(route, 404, "not_found", what="game")

    @staticmethod
    def _file(route: Any, file: Path) -> None:
        if not file.is_file():
            route.fulfill(status=404, body="not found")
            return
        ctype = mimetypes.guess_type(file.name)[0] or "application/octet-stream"
        if file.suffix == ".js":
            ctype = "text/javascript"
        route.fulfill(body=file.read_bytes(), headers={"Content-Type": ctype})


#: The share id whose daily deals 0 and 1 the mock serves (``review.json``,
#: ``review_alone.json``), with ``shared`` (whose attempt: ``MockApi.shared``).
SHARE_ID = "sh4r3dR3v13wId_0123456"
#: A share id whose day is not over (404 ``open_share`` for each deal).
PENDING_SHARE_ID = "p3nd1ngSh4r3Id_0123456"


def install(
    page: Any, view_name: str, step_name: str | None = None, **view_changes: Any
) -> MockApi:
    """Route ``page`` to the static files and the fixture view ``view_name``
    (with ``view_changes`` on top, e.g. ``daily={...}``); ``step_name`` is the
    ``Step`` fixture that answers South's actions.  Returns the mock."""
    view = {**fixture(view_name), **view_changes}
    mock = MockApi(view, fixture(step_name) if step_name else None)
    page.route(f"{ORIGIN}/**", mock.handle)
    page.add_init_script("localStorage.setItem('bideuchre.game', 'g_fixture')")
    return mock
