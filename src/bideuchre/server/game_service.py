"""The endpoints of one game, for every kind (docs/api.md, "Games"):
``GET /api/games/{id}``, ``POST /api/games/{id}/actions`` and ``POST
/api/games/{id}/next-hand``.

Each request loads the caller's game from the store, checks the version the
page saw (409 ``stale_version`` with the current view otherwise), and hands
the game to its kind: :class:`~.casual_service.CasualGames` or
:class:`~.daily_service.DailyService`.  A save that loses the race to another
request gets the same ``stale_version`` answer, and nothing is changed.
"""

from __future__ import annotations

from typing import Any, Protocol

from .errors import ApiError, not_in_ranked
from .explain_views import table_whys
from .hints import Hints
from .notes import read_whys
from .records import south_record
from .review import Reviews
from .schemas import Step, View
from .store import GameStore, LoadedGame, StaleVersion
from .turns import check_turn


class GameKind(Protocol):
    """What the game endpoints need of a kind of game."""

    def view(self, game: LoadedGame) -> View:
        """South's view of the loaded game."""
        ...

    def act(self, game: LoadedGame, steps: list[str]) -> Step:
        """Apply South's steps and the CPU replies, and save (raises
        :class:`~.store.StaleVersion` on a lost race)."""
        ...

    def next_hand(self, game: LoadedGame) -> Step:
        """Deal the next hand (or deal) and save."""
        ...

    def undo(self, game: LoadedGame) -> Step:
        """Take back South's last action of the hand and save."""
        ...


class GameService:
    """The game endpoints over the store and the two kinds of game.

    Args:
        store: the game store.
        casual: casual games (kind ``casual``).
        daily: daily games (kind ``daily``: games with an attempt).
    """

    def __init__(self, store: GameStore, casual: GameKind, daily: GameKind) -> None:
        self.store = store
        self.casual = casual
        self.daily = daily
        self.hints = Hints()
        self.reviews = Reviews(store)

    def _kind(self, game: LoadedGame) -> GameKind:
        return self.casual if game.daily is None else self.daily

    def _stale(self, game_id: str, secret: str | None, sent: int | None = None) -> ApiError:
        current = self.store.load(game_id, secret)
        at = current.meta.version
        if sent is not None and sent > at:
            message = f"version {sent} is unknown: the game is at version {at}"
        else:
            message = f"the game has moved on: it is at version {at}"
        return ApiError(
            409,
            "stale_version",
            message,
            view=self._kind(current).view(current).model_dump(mode="json"),
        )

    def _at_version(self, game_id: str, secret: str | None, version: int) -> LoadedGame:
        game = self.store.load(game_id, secret)
        if version != game.meta.version:
            raise self._stale(game_id, secret, version)
        return game

    def view(self, game_id: str, secret: str | None) -> View:
        """South's view of the caller's game.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self.store.load(game_id, secret)
        return self._kind(game).view(game)

    def act(self, game_id: str, secret: str | None, version: int, steps: list[str]) -> Step:
        """Apply South's ``steps`` (all or nothing) at ``version``, then the CPU
        actions up to South's next decision or the end of the hand.

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``day_over`` /
                ``not_your_turn`` / ``illegal_action``, 422 ``malformed``
                (docs/api.md, in that order).
        """
        game = self._at_version(game_id, secret, version)
        try:
            return self._kind(game).act(game, steps)
        except StaleVersion:
            raise self._stale(game_id, secret) from None

    def next_hand(self, game_id: str, secret: str | None, version: int) -> Step:
        """Deal the next hand (R2; a daily game's next deal) at ``version``.

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``day_over`` /
                ``illegal_action``.
        """
        game = self._at_version(game_id, secret, version)
        try:
            return self._kind(game).next_hand(game)
        except StaleVersion:
            raise self._stale(game_id, secret) from None

    def undo(self, game_id: str, secret: str | None, version: int) -> Step:
        """Take back South's last action of the hand in progress at
        ``version`` (:mod:`.undo`).

        Raises:
            ApiError: 404, 409 ``stale_version`` / ``not_in_ranked`` /
                ``day_over`` / ``nothing_to_undo``.
        """
        game = self._at_version(game_id, secret, version)
        try:
            return self._kind(game).undo(game)
        except StaleVersion:
            raise self._stale(game_id, secret) from None

    def record(self, game_id: str, secret: str | None) -> dict[str, Any]:
        """The game record South may see (:func:`~.records.south_record`):
        for a daily game, its current deal.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self.store.load(game_id, secret)
        return south_record(self.store.state(game))

    def hint(self, game_id: str, secret: str | None) -> dict[str, Any]:
        """South's best action now by the strongest CPU's search, from
        South's view, and why (:mod:`.hints`): ``{"action", "actions", "reason"}``.

        Raises:
            ApiError: 404, 409 ``not_in_ranked`` (the ranked daily game),
                409 ``not_your_turn``.
        """
        game = self.store.load(game_id, secret)
        if game.daily is not None and game.daily.ranked:
            raise not_in_ranked("a hint")
        state = self.store.state(game)
        check_turn(state)
        return self.hints.hint((game.meta.id, game.meta.version), state, game.seed)

    def whys(self, game_id: str, secret: str | None) -> dict[str, Any]:
        """The CPU seats' explanations of the hand in progress (for a daily
        game, its current deal) as the live events carried them
        (:func:`~.explain_views.table_whys`), with its ``hand_number``: a
        reloaded page offers Why? again for what it offered before.

        Raises:
            ApiError: 404 if there is no such game or it is not the caller's.
        """
        game = self.store.load(game_id, secret)
        state = self.store.state(game)
        n = state.hand_number if game.daily is None else game.daily.deal
        with self.store.engine.connect() as conn:
            stored = read_whys(conn, game.meta.id, n)
        return {"hand_number": n, **table_whys(state, stored)}

    def review(self, game_id: str, secret: str | None, n: int) -> dict[str, Any]:
        """The review of the finished hand ``n`` (:mod:`.review`).

        Raises:
            ApiError: 404 (no such game, or hand ``n`` not finished), 409
                ``review_busy``.
        """
        game = self.store.load(game_id, secret)
        return self.reviews.review(game, n)
