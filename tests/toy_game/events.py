"""Toy Go Out's own announcement: a seat down to its last card says so (everyone hears it)."""

from __future__ import annotations

from game.engine.events import Announcement


class ToyAnnouncement(Announcement):
    LAST_CARD = "last-card"
