"""bideuchre — Bid Euchre: a rules engine, CPU players and a browser table.

The package is layered, dependencies pointing one way::

    engine  <-  bots  <-  server  <-  web

``bideuchre.engine`` is pure standard-library Python and implements the rules
of ``docs/rules.md`` (cited as R1..R15, D1..D9, C1..C4).
"""

__version__ = "0.1.0"
