"""``python -m bideuchre`` runs the ``bideuchre`` command."""

import sys

from .cli import main

sys.exit(main())
