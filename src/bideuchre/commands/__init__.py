"""Subcommands of the ``bideuchre`` command, one module each.

Each module defines ``add_parser(subparsers)`` (cheap: no heavy imports at module
level) and ``run(args) -> int`` (the exit code).
"""
