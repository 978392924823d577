"""The ASGI application: :func:`create_app`.

Start-up creates the data folder, connects to the database and applies the
Alembic migrations.  The outermost middleware logs every request (card-free),
sets security headers (:mod:`.guards`), refuses bodies over the size limit
(413) or that are not UTF-8 or nest too deep (422) before anything parses
them, turns a storage fault into a 503 (:mod:`.faults`) and any other
unexpected exception into a 500 that reveals nothing; inside it,
:class:`~.guards.HostGuard` refuses a foreign ``Host`` (400) and
:class:`~.guards.OriginGuard` refuses cross-site writes (403) and
:class:`~.guards.JsonBodyGuard` a write whose body is declared not JSON (415).  The page's
files are served from ``web/`` at ``/`` and ``/static/...``, and at
versioned addresses cached for a year (webfiles.py); answers are
gzip-compressed for browsers that accept it (docs/api.md, "URL layout").
The OpenAPI page ``/docs`` is
Swagger UI served from files shipped by the ``fastapi-offline`` package
(at ``/docs-static/...``): nothing is fetched from the internet.
"""

from __future__ import annotations

import inspect
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.datastructures import Headers, MutableHeaders
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.gzip import GZipMiddleware
from starlette.routing import Match
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .. import __version__
from .casual_service import CasualGames
from .clock import Clock
from .cpu import CpuPlayer
from .daily_service import DailyService
from .db import make_engine, migrate, safe_url
from .errors import ApiError
from .faults import RETRY_AFTER, is_unavailable, log_unavailable, unavailable_body
from .game_service import GameService
from .guards import (
    HostGuard,
    JsonBodyGuard,
    OriginGuard,
    body_problem,
    declared_not_json,
    security_headers,
    send_json_bytes,
)
from .logs import describe_exception
from .profiles import ProfileService
from .rankings import Rankings
from .settings import Settings
from .store import GameStore
from .webfiles import VersionedFiles, WebBuild

log = logging.getLogger("bideuchre.server")
access_log = logging.getLogger("bideuchre.server.access")

_PLACEHOLDER = """<!doctype html><html lang="en"><meta charset="utf-8">
<title>bideuchre</title><p>The bideuchre server is running; the page is not
installed (no <code>web/index.html</code>). The API is at <a href="/docs">/docs</a>.</p>
</html>"""


_NO_DOCS = """<!doctype html><html lang="en"><meta charset="utf-8">
<title>bideuchre API</title><p>The interactive API page needs the
<code>fastapi-offline</code> package. The schema is at
<a href="/openapi.json">/openapi.json</a>; the API is described in docs/api.md.</p>
</html>"""


def _error_bytes(status: int, code: str, message: str) -> tuple[int, bytes]:
    return status, json.dumps({"error": {"code": code, "message": message}}).encode()


