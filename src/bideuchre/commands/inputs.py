"""Reading a subcommand's input file (``FILE`` or ``-`` for standard input).

Shared by ``bideuchre replay`` and ``bideuchre solve``, which read hand and
game records (docs/rules.md, "Hand records").
"""

from __future__ import annotations

import sys


def read_text(file: str) -> str:
    """The text of ``file`` (UTF-8), or of standard input for ``-``, without a
    leading UTF-8 byte order mark (as Windows editors write).

    Raises:
        OSError: the file cannot be opened or read.
        UnicodeDecodeError: it is not UTF-8.
    """
    if file == "-":
        text = sys.stdin.read()
    else:
        with open(file, encoding="utf-8") as f:
            text = f.read()
    return text[1:] if text.startswith("\ufeff") else text
