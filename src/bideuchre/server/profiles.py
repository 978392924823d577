"""Player profiles (docs/api.md, "Player profile"): the display name, the
player code and adopting an identity on another device.

Callers are identified by their cookie secret, as in :mod:`.store`; every
secret and code is stored as a SHA-256 hash only.
"""

from __future__ import annotations

import logging
import secrets
from datetime import datetime
from typing import Any

from sqlalchemy import Table, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from .clock import iso
from .errors import ApiError
from .identity import (
    check_name,
    hash_code,
    hash_secret,
    name_keys,
    new_code,
    new_player,
    normalize_code,
    take_rate,
)
from .models import Player, PlayerKey
from .player_stats import PlayerStats
from .quotas import limit_rename
from .schemas import CodeResponse, Profile
from .store import GameStore

log = logging.getLogger("bideuchre.server.profiles")

_players: Table = Player.__table__  # type: ignore[assignment]
_keys: Table = PlayerKey.__table__  # type: ignore[assignment]


def _profile(row: Any) -> Profile:
    return Profile(
        name=row.name,
        created_at=iso(row.created_at),
        code_issued_at=None if row.code_issued_at is None else iso(row.code_issued_at),
    )


class ProfileService:
    """Names, codes and identities on the game store's database.

    Args:
        games: the game store (database, settings, clock, write lock).
    """

    def __init__(self, games: GameStore) -> None:
        self.games = games
        self.casual_stats = PlayerStats(games)

    def stats(self, secret: str | None) -> dict[str, Any] | None:
        """The caller's casual-game statistics (:mod:`.player_stats`), or
        None without an identity."""
        player_id = self.games.player_id(secret)
        return None if player_id is None else self.casual_stats.stats(player_id)

    def _row(self, player_id: int) -> Any:
        with self.games.engine.connect() as conn:
            return conn.execute(
                select(_players.c.name, _players.c.created_at, _players.c.code_issued_at).where(
                    _players.c.id == player_id
                )
            ).one()

    def profile(self, secret: str | None) -> Profile | None:
        """The caller's ``Profile``, or None without an identity."""
        player_id = self.games.player_id(secret)
        return None if player_id is None else _profile(self._row(player_id))

    def set_name(
        self, secret: str | None, raw_name: object, address: str | None
    ) -> tuple[Profile, str | None]:
        """Set (or change) the caller's display name, creating the identity
        first if the caller has none.

        Returns:
            ``(profile, new cookie secret or None)``.

        Raises:
            ApiError: 400 ``bad_name``, 409 ``name_taken`` (a name that is, or
                looks, the same as another player's: :mod:`.names`), 429
                ``rate_limited`` (a new identity, or a name change, over the
                address's or the player's limit); nothing is changed then.
        """
        name = check_name(raw_name)
        key, skeleton = name_keys(name)
        games = self.games
        player_id = games.player_id(secret)
        if player_id is None:
            self._check_free(key, skeleton)
            games.limit_identities(address)
        else:
            limit_rename(games, player_id, address)
        now = games.now()
        new_secret = None
        try:
            with games.write_lock, games.sessions.begin() as session:
                if player_id is None:
                    player_id, new_secret = new_player(session, now)
                session.execute(
                    update(_players)
                    .where(_players.c.id == player_id)
                    .values(name=name, name_key=key, name_skeleton=skeleton, last_seen_at=now)
                )
        except IntegrityError:
            raise self._taken() from None
        log.info("player named", extra={"fields": {"player": player_id}})
        return _profile(self._row(player_id)), new_secret

    def _check_free(self, key: str, skeleton: str) -> None:
        with self.games.engine.connect() as conn:
            used = conn.execute(
                select(_players.c.id).where(
                    or_(_players.c.name_key == key, _players.c.name_skeleton == skeleton)
                )
            ).first()
        if used is not None:
            raise self._taken()

    @staticmethod
    def _taken() -> ApiError:
        return ApiError(
            409, "name_taken", "another player has that name, or one that looks the same"
        )

    def issue_code(self, secret: str | None) -> CodeResponse:
        """A new player code for the caller (the old one stops working).

        Returns:
            ``{"code", "issued_at"}``: the only time the code is shown.

        Raises:
            ApiError: 409 ``no_player`` without an identity.
        """
        player_id = self.games.player_id(secret)
        if player_id is None:
            raise ApiError(409, "no_player", "no player yet: choose a name first")
        now = self.games.now()
        for _ in range(5):  # a clash of 60-bit codes is next to impossible
            code = new_code()
            try:
                with self.games.write_lock, self.games.engine.begin() as conn:
                    conn.execute(
                        update(_players)
                        .where(_players.c.id == player_id)
                        .values(code_hash=hash_code(normalize_code(code) or ""), code_issued_at=now)
                    )
            except IntegrityError:
                continue
            log.info("player code issued", extra={"fields": {"player": player_id}})
            return CodeResponse(code=code, issued_at=iso(now))
        raise RuntimeError("could not issue a unique player code")

    def adopt(self, code: object, address: str | None) -> tuple[Profile, str]:
        """Continue as the player of ``code`` in this browser.

        Returns:
            ``(profile, cookie secret)``: a new secret for this browser, kept
            (hashed) beside the player's other browsers' secrets.

        Raises:
            ApiError: 429 ``rate_limited`` (attempts per address), 404
                ``bad_code`` if no player has that code.
        """
        games = self.games
        limit = games.settings.code_limit
        if address is not None and limit > 0:
            with games.write_lock, games.engine.begin() as conn:
                take_rate(conn, "code", address, limit, games.settings.identity_window, games.now())
        canonical = normalize_code(code)
        bad = ApiError(404, "bad_code", "no player has that code")
        if canonical is None:
            raise bad
        with games.engine.connect() as conn:
            found = conn.execute(
                select(_players.c.id).where(_players.c.code_hash == hash_code(canonical))
            ).scalar()
        if found is None:
            raise bad
        player_id = int(found)
        secret = secrets.token_urlsafe(32)
        now: datetime = games.now()
        with games.write_lock, games.engine.begin() as conn:
            conn.execute(
                insert(_keys).values(
                    secret_hash=hash_secret(secret), player_id=player_id, created_at=now
                )
            )
            conn.execute(
                update(_players).where(_players.c.id == player_id).values(last_seen_at=now)
            )
        log.info("player adopted", extra={"fields": {"player": player_id}})
        return _profile(self._row(player_id)), secret
