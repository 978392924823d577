"""CPU players (see issue 3)."""
