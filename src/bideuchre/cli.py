"""The ``bideuchre`` command: ``serve | play | replay | solve | simulate | bench``.

Each subcommand lives in ``bideuchre.commands.<name>``.
"""

from __future__ import annotations

import argparse
import importlib
import importlib.metadata
import os
import re
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
    for sub_parser in sub.choices.values():
        _plain_parser(sub_parser)
    for choice in sub._choices_actions:
        choice.help = plain_text(choice.help)
    return parser


#: reStructuredText markup of the docstrings that serve as ``--help`` texts:
#: a role (``:func:`~a.b```, shown as ``b``) or literal quotes.
_ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")
_LITERAL = re.compile(r"``([^`]+)``")


def plain_text(text: str | None) -> str | None:
    """``text`` without the reStructuredText markup of a docstring (double
    back-quotes around a literal, a role such as ``:mod:``), for a terminal;
    a role's target shows as its last dotted name.  None stays None.

    >>> plain_text("``bideuchre serve``: see :mod:`~bideuchre.bots.dds`")
    'bideuchre serve: see dds'
    """
    if text is None:
        return None
    text = _ROLE.sub(lambda m: m.group(1).rsplit(".", 1)[-1], text)
    return _LITERAL.sub(r"\1", text)


def _plain_parser(parser: argparse.ArgumentParser) -> None:
    """Strip the markup (:func:`plain_text`) from a subcommand's
    description, epilog and arguments' help, in place."""
    parser.description = plain_text(parser.description)
    parser.epilog = plain_text(parser.epilog)
    for action in parser._actions:
        if isinstance(action.help, str):
            action.help = plain_text(action.help)


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
