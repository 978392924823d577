"""The ``bideuchre`` command: ``serve | play | replay | simulate | bench``.

Each subcommand lives in ``bideuchre.commands.<name>``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

SUBCOMMANDS = ("serve", "play", "replay", "simulate", "bench", "daily")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every available subcommand."""
    parser = argparse.ArgumentParser(
        prog="bideuchre", description="Bid Euchre: play, serve, replay, simulate, bench."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"bideuchre.commands.{name}")
        except ModuleNotFoundError as exc:
            if exc.name == f"bideuchre.commands.{name}":
                continue  # not built yet
            raise
        module.add_parser(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    parser = build_parser()
    args = parser.parse_args(argv)
    module = importlib.import_module(f"bideuchre.commands.{args.command}")
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