class EdgeMiddleware:
    """Request log, security headers, body-size limit and last-resort 500s.

    Args:
        app: the wrapped ASGI app.
        body_limit: largest request body in bytes; larger bodies get 413
            ``too_large`` without being parsed.
    """

    def __init__(self, app: ASGIApp, body_limit: int) -> None:
        self.app = app
        self.body_limit = body_limit

    async def _send_error(self, send: Send, status: int, code: str, message: str) -> None:
        status, body = _error_bytes(status, code, message)
        await send_json_bytes(send, status, body)

    async def _send_unavailable(self, send: Send) -> None:
        body = json.dumps(unavailable_body()).encode()
        await send_json_bytes(send, 503, body, ((b"retry-after", str(RETRY_AFTER).encode()),))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        request_id = secrets.token_hex(6)
        path: str = scope.get("path", "")
        state = {"status": 0, "started": False}

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                state["started"] = True
                state["status"] = message["status"]
                headers = MutableHeaders(scope=message)
                headers["X-Request-Id"] = request_id
                for name, value in security_headers(path):
                    headers[name] = value
                if path.startswith("/api/"):
                    headers["Cache-Control"] = "no-store"
            await send(message)

        try:
            inner_receive = await self._limited_body(scope, receive, send_with_headers)
            if inner_receive is not None:
                await self.app(scope, inner_receive, send_with_headers)
        except Exception as exc:
            if is_unavailable(exc):
                log_unavailable(exc, path)
                if not state["started"]:
                    await self._send_unavailable(send_with_headers)
                return
            log.error(
                "unhandled error",
                extra={"fields": {"request": request_id, "path": path, **describe_exception(exc)}},
            )
            if not state["started"]:
                await self._send_error(send_with_headers, 500, "internal", "internal error")
        finally:
            access_log.info(
                "request",
                extra={
                    "fields": {
                        "request": request_id,
                        "method": scope.get("method"),
                        "path": path,
                        "status": state["status"],
                        "ms": round((time.perf_counter() - started) * 1000, 1),
                    }
                },
            )

    async def _limited_body(self, scope: Scope, receive: Receive, send: Send) -> Receive | None:
        """A ``receive`` replaying the body once it is known to fit, or None
        after answering 413 (or 400 for a bad ``Content-Length``)."""
        limit = self.body_limit
        declared = Headers(scope=scope).get("content-length")
        if declared is not None:
            try:
                size = int(declared)
            except ValueError:
                await self._send_error(send, 400, "malformed", "bad Content-Length")
                return None
            if size > limit:
                await self._send_error(
                    send, 413, "too_large", f"the request body is over {limit} bytes"
                )
                return None
        if scope.get("method") not in ("POST", "PUT", "PATCH"):
            return receive
        chunks: list[bytes] = []
        total = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            total += len(chunk)
            if total > limit:
                await self._send_error(
                    send, 413, "too_large", f"the request body is over {limit} bytes"
                )
                return None
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        # A write declared not JSON is JsonBodyGuard's 415 whatever its bytes.
        problem = None if declared_not_json(scope) is not None else body_problem(body)
        if problem is not None:
            await self._send_error(send, 422, "malformed", problem)
            return None
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if not delivered:
                delivered = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        return replay


class WebFiles(StaticFiles):
    """The page's files, revalidated on every load (``Cache-Control: no-cache``
    with ETag), so a new version is picked up at once."""

    def file_response(self, *args: Any, **kwargs: Any) -> Response:
        response = super().file_response(*args, **kwargs)
        response.headers["Cache-Control"] = "no-cache"
        return response


def _validation_detail(exc: RequestValidationError) -> list[dict[str, Any]]:
    return [
        {"loc": list(e.get("loc", ())), "msg": e.get("msg", ""), "type": e.get("type", "")}
        for e in exc.errors()
    ][:20]


def _allowed_methods(request: Request) -> list[str]:
    """The methods some route answers at the request's path."""
    allowed = []
    for method in ("DELETE", "GET", "PATCH", "POST", "PUT"):
        scope = {**request.scope, "method": method}
        if any(route.matches(scope)[0] is Match.FULL for route in request.app.router.routes):
            allowed.append(method)
    return allowed


def _swagger_files() -> Path | None:
    """The folder of Swagger UI's files shipped by ``fastapi-offline``, or None."""
    try:
        import fastapi_offline
    except ImportError:
        return None
    folder = Path(fastapi_offline.__file__).resolve().parent / "static"
    return folder if (folder / "swagger-ui-bundle.js").is_file() else None


