"""Casual games (docs/api.md, "Games"): ``POST /api/games`` (rules from a
request, the CPU levels of the opponents and of North), ``GET /api/games``
(the caller's games), and playing a casual game: South's actions and
``next-hand`` (R2), each followed by the CPU actions up to South's next
decision.

The game endpoints of one game (``/api/games/{id}...``) reach this service
through :mod:`.game_service`, which loads the game and hands it to its kind.
"""

from __future__ import annotations

import logging
import secrets
import time
from typing import Any

from sqlalchemy import Connection, Table, select

from ..engine import PRESETS, Event, GameState, HandDealt, Phase, Rules, RulesError
from ..engine.dealing import deal
from ..engine.rules import POINT_OPTIONS, points_problem
from .clock import iso
from .cpu import (
    CpuNote,
    CpuPlayer,
    actions_in_hand,
    default_level,
    levels,
    offered_levels,
    partner_level_default,
)
from .errors import ApiError
from .identity import new_player
from .models import Game, Player
from .notes import write_whys
from .quotas import Purger, count_first_game, limit_new_game
from .schemas import GameList, GameSummary, Sides, Step, View
from .store import GameColumns, GameStore, LoadedGame
from .turns import elapsed_ms, hand_not_over, play_steps
from .undo import UNDONE, undo_state
from .views import GameMeta, events_for_south, view_model

log = logging.getLogger("bideuchre.server.service")

_players: Table = Player.__table__  # type: ignore[assignment]

#: Options whose value may not exceed the server's ``max_target_score``.
CAPPED_OPTIONS = POINT_OPTIONS


def rules_from_request(value: object, max_target_score: int) -> Rules:
    """Rules from a request's ``rules``: a preset name or ``{"preset", option: value}``.

    ``preset`` (default ``double-deck``) gives every option not given.  A
    ``copies`` other than the preset's switches to the preset of that deck
    (1: ``single-deck``, 2: ``double-deck``; R1, D1, C1), so the target and
    the alone scores suit the hand size: ``{"preset": "double-deck",
    "copies": 1}`` is ``single-deck``, and ``{"preset": "double-deck",
    "copies": 1, "allow_alone": true}`` is ``single-deck`` with alone.

    Raises:
        ApiError: 400 ``bad_rules`` for an unknown preset or option, a bad value,
            or a ``target_score``, ``lone_made_points`` or ``lone_set_points``
            over ``max_target_score``.
    """
    if isinstance(value, dict):
        value = _deck_preset(value)
    try:
        rules = Rules.from_json(value)
    except (RulesError, TypeError, ValueError) as exc:
        raise ApiError(400, "bad_rules", str(exc)) from None
    too_many = points_problem(rules, max_target_score)  # as records are held (engine)
    if too_many is not None:
        raise ApiError(400, "bad_rules", f"{too_many} on this server")
    return rules


def check_level(level: str, field: str) -> str:
    """``level`` if it is one of the server's CPU levels.

    Raises:
        ApiError: 400 ``bad_level`` (with ``levels``, the names offered to
            players as ``GET /api/rules`` lists them: ``random``, a test
            baseline still accepted, is not named), naming ``field``
            (``level`` or ``partner_level``).
    """
    if level not in levels():
        offered = offered_levels()
        raise ApiError(
            400,
            "bad_level",
            f"unknown {field} {level!r} (expected one of {', '.join(offered)})",
            levels=list(offered),
        )
    return level


def _deck_preset(options: dict[str, Any]) -> dict[str, Any]:
    """``options`` with ``preset`` replaced by the preset of the deck that
    ``copies`` asks for, when it differs from the named preset's deck
    (unchanged when either is not valid: :meth:`Rules.from_json` says why)."""
    copies = options.get("copies")
    if not isinstance(copies, int) or isinstance(copies, bool):
        return options
    try:
        base = Rules.preset(options.get("preset", "double-deck"))
    except RulesError:
        return options
    if base.copies == copies:
        return options
    for name in ("double-deck", "single-deck"):
        if PRESETS[name].copies == copies:
            return {**options, "preset": name}
    return options


