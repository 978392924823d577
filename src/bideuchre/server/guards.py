"""Request guards at the edge of the app (docs/api.md, "Security"):

- :class:`HostGuard` refuses a request whose ``Host`` header is not one of
  the allowed names (400 ``bad_host``; ``BIDEUCHRE_ALLOWED_HOSTS``), so a page
  of another site whose name was re-pointed at this server (DNS rebinding)
  cannot read or change anything;
- :class:`OriginGuard` refuses cross-site state-changing requests (403
  ``cross_site``), so another site cannot make a visitor's browser create a
  game, a name or an identity (whose cookie would replace the visitor's);
- :class:`JsonBodyGuard` refuses a write whose ``Content-Type`` is not JSON
  (415 ``json_required``: a form or ``text/plain`` body is not read as a
  shapeless object and refused as "not a valid dictionary");
- :func:`body_problem` refuses a request body that is not UTF-8 or nests
  deeper than :data:`MAX_DEPTH` (422 ``malformed``) before anything parses it
  (not a body declared not JSON: its 415 comes first, :func:`declared_not_json`);
- :func:`security_headers` are the headers of every answer: a
  Content-Security-Policy that allows only the server's own scripts, no
  framing, no MIME sniffing and no cross-origin referrer.
"""

from __future__ import annotations

import json
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Receive, Scope, Send

#: Methods that change state: guarded against cross-site requests.
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})
#: The deepest nesting of arrays and objects a JSON body may have (the API's
#: deepest request, a custom rule set, has 2).
MAX_DEPTH = 32

