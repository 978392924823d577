"""The ``bideuchre`` command: ``serve | play | replay | solve | simulate | bench``.

Each subcommand lives in ``bideuchre.commands.<name>``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import os
import sys
from collections.abc import Sequence

SUBCOMMANDS = ("serve", "play", "replay", "solve", "simulate", "bench", "daily")


def version() -> str:
    """The installed package's version (``pyproject.toml``), or ``unknown``
    when the package runs from a source tree without being installed."""
    try:
        return importlib.metadata.version("bideuchre")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every available subcommand."""
    parser = argparse.ArgumentParser(
        prog="bideuchre", description="Bid Euchre: play, serve, replay, solve, simulate, bench."
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
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
    """Entry point; returns the exit code.

    Ctrl-C ends a command with exit code 130 and no traceback.  When the
    reader of standard output goes away (``bideuchre play | head``), the
    command ends quietly with exit code 1, as the Python documentation
    advises for ``BrokenPipeError`` (library/signal.rst, "Note on SIGPIPE"):
    standard output is pointed at ``os.devnull`` so that the interpreter's
    final flush does not raise again.
    """
    parser = build_parser()
    args = parser.parse_args(argv)
    module = importlib.import_module(f"bideuchre.commands.{args.command}")
    try:
        return int(module.run(args) or 0)
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 1


def _silence_stdout() -> None:
    """Point file descriptor 1 at ``os.devnull`` (after a broken pipe)."""
    try:
        fd = sys.stdout.fileno()
    except (AttributeError, ValueError, OSError):
        return  # not a real file (a test's capture): nothing will be flushed to a pipe
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fd)
    os.close(devnull)


if __name__ == "__main__":
    sys.exit(main())