def log_change(what: str, meta: GameMeta, steps: int, events: list[Event], started: float) -> None:
    """Log a saved change of a game (card-free: counts and timing only)."""
    log.info(
        what,
        extra={
            "fields": {
                "game": meta.id,
                "version": meta.version,
                "steps": steps,
                "events": len(events),
                "ms": elapsed_ms(started),
            }
        },
    )


class CasualGames:
    """Casual games on the game store.

    Args:
        store: the game store.
        cpu: the CPU player (defaults to one with ``settings.bot_budget``).
    """

    def __init__(self, store: GameStore, cpu: CpuPlayer | None = None) -> None:
        self.store = store
        self.cpu = cpu or CpuPlayer(store.settings.bot_budget)
        self.purger = Purger(store)

    def create_game(
        self,
        secret: str | None,
        rules_value: object,
        level: str | None,
        *,
        partner_level: str | None = None,
        seed: str | None = None,
        address: str | None = None,
    ) -> tuple[Step, str | None]:
        """Create a casual game for the caller, and a player first if it has
        none (no cookie, or a cookie this database does not know).

        Args:
            level: East's and West's level (None: :func:`~.cpu.default_level`).
            partner_level: North's level (None: the strongest level offered,
                :func:`~.cpu.partner_level_default`).
            seed: the secret seed of the deals and CPU decisions (random by
                default; tests fix it to replay one game).
            address: the client's address, for the identity rate limit (None:
                not limited).

        Returns:
            ``(step, secret)``: the ``Step`` (deal and CPU calls up to South's
            first decision) and the new player's cookie secret, or None.

        Raises:
            ApiError: 400 ``bad_rules`` / ``bad_level``, 429 ``rate_limited``
                (a new identity, or a new game, over the player's or the
                address's limit: :mod:`.quotas`); nothing is created then.
        """
        store = self.store
        rules = rules_from_request(rules_value, store.settings.max_target_score)
        level = check_level(default_level() if level is None else level, "level")
        partner_level = check_level(
            partner_level_default() if partner_level is None else partner_level, "partner_level"
        )
        player_id = store.player_id(secret)
        if player_id is None:
            store.limit_identities(address)
        limit_new_game(store, player_id, address)
        started = time.perf_counter()
        seed = seed or secrets.token_hex(16)
        game_id = "g_" + secrets.token_urlsafe(12)
        state = GameState.new_game(rules, seed)
        events: list[Event] = [HandDealt(0, state.dealer)]
        notes: list[CpuNote] = []
        events.extend(
            self.cpu.advance(
                state, level, seed, deterministic=True, notes=notes, partner_level=partner_level
            )
        )
        now = store.now()
        new_secret = None
        columns = GameColumns.of(state, now)
        with store.write_lock, store.sessions.begin() as session:
            if player_id is None:
                player_id, new_secret = new_player(session, now)
                count_first_game(session.connection(), store, player_id)
            else:
                session.execute(
                    _players.update().where(_players.c.id == player_id).values(last_seen_at=now)
                )
            row = store.new_row(
                game_id,
                player_id,
                kind="casual",
                level=level,
                seed=seed,
                state=state,
                columns=columns,
                now=now,
                partner_level=partner_level,
            )
            store.insert_row(session, row)
            write_whys(session.connection(), game_id, 0, notes, 0)
        meta = GameMeta(game_id, 1, level, "casual", partner_level)
        store.remember(game_id, 1, state)
        self.purger.maybe_run()
        log.info(
            "game created",
            extra={
                "fields": {
                    "game": game_id,
                    "player": player_id,
                    "cpu_level": level,
                    "partner_level": partner_level,
                    "rules": rules.preset_name or "custom",
                    "cpu_steps": len(events) - 1,
                    "ms": elapsed_ms(started),
                }
            },
        )
        step = Step(view=self.state_view(state, meta), events=events_for_south(events, notes))
        return step, new_secret

    def list_games(self, secret: str | None, limit: int = 20) -> GameList:
        """The caller's games of every kind, most recently played first."""
        store = self.store
        player_id = store.player_id(secret)
        if player_id is None:
            return GameList(games=[])
        with store.sessions() as session:
            rows = session.execute(
                select(
                    Game.id,
                    Game.kind,
                    Game.level,
                    Game.partner_level,
                    Game.rules,
                    Game.phase,
                    Game.hand_number,
                    Game.ns_total,
                    Game.ew_total,
                    Game.winner,
                    Game.version,
                    Game.created_at,
                    Game.updated_at,
                )
                .where(Game.player_id == player_id)
                .order_by(Game.updated_at.desc(), Game.id)
                .limit(limit)
            ).all()
        return GameList(
            games=[
                GameSummary(
                    id=r.id,
                    kind=r.kind,
                    level=r.level,
                    partner_level=r.partner_level or r.level,
                    rules=r.rules if isinstance(r.rules, str) else "custom",
                    phase=r.phase,
                    hand_number=r.hand_number,
                    totals=Sides(NS=r.ns_total, EW=r.ew_total),
                    winner=r.winner,
                    version=r.version,
                    created_at=iso(r.created_at),
                    updated_at=iso(r.updated_at),
                )
                for r in rows
            ]
        )

    # ------------------------------------------------------------------ one game

    @staticmethod
    def state_view(state: GameState, meta: GameMeta) -> View:
        """South's view of a casual game in ``state``."""
        return view_model(state, meta)

    def view(self, game: LoadedGame) -> View:
        """South's view of the loaded casual game."""
        return self.state_view(self.store.state(game), game.meta)

    def _advance(
        self, state: GameState, game: LoadedGame, notes: list[CpuNote] | None = None
    ) -> list[Event]:
        # Fixed work (no clock): the same situation always gets the same CPU
        # reply, which is what lets an undo be followed by the same game.
        return self.cpu.advance(
            state,
            game.meta.level,
            game.seed,
            deterministic=True,
            notes=notes,
            partner_level=game.meta.partner_level,
        )

    def _save(
        self, game: LoadedGame, state: GameState, notes: list[CpuNote], keep_below: int
    ) -> GameMeta:
        """Save ``state`` and the current hand's explanations (those of
        actions before ``keep_below``, then ``notes``) in one transaction."""
        now = self.store.now()

        def whys(conn: Connection) -> None:
            write_whys(conn, game.meta.id, state.hand_number, notes, keep_below)

        return self.store.save(game, state, GameColumns.of(state, now), now, whys)

    def act(self, game: LoadedGame, steps: list[str]) -> Step:
        """Apply South's ``steps`` (all or nothing), then the CPU actions up to
        South's next decision or the end of the hand.

        Raises:
            ApiError: 409 ``not_your_turn`` / ``illegal_action``, 422
                ``malformed`` (:func:`~.turns.play_steps`).
            StaleVersion: if the game moved on meanwhile.
        """
        started = time.perf_counter()
        state = self.store.state(game)
        first = actions_in_hand(state)
        notes: list[CpuNote] = []
        events = play_steps(state, steps, lambda s: self._advance(s, game, notes))
        meta = self._save(game, state, notes, first)
        log_change("game action", meta, len(steps), events, started)
        return Step(view=self.state_view(state, meta), events=events_for_south(events, notes))

    def undo(self, game: LoadedGame) -> Step:
        """Take back South's last action of the hand and the CPU actions after
        it (:mod:`.undo`), saved as the next version.

        Raises:
            ApiError: 409 ``nothing_to_undo``.
            StaleVersion: if the game moved on meanwhile.
        """
        started = time.perf_counter()
        state = undo_state(self.store.state(game))
        meta = self._save(game, state, [], actions_in_hand(state))
        log_change("game undo", meta, 1, [], started)
        return Step(view=self.state_view(state, meta), events=[dict(UNDONE)])

    def next_hand(self, game: LoadedGame) -> Step:
        """Deal the next hand (R2) and play the CPU seats up to South's first
        decision.

        Raises:
            ApiError: 409 ``illegal_action`` (R11 while the hand is on, R14
                once the game is over).
            StaleVersion: if the game moved on meanwhile.
        """
        started = time.perf_counter()
        state = self.store.state(game)
        if state.phase is not Phase.HAND_OVER:
            raise hand_not_over(state)
        events = state.next_hand(deal(state.rules, game.seed, state.hand_number + 1))
        notes: list[CpuNote] = []
        events.extend(self._advance(state, game, notes))
        meta = self._save(game, state, notes, 0)
        log_change("hand dealt", meta, 0, events, started)
        return Step(view=self.state_view(state, meta), events=events_for_south(events, notes))