#: The page: only its own scripts, styles, images and API; inline ``style``
#: attributes (the page's card layout) allowed; never framed.
PAGE_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
#: ``/docs`` (Swagger UI) starts from an inline script of FastAPI's.
DOCS_POLICY = (
    "default-src 'self'; script-src 'self' 'unsafe-inline'; "
    "style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
_DEFAULT_PORTS = {"http": "80", "https": "443", "ws": "80", "wss": "443"}


def security_headers(path: str) -> list[tuple[str, str]]:
    """The security headers of an answer to ``path`` (every answer)."""
    policy = DOCS_POLICY if path == "/docs" else PAGE_POLICY
    return [
        ("Content-Security-Policy", policy),
        ("X-Content-Type-Options", "nosniff"),
        ("Referrer-Policy", "same-origin"),
        ("X-Frame-Options", "DENY"),
    ]


def _host_port(host: str, scheme: str) -> str:
    """``host[:port]`` lower-cased, without the scheme's default port."""
    host = host.strip().lower()
    default = _DEFAULT_PORTS.get(scheme)
    if default and host.endswith(":" + default) and not host.endswith("]"):
        host = host[: -len(default) - 1]
    return host


def cross_site(headers: Headers, trust_proxy: bool) -> str | None:
    """Why a state-changing request is cross-site, or None if it is not.

    Refused: ``Sec-Fetch-Site: cross-site``, or an ``Origin`` (``null``
    included) whose host and port are not the request's ``Host`` (or, behind
    a trusted proxy, ``X-Forwarded-Host``).  A request with neither header
    (curl, scripts, tests) is allowed: browsers send ``Origin`` with every
    cross-origin POST.
    """
    if headers.get("sec-fetch-site", "").strip().lower() == "cross-site":
        return "the request comes from another site"
    origin = headers.get("origin")
    if origin is None:
        return None
    parts = urlsplit(origin.strip())
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return "the request comes from an opaque origin"
    hosts = [headers.get("host", "")]
    if trust_proxy:
        forwarded = headers.get("x-forwarded-host", "")
        hosts += [h for h in forwarded.split(",")[-1:] if h.strip()]
    mine = {_host_port(h, parts.scheme) for h in hosts if h}
    if _host_port(parts.netloc, parts.scheme) in mine:
        return None
    return "the request comes from another origin"


class OriginGuard:
    """Refuse cross-site POST, PUT, PATCH and DELETE requests with 403
    ``cross_site`` before any route runs (nothing is created, no cookie set).

    Args:
        app: the wrapped ASGI app.
        trust_proxy: also accept ``X-Forwarded-Host`` as the server's host.
    """

    def __init__(self, app: ASGIApp, trust_proxy: bool = False) -> None:
        self.app = app
        self.trust_proxy = trust_proxy

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope.get("method") in UNSAFE_METHODS:
            why = cross_site(Headers(scope=scope), self.trust_proxy)
            if why is not None:
                body = json.dumps(
                    {
                        "error": {
                            "code": "cross_site",
                            "message": f"refused: {why}; use the game's own page",
                        }
                    }
                ).encode()
                await send(
                    {
                        "type": "http.response.start",
                        "status": 403,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def is_json_type(content_type: str) -> bool:
    """Whether a ``Content-Type`` header names JSON: ``application/json`` or
    ``application/<anything>+json``, any parameters (``; charset=utf-8``),
    any case."""
    media = content_type.split(";", 1)[0].strip().lower()
    kind, _, sub = media.partition("/")
    return kind == "application" and (sub == "json" or sub.endswith("+json"))


def declared_not_json(scope: Scope) -> str | None:
    """The media type a ``POST``, ``PUT`` or ``PATCH`` under ``/api/``
    declares when it is not JSON (at most 60 characters), or None (JSON, no
    ``Content-Type``, another method or path).  Such a request is answered
    415 ``json_required`` by :class:`JsonBodyGuard`; the edge skips its
    UTF-8 and depth check (:func:`body_problem`, 422) for it, so the 415
    comes first whatever the body holds."""
    if (
        scope["type"] != "http"
        or scope.get("method") not in ("POST", "PUT", "PATCH")
        or not str(scope.get("path", "")).startswith("/api/")
    ):
        return None
    declared = Headers(scope=scope).get("content-type")
    if declared is None or is_json_type(declared):
        return None
    return declared.split(";", 1)[0].strip()[:60]


class JsonBodyGuard:
    """Refuse a ``POST``, ``PUT`` or ``PATCH`` under ``/api/`` that declares a
    ``Content-Type`` other than JSON with 415 ``json_required`` before any
    route runs, so nothing changes (docs/api.md, "Errors").  A request
    without the header is read as JSON, as before (scripts, the page's
    body-less posts).

    Args:
        app: the wrapped ASGI app.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        media = declared_not_json(scope)
        if media is not None:
            message = f"the request body must be JSON (Content-Type: application/json), not {media}"
            error = {"code": "json_required", "message": message}
            await _send_json(send, 415, {"error": error})
            return
        await self.app(scope, receive, send)


def request_host(header: str) -> str:
    """The host name of a ``Host`` header, lower case, without the port or a
    final dot (``"[::1]:8000"`` -> ``"[::1]"``, ``"Example.org.:80"`` ->
    ``"example.org"``); ``""`` for an empty or malformed header (anything
    but digits after the colon of the port)."""
    header = header.strip().lower()
    if header.startswith("["):
        end = header.find("]")
        if end <= 0:
            return ""
        name, rest = header[: end + 1], header[end + 1 :]
    else:
        name, colon, port = header.partition(":")
        rest = colon + port
        name = name.rstrip(".")
    # anything after the name must be a port (``Host: 127.0.0.1:80@evil`` is malformed)
    port = rest[1:]
    if rest and not (rest[0] == ":" and port.isascii() and (port == "" or port.isdigit())):
        return ""
    return name


def host_allowed(host: str, allowed: tuple[str, ...]) -> bool:
    """Whether ``host`` (from :func:`request_host`) matches one of ``allowed``
    (normalized names: ``*`` matches any, ``*.example.org`` its subdomains)."""
    for name in allowed:
        if name == "*" or name == host:
            return True
        if name.startswith("*.") and host.endswith(name[1:]):
            return True
    return False


class HostGuard:
    """Refuse a request whose ``Host`` is not allowed with 400 ``bad_host``
    before any route runs (DNS rebinding: nothing read, created or changed).

    Args:
        app: the wrapped ASGI app.
        allowed: the allowed names (``Settings.hosts``).
    """

    def __init__(self, app: ASGIApp, allowed: tuple[str, ...]) -> None:
        self.app = app
        self.allowed = allowed

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            host = request_host(Headers(scope=scope).get("host", ""))
            if not host_allowed(host, self.allowed):
                shown = host[:80] or "(none)"
                message = (
                    f"refused: the Host {shown} is not one this server answers to "
                    "(the server's BIDEUCHRE_ALLOWED_HOSTS setting)"
                )
                await _send_json(send, 400, {"error": {"code": "bad_host", "message": message}})
                return
        await self.app(scope, receive, send)


async def send_json_bytes(
    send: Send, status: int, body: bytes, extra_headers: tuple[tuple[bytes, bytes], ...] = ()
) -> None:
    """Answer with ``body`` (JSON, already encoded) straight from ASGI
    middleware, before or instead of the app; ``extra_headers`` are added."""
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                *extra_headers,
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


async def _send_json(send: Send, status: int, payload: dict[str, object]) -> None:
    await send_json_bytes(send, status, json.dumps(payload).encode())


def body_problem(body: bytes) -> str | None:
    """Why a request body cannot be JSON the API accepts, or None.

    Only what the JSON parser would fail on badly is checked here: text that
    is not UTF-8, arrays or objects nested deeper than :data:`MAX_DEPTH`
    (Python's parser would raise ``RecursionError``), and values it refuses
    with another error than a syntax error (an integer of more than 4300
    digits).  The rest is the parser's and the schemas' job.  Runs in time
    linear in the body (at most the body limit, 16 KiB).
    """
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as exc:
        return f"the body is not UTF-8 text (byte {exc.start})"
    depth = 0
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return f"the body nests arrays or objects deeper than {MAX_DEPTH} levels"
        elif ch in "]}":
            depth -= 1
    try:
        json.loads(text)
    except json.JSONDecodeError:
        return None  # not JSON: the route's own check answers 422 with details
    except ValueError:  # an integer of more than 4300 digits (Python's limit)
        # said in the API's words, not the parser's (it names Python's settings)
        return "the body holds a number too long to read (over 4300 digits)"
    return None
