"""Watching an all-computer table through its host: what the watcher is shown and told.

A table whose every seat is a computer level is watched at one screen: nobody holds a seat, and
the table shows what the seats know between them (``Rules.spectator_view``: each hand as its
owner sees it; a card hidden from every seat, a stock or a face-down pile, stays hidden). Its
host sends a watcher that view, turned to deal seat 0 (no seat is the window's own: the first
faces the screen), and of each change the events some seat is told (``watcher_events``). Only
a private table (one listening on no port, every link this program's own window) admits a
watcher, and only when no seat is a person's: across the room it would read every hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import Rules, View
from ..engine import events as ev
from ..engine.sight import told

# The deal seat a watched table is turned to (no seat is the window's own: the first faces it).
WATCHED_SEAT = 0


def watched_view(rules: Rules[Any], state: Any, seat: int = WATCHED_SEAT) -> View:
    """What a watcher sees of the table: the seats' knowledge together, turned to ``seat``."""
    return rules.spectator_view(state, seat)


def watcher_events(events: Sequence[ev.Event], before: View | None, after: View) -> list[ev.Event]:
    """``events`` as a watcher may be told them, its watched views either side of the change
    (``before``: ``None`` for a deal). The engine's ``told`` over the places any seat sees (the
    watched view's); a card revealed to some seats only reaches the watcher too (it watches
    every seat), with its audience as it was, so the log says who looked at which hand.
    Never more than some seat is told."""
    stand_ins: dict[int, ev.Revealed] = {}
    asked: list[ev.Event] = []
    for event in events:
        if isinstance(event, ev.Revealed) and event.audience:
            # Told to everyone for the engine's check; given back as it was below.
            open_reveal = ev.Revealed(event.card, event.zone, event.reason)
            stand_ins[id(open_reveal)] = event
            asked.append(open_reveal)
        else:
            asked.append(event)
    return [stand_ins.get(id(event), event) for event in told(WATCHED_SEAT, asked, before, after)]
