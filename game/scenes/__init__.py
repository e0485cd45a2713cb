"""The table's screens as a stack of scenes (menu, setup, table, scoreboard, overlays)."""
