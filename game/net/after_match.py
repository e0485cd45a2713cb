"""After the match: a headless host's table stays open a while for the players away at its end.

A player knocked out of an Elimination match may close their program while the others play on;
when they come back to see who won, the host must still be there to tell them (``TableHost``
tells a seat coming back to a finished match its rounds and result). The window's host stays
open until its person closes it; a headless host has nobody to ask, so it waits for each player
away at the end to come back and be told, or for the time given, whichever comes first.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from ..i18n import ngettext
from .host import TableHost

CHECK_SECONDS = 0.1  # how often the seats are looked at (a comeback is read within this)


def away_at_the_end(host: TableHost) -> list[int]:
    """The seats whose person has a seat at the table (a token) but no line to it now."""
    return [
        seat
        for seat, plan in enumerate(host.plans)
        if plan.token is not None and seat not in host.connections
    ]


async def stay_open_for_the_away(host: TableHost, seconds: float, say: Callable[[str], None]) -> None:
    """Return once every player away at the match's end has come back and been sent the result,
    or after ``seconds``; at once when nobody is away. Says once whom the table waits for."""
    waiting = set(away_at_the_end(host))
    if not waiting:
        return
    minutes = max(1, round(seconds / 60))
    names = ", ".join(host.plans[seat].name for seat in sorted(waiting))
    say(
        ngettext(
            "q2j host: the match is over; the table stays open {minutes} minute for {names} to come "
            "back and read the result (Ctrl-C closes it)",
            "q2j host: the match is over; the table stays open {minutes} minutes for {names} to come "
            "back and read the result (Ctrl-C closes it)",
            minutes,
        ).format(minutes=minutes, names=names)
    )
    loop = asyncio.get_running_loop()
    deadline = loop.time() + seconds
    while waiting and loop.time() < deadline:
        waiting -= {seat for seat in waiting if host.told(seat)}
        if waiting:
            await asyncio.sleep(CHECK_SECONDS)
