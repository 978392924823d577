"""``bideuchre replay FILE|-``: apply a hand or game record and print the result.

Prints one JSON object (docs/rules.md, "Hand records"); exits 0 when the record
replays cleanly, 1 when it holds an illegal or malformed step (or is not JSON,
or is nested too deeply to parse), 2 for a file that cannot be read.  Every
error has a stable ``code`` (``malformed_json``, ``illegal_action``...; docs/rules.md).  A UTF-8
byte order mark at the start is accepted.  Never prints a traceback for bad
input.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .inputs import read_text


def add_parser(sub: Any) -> None:
    """Register ``replay``."""
    p = sub.add_parser(
        "replay",
        help="replay a hand or game record and print the result as JSON",
        description=__doc__,
    )
    p.add_argument("file", help="record file, or - for standard input")
    p.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")


def run(args: argparse.Namespace) -> int:
    """Replay ``args.file``; print the result; return the exit code."""
    from ..engine.record import replay

    try:
        text = read_text(args.file)
    except (OSError, UnicodeDecodeError) as exc:
        _fail("unreadable", f"cannot read {args.file}: {exc}", args.indent)
        return 2
    try:
        data = json.loads(text)
    except RecursionError:
        return _fail("malformed_json", "malformed JSON: nested too deeply", args.indent)
    except ValueError as exc:  # json.JSONDecodeError and any other parse error
        return _fail("malformed_json", f"malformed JSON: {exc}", args.indent)
    try:
        result = replay(data).to_json()
    except RecursionError:  # a step nested just under the parser's limit
        return _fail("malformed_record", "malformed record: nested too deeply", args.indent)
    _print(result, args.indent)
    return 0 if result["ok"] else 1


def _fail(code: str, message: str, indent: int | None) -> int:
    """Print a record-wide error (``index`` null; ``code`` one of
    ``engine.record.REPLAY_ERRORS``, docs/rules.md) and return 1."""
    from ..engine.record import ReplayError

    _print({"ok": False, "error": ReplayError(None, None, message, None, code).to_json()}, indent)
    return 1


def _print(obj: dict[str, Any], indent: int | None) -> None:
    print(json.dumps(obj, indent=indent))