def create_app(settings: Settings | None = None, *, clock: Clock | None = None) -> FastAPI:
    """The bideuchre ASGI app.

    Args:
        settings: defaults to :meth:`Settings.from_env`.
        clock: "now" for the services (default: the system clock); tests pass
            a :class:`~.clock.FakeClock` to move across days.

    The database is opened and migrated when the app starts (its lifespan), so
    use ``with TestClient(app)`` in tests.
    """
    settings = settings or Settings.from_env()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
        engine = make_engine(settings.url)
        await anyio.to_thread.run_sync(migrate, engine)
        app.state.engine = engine
        store = GameStore(engine, settings, clock=clock)
        cpu = CpuPlayer(settings.bot_budget)
        app.state.store = store
        app.state.casual = CasualGames(store, cpu)
        app.state.daily = DailyService(store, cpu)
        app.state.service = GameService(store, app.state.casual, app.state.daily)
        app.state.profiles = ProfileService(store)
        app.state.rankings = Rankings(store, app.state.daily)
        log.info(
            "bideuchre server ready",
            extra={"fields": {"database": safe_url(engine), "version": __version__}},
        )
        try:
            yield
        finally:
            app.state.daily.close()
            engine.dispose()

    # A body sent without a Content-Type is read as JSON (docs/api.md,
    # "Errors"; scripts): recent FastAPI releases ignore such a body unless told not
    # to be strict (older releases read it so, and lack the option).  A
    # cross-site sender is refused by the Origin guard before any route.
    lax: dict[str, Any] = {}
    if "strict_content_type" in inspect.signature(FastAPI).parameters:
        lax["strict_content_type"] = False
    app = FastAPI(
        **lax,
        title="bideuchre",
        version=__version__,
        summary="Bid Euchre against the CPU: South's view, actions and events (docs/api.md).",
        lifespan=lifespan,
        docs_url=None,
        redoc_url=None,
    )
    app.state.settings = settings

    @app.exception_handler(ApiError)
    async def _api_error(_request: Request, exc: ApiError) -> JSONResponse:
        headers = None
        if "retry_after" in exc.extra:
            headers = {"Retry-After": str(exc.extra["retry_after"])}
        return JSONResponse(exc.body(), status_code=exc.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def _malformed(_request: Request, exc: RequestValidationError) -> JSONResponse:
        detail = _validation_detail(exc)
        first = detail[0]["msg"] if detail else "malformed request"
        body = {"error": {"code": "malformed", "message": first, "detail": detail}}
        return JSONResponse(body, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        body = {"error": {"code": code, "message": str(exc.detail)}}
        headers = dict(exc.headers or {})
        if exc.status_code == 405:  # every method of the path, not just the first route's
            headers["Allow"] = ", ".join(_allowed_methods(request))
        return JSONResponse(body, status_code=exc.status_code, headers=headers or None)

    from .api import router
    from .daily_api import router as daily_router

    app.include_router(router)
    app.include_router(daily_router)

    swagger = _swagger_files()
    if swagger is not None:
        app.mount("/docs-static", WebFiles(directory=swagger), name="docs-static")

    @app.get("/docs", include_in_schema=False)
    def docs() -> Response:
        if swagger is None:
            return HTMLResponse(_NO_DOCS)
        return get_swagger_ui_html(
            openapi_url="/openapi.json",
            title="bideuchre API",
            swagger_js_url="/docs-static/swagger-ui-bundle.js",
            swagger_css_url="/docs-static/swagger-ui.css",
            swagger_favicon_url="/docs-static/favicon.png",
        )

    web_dir = settings.web_dir
    build = WebBuild(web_dir)

    @app.get("/", include_in_schema=False)
    def index(request: Request) -> Response:
        page = build.index_response(request.headers)  # versioned addresses (webfiles.py)
        return page if page is not None else HTMLResponse(_PLACEHOLDER)

    versioned = VersionedFiles(build, directory=web_dir, check_dir=False)
    app.mount("/static/v", versioned, name="static-versioned")
    app.mount("/static", WebFiles(directory=web_dir, check_dir=False), name="static")
    # inside the origin guard: a cross-site form is refused as such (403) first
    app.add_middleware(JsonBodyGuard)
    app.add_middleware(OriginGuard, trust_proxy=settings.trust_proxy)
    # before anything else: a foreign Host (DNS rebinding) gets 400 bad_host
    app.add_middleware(HostGuard, allowed=settings.hosts)
    # the page's files and the API's JSON compress 3-5 times (docs/api.md, "URL layout")
    app.add_middleware(GZipMiddleware, minimum_size=500, compresslevel=6)
    app.add_middleware(EdgeMiddleware, body_limit=settings.body_limit)
    return app


def create_app_from_env() -> FastAPI:
    """``uvicorn --factory bideuchre.server.app:create_app_from_env``."""
    return create_app(Settings.from_env())
