"""Identity without signup (docs/api.md, "Player profile"): the anonymous
player and its cookie secret, display names, player codes, client addresses
and rate limits.

- An **anonymous player** is created by its first game or name; the browser
  keeps a random secret in a cookie and the database only its SHA-256
  (:func:`hash_secret`, table ``player_keys``: one row per browser).

- A **display name** is checked, and its uniqueness keys made, by
  :mod:`.names` (re-exported here).  Names are data: they may hold ``<``,
  ``&`` or quotes and are returned as given (JSON); pages escape them.
- A **player code** is 12 characters of Crockford's base 32 (no ``I L O U``),
  60 random bits, shown in groups of four; only its SHA-256 is stored.
- **Rate limits** count requests per (bucket, subject, fixed window) in the
  ``rate_counts`` table with one atomic upsert, so every server process
  shares the counts.  The subject (a client address, or ``player:<id>``) is
  stored hashed.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import datetime

from sqlalchemy import Connection, Table, delete, insert
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from .errors import ApiError
from .models import Player, PlayerKey, RateCount
from .names import NAME_MAX, NAME_MIN, NAME_PUNCTUATION, check_name, name_key, name_keys

__all__ = [
    "CODE_ALPHABET",
    "NAME_MAX",
    "NAME_MIN",
    "NAME_PUNCTUATION",
    "check_name",
    "client_address",
    "hash_code",
    "hash_secret",
    "name_key",
    "name_keys",
    "new_code",
    "new_player",
    "normalize_code",
    "take_rate",
]

#: Crockford's base 32: digits and letters without I, L, O, U.
CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CODE_LENGTH = 12
_CODE_READS = {"O": "0", "I": "1", "L": "1"}

_rates: Table = RateCount.__table__  # type: ignore[assignment]


def new_code() -> str:
    """A fresh player code, grouped for reading: ``"K7QM-X2PA-9RTD"``."""
    raw = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return "-".join(raw[i : i + 4] for i in range(0, CODE_LENGTH, 4))


def normalize_code(text: object) -> str | None:
    """A typed code in canonical form (12 characters), or None if it cannot
    be one: case, spaces and dashes ignored, ``O`` read as ``0``, ``I``/``L``
    as ``1``."""
    if not isinstance(text, str) or len(text) > 64:
        return None
    chars = [_CODE_READS.get(c, c) for c in text.upper() if c not in " -\t"]
    if len(chars) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in chars):
        return None
    return "".join(chars)


def hash_secret(secret: str) -> str:
    """The stored form of a player secret: SHA-256, hex (64 characters)."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


def new_player(session: Session, now: datetime) -> tuple[int, str]:
    """Create an anonymous player in ``session``'s transaction.

    Returns:
        ``(player id, cookie secret)``; only the secret's hash is stored.
    """
    secret = secrets.token_urlsafe(32)
    digest = hash_secret(secret)
    player = Player(secret_hash=digest, created_at=now, last_seen_at=now)
    session.add(player)
    session.flush()
    keys: Table = PlayerKey.__table__  # type: ignore[assignment]
    session.execute(insert(keys).values(secret_hash=digest, player_id=player.id, created_at=now))
    return int(player.id), secret


def hash_code(code: str) -> str:
    """The stored form of a canonical code: SHA-256, hex."""
    return hashlib.sha256(("bideuchre/code/" + code).encode()).hexdigest()


def client_address(peer: str | None, forwarded_for: str | None, trust_proxy: bool) -> str:
    """The client's address: the connection's peer, or, behind a trusted proxy,
    the last ``X-Forwarded-For`` entry (the one the proxy added)."""
    if trust_proxy and forwarded_for:
        last = forwarded_for.split(",")[-1].strip()
        if last:
            return last[:64]
    return (peer or "unknown")[:64]


def take_rate(
    conn: Connection, bucket: str, address: str, limit: int, window: int, now: datetime
) -> None:
    """Count one request of ``address`` in ``bucket`` and refuse it if that
    makes more than ``limit`` in the current window of ``window`` seconds.

    ``address`` is the subject counted: a client address, or
    ``"player:<id>"`` for a per-identity limit.  Windows are aligned on the
    epoch, so a window of 86400 s is a UTC day.  Run it in a transaction of
    its own, committed whatever the request does next (a failed code attempt
    must still count).

    Raises:
        ApiError: 429 ``rate_limited`` with ``retry_after`` (seconds) and
            ``limit`` (the bucket: ``identity``, ``code``, ``game``, ...).
    """
    if limit <= 0:
        return
    window = max(1, window)
    epoch = int(now.timestamp())
    start = epoch - epoch % window
    key = hashlib.sha256(("bideuchre/addr/" + address).encode()).hexdigest()
    dialect = postgresql if conn.dialect.name == "postgresql" else sqlite
    statement = (
        dialect.insert(_rates)
        .values(bucket=bucket, key=key, window_start=start, count=1)
        .on_conflict_do_update(
            index_elements=["bucket", "key", "window_start"],
            set_={"count": _rates.c.count + 1},
        )
        .returning(_rates.c.count)
    )
    count = conn.execute(statement).scalar_one()
    if count == 1:  # first of a window: forget this bucket's windows long gone
        conn.execute(
            delete(_rates).where(
                _rates.c.bucket == bucket, _rates.c.window_start < start - 2 * window
            )
        )
    if count > limit:
        retry = start + window - epoch
        raise ApiError(
            429,
            "rate_limited",
            f"too many requests ({bucket}); try again in {retry} s",
            retry_after=retry,
            limit=bucket,
        )
