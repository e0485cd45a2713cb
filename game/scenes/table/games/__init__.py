"""Each game's own table code, one folder per game (its adapter and what it composes)."""
