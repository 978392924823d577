"""The page's files with long-lived caching (docs/api.md, "URL layout").

The page has no build step, so versioning happens when the page is served:
:class:`WebBuild` names the current contents of ``web/`` by a hash of every
file in it (the *build id*), and ``GET /`` answers ``index.html`` with each
``/static/...`` address rewritten to ``/static/v/<build>/...``.  Module
imports between the JavaScript files are relative (``./render.js``), so they
resolve inside the same versioned folder without any rewriting, and so do
the stylesheets' relative ``url(...)``s.

:class:`VersionedFiles` serves ``/static/v/<build>/<path>``: when ``<build>``
is the current build the answer may be kept for a year (``Cache-Control:
public, max-age=31536000, immutable``); an older build's address still gets
the current file, revalidated on every use (``no-cache``).  ``index.html``
itself is ``no-cache`` (with an ETag, so an unchanged page costs a 304).
Any change to a file in ``web/`` changes the build id, so a returning
browser fetches the new files at once and nothing else.
"""

from __future__ import annotations

import hashlib
import os
import re
import threading
import time
from pathlib import Path
from typing import Any

from fastapi.responses import HTMLResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette._utils import get_route_path
from starlette.datastructures import Headers
from starlette.types import Scope

#: The ``Cache-Control`` of a file at the current build's address.
IMMUTABLE = "public, max-age=31536000, immutable"
#: The ``Cache-Control`` of everything else the page loads.
REVALIDATE = "no-cache"
#: Seconds a computed build id is trusted before the files are looked at again.
RECHECK_SECONDS = 1.0

_STATIC_ATTR = re.compile(r"""(\b(?:href|src)\s*=\s*["'])/static/""")


class WebBuild:
    """The build id of a ``web/`` folder: the first 12 hex digits of a
    SHA-256 over every file's relative path and bytes.

    The files are listed (path, size, modification time) at most once per
    :data:`RECHECK_SECONDS`; they are read and hashed again only when that
    listing changed.  Thread-safe.

    Args:
        web_dir: the folder served at ``/static``.
    """

    def __init__(self, web_dir: Path) -> None:
        self.web_dir = web_dir
        self._lock = threading.Lock()
        self._checked = -1e9
        self._listing: tuple[tuple[str, int, int], ...] = ()
        self._id = ""

    def _list(self) -> tuple[tuple[str, int, int], ...]:
        found: list[tuple[str, int, int]] = []
        for folder, dirs, files in os.walk(self.web_dir):
            dirs.sort()
            for name in sorted(files):
                path = Path(folder, name)
                try:
                    st = path.stat()
                except OSError:
                    continue
                rel = path.relative_to(self.web_dir).as_posix()
                found.append((rel, st.st_size, st.st_mtime_ns))
        return tuple(found)

    def current(self) -> str:
        """The build id of the files as they are now (``""`` with no folder)."""
        with self._lock:
            now = time.monotonic()
            if now - self._checked < RECHECK_SECONDS:
                return self._id
            self._checked = now
            listing = self._list()
            if listing != self._listing:
                digest = hashlib.sha256()
                for rel, _size, _mtime in listing:
                    digest.update(rel.encode() + b"\0")
                    try:
                        digest.update((self.web_dir / rel).read_bytes())
                    except OSError:
                        continue
                    digest.update(b"\0")
                self._listing = listing
                self._id = digest.hexdigest()[:12] if listing else ""
            return self._id

    def page(self, html: str, build: str) -> str:
        """``html`` with every ``href``/``src`` address under ``/static/``
        moved under ``/static/v/<build>/``."""
        return _STATIC_ATTR.sub(rf"\g<1>/static/v/{build}/", html)

    def index_response(self, request_headers: Headers) -> Response | None:
        """``GET /``: the versioned ``index.html`` (``no-cache``, ETag: the
        build id; a 304 when the browser has it), or None without one."""
        page = self.web_dir / "index.html"
        if not page.is_file():
            return None
        build = self.current()
        etag = f'"{build}"'
        headers = {"Cache-Control": REVALIDATE, "ETag": etag}
        if etag in (request_headers.get("if-none-match") or ""):
            return Response(status_code=304, headers=headers)
        html = self.page(page.read_text(encoding="utf-8"), build)
        return HTMLResponse(html, headers=headers)


class VersionedFiles(StaticFiles):
    """``/static/v/<build>/<path>``: the file ``<path>`` of ``web/``, cached
    for a year when ``<build>`` is the current build id, else revalidated.

    Args:
        build: the folder's :class:`WebBuild`.
        **kwargs: for :class:`~starlette.staticfiles.StaticFiles` (``directory``).
    """

    def __init__(self, build: WebBuild, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.build = build

    @staticmethod
    def _split(scope: Scope) -> tuple[str, str]:
        """``(build, path)`` of the requested address, below the mount."""
        build, _, rest = get_route_path(scope).lstrip("/").partition("/")
        return build, rest

    def get_path(self, scope: Scope) -> str:
        """The file's path below ``web/`` (the build segment removed)."""
        _build, rest = self._split(scope)
        return os.path.normpath(os.path.join(".", *rest.split("/")))

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        """The file, with :data:`IMMUTABLE` for the current build's address."""
        response = super().file_response(*args, **kwargs)
        scope: Scope = kwargs["scope"] if "scope" in kwargs else args[2]
        build, _rest = self._split(scope)
        current = self.build.current()
        response.headers["Cache-Control"] = IMMUTABLE if build == current else REVALIDATE
        return response
