"""The private tables this window has open (``net/private_table.py``): each game a person plays
at this window runs at a host of its own in this process, and lives as long as a screen shows it.

After every frame (``still_held``) a table no scene holds any more is closed: the player left it
(the menu, a new game, a rematch, Restart, the sheet's Menu), whichever way; as the program ends
(``close_all``) every one still open is closed and waited for, so the history's last records and
the game's autosave are written before the program stops.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..net.private_table import PrivateTable

HELD_BY = ("private", "session", "source")  # what a scene holds a private table by, or its source


class Played(Protocol):
    def humans(self) -> list[int]: ...


def seat_route(session: Played) -> str:
    """The scene a game is opened at: every game goes through a private table
    (``private_seat``), a game a person plays here and a table where nobody sits (watched: this
    window its watcher) alike."""
    return "private_seat"


def holds(scene: object, table: PrivateTable) -> bool:
    """Whether ``scene`` shows ``table``: it holds the table, or a source read from it."""
    for name in HELD_BY:
        thing = getattr(scene, name, None)
        if thing is table or getattr(thing, "private", None) is table:
            return True
    return False


class OpenTables:
    def __init__(self) -> None:
        self.tables: list[PrivateTable] = []  # open, shown by a screen
        self.closing: list[PrivateTable] = []  # closed, their threads maybe still writing

    def opened(self, table: PrivateTable) -> None:
        self.tables.append(table)

    def still_held(self, scenes: Iterable[object]) -> None:
        """After a frame: every table none of ``scenes`` shows is closed (never waited for)."""
        if not self.tables:
            return
        shown = list(scenes)
        for table in [t for t in self.tables if not any(holds(scene, t) for scene in shown)]:
            table.close()
            self.tables.remove(table)
            self.closing.append(table)

    def close_all(self, seconds: float) -> bool:
        """The program ends: close every table and wait for each (``seconds`` at most each);
        whether every one has ended."""
        tables, self.tables, closing, self.closing = self.tables, [], self.closing, []
        for table in tables:
            table.close()
        return all([table.join(seconds) for table in [*closing, *tables]])
