"""Quatorze's announcements."""

from __future__ import annotations

from ...events import Announcement


class QuatorzeAnnouncement(Announcement):
    """What Quatorze announces."""

    CUT = "cut"  # the deck is cut (detail "joker": the cutter keeps a joker)
    DOWN = "down"  # a player goes down (detail: the points laid)
    ALL_AT_ONCE = "all-at-once"  # down and out in one turn (−60, the others doubled)
