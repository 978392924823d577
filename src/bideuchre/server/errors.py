"""API errors: every error response is ``{"error": {"code", "message", ...}}``
(docs/api.md, "Errors").  Raising :class:`ApiError` anywhere in a request
answers it; nothing has been saved at that point."""

from __future__ import annotations

from typing import Any

from .schemas import ErrorResponse


class ApiError(Exception):
    """An error answer.

    Args:
        status: the HTTP status (400, 404, 409, 413, 422, 500).
        code: the machine-readable code (``illegal_action``, ``stale_version``...).
        message: a plain sentence for people.
        extra: more members of the error object (``rule``, ``legal``, ``view``...).
    """

    def __init__(self, status: int, code: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.extra = extra

    def body(self) -> dict[str, Any]:
        """The JSON body: ``{"error": {"code", "message", **extra}}``."""
        return {"error": {"code": self.code, "message": self.message, **self.extra}}


# ------------------------------------------------------------ issue 10: reasons as codes
#: The server's own refusal codes, beside the engine's (``engine.errors.REFUSALS``):
#: an error's ``reason`` is ``{"code", "params", "rule"}`` with one of them, and
#: the page words it in the player's language (tests/web/test_refusals.py).
SERVER_REASONS: dict[str, str] = {
    "others_turn": "another seat is to act: {seat}",
    "game_won": "the game is over, won by a side (R14): {winner}",
    "daily_over": "the daily game's last deal is played",
    "bid_impossible": "bid-shaped text with an impossible number (R9): {text, min_bid, hand_size}",
    "name_not_text": "the name is not text",
    "name_length": "the name is too short or too long: {min, max, length}",
    "name_spaces": "the name holds two spaces in a row",
    "name_char": "the name holds a character names may not hold: {char}",
    "name_no_alnum": "the name has no letter or digit",
    "name_invisible": "the name holds an invisible character: {char}",
    "name_marks": "a letter carries too many combining marks: {max}",
    "name_too_long": "the name's uniqueness key is too long once written out in full",
}


def reason(
    code: str, params: dict[str, str | int | bool | None] | None = None, rule: str | None = None
) -> dict[str, Any]:
    """An error's ``reason`` member: ``{"code", "params", "rule"}``.

    Raises:
        ValueError: for a code not in :data:`SERVER_REASONS` (a bug).
    """
    if code not in SERVER_REASONS:
        raise ValueError(f"unknown reason code {code!r}")
    return {"code": code, "params": dict(params or {}), "rule": rule}


def not_found(what: str = "game") -> ApiError:
    """404 ``not_found``: no such game, or not the caller's (indistinguishable).

    ``what`` (``game``, ``finished hand``, ``shared review``, ``open share``)
    is also sent as the error's ``what``, spaces as ``_`` (``finished_hand``),
    so the page can tell a game that does not exist from a hand not over yet.
    """
    return ApiError(404, "not_found", f"no such {what}", what=what.replace(" ", "_"))


#: The OpenAPI ``responses`` of every route: each error status an
#: :class:`ApiError` (or the app's handlers) may answer, as ``ErrorResponse``.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorResponse} for status in (400, 403, 404, 409, 413, 415, 422, 429, 503)
}


# Issue 12 (hand review, hints, undo): the codes of its endpoints.


def nothing_to_undo(message: str) -> ApiError:
    """409 ``nothing_to_undo``: South has no action to take back in this hand."""
    return ApiError(409, "nothing_to_undo", message)


def not_in_ranked(what: str) -> ApiError:
    """409 ``not_in_ranked``: undo and hints are not offered in the daily
    game's ranked attempt (``what``: ``undo`` or ``hint``)."""
    return ApiError(409, "not_in_ranked", f"{what} is not available in the ranked daily game")


def review_busy() -> ApiError:
    """409 ``review_busy``: this game's hand review is being computed by
    another request; ask again in a moment."""
    return ApiError(409, "review_busy", "the review of this hand is being prepared; try again")
