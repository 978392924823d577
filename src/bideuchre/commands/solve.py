"""``bideuchre solve FILE|-``: open-hand tricks for every legal card of a record.

Reads a hand record (docs/rules.md, "Hand records") that stops anywhere in the
play, or one record per line (JSON Lines), and prints one JSON line per
record: ``{"to_act": "S", "tricks": {"AS": 7, "9H": 6, ...}}`` -- for each
distinct legal card of the seat to act, the tricks its side takes from here
to the end of the hand (the trick in progress included) when every seat then
plays perfectly with all hands known (:mod:`bideuchre.bots.dds`).  Cards are
listed by suit C D H S, then rank high to low.

A record that is not in the play phase, or is malformed or illegal, prints
``{"ok": false, "error": {...}}`` as ``replay`` does, and the command exits 1
(after the records before it); 2 for a file that cannot be read.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

from .inputs import read_text


def add_parser(sub: Any) -> None:
    """Register ``solve``."""
    p = sub.add_parser(
        "solve",
        help="open-hand (double-dummy) tricks for each legal card of a hand record",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("file", help="record file (one record, or JSON Lines), or - for standard input")


def _error(code: str, message: str) -> dict[str, Any]:
    """A record-wide error object (``code`` one of ``engine.record.REPLAY_ERRORS``)."""
    from ..engine.record import ReplayError

    return {"ok": False, "error": ReplayError(None, None, message, None, code).to_json()}


def solve_record(data: object) -> dict[str, Any]:
    """The output object for one parsed record: the tricks, or an error."""
    from ..bots.dds import solve_position
    from ..engine import Phase
    from ..engine.actions import play
    from ..engine.record import canonical_order, replay

    try:
        result = replay(data)
    except RecursionError:
        return _error("malformed_record", "malformed record: nested too deeply")
    if result.error is not None or result.state is None:
        return result.to_json()
    state = result.state
    if state.phase is not Phase.PLAY or state.to_act is None:
        message = f"the record is not in the play phase (phase {state.phase.value})"
        return _error("not_in_play", message)
    values = solve_position(state)
    order = sorted(values, key=lambda c: canonical_order(play(c)))
    return {"to_act": state.to_act.name, "tricks": {str(c): values[c] for c in order}}


def _records(text: str) -> list[tuple[object, str | None]]:
    """Parsed records with a parse error message (or None) each (a
    ``malformed_json`` error)."""
    try:
        return [(json.loads(text), None)]
    except RecursionError:
        return [(None, "malformed JSON: nested too deeply")]
    except ValueError:
        pass
    out: list[tuple[object, str | None]] = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            out.append((json.loads(line), None))
        except RecursionError:
            out.append((None, f"line {number}: malformed JSON: nested too deeply"))
        except ValueError as exc:
            out.append((None, f"line {number}: malformed JSON: {exc}"))
    return out or [(None, "malformed JSON: no record")]


def run(args: argparse.Namespace) -> int:
    """Solve every record of ``args.file``; print one line each; exit code."""
    try:
        text = read_text(args.file)
    except (OSError, UnicodeDecodeError) as exc:
        print(json.dumps(_error("unreadable", f"cannot read {args.file}: {exc}")))
        return 2
    for data, problem in _records(text):
        out = _error("malformed_json", problem) if problem is not None else solve_record(data)
        print(json.dumps(out), flush=True)
        if out.get("ok") is False:
            return 1
    return 0
