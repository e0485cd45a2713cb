"""The colours the history's three screens (list, statistics, replay) share, so they read as one."""

from __future__ import annotations

INK = (240, 236, 220)
MUTED = (170, 180, 170)
GOLD = (240, 200, 80)  # headings
CHOSEN = (70, 62, 26)  # the chosen row of a list
