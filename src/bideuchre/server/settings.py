"""Server settings: one immutable object, read once from the environment.

Environment variables (all optional):

==========================  ============================================  ==================
variable                    meaning                                       default
==========================  ============================================  ==================
``DATABASE_URL``            SQLAlchemy URL; ``postgresql://...`` uses      SQLite in the data
                            psycopg 3                                     folder
``BIDEUCHRE_DATA_DIR``      the data folder (created on start)            ``./data``
``BIDEUCHRE_BOT_BUDGET``    most seconds one CPU decision may take        ``1.0``
``BIDEUCHRE_COOKIE_SECURE`` ``1`` to mark the player cookie ``Secure``    ``0``
``BIDEUCHRE_LOG_LEVEL``     ``debug``, ``info``, ``warning``...           ``info``
``BIDEUCHRE_SECRET``        the daily game's server secret (HMAC key of   generated once,
                            the day's seed)                               kept in the database
``BIDEUCHRE_TRUST_PROXY``   ``1``: the client address is the last         ``0``
                            ``X-Forwarded-For`` entry
``BIDEUCHRE_IDENTITY_LIMIT`` new identities per client address per        ``30``
                            window (0: no limit)
``BIDEUCHRE_IDENTITY_WINDOW`` the rate-limit window, in seconds           ``600``
``BIDEUCHRE_CODE_LIMIT``    player-code attempts per address per window   ``20``
``BIDEUCHRE_DAILY_LEVEL``   the daily game's CPU level                    ``hard``
``BIDEUCHRE_GAME_LIMIT``    new games per player per window (0: none)     ``20``
``BIDEUCHRE_GAME_ADDRESS_LIMIT`` new games per client address per window  ``60``
``BIDEUCHRE_RENAME_LIMIT``  name changes per player per window            ``5``
``BIDEUCHRE_RENAME_ADDRESS_LIMIT`` name changes per address per window    ``20``
``BIDEUCHRE_RANKED_ADDRESS_LIMIT`` ranked daily games started per client  ``10``
                            address per UTC day (0: none)
``BIDEUCHRE_RECORD_CHECK_LIMIT`` record checks per client address per   ``120``
                            window (0: no limit)
``BIDEUCHRE_NEW_PLAYER_HOURS`` a ranked game of a player created less     ``24``
                            than this many hours before is marked "new"
``BIDEUCHRE_PURGE_DAYS``    unfinished casual games untouched this many   ``30``
                            days are deleted (0: never)
``BIDEUCHRE_ALLOWED_HOSTS`` the ``Host`` names served, comma-separated    localhost,
                            (``*``: any; ``*.example.org``: its           127.0.0.1,
                            subdomains); others get 400 ``bad_host``      [::1] and the
                                                                          bind host
``BIDEUCHRE_BIND_HOST``     the address listened on (set by               ``127.0.0.1``
                            ``bideuchre serve --host``); an allowed Host
==========================  ============================================  ==================
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine.rules import MAX_POINTS

#: Where the page's static files live (``src/bideuchre/web``).
WEB_DIR = Path(__file__).resolve().parent.parent / "web"


def normalize_database_url(url: str) -> str:
    """Make a database URL use the drivers this project ships.

    ``postgres://`` and ``postgresql://`` become ``postgresql+psycopg://``
    (psycopg 3); other URLs are returned unchanged.
    """
    for prefix in ("postgres://", "postgresql://"):
        if url.startswith(prefix):
            return "postgresql+psycopg://" + url[len(prefix) :]
    return url


#: The ``Host`` names always allowed unless ``BIDEUCHRE_ALLOWED_HOSTS`` is set
#: (with the bind host): the names of this machine a browser may use.
DEFAULT_ALLOWED_HOSTS = ("localhost", "127.0.0.1", "[::1]")


def normalize_host_name(name: str) -> str:
    """A host name as :class:`~.guards.HostGuard` compares it: stripped, lower
    case, without a final dot; an IPv6 address in brackets (``::1`` ->
    ``[::1]``).  ``*`` and ``*.example.org`` patterns are kept as they are."""
    host = name.strip().lower().rstrip(".")
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return host


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything the server can be configured with.

    Attributes:
        data_dir: the data folder; created on start; holds the SQLite database.
        database_url: an explicit SQLAlchemy URL, or None for SQLite in ``data_dir``.
        body_limit: largest request body accepted, in bytes (larger: 413).
        bot_budget: wall-clock seconds given to one CPU decision.
        cookie_secure: mark the player cookie ``Secure`` (behind HTTPS).
        max_target_score: largest ``target_score``, ``lone_made_points`` and
            ``lone_set_points`` a new game may ask for.
        state_cache_size: games kept rebuilt in memory, keyed by (id, version);
            0 disables the cache (it is never needed for correctness).
        web_dir: the folder served at ``/`` and ``/static``.
        log_level: the level of the ``bideuchre`` loggers.
        daily_secret: the daily game's server secret, or None to use the one
            generated once and kept in the database.  Never logged or sent.
        trust_proxy: take the client address from ``X-Forwarded-For`` (last entry).
        identity_limit: new identities per client address per window (0: none).
        identity_window: the rate-limit window, in seconds.
        code_limit: player-code attempts per client address per window (0: none).
        daily_level: the daily game's CPU level (None: ``hard``, else the
            strongest), stored for each day when first played (:mod:`.daily_bots`).
        daily_cpu_level: the level of the four CPU players of the per-deal
            comparison (None: the daily level).
        game_limit: new games (casual, daily practice) per player per window.
        game_address_limit: new games per client address per window.
        rename_limit: name changes per player per window.
        rename_address_limit: name changes per client address per window.
        ranked_address_limit: ranked daily attempts started per client
            address per UTC day (0: none).
        record_check_limit: record checks (``POST /api/records/check``) per
            client address per window (0: none).
        new_player_hours: a ranked attempt started less than this many hours
            after its player was created is marked ``new`` on the leaderboard.
        purge_days: unfinished casual games not updated for this many days are
            deleted (0: never; daily games never are).
        rank_min_days: days played needed to appear in the all-time ranking.
        week_min_days: days played needed to appear in a weekly ranking.
        bind_host: the address the server listens on (``serve --host``); a
            ``Host`` header naming it is allowed.
        allowed_hosts: the ``Host`` names allowed (lower case; ``*`` any,
            ``*.example.org`` its subdomains), or None for
            :data:`DEFAULT_ALLOWED_HOSTS` plus ``bind_host`` (DNS-rebinding
            guard, :class:`~.guards.HostGuard`).
    """

    data_dir: Path = Path("data")
    database_url: str | None = None
    body_limit: int = 16 * 1024
    bot_budget: float = 1.0
    cookie_secure: bool = False
    max_target_score: int = MAX_POINTS
    state_cache_size: int = 512
    web_dir: Path = WEB_DIR
    log_level: str = "info"
    daily_secret: str | None = dataclasses.field(default=None, repr=False)
    trust_proxy: bool = False
    identity_limit: int = 30
    identity_window: int = 600
    code_limit: int = 20
    daily_level: str | None = None
    daily_cpu_level: str | None = None
    game_limit: int = 20
    game_address_limit: int = 60
    rename_limit: int = 5
    rename_address_limit: int = 20
    ranked_address_limit: int = 10
    record_check_limit: int = 120
    new_player_hours: int = 24
    purge_days: int = 30
    rank_min_days: int = 5
    week_min_days: int = 3
    bind_host: str = "127.0.0.1"
    allowed_hosts: tuple[str, ...] | None = None

    @property
    def hosts(self) -> tuple[str, ...]:
        """The ``Host`` names allowed: :attr:`allowed_hosts`, else the local
        names and :attr:`bind_host`; IPv6 addresses in brackets, lower case."""
        if self.allowed_hosts is not None:
            names = list(self.allowed_hosts)
        else:
            names = [*DEFAULT_ALLOWED_HOSTS, self.bind_host]
        out: list[str] = []
        for name in names:
            host = normalize_host_name(name)
            if host and host not in out:
                out.append(host)
        return tuple(out)

    @property
    def url(self) -> str:
        """The SQLAlchemy URL to connect to (the explicit one, else SQLite)."""
        if self.database_url:
            return normalize_database_url(self.database_url)
        return f"sqlite:///{(self.data_dir / 'bideuchre.sqlite3').resolve()}"

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None, **overrides: Any) -> Settings:
        """Settings from environment variables (see the module table), then
        ``overrides`` (keyword arguments named as the attributes).

        Raises:
            ValueError: for a variable that does not parse (e.g. a budget of ``"x"``).
        """
        env = dict(os.environ if env is None else env)
        values: dict[str, Any] = {}
        if env.get("DATABASE_URL"):
            values["database_url"] = env["DATABASE_URL"]
        if env.get("BIDEUCHRE_DATA_DIR"):
            values["data_dir"] = Path(env["BIDEUCHRE_DATA_DIR"])
        if env.get("BIDEUCHRE_BOT_BUDGET"):
            values["bot_budget"] = float(env["BIDEUCHRE_BOT_BUDGET"])
        if env.get("BIDEUCHRE_COOKIE_SECURE"):
            values["cookie_secure"] = env["BIDEUCHRE_COOKIE_SECURE"].lower() in ("1", "true", "yes")
        if env.get("BIDEUCHRE_LOG_LEVEL"):
            values["log_level"] = env["BIDEUCHRE_LOG_LEVEL"].lower()
        if env.get("BIDEUCHRE_SECRET"):
            values["daily_secret"] = env["BIDEUCHRE_SECRET"]
        if env.get("BIDEUCHRE_TRUST_PROXY"):
            values["trust_proxy"] = env["BIDEUCHRE_TRUST_PROXY"].lower() in ("1", "true", "yes")
        for name, attr in (
            ("BIDEUCHRE_IDENTITY_LIMIT", "identity_limit"),
            ("BIDEUCHRE_IDENTITY_WINDOW", "identity_window"),
            ("BIDEUCHRE_CODE_LIMIT", "code_limit"),
            ("BIDEUCHRE_GAME_LIMIT", "game_limit"),
            ("BIDEUCHRE_GAME_ADDRESS_LIMIT", "game_address_limit"),
            ("BIDEUCHRE_RENAME_LIMIT", "rename_limit"),
            ("BIDEUCHRE_RENAME_ADDRESS_LIMIT", "rename_address_limit"),
            ("BIDEUCHRE_RANKED_ADDRESS_LIMIT", "ranked_address_limit"),
            ("BIDEUCHRE_RECORD_CHECK_LIMIT", "record_check_limit"),
            ("BIDEUCHRE_NEW_PLAYER_HOURS", "new_player_hours"),
            ("BIDEUCHRE_PURGE_DAYS", "purge_days"),
        ):
            if env.get(name):
                values[attr] = int(env[name])
        if env.get("BIDEUCHRE_BIND_HOST"):
            values["bind_host"] = env["BIDEUCHRE_BIND_HOST"].strip()
        if env.get("BIDEUCHRE_ALLOWED_HOSTS", "").strip():
            hosts = tuple(h.strip() for h in env["BIDEUCHRE_ALLOWED_HOSTS"].split(",") if h.strip())
            values["allowed_hosts"] = hosts
        if env.get("BIDEUCHRE_DAILY_LEVEL"):
            values["daily_level"] = env["BIDEUCHRE_DAILY_LEVEL"]
        values.update({k: v for k, v in overrides.items() if v is not None})
        return cls(**values)

    def replace(self, **changes: Any) -> Settings:
        """A copy with some attributes changed."""
        return dataclasses.replace(self, **changes)
