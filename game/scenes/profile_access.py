"""The profiles as the screens read and change them: on a thread, never on the frame loop.

A change (create, rename, recolour, delete) is one small transaction, but the file is written
with ``synchronous=FULL`` and may wait for the recorder's own write, so it runs beside the frame
loop (``Background``), like the reads. Each piece of work opens its own connection, makes at
most one change, reads the profiles back (with how many games each has) and closes it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ..history.database import HistoryUnavailable, open_history
from ..history.profiles import PALETTE, Profile, ProfileError, list_profiles, name_key
from ..history.stats import COUNTED
from ..i18n import _, fill
from ..i18n.their_words import failure_words
from ..play.seats import SeatConfig
from .context import AppContext
from .history_access import open_history_reader

# A change: done to the open history, it says what it did and which profile to show next.
Change = Callable[[sqlite3.Connection], tuple[str, int | None]]


@dataclass(frozen=True)
class ProfileList:
    """The profiles as read after a change (or none), and how the change went."""

    profiles: tuple[Profile, ...] = ()
    games: Mapping[int, int] = field(default_factory=dict)  # games played, as the statistics count
    recorded: Mapping[int, int] = field(default_factory=dict)  # every game recorded (abandoned too)
    problem: str = ""  # the history cannot be used, and why
    refused: str = ""  # the change was refused, and why (the player's input stays as typed)
    done: str = ""  # the change made, in words
    chosen: int | None = None  # the profile the change made or changed


def sentence(message: str) -> str:
    """A refusal as the screens show it: capitalised, ending with a full stop.

    >>> sentence("there is a profile called 'Ada' already")
    "There is a profile called 'Ada' already."
    """
    message = message.strip()
    return message[:1].upper() + message[1:] + ("" if message.endswith((".", "!", "?")) else ".")


def open_profiles(ctx: AppContext, make: bool = True) -> tuple[sqlite3.Connection | None, str]:
    """The history to keep profiles in (made when nothing was recorded yet, if ``make``), or None
    and why."""
    path = ctx.history.path
    if path is None or not ctx.history.enabled:
        return None, _("No game history is kept in this run, so there are no profiles to change.")
    if path.exists() or not make:
        return open_history_reader(ctx)
    try:
        return open_history(path).db, ""
    except HistoryUnavailable as error:
        return None, str(error)


def profile_work(ctx: AppContext, change: Change | None = None, make: bool = True) -> ProfileList:
    """Make ``change`` (if any), then read the profiles back. Never raises for the history.
    ``make=False`` only reads: no history file is made for it."""
    db, why = open_profiles(ctx, make)
    if db is None:
        return ProfileList(problem=why)
    refused, done, chosen = "", "", None
    try:
        if change is not None:
            try:
                done, chosen = change(db)
            except ProfileError as error:
                refused = sentence(str(error))
            except sqlite3.Error as error:  # busy for too long, or the disk refused: nothing changed
                refused = fill(
                    _("The profiles could not be changed ({reason}); nothing was changed, try again."),
                    reason=failure_words(error),
                )
        profiles = tuple(list_profiles(db))
        # Shown as the statistics count them (finished, not a smoke check's): one figure everywhere;
        # every game recorded is what a deletion leaves in the history.
        rows = db.execute(
            f"SELECT s.profile_id, COUNT(DISTINCT CASE WHEN {COUNTED} THEN g.id END), COUNT(DISTINCT g.id) "
            "FROM seats s JOIN games g ON g.id = s.game_id WHERE s.profile_id IS NOT NULL "
            "GROUP BY s.profile_id"
        ).fetchall()
        counted = {profile_id: played for profile_id, played, _ in rows}
        recorded = {profile_id: every for profile_id, _, every in rows}
        return ProfileList(profiles, counted, recorded, refused=refused, done=done, chosen=chosen)
    except sqlite3.Error as error:
        return ProfileList(
            problem=fill(_("The profiles cannot be read ({reason})."), reason=failure_words(error)),
            refused=refused,
        )
    finally:
        db.close()


def profile_colours(profiles: tuple[Profile, ...] | list[Profile]) -> dict[str, tuple[int, int, int]]:
    """Each profile's plate colour by its name's key."""
    return {
        name_key(profile.name): PALETTE[profile.colour] for profile in profiles if profile.colour in PALETTE
    }


def table_colours(
    seats: Sequence[SeatConfig], colours: Mapping[str, tuple[int, int, int]]
) -> dict[str, tuple[int, int, int]]:
    """The plate colours of the people at a table who have a profile (a bot never has one)."""
    keys = [name_key(seat.name) for seat in seats if seat.human]
    return {key: colours[key] for key in keys if key in colours}
