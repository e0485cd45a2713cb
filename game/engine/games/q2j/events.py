"""Q Squared Joe's announcements (the lead is the shared one)."""

from __future__ import annotations

from ...events import Announcement


class Q2JAnnouncement(Announcement):
    """What Q Squared Joe announces."""

    Q_SQUARED = "q-squared"  # rule 6: two queens played at once
    JOE = "joe"  # rule 7: a jack answers a Q Squared
    EQUAL_RANK = "equal-rank"  # rule 5: an equal rank played, its player draws
    NEW_HAND = "new-hand"  # Countdown: a new, smaller hand (detail: its size)
