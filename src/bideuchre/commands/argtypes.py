"""Argument types for the subcommands' ``argparse`` options.

Each is a ``type=`` callable: it returns the value, or raises
``argparse.ArgumentTypeError`` so that argparse prints a clear message and
exits with status 2 (instead of a traceback later, or a silent wrong value).
"""

from __future__ import annotations

import argparse
import math
import os


def positive_int(text: str) -> int:
    """A whole number ≥ 1: ``"3"`` → 3.

    Raises:
        argparse.ArgumentTypeError: for ``"0"``, ``"-1"``, ``"2.5"``, ``"x"``.
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def port_number(text: str) -> int:
    """A TCP port to listen on, 1 to 65535: ``"8000"`` → 8000.

    Without this, ``--port 99999`` was passed on and the system bound port
    99999 − 65536 = 34463 while the server announced 99999.

    Raises:
        argparse.ArgumentTypeError: for ``"0"``, ``"-1"``, ``"65536"``, ``"99999"``, ``"x"``.
    """
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is from 1 to 65535, not {value}")
    return value


def even_int(text: str) -> int:
    """An even whole number ≥ 2 (games in duplicate pairs): ``"4"`` → 4.

    Raises:
        argparse.ArgumentTypeError: for ``"3"``, ``"0"``, ``"-2"``, ``"x"``.
    """
    value = positive_int(text)
    if value % 2:
        raise argparse.ArgumentTypeError(
            f"must be an even number (games are played in duplicate pairs), not {value}; "
            f"try {value + 1}"
        )
    return value


def _number(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
    if not math.isfinite(value):
        raise argparse.ArgumentTypeError(f"expected a finite number, not {text!r}")
    return value


def positive_float(text: str) -> float:
    """A finite number > 0 (seconds): ``"0.5"`` → 0.5.

    Raises:
        argparse.ArgumentTypeError: for ``"0"``, ``"-1"``, ``"nan"``, ``"inf"``, ``"x"``.
    """
    value = _number(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value


def non_negative_float(text: str) -> float:
    """A finite number ≥ 0 (seconds): ``"0"`` → 0.0.

    Raises:
        argparse.ArgumentTypeError: for ``"-5"``, ``"nan"``, ``"inf"``, ``"x"``.
    """
    value = _number(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"must not be negative, not {text}")
    return value


def writable_file(text: str) -> str:
    """A path a file can be written to: its folder exists and is writable, and
    it is not a folder itself.  Checked before a long run, not after it.

    Raises:
        argparse.ArgumentTypeError: naming what is wrong.
    """
    if not text:
        raise argparse.ArgumentTypeError("expected a file name")
    folder = os.path.dirname(os.path.abspath(text))
    if os.path.isdir(text):
        raise argparse.ArgumentTypeError(f"{text} is a folder, not a file")
    if not os.path.isdir(folder):
        raise argparse.ArgumentTypeError(f"cannot write {text}: no folder {folder}")
    if os.path.exists(text):
        if not os.access(text, os.W_OK):
            raise argparse.ArgumentTypeError(f"cannot write {text}: permission denied")
    elif not os.access(folder, os.W_OK | os.X_OK):
        raise argparse.ArgumentTypeError(f"cannot write {text}: folder {folder} is not writable")
    return text
