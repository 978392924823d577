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


def not_found(what: str = "game") -> ApiError:
    """404 ``not_found``: no such game, or not the caller's (indistinguishable)."""
    return ApiError(404, "not_found", f"no such {what}")


#: The OpenAPI ``responses`` of every route: each error status an
#: :class:`ApiError` (or the app's handlers) may answer, as ``ErrorResponse``.
ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    status: {"model": ErrorResponse} for status in (400, 403, 404, 409, 413, 422, 429)
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
