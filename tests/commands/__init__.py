"""Tests of the command-line tools (``src/bideuchre/commands``, ``cli.py``)."""
