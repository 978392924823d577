"""Structured, card-safe logging: one JSON object per line on standard error.

Log calls pass their data as ``extra={"fields": {...}}``.  By convention no
log call ever passes a card, a hand, an action or a record: ids, versions,
counts, levels and timings only.  Exception messages of the engine (which
may name cards) are left out of error logs.
"""

from __future__ import annotations

import json
import logging
import sys
import traceback
from datetime import UTC, datetime
from typing import Any

from ..engine import BidEuchreError


def describe_exception(exc: BaseException) -> dict[str, Any]:
    """``{"error", "message", "traceback"}`` for a log line; the message is
    withheld for engine errors (their text may name cards)."""
    safe = not isinstance(exc, BidEuchreError)
    return {
        "error": type(exc).__name__,
        "message": str(exc)[:500] if safe else "(withheld)",
        "traceback": "".join(traceback.format_tb(exc.__traceback__))[-4000:],
    }


_RESERVED = frozenset({"ts", "level", "logger", "msg"})


class JsonFormatter(logging.Formatter):
    """Formats a record as ``{"ts", "level", "logger", "msg", **fields}``."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        fields = getattr(record, "fields", None)
        if isinstance(fields, dict):
            for key, value in fields.items():
                out[key + "_" if key in _RESERVED else key] = value
        if record.exc_info and record.exc_info[1] is not None:
            out.update(describe_exception(record.exc_info[1]))
        return json.dumps(out, default=str)


def configure_logging(level: str = "info") -> None:
    """Send every log record (uvicorn's included) to standard error as JSON."""
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level.upper())
    for name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
        logging.getLogger(name).handlers[:] = []
        logging.getLogger(name).propagate = True
    logging.getLogger("alembic").setLevel(logging.WARNING)
