"""``bideuchre serve``: start the game server (the page and its API).

By default it listens on http://127.0.0.1:8000 with an SQLite database in
``./data`` (created if missing); ``DATABASE_URL`` (e.g.
``postgresql://user@host/db``) selects PostgreSQL instead.  Migrations are
applied at start; a database that cannot be reached is one line on standard
error and exit status 1.  ``--workers N`` runs N server processes on one
port; they share the database and can serve the same game in turn.
It answers only requests whose ``Host`` is localhost, 127.0.0.1, [::1]
or the ``--host`` address (others get 400 ``bad_host``): reached by another
name (a LAN address, a domain, a proxy), list the names in
``BIDEUCHRE_ALLOWED_HOSTS`` (comma-separated; ``*`` allows any).
Forwarded headers (``X-Forwarded-For``) are honoured only with
``BIDEUCHRE_TRUST_PROXY=1``.
"""

from __future__ import annotations

import argparse
import errno
import os
import socket
import sys
from typing import Any

from .argtypes import port_number


def add_parser(sub: Any) -> None:
    """Register ``serve``."""
    p = sub.add_parser(
        "serve",
        help="start the browser game server",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    p.add_argument(
        "--port", type=port_number, default=8000, help="port to listen on, 1 to 65535 (8000)"
    )
    p.add_argument("--data-dir", default="./data", help="data folder, created if missing (./data)")
    p.add_argument("--workers", type=int, default=1, help="server processes (1)")
    p.add_argument(
        "--log-level",
        default=None,
        choices=["debug", "info", "warning", "error"],
        help="log level (info; or BIDEUCHRE_LOG_LEVEL)",
    )


WARM_UP_NOTICE = (
    "bideuchre: preparing the card solver — the first start compiles it, "
    "about a minute or two; later starts take seconds"
)


def port_problem(host: str, port: int) -> str | None:
    """Why ``host:port`` cannot be listened on (``"the port is already in use"``,
    or the system's reason), or None when a test bind succeeds.

    The test socket is bound the way uvicorn binds (``SO_REUSEADDR``, so a
    port in TIME_WAIT is free) and closed at once, before anything is printed.
    A port outside 1..65535 is refused here too (the system would wrap it).
    """
    if not 1 <= port <= 65535:
        return f"a port is from 1 to 65535, not {port}"
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except OSError as exc:
        return f"unknown address ({exc.strerror or exc})"
    family, kind, proto, _name, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            if exc.errno == errno.EADDRINUSE:
                return "the port is already in use (another server? choose one with --port)"
            return exc.strerror or str(exc)
    return None


def run(args: argparse.Namespace) -> int:
    """Serve until interrupted; returns the exit code (1 when the address
    cannot be listened on, 2 for a bad setting)."""
    import uvicorn

    from ..server.logs import configure_logging
    from ..server.settings import Settings

    os.environ["BIDEUCHRE_DATA_DIR"] = args.data_dir
    os.environ["BIDEUCHRE_BIND_HOST"] = args.host  # an allowed Host (Settings.hosts)
    if args.log_level:
        os.environ["BIDEUCHRE_LOG_LEVEL"] = args.log_level
    try:
        settings = Settings.from_env()
    except ValueError as exc:
        print(f"bideuchre serve: bad setting: {exc}", file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    busy = port_problem(args.host, args.port)
    if busy is not None:
        print(f"bideuchre serve: cannot listen on {args.host}:{args.port}: {busy}", file=sys.stderr)
        return 1
    from ..server.db import connect_problem

    try:
        settings.data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"bideuchre serve: cannot create the data folder: {exc}", file=sys.stderr)
        return 1
    problem = connect_problem(settings.url)
    if problem is not None:
        print(f"bideuchre serve: {problem}", file=sys.stderr)
        return 1
    from ..bots.dds import warm_up

    # Load the open-hand solver's compiled code (numba's on-disk cache; a cold
    # cache compiles it once, see benchmarks/RESULTS.md) before the first player.
    # Said first, so a cold start's silent minute does not look like a hang.
    # (The port opens only after it: serving pages while the solver compiles
    # would leave the first game's bots stalled behind numba's compile lock,
    # and with --workers every process would compile it again.)
    print(WARM_UP_NOTICE, file=sys.stderr, flush=True)
    seconds = warm_up()
    print(f"bideuchre: solver ready in {seconds:.1f} s", file=sys.stderr, flush=True)
    print(
        f"bideuchre: serving on http://{args.host}:{args.port}/ "
        f"(data in {settings.data_dir}; stop with Ctrl-C)",
        file=sys.stderr,
        flush=True,
    )
    uvicorn.run(
        "bideuchre.server.app:create_app_from_env",
        factory=True,
        host=args.host,
        port=args.port,
        workers=args.workers if args.workers > 1 else None,
        log_config=None,
        access_log=False,
        server_header=False,
        # X-Forwarded-For / -Proto only behind a proxy the settings trust
        # (from FORWARDED_ALLOW_IPS, default 127.0.0.1): never a client's own.
        proxy_headers=settings.trust_proxy,
        # Players think between moves: keep their connections open longer than
        # a browser's typical pause, so a request never races a closing socket.
        timeout_keep_alive=75,
    )
    return 0
